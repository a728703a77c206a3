import { useId } from 'react';
import { useFormErrorMessage } from '../../../components/forms';
import { LocationPicker, mapDefaults, type Geocoder, type MapConfig, type MapPoint } from '../../../components/maps';

export interface LocationFieldProps {
  label: string;
  /** The react-hook-form field, whose error shows under the map. */
  name: string;
  value: MapPoint | null;
  onChange: (point: MapPoint) => void;
  geocode?: Geocoder;
  config?: MapConfig;
  /** Forces the map's loading or error state. */
  mapStatus?: 'loading' | 'error';
  required?: boolean;
}

/**
 * A map location inside a form: the label, the picker (no Update Location
 * button: the form's own submit sends it) and the field's error. It opens on
 * the registration defaults (23.42, 53.85 at zoom 8), or on the chosen point
 * at the pin zoom (14) when coming back to the step.
 */
export function LocationField({
  label,
  name,
  value,
  onChange,
  geocode,
  config,
  mapStatus,
  required,
}: LocationFieldProps) {
  const id = useId();
  const error = useFormErrorMessage(name);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      data-slot="location-field"
      data-invalid={error ? '' : undefined}
      className="flex flex-col gap-1.5"
    >
      <span id={`${id}-label`} className="text-sm font-medium text-foreground">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-danger-700">
            *
          </span>
        )}
      </span>
      <LocationPicker
        value={value}
        onChange={onChange}
        geocode={geocode}
        config={config}
        status={mapStatus}
        center={value ? [value.lat, value.lng] : mapDefaults.center}
        zoom={value ? mapDefaults.panZoom : mapDefaults.zoom}
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
  );
}
