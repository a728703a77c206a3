import { isApiError, useDoctor } from '@aafiya/api-client';
import { useLocale } from '../../../i18n/locale-context';
import { useNavigate } from '../../../lib/navigation';
import { type BookingHandoff, bookingPath, saveBookingHandoff } from '../booking/booking-handoff';
import {
  type PublicDoctorDetailState,
  PublicDoctorDetailView,
  type PublicDoctorDetailViewProps,
} from './doctor-detail';

export type PublicDoctorDetailScreenProps = Pick<
  PublicDoctorDetailViewProps,
  'homeHref' | 'doctorsHref' | 'hospitalHref'
> & {
  /** The `{id}` of /doctor/{id}. */
  doctorId: string;
  /** Where the hand-off is kept; local storage by default (stories pass their own). */
  storage?: Storage;
};

/**
 * The doctor page from `GET /doctors/{id}` (public). Book appointment keeps
 * the booking hand-off (002 §4: the doctor, not from a hospital page) and
 * goes to /book-appointment through the app's navigation.
 */
export function PublicDoctorDetailScreen({ doctorId, storage, ...props }: PublicDoctorDetailScreenProps) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const query = useDoctor(doctorId, locale === 'ar' ? 'ar' : 'en');
  const state: PublicDoctorDetailState = query.data
    ? { status: 'ready', doctor: query.data }
    : query.isError
      ? isApiError(query.error) && query.error.status === 404
        ? { status: 'not-found' }
        : { status: 'failed' }
      : { status: 'loading' };
  return (
    <PublicDoctorDetailView
      {...props}
      state={state}
      onRetry={() => {
        void query.refetch();
      }}
      onBook={(doctor) => {
        const handoff: BookingHandoff = {
          kind: 'doctor',
          provider: { id: doctor.id, role: 'DOCTOR', name: doctor.name },
          ...(doctor.hospital ? { hospitalId: doctor.hospital.id, hospitalName: doctor.hospital.name } : {}),
          fromHospitalPage: false,
        };
        saveBookingHandoff(handoff, storage);
        navigate(bookingPath(handoff));
      }}
    />
  );
}
