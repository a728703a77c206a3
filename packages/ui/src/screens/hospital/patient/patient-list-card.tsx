import type { PatientCard as PatientCardModel } from '@aafiya/api-client';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { Card } from '../../../components/card';
import { Link } from '../../../components/link';
import { UserText, UserTextIn } from '../../../components/user-text';
import { cn } from '../../../lib/cn';
import { useGenderLabel } from './use-gender-label';

export interface PatientListCardProps {
  patient: PatientCardModel;
  /** The card's name button: the app opens the patient's profile. */
  onOpen: (id: string) => void;
}

/**
 * A patient card (000 §2.5, Patient list): "Mr/Mrs." and the name, gender,
 * and email (mailto:) and phone (tel:) links. The photo and name open the
 * profile; the links stay separate so each does one thing.
 */
export function PatientListCard({ patient, onOpen }: PatientListCardProps) {
  const { t } = useTranslation('hospital');
  const gender = useGenderLabel(patient.gender);
  return (
    <Card data-slot="patient-card" className="h-full gap-3 px-5">
      <button
        type="button"
        onClick={() => {
          onOpen(patient.id);
        }}
        className={cn(
          'flex items-center gap-3 rounded-md text-start text-foreground',
          'hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        <span aria-hidden="true" className="contents">
          <Avatar size="lg" src={patient.image} alt="" name={patient.name} fallback="initials" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold">
            <UserTextIn text={(name) => t('honorificName', { name })} value={patient.name} />
          </span>
          {gender && <span className="text-sm text-foreground-muted">{gender}</span>}
        </span>
      </button>
      <ul className="flex flex-col gap-1.5 text-sm">
        <li className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-foreground-muted" />
          <span className="sr-only">{t('email')}</span>
          <Link href={`mailto:${patient.email}`} className="min-w-0 truncate">
            <UserText>{patient.email}</UserText>
          </Link>
        </li>
        {patient.phone && patient.phoneHref && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-foreground-muted" />
            <span className="sr-only">{t('phone')}</span>
            <Link href={patient.phoneHref} dir="ltr" className="tabular-nums">
              {patient.phone}
            </Link>
          </li>
        )}
      </ul>
    </Card>
  );
}
