import type { DoctorAppointmentRow } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { StatusBadge } from '../../../components/status-badge';
import { UserText } from '../../../components/user-text';

export interface TreatmentActionProps {
  row: DoctorAppointmentRow;
  onStart: (patientId: string, appointmentId: string) => void;
  /** Asks for the confirmation before ending. */
  onEnd: (row: DoctorAppointmentRow) => void;
}

/**
 * The action column of an appointment (001 §2): "End Treatment" (his own
 * appointment with a service), else "Start Treatment" (BOOKED). Spec choice:
 * a row with neither shows its status badge (TAKEN once treated), so the
 * column never reads blank. Each button names its patient for screen readers.
 */
export function TreatmentAction({ row, onStart, onEnd }: TreatmentActionProps) {
  const { t } = useTranslation('doctor');
  const patient = (
    <span className="sr-only">
      {' '}
      <UserText>{row.patientName}</UserText>
    </span>
  );
  if (row.action === 'end') {
    return (
      <Button
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          onEnd(row);
        }}
      >
        {t('appointmentsEndTreatment')}
        {patient}
      </Button>
    );
  }
  const { patientId } = row;
  if (row.action === 'start' && patientId) {
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          onStart(patientId, row.id);
        }}
      >
        {t('appointmentsStartTreatment')}
        {patient}
      </Button>
    );
  }
  return <StatusBadge kind="appointment" status={row.status} />;
}
