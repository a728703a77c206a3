import type { NurseProfile } from '@aafiya/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs';
import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { LoadAlert, LoadingBlock, ProfileFacts, ProfileHeader } from '../doctor-info/profile-parts';
import { NurseReportsTable, type NurseReportsState } from './nurse-reports-table';

export type NurseDetailTab = 'profile' | 'schedule';

export interface NurseDetailProps {
  /** The nurse or technician, once loaded. */
  nurse?: NurseProfile | undefined;
  nurseLoading?: boolean;
  nurseError?: boolean;
  onRetryNurse?: () => void;
  /** Buttons on the profile card (the connected screen places EDIT and its modal here). */
  actions?: ReactNode;
  /** The reports table and its date filter. */
  reports: NurseReportsState;
  onReportsDateChange: (date: string | null) => void;
  onRetryReports?: () => void;
  /** The Schedule tab's content (the connected page gives a ProviderSchedule); rendered only while the tab is shown. */
  schedule: ReactNode;
  /** The tab shown first; Nurse Profile by default. */
  defaultTab?: NurseDetailTab;
  /** Time zone of the report dates and times. Default: the browser's. */
  timeZone?: string;
}

/**
 * /hospital/nurse-info/{id} (000 §2.5 Nurse detail): tabs Nurse Profile
 * (speciality, type, description, the EDIT slot, the reports table filtered by
 * a day) and Schedule (the month calendar of the nurse's slots).
 */
export function NurseDetail({
  nurse,
  nurseLoading,
  nurseError,
  onRetryNurse,
  actions,
  reports,
  onReportsDateChange,
  onRetryReports,
  schedule,
  defaultTab = 'profile',
  timeZone,
}: NurseDetailProps) {
  const { t } = useTranslation('providerDetail');
  const type = nurse ? (nurse.type === 'Technician' ? t('typeTechnician') : t('typeNurse')) : undefined;
  return (
    <div data-slot="nurse-detail" className="flex w-full flex-col gap-6">
      {nurseLoading ? (
        <LoadingBlock />
      ) : nurseError || !nurse ? (
        <LoadAlert onRetry={onRetryNurse}>{t('nurseLoadError')}</LoadAlert>
      ) : (
        <ProfileHeader name={nurse.name} image={nurse.image} subtitle={type} />
      )}
      <Tabs defaultValue={defaultTab}>
        <TabsList aria-label={t('nurseTabs')}>
          <TabsTrigger value="profile">{t('nurseProfileTab')}</TabsTrigger>
          <TabsTrigger value="schedule">{t('scheduleTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="flex flex-col gap-8">
          {nurse && (
            <ProfileFacts
              label={t('nurseProfileTab')}
              actions={actions}
              facts={[
                { label: t('speciality'), value: nurse.speciality },
                { label: t('type'), value: type },
                { label: t('description'), value: nurse.description },
              ]}
            />
          )}
          <NurseReportsTable
            {...reports}
            timeZone={timeZone ?? localTimeZone()}
            onDateChange={onReportsDateChange}
            onRetry={onRetryReports}
          />
        </TabsContent>
        <TabsContent value="schedule">{schedule}</TabsContent>
      </Tabs>
    </div>
  );
}
