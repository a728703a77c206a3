import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MapPin } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Form } from '../../../components/forms';
import { LocationPicker, mapDefaults, type Geocoder, type MapConfig, type MapPoint } from '../../../components/maps';
import { type LocationFields, locationSchema, type LocationValues } from './location.schema';

export interface LocationFormActions {
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

/** The card's texts, in the owner's words. */
export interface LocationFormTexts {
  title: string;
  hint: string;
  /** Shown when no point is chosen ("Please select hospital location"). */
  selectLocation: string;
  /** The submit button ("Update Location"). */
  submit: string;
}

export type LocationFormCardProps = LocationFormActions & {
  /** The saved point; null when none is chosen yet. */
  point: MapPoint | null;
  texts: LocationFormTexts;
};

/**
 * The Location tab of a profile (the hospital's, 000 §2.5, §5, §9; the
 * vendor's, 002 "Vendor area", §5): a map at zoom 15 on the saved point (the
 * UAE at zoom 8 without one); click the map or drag the marker (or search) to
 * move it, pinning pans to zoom 14; the submit button saves it. Without a
 * point it says `texts.selectLocation`.
 */
export function LocationFormCard({
  point,
  texts,
  onSave,
  saving = false,
  geocode,
  mapConfig,
  mapStatus,
}: LocationFormCardProps) {
  const id = useId();
  const schema = useMemo(() => locationSchema(texts.selectLocation), [texts.selectLocation]);
  const form = useForm<LocationFields, unknown, LocationValues>({
    resolver: zodResolver(schema),
    defaultValues: { location: point },
  });
  const error = form.formState.errors.location?.message;

  async function save({ location }: LocationValues) {
    if (saving || !onSave) return;
    if (await onSave(location)) form.reset({ location });
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="px-6">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
          <MapPin aria-hidden="true" className="size-5 text-primary-700" />
          {texts.title}
        </h2>
        <p className="text-sm text-foreground-muted">{texts.hint}</p>
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
                onChange={(next) => {
                  field.onChange(next);
                }}
                geocode={geocode}
                config={mapConfig}
                status={mapStatus}
                center={point ? [point.lat, point.lng] : mapDefaults.center}
                zoom={point ? mapDefaults.profileZoom : mapDefaults.zoom}
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
            {texts.submit}
          </Button>
        )}
      </Form>
    </Card>
  );
}
