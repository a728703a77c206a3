import type { VendorProfile } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { Card } from '../../../components/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs';
import { cn } from '../../../lib/cn';
import { LoadAlert, LoadingBlock } from '../../hospital/doctor-info/profile-parts';
import { ProfileGallery, type ProfileGalleryProps } from '../../hospital/profile/profile-gallery';
import { type AccountDetailsActions, AccountDetailsForm } from '../../shared/account/account-details-form';
import { type LocationFormActions, LocationFormCard } from '../../shared/account/location-form-card';

export type VendorProfileTab = 'account' | 'images' | 'location';

export interface VendorProfileViewProps {
  status: 'loading' | 'error' | 'ready';
  /** Present once loaded. */
  vendor?: VendorProfile | undefined;
  /** Loads again after a failure. */
  onRetry?: (() => void) | undefined;
  /** The tab shown first: Vendor Profile. */
  defaultTab?: VendorProfileTab;
  /** Controlled tab (e.g. stories); uncontrolled by default. */
  tab?: VendorProfileTab;
  onTabChange?: (tab: VendorProfileTab) => void;
  /** The Vendor Profile tab: the account form's save and the profile picture. */
  account?: AccountDetailsActions;
  /** The Images tab: upload and per-image delete. */
  images?: Omit<ProfileGalleryProps, 'images' | 'headingLevel'>;
  /** The Location tab: Update Location. */
  location?: LocationFormActions;
  className?: string;
}

const tabs: readonly VendorProfileTab[] = ['account', 'images', 'location'];
const isTab = (value: string): value is VendorProfileTab => (tabs as readonly string[]).includes(value);

/**
 * /vendor/profile (002 "Vendor area"): three tabs — Vendor Profile (first and
 * last name, email, phone with the +971 mask, password and its confirmation,
 * the profile picture), Images (the gallery with per-image delete and an
 * upload) and Location (the map; a click sets the marker, a search box, Update
 * Location, 'Please select vendor location' without a point). While loading a
 * spinner; a failed load says "Problem while fetching vendor profile" with Try
 * again.
 *
 * Spec choice: 002 §5 requires the password on every save of the profile
 * form; a vendor who only changes a phone number expects not to choose a new
 * password, so both fields may stay empty (the current password is kept).
 * Once either is typed, the other is 'Required', and they must be the same
 * ('Both password need to be the same'), as 002 §5 says.
 */
export function VendorProfileView({
  status,
  vendor,
  onRetry,
  defaultTab = 'account',
  tab,
  onTabChange,
  account,
  images,
  location,
  className,
}: VendorProfileViewProps) {
  const { t } = useTranslation('vendor');
  const labels: Record<VendorProfileTab, string> = {
    account: t('profileTabAccount'),
    images: t('profileTabImages'),
    location: t('profileTabLocation'),
  };
  return (
    <div data-slot="vendor-profile" className={cn('flex w-full max-w-5xl flex-col gap-6', className)}>
      <h1 className="text-2xl font-semibold">{t('profileTitle')}</h1>
      {status === 'loading' && <LoadingBlock />}
      {(status === 'error' || (status === 'ready' && !vendor)) && (
        <LoadAlert onRetry={onRetry}>{t('profileLoadFailed')}</LoadAlert>
      )}
      {status === 'ready' && vendor && (
        <Tabs
          defaultValue={tab === undefined ? defaultTab : undefined}
          value={tab}
          onValueChange={(value) => {
            if (isTab(value)) onTabChange?.(value);
          }}
        >
          <TabsList aria-label={t('profileTabs')}>
            {tabs.map((name) => (
              <TabsTrigger key={name} value={name}>
                {labels[name]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="account">
            <AccountDetailsForm
              key={vendor.id}
              person={vendor}
              passwordOptional
              texts={{
                title: t('profileAccountTitle'),
                submit: t('profileUpdate'),
                saving: t('profileSaving'),
                password: t('profilePassword'),
                confirmPassword: t('profileConfirmPassword'),
                passwordHint: t('profilePasswordHint'),
                mobile: t('profilePhone'),
              }}
              {...account}
            />
          </TabsContent>
          <TabsContent value="images">
            <Card className="px-6">
              <ProfileGallery images={vendor.gallery} headingLevel={2} {...images} />
            </Card>
          </TabsContent>
          <TabsContent value="location">
            <LocationFormCard
              point={vendor.location}
              texts={{
                title: t('profileLocationTitle'),
                hint: t('profileLocationHint'),
                selectLocation: t('profileSelectLocation'),
                submit: t('profileUpdateLocation'),
              }}
              {...location}
            />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
