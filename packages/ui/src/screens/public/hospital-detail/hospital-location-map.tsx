import { mapDefaults, MapView, type LatLng } from '../../../components/maps';
import { useTranslation } from '../../../i18n/use-translation';

export interface HospitalLocationMapProps {
  name: string;
  location: LatLng;
}

/** The hospital's place on a map, with a marker (002 "Hospital detail"). */
export function HospitalLocationMap({ name, location }: HospitalLocationMapProps) {
  const { t } = useTranslation('publicDetail');
  return (
    <MapView
      marker={location}
      markerLabel={name}
      zoom={mapDefaults.panZoom}
      label={t('mapLabel', { name })}
      className="h-64"
    />
  );
}
