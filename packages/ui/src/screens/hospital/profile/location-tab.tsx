import type { HospitalProfile } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { type LocationFormActions, LocationFormCard } from '../../shared/account/location-form-card';

export type LocationTabActions = LocationFormActions;

export type LocationTabProps = LocationTabActions & { hospital: HospitalProfile };

/**
 * The Location tab (000 §2.5, §5, §9): the shared location card on the
 * hospital's point; Update Location saves it. Without a point it says
 * "Please select hospital location".
 */
export function LocationTab({ hospital, ...actions }: LocationTabProps) {
  const { t } = useTranslation('hospitalProfile');
  return (
    <LocationFormCard
      point={hospital.location}
      texts={{
        title: t('locationTitle'),
        hint: t('locationHint'),
        selectLocation: t('selectLocation'),
        submit: t('updateLocation'),
      }}
      {...actions}
    />
  );
}
