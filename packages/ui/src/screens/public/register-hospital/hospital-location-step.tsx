import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Form, Select, TextField, type FieldOption } from '../../../components/forms';
import type { Geocoder, MapConfig } from '../../../components/maps';
import {
  uaeStates,
  type HospitalLocationFields,
  type HospitalLocationValues,
  type UaeState,
} from './hospital-registration.schema';
import { LocationField } from './location-field';

const stateKeys = {
  Dubai: 'stateDubai',
  'Abu Dhabi': 'stateAbuDhabi',
  Sharjah: 'stateSharjah',
  Ajman: 'stateAjman',
  'Ras Al Khaimah': 'stateRasAlKhaimah',
  Fujairah: 'stateFujairah',
  'Umm al-Quwain': 'stateUmmAlQuwain',
} as const satisfies Record<UaeState, string>;

export interface HospitalLocationStepProps {
  form: UseFormReturn<HospitalLocationFields, unknown, HospitalLocationValues>;
  /** Id of the step's heading, which names the form. */
  labelledBy: string;
  submitting?: boolean;
  geocode?: Geocoder;
  mapConfig?: MapConfig;
  mapStatus?: 'loading' | 'error';
  onBack: () => void;
  onSubmit: (values: HospitalLocationValues) => void;
}

/** Step 2 of the hospital registration wizard: address, state and the map location (spec 000 §2.3, §5). */
export function HospitalLocationStep({
  form,
  labelledBy,
  submitting = false,
  geocode,
  mapConfig,
  mapStatus,
  onBack,
  onSubmit,
}: HospitalLocationStepProps) {
  const { t } = useTranslation('registration');
  const { control, register } = form;
  const stateOptions: FieldOption[] = uaeStates.map((state) => ({ id: state, label: t(stateKeys[state]) }));

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby={labelledBy} aria-busy={submitting || undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('address')} required autoComplete="street-address" {...register('address')} />
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <Select
              label={t('state')}
              options={stateOptions}
              required
              {...field}
              onChange={(value) => {
                field.onChange(value === '' ? field.value : value);
              }}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="location"
        render={({ field }) => (
          <LocationField
            label={t('location')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            geocode={geocode}
            config={mapConfig}
            mapStatus={mapStatus}
            required
          />
        )}
      />
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={onBack} disabled={submitting}>
          {t('back')}
        </Button>
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? t('submitting') : t('submit')}
        </Button>
      </div>
    </Form>
  );
}
