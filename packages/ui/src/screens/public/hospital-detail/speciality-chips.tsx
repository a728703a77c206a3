import { Badge } from '../../../components/badge';
import { useTranslation } from '../../../i18n/use-translation';

export interface SpecialityChipsProps {
  specialities: readonly string[];
  /** How many chips show before '+N' (002: a doctor shows the first 2). */
  limit?: number;
}

/** A doctor's specialities as chips: the first `limit`, then '+N' for the rest (002 §9). */
export function SpecialityChips({ specialities, limit = 2 }: SpecialityChipsProps) {
  const { t } = useTranslation('publicDetail');
  if (specialities.length === 0) return null;
  const shown = specialities.slice(0, limit);
  const more = specialities.length - shown.length;
  return (
    <ul data-slot="speciality-chips" className="flex flex-wrap gap-1.5">
      {shown.map((name) => (
        <li key={name}>
          <Badge variant="primary">{name}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge title={specialities.slice(limit).join(', ')}>
            <span aria-hidden="true">{t('moreSpecialities', { count: more })}</span>
            <span className="sr-only">{t('moreSpecialitiesLabel', { count: more })}</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}
