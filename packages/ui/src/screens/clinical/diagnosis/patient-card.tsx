import type { DiagnosisPatient } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { formatDisplayDate } from '../../../components/date-fields';
import { UserText } from '../../../components/user-text';
import { DetailList, DetailListSkeleton, SkeletonBar } from './detail-list';
import { DiagnosisCard } from './diagnosis-card';

/** The labels of the patient card's facts, in order. */
function usePatientLabels() {
  const { t } = useTranslation('diagnosis');
  return [t('birthDate'), t('emiratesId'), t('diseases'), t('allergies'), t('insurances')] as const;
}

/**
 * The patient card (001 §2 "Diagnosis screen"): photo and name, birth date
 * (DD/MM/YYYY), Emirates ID, diseases, allergies and insurances.
 */
export function PatientCard({ patient }: { patient: DiagnosisPatient }) {
  const { t } = useTranslation('diagnosis');
  const [birthDate, emiratesId, diseases, allergies, insurances] = usePatientLabels();
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : t('none'));
  return (
    <DiagnosisCard title={t('patient')} data-slot="diagnosis-patient">
      <div className="flex flex-col gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <Avatar
            size="lg"
            src={patient.image}
            alt={t('patientPhoto', { name: patient.name })}
            name={patient.name}
            fallback="initials"
          />
          <p className="min-w-0 text-xl leading-7 font-semibold [overflow-wrap:anywhere]">
            <UserText>{patient.name}</UserText>
          </p>
        </div>
        <DetailList
          details={[
            { label: birthDate, value: formatDisplayDate(patient.birthday) || t('notRecorded') },
            { label: emiratesId, value: patient.emiratesId ?? t('notRecorded') },
            { label: diseases, value: list(patient.diseases) },
            { label: allergies, value: list(patient.allergies) },
            { label: insurances, value: list(patient.insurances) },
          ]}
        />
      </div>
    </DiagnosisCard>
  );
}

/** The patient card while it loads: the same title, photo circle, name line and labels. */
export function PatientCardSkeleton() {
  const { t } = useTranslation('diagnosis');
  return (
    <DiagnosisCard title={t('patient')} busy data-slot="diagnosis-patient-skeleton">
      <div className="flex flex-col gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <span
            aria-hidden="true"
            className="size-16 shrink-0 animate-pulse rounded-full bg-neutral-100 motion-reduce:animate-none"
          />
          <SkeletonBar className="h-7 w-48 max-w-full" />
        </div>
        <DetailListSkeleton labels={usePatientLabels()} />
      </div>
    </DiagnosisCard>
  );
}
