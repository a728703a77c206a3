import type { DoctorSearchCard as Doctor } from '@aafiya/api-client';
import { MapPin, UserRound } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Link } from '../../../components/link';
import { useTranslation } from '../../../i18n/use-translation';
import { SearchCardImage } from '../search/search-card-image';

/** A doctor card shows at most 2 speciality chips, then '+N' (002 §7). */
export const SPECIALITY_CHIP_LIMIT = 2;

/** The page of a doctor. */
export const doctorHref = (id: string) => `/doctor/${encodeURIComponent(id)}`;

export interface DoctorSearchCardProps {
  /** The first card: its image is fetched at once. */
  first?: boolean;
  doctor: Doctor;
  /** 'book appointment': the app keeps the hand-off and goes to /book-appointment. */
  onBook: (doctor: Doctor) => void;
}

/** One doctor of /doctor: image and name lead to the doctor's page; specialities, hospital address, 'book appointment'. */
export function DoctorSearchCard({ first = false, doctor, onBook }: DoctorSearchCardProps) {
  const { t } = useTranslation('publicSearch');
  const href = doctorHref(doctor.id);
  const name = t('doctorName', { firstName: doctor.firstName, lastName: doctor.lastName });
  const shown = doctor.specialities.slice(0, SPECIALITY_CHIP_LIMIT);
  const more = doctor.specialities.slice(SPECIALITY_CHIP_LIMIT);
  return (
    <div
      role="listitem"
      aria-label={name}
      data-slot="doctor-search-card"
      className="flex flex-col rounded-lg border border-border bg-surface text-foreground shadow-sm"
    >
      <SearchCardImage eager={first} href={href} src={doctor.image} placeholder={<UserRound />} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg leading-tight font-semibold">
          <Link href={href} className="no-underline hover:underline">
            {name}
          </Link>
        </h2>
        {doctor.specialities.length > 0 && (
          <ul aria-label={t('specialities')} className="flex flex-wrap gap-1">
            {shown.map((speciality) => (
              <li key={speciality.id}>
                <Badge variant="primary">{speciality.name}</Badge>
              </li>
            ))}
            {more.length > 0 && (
              <li>
                <Badge title={more.map((speciality) => speciality.name).join(', ')}>
                  <span aria-hidden="true">+{more.length}</span>
                  <span className="sr-only">
                    {t('moreSpecialities', { names: more.map((speciality) => speciality.name).join(', ') })}
                  </span>
                </Badge>
              </li>
            )}
          </ul>
        )}
        {doctor.hospitalAddress && (
          <p className="flex items-start gap-1 text-sm text-foreground-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {doctor.hospitalAddress}
          </p>
        )}
        <Button
          type="button"
          className="mt-auto self-start"
          aria-label={t('bookAppointmentWith', { name })}
          onClick={() => {
            onBook(doctor);
          }}
        >
          {t('bookAppointment')}
        </Button>
      </div>
    </div>
  );
}
