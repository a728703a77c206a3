import { useTranslation } from '../../../i18n/use-translation';
import { FieldGrid, fieldGridWide } from '../../../components/forms';
import { cn } from '../../../lib/cn';
import { SkeletonBar } from './detail-list';
import { nurseMeasures } from './nurse-report.schema';

// The diagnosis forms while the appointment's report loads: the same labels,
// boxes of the controls' sizes (an input 2.5rem, the description's four rows
// 6.125rem, the complaint's three 5rem), the same gaps (a FormField's 0.375rem,
// a Form's 1rem), so the form takes the skeleton's place without moving the page.

function FieldSkeleton({
  label,
  className,
  boxClassName,
}: {
  label: string;
  className?: string;
  boxClassName?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span className="text-sm font-medium text-foreground">{label}</span>
      <span
        aria-hidden="true"
        className={cn('block h-10 w-full rounded-md border border-border bg-surface-muted shadow-xs', boxClassName)}
      />
    </div>
  );
}

/** The submit button's place. */
function SubmitSkeleton() {
  return (
    <div className="flex justify-end">
      <SkeletonBar className="h-10 w-36 rounded-md" />
    </div>
  );
}

/** The Nurse Diagnosis form loading. */
export function NurseReportFormSkeleton() {
  const { t } = useTranslation('diagnosis');
  const label = (name: 'height' | 'weight' | 'bt' | 'heartRate' | 'glucose') =>
    t('withUnit', { label: t(name), unit: nurseMeasures.find((measure) => measure.name === name)?.unit ?? '' });
  return (
    <div data-slot="nurse-report-form-skeleton" className="flex flex-col gap-4">
      <FieldGrid>
        <FieldSkeleton label={label('height')} />
        <FieldSkeleton label={label('weight')} />
        <FieldSkeleton label={t('withUnit', { label: t('bp'), unit: 'mmHg' })} />
        <FieldSkeleton label={label('bt')} />
        <FieldSkeleton label={label('heartRate')} />
        <FieldSkeleton label={label('glucose')} />
      </FieldGrid>
      <FieldSkeleton label={t('complain')} boxClassName="h-20" />
      <SubmitSkeleton />
    </div>
  );
}

/** The Doctor Diagnosis form loading (as a new report shows: no medicine row, no surgery date). */
export function DoctorReportFormSkeleton() {
  const { t } = useTranslation('diagnosis');
  return (
    <div data-slot="doctor-report-form-skeleton" className="flex flex-col gap-4">
      <FieldGrid>
        <FieldSkeleton label={t('treatmentType')} />
        <FieldSkeleton label={t('description')} className={fieldGridWide} boxClassName="h-[6.125rem]" />
      </FieldGrid>
      <div className="flex flex-col gap-3">
        <span className="text-base font-semibold">{t('medicines')}</span>
        <SkeletonBar className="h-5 w-40" />
        <SkeletonBar className="h-10 w-40 rounded-md" />
      </div>
      <FieldSkeleton label={t('requiresSurgery')} boxClassName="h-5 w-32 border-0 bg-neutral-100 shadow-none" />
      <SubmitSkeleton />
    </div>
  );
}
