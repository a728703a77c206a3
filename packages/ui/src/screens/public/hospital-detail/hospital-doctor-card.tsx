import type { PublicHospitalDoctor } from '@aafiya/api-client';
import { CalendarPlus } from 'lucide-react';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Link } from '../../../components/link';
import { StarRating } from '../../../components/star-rating';
import { UserText } from '../../../components/user-text';
import { useTranslation } from '../../../i18n/use-translation';
import { SpecialityChips } from './speciality-chips';

export interface HospitalDoctorCardProps {
  doctor: PublicHospitalDoctor;
  /** The doctor's page, /doctor/{id}. */
  href: string;
  onBook: (doctor: PublicHospitalDoctor) => void;
}

/** A doctor of the hospital page's Doctors tab: photo, 'Dr.' and the name, specialities, stars, and the book button. */
export function HospitalDoctorCard({ doctor, href, onBook }: HospitalDoctorCardProps) {
  const { t } = useTranslation('publicDetail');
  const name = t('doctorName', { name: doctor.name });
  return (
    <Card data-slot="hospital-doctor-card" className="h-full flex-row flex-wrap items-start gap-4 px-4">
      <Avatar src={doctor.image ?? null} alt="" size="lg" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="text-base leading-tight font-semibold [overflow-wrap:anywhere]">
          <Link href={href} className="no-underline hover:underline">
            <UserText>{name}</UserText>
          </Link>
        </h3>
        <SpecialityChips specialities={doctor.specialities} />
        <StarRating rating={doctor.rating} size="sm" />
        <Button
          size="sm"
          className="mt-1 self-start"
          onClick={() => {
            onBook(doctor);
          }}
        >
          <CalendarPlus aria-hidden="true" />
          {t('bookAppointment')}
          <span className="sr-only"> {t('bookWith', { name: doctor.name })}</span>
        </Button>
      </div>
    </Card>
  );
}
