import { isApiError, useHospitalDetails } from '@aafiya/api-client';
import { useLocale } from '../../../i18n/locale-context';
import { useNavigate } from '../../../lib/navigation';
import { type BookingHandoff, bookingPath, saveBookingHandoff } from '../booking/booking-handoff';
import { type HospitalDetailState, HospitalDetailView, type HospitalDetailViewProps } from './hospital-detail';

export type HospitalDetailScreenProps = Pick<
  HospitalDetailViewProps,
  'homeHref' | 'hospitalsHref' | 'doctorHref' | 'locate' | 'routeProvider' | 'now' | 'defaultTab'
> & {
  /** The `{id}` of /hospitals/{id}. */
  hospitalId: string;
  /** Where the hand-off is kept; local storage by default (stories pass their own). */
  storage?: Storage;
};

/**
 * The hospital page from `GET /hospitals/details/{id}`. A doctor's book
 * button, or a provider chosen in a service's picker, keeps the booking
 * hand-off (002 §4, marked as started from the hospital page) and goes to
 * /book-appointment or /book-service-appointment through the app's navigation.
 */
export function HospitalDetailScreen({ hospitalId, storage, ...props }: HospitalDetailScreenProps) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const query = useHospitalDetails(hospitalId, locale === 'ar' ? 'ar' : 'en');
  const state: HospitalDetailState = query.data
    ? { status: 'ready', hospital: query.data }
    : query.isError
      ? isApiError(query.error) && query.error.status === 404
        ? { status: 'not-found' }
        : { status: 'failed' }
      : { status: 'loading' };
  const hospital = query.data;

  function book(handoff: BookingHandoff) {
    saveBookingHandoff(handoff, storage);
    navigate(bookingPath(handoff));
  }

  return (
    <HospitalDetailView
      {...props}
      state={state}
      onRetry={() => {
        void query.refetch();
      }}
      onBookDoctor={(doctor) => {
        book({
          kind: 'doctor',
          provider: { id: doctor.id, role: 'DOCTOR', name: doctor.name },
          ...(hospital ? { hospitalId: hospital.id, hospitalName: hospital.name } : {}),
          fromHospitalPage: true,
        });
      }}
      onChooseProvider={(service, provider) => {
        book({
          kind: 'service',
          provider: { id: provider.id, role: provider.role, name: provider.name },
          hospitalId: hospital?.id ?? hospitalId,
          ...(hospital ? { hospitalName: hospital.name } : {}),
          serviceId: service.id,
          serviceName: service.name,
          fromHospitalPage: true,
        });
      }}
    />
  );
}
