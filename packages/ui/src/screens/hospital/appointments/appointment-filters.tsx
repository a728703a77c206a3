import { useTranslation } from '../../../i18n/use-translation';
import { DateField } from '../../../components/date-fields';
import { TextField } from '../../../components/forms';

export interface AppointmentFiltersProps {
  /** The day, 'YYYY-MM-DD'; null while the field is cleared. */
  date: string | null;
  onDateChange: (date: string | null) => void;
  /** The Emirates ID filter's text (a part of an ID). */
  emiratesId: string;
  onEmiratesIdChange: (text: string) => void;
}

/**
 * The filters above a hospital's appointments of a day (000 §2.5 hospital
 * and receptionist, 001 §2 nurse dashboard): the Date and a part of an
 * Emirates ID.
 */
export function AppointmentFilters({ date, onDateChange, emiratesId, onEmiratesIdChange }: AppointmentFiltersProps) {
  const { t } = useTranslation('hospitalRecords');
  return (
    <div className="flex flex-wrap items-start gap-4">
      <DateField label={t('date')} value={date} onChange={onDateChange} className="w-56" />
      <TextField
        label={t('emiratesIdFilter')}
        description={t('emiratesIdHint')}
        type="search"
        inputMode="numeric"
        autoComplete="off"
        maxLength={18}
        value={emiratesId}
        onChange={(event) => {
          onEmiratesIdChange(event.target.value);
        }}
        className="w-64"
      />
    </div>
  );
}
