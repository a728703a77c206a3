import type { HospitalProfile } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MapPin } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Form } from '../../../components/forms';
import { LocationPicker, mapDefaults, type Geocoder, type MapConfig, type MapPoint } from '../../../components/maps';
import {
  hospitalLocationUpdateSchema,
  type HospitalLocationUpdateFields,
  type HospitalLocationUpdateValues,
  useHospitalProfileMessages,
} from './hospital-profile.schema';

export interface LocationTabActions {
  /** Saves the chosen point; resolves true when saved. */
  onSave?: (point: MapPoint) => Promise<boolean>;
  saving?: boolean;
  /** Place search; no search box without it. */
  geocode?: Geocoder;
  /** Map tiles; the nearest MapConfigProvider's when not given. */
  mapConfig?: MapConfig;
  /** Forces the map's loading or error state. */
  mapStatus?: 'loading' | 'error';
}

export type LocationTabProps = LocationTabActions & { hospital: HospitalProfile };

/**
 * The Location tab (000 §2.5, §5, §9): a map at zoom 15 on the hospital's
 * point; click the map or drag the marker (or search) to move it, pinning pans
 * to zoom 14; Update Location saves it. Without a point it says "Please
 * select hospital location".
 */
export function LocationTab({ hospital, onSave, saving = false, geocode, mapConfig, mapStatus }: LocationTabProps) {
  const { t } = useTranslation('hospitalProfile');
  const id = useId();
  const messages = useHospitalProfileMessages();
  const schema = useMemo(() => hospitalLocationUpdateSchema(messages), [messages]);
  const form = useForm<HospitalLocationUpdateFields, unknown, HospitalLocationUpdateValues>({
    resolver: zodResolver(schema),
    defaultValues: { location: hospital.location },
  });
  const error = form.formState.errors.location?.message;
  const start = hospital.location;

  async function save({ location }: HospitalLocationUpdateValues) {
    if (saving || !onSave) return;
    if (await onSave(location)) form.reset({ location });
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="px-6">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
          <MapPin aria-hidden="true" className="size-5 text-primary-700" />
          {t('locationTitle')}
        </h2>
        <p className="text-sm text-foreground-muted">{t('locationHint')}</p>
      </div>
      <Form form={form} aria-labelledby={`${id}-title`} onSubmit={(values) => void save(values)}>
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <div
              role="group"
              aria-labelledby={`${id}-title`}
              aria-describedby={error ? `${id}-error` : undefined}
              data-invalid={error ? '' : undefined}
              className="flex flex-col gap-1.5"
            >
              <LocationPicker
                value={field.value}
                onChange={(point) => {
                  field.onChange(point);
                }}
                geocode={geocode}
                config={mapConfig}
                status={mapStatus}
                center={start ? [start.lat, start.lng] : mapDefaults.center}
                zoom={start ? mapDefaults.profileZoom : mapDefaults.zoom}
                panZoom={mapDefaults.panZoom}
                searchRadiusKm={mapDefaults.searchRadiusKm}
                hideUpdateButton
                mapClassName={error ? 'border-danger-600' : undefined}
              />
              {error && (
                <p id={`${id}-error`} data-slot="form-field-error" className="text-sm font-medium text-danger-700">
                  {error}
                </p>
              )}
            </div>
          )}
        />
        {onSave && (
          <Button type="submit" className="self-start" aria-disabled={saving || undefined}>
            {saving && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {t('updateLocation')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
