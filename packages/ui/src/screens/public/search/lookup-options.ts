import type { LookupOption } from '@aafiya/api-client';
import type { FieldOption } from '../../../components/forms';

/** A lookup (`{ value, label }`) as a checkbox option (`{ id, label }`). */
export function toFieldOptions(options: readonly LookupOption[]): FieldOption[] {
  return options.map((option) => ({ id: option.value, label: option.label }));
}
