import type { MedicalProfile, Measurement } from '@aafiya/api-client';
import { Activity } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/button';
import { useTranslation } from '../../../../i18n/use-translation';
import { DetailRows } from './detail-rows';

/** 002 §9: "Disease text truncated at 25 characters plus an ellipsis." */
const DISEASE_TEXT_LENGTH = 25;

export interface VitalsSummaryProps {
  profile: MedicalProfile;
  /** "Update Vitals": opens the form. */
  onUpdate: () => void;
}

/** The diseases as one text, cut at 25 characters plus an ellipsis; a screen reader hears all of it. */
function DiseaseText({ text }: { text: string }) {
  if (text.length <= DISEASE_TEXT_LENGTH) return <bdi>{text}</bdi>;
  return (
    <>
      <bdi aria-hidden="true" title={text}>
        {`${text.slice(0, DISEASE_TEXT_LENGTH)}…`}
      </bdi>
      <span className="sr-only">{text}</span>
    </>
  );
}

/**
 * The patient's vitals (002 §3): blood type, allergies, diseases, height (cm)
 * and weight (kg), with "Update Vitals" opening the form (002 §5).
 */
export function VitalsSummary({ profile, onUpdate }: VitalsSummaryProps) {
  const { t } = useTranslation('medicalProfile');
  const titleId = useId();
  const measure = ({ value, unit }: Measurement) =>
    value === null ? t('notRecorded') : t('valueWithUnit', { value, unit });
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : t('none'));
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold text-foreground">
          {t('vitals')}
        </h2>
        <Button aria-haspopup="dialog" onClick={onUpdate}>
          <Activity aria-hidden="true" />
          {t('updateVitals')}
        </Button>
      </div>
      <DetailRows
        rows={[
          [t('bloodType'), profile.bloodType ?? t('notRecorded')],
          [t('allergies'), list(profile.allergies)],
          [t('diseases'), profile.diseases.length > 0 ? <DiseaseText text={list(profile.diseases)} /> : t('none')],
          [t('height'), measure(profile.height)],
          [t('weight'), measure(profile.weight)],
        ]}
      />
    </section>
  );
}
