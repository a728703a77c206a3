/** One choice of a Select, MultiSelect, CheckboxGroup or RadioGroup. */
export interface FieldOption {
  /** The value given to the form (e.g. a lookup `_id` or an enum value). */
  id: string;
  /** What the person reads (e.g. `name_en`). */
  label: string;
  description?: string;
  disabled?: boolean;
}
