import type { HospitalProfile } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs';
import { cn } from '../../../lib/cn';
import { LoadAlert, LoadingBlock } from '../doctor-info/profile-parts';
import { AccountTab, type AccountTabActions } from './account-tab';
import { LocationTab, type LocationTabActions } from './location-tab';
import { ProfileTab, type ProfileTabActions } from './profile-tab';

export type HospitalProfileTab = 'profile' | 'account' | 'location';

export interface HospitalProfileViewProps {
  status: 'loading' | 'error' | 'ready';
  /** Present once loaded. */
  hospital?: HospitalProfile;
  /** Loads again after a failure. */
  onRetry?: () => void;
  /** The tab shown first; Account, as the specification says. */
  defaultTab?: HospitalProfileTab;
  /** Controlled tab (e.g. stories); uncontrolled by default. */
  tab?: HospitalProfileTab;
  onTabChange?: (tab: HospitalProfileTab) => void;
  profile: ProfileTabActions;
  account?: AccountTabActions;
  location?: LocationTabActions;
  className?: string;
}

const tabs: readonly HospitalProfileTab[] = ['profile', 'account', 'location'];
const isTab = (value: string): value is HospitalProfileTab => (tabs as readonly string[]).includes(value);

/**
 * /hospital/profile (000 §2.5 "Hospital profile"): three tabs, Account by
 * default — Hospital Profile, Account, Location. While loading a spinner; a
 * failed load says "Problem while fetching hospital profile" with Try again.
 */
export function HospitalProfileView({
  status,
  hospital,
  onRetry,
  defaultTab = 'account',
  tab,
  onTabChange,
  profile,
  account,
  location,
  className,
}: HospitalProfileViewProps) {
  const { t } = useTranslation('hospitalProfile');
  const labels: Record<HospitalProfileTab, string> = {
    profile: t('tabProfile'),
    account: t('tabAccount'),
    location: t('tabLocation'),
  };
  return (
    <div data-slot="hospital-profile" className={cn('flex w-full max-w-5xl flex-col gap-6', className)}>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      {status === 'loading' && <LoadingBlock />}
      {(status === 'error' || (status === 'ready' && !hospital)) && (
        <LoadAlert onRetry={onRetry}>
          {t('loadFailed')}. {t('loadFailedHint')}
        </LoadAlert>
      )}
      {status === 'ready' && hospital && (
        <Tabs
          defaultValue={tab === undefined ? defaultTab : undefined}
          value={tab}
          onValueChange={(value) => {
            if (isTab(value)) onTabChange?.(value);
          }}
        >
          <TabsList aria-label={t('tabs')}>
            {tabs.map((name) => (
              <TabsTrigger key={name} value={name}>
                {labels[name]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="profile">
            <ProfileTab hospital={hospital} {...profile} />
          </TabsContent>
          <TabsContent value="account">
            <AccountTab hospital={hospital} {...account} />
          </TabsContent>
          <TabsContent value="location">
            <LocationTab hospital={hospital} {...location} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
