import type { DoctorProfile } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs';
import { cn } from '../../../lib/cn';
import { LoadAlert, LoadingBlock } from '../../hospital/doctor-info/profile-parts';
import { AccountTab, type AccountTabActions } from './account-tab';
import { ProfileTab, type ProfileTabActions } from './profile-tab';

export type DoctorProfileTab = 'profile' | 'account';

export interface DoctorProfileViewProps {
  status: 'loading' | 'error' | 'ready';
  /** The signed-in doctor, once loaded. */
  doctor?: DoctorProfile;
  /** Loads again after a failure. */
  onRetry?: () => void;
  /** The tab shown first: Doctor Profile. */
  defaultTab?: DoctorProfileTab;
  /** Controlled tab (e.g. stories); uncontrolled by default. */
  tab?: DoctorProfileTab;
  onTabChange?: (tab: DoctorProfileTab) => void;
  profile?: ProfileTabActions;
  account?: AccountTabActions;
  className?: string;
}

const tabs: readonly DoctorProfileTab[] = ['profile', 'account'];
const isTab = (value: string): value is DoctorProfileTab => (tabs as readonly string[]).includes(value);

/**
 * /doctors/profile (001 §2 "Doctor profile"): the tabs Doctor Profile (shown
 * first, as the specification lists it) and Account. While loading a spinner;
 * a failed load says so with Try again (the specification has no text for
 * it: "Problem while getting your profile" is ours).
 */
export function DoctorProfileView({
  status,
  doctor,
  onRetry,
  defaultTab = 'profile',
  tab,
  onTabChange,
  profile,
  account,
  className,
}: DoctorProfileViewProps) {
  const { t } = useTranslation('doctor');
  const labels: Record<DoctorProfileTab, string> = {
    profile: t('profileTabDoctor'),
    account: t('profileTabAccount'),
  };
  return (
    <div data-slot="doctor-profile" className={cn('flex w-full max-w-5xl flex-col gap-6', className)}>
      <h1 className="text-2xl font-semibold">{t('profileTitle')}</h1>
      {status === 'loading' && <LoadingBlock />}
      {(status === 'error' || (status === 'ready' && !doctor)) && (
        <LoadAlert onRetry={onRetry}>{t('profileLoadFailed')}</LoadAlert>
      )}
      {status === 'ready' && doctor && (
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
          <TabsContent value="profile">
            <ProfileTab doctor={doctor} {...profile} />
          </TabsContent>
          <TabsContent value="account">
            <AccountTab doctor={doctor} {...account} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
