import {
  type HospitalUpdate,
  registrationErrorMessage,
  type SessionUser,
  useApi,
  useHospitalAddonOptions,
  useHospitalProfile,
  useLookupOptions,
  useUpdateHospital,
} from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Geocoder, MapConfig } from '../../../components/maps';
import { toast } from '../../../components/toaster';
import { useLocale } from '../../../i18n';
import { HospitalProfileView } from './hospital-profile';
import { useGalleryActions, usePictureActions } from './use-picture-actions';

export interface HospitalProfileScreenProps {
  /**
   * Called with the user as the server now stores it after an update, and
   * with the new picture after a picture change: the app refreshes the stored
   * and shown user (the top bar's name and picture).
   */
  onUserChange?: (changes: Partial<SessionUser>) => void;
  /** Place search; by default the map's (the configured geocoder, else the packaged UAE gazetteer). */
  geocode?: Geocoder;
  /** Map tiles; the nearest MapConfigProvider's when not given. */
  mapConfig?: MapConfig;
  className?: string;
}

/**
 * /hospital/profile on the API: the signed-in hospital (the session's
 * referenceId) from `GET /hospitals/{id}`, its three update forms
 * (`PUT /hospitals/{id}`), gallery and profile picture. Successes and
 * failures are toasts with the specification's texts; a failed update shows
 * the server's message, else "Problem while updating the hospital".
 */
export function HospitalProfileScreen({ onUserChange, geocode, mapConfig, className }: HospitalProfileScreenProps) {
  const { t } = useTranslation('hospitalProfile');
  const { locale } = useLocale();
  const hospitalId = useApi().session.getReferenceId();
  const query = useHospitalProfile(hospitalId, locale);
  const addons = useHospitalAddonOptions(locale);
  const insurances = useLookupOptions('insurances', locale);
  const update = useUpdateHospital();
  const [updateOpen, setUpdateOpen] = useState(false);
  const [pendingForm, setPendingForm] = useState<HospitalUpdate['form'] | null>(null);
  const gallery = useGalleryActions(hospitalId);
  const picture = usePictureActions(hospitalId, onUserChange);
  const hospital = query.data;

  async function save(change: HospitalUpdate): Promise<boolean> {
    if (!hospitalId) return false;
    setPendingForm(change.form);
    try {
      const { user } = await update.mutateAsync({ id: hospitalId, update: change });
      toast.success(t('hospitalUpdated'));
      onUserChange?.(user);
      return true;
    } catch (error) {
      toast.error(registrationErrorMessage(error, t('updateFailed')));
      return false;
    } finally {
      setPendingForm(null);
    }
  }

  const errorOf = (form: HospitalUpdate['form']) =>
    update.error && update.variables.update.form === form
      ? registrationErrorMessage(update.error, t('updateFailed'))
      : undefined;
  const toOptions = (items: readonly { value: string; label: string }[] = []) =>
    items.map(({ value, label }) => ({ id: value, label }));

  return (
    <HospitalProfileView
      className={className}
      status={hospital ? 'ready' : query.isError || !hospitalId ? 'error' : 'loading'}
      hospital={hospital}
      onRetry={() => void query.refetch()}
      profile={{
        options: { services: toOptions(addons.data), insurances: toOptions(insurances.data) },
        updateOpen,
        onUpdateOpenChange: (open) => {
          setUpdateOpen(open);
          if (!open) update.reset();
        },
        onUpdate: (input) => {
          void save({ form: 'profile', input }).then((saved) => {
            if (saved) setUpdateOpen(false);
          });
        },
        updating: pendingForm === 'profile',
        updateError: errorOf('profile'),
        gallery,
      }}
      account={{
        onSave: (input) => save({ form: 'account', input }),
        saving: pendingForm === 'account',
        saveError: errorOf('account'),
        picture,
      }}
      location={{
        onSave: (point) => save({ form: 'location', input: { name: hospital?.name ?? '', point } }),
        saving: pendingForm === 'location',
        geocode,
        mapConfig,
      }}
    />
  );
}
