import type { DoctorProfile } from '@aafiya/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs';
import { localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { DoctorAppointments, type DoctorAppointmentsState } from './doctor-appointments';
import { DoctorPatientsTable, type DoctorPatientsState } from './doctor-patients-table';
import { LoadAlert, LoadingBlock, ProfileFacts, ProfileHeader } from './profile-parts';

export type DoctorDetailTab = 'profile' | 'schedule';

export interface DoctorDetailProps {
  /** The doctor, once loaded. */
  doctor?: DoctorProfile | undefined;
  doctorLoading?: boolean;
  doctorError?: boolean;
  onRetryDoctor?: () => void;
  /** Buttons on the profile card (the connected screen places EDIT and its modal here). */
  actions?: ReactNode;
  /** The appointments list of one day. */
  appointments: DoctorAppointmentsState;
  onAppointmentsDateChange: (date: string) => void;
  onRetryAppointments?: () => void;
  /** A page of the doctor's patients. */
  patients: DoctorPatientsState;
  onPatientsPageChange: (page: number) => void;
  onRetryPatients?: () => void;
  /** The Schedule tab's content (the connected page gives a ProviderSchedule); rendered only while the tab is shown. */
  schedule: ReactNode;
  /** The tab shown first; Doctor Profile by default. */
  defaultTab?: DoctorDetailTab;
  /** Time zone of the appointment times. Default: the browser's. */
  timeZone?: string;
}

/**
 * /hospital/doctor-info/{id} (000 §2.5 Doctor detail): tabs Doctor Profile
 * (photo, name, speciality, experience, description, the EDIT slot, the
 * appointments of a day with a day-by-day navigator, the patients table) and
 * Schedule (the month calendar of slots).
 */
export function DoctorDetail({
  doctor,
  doctorLoading,
  doctorError,
  onRetryDoctor,
  actions,
  appointments,
  onAppointmentsDateChange,
  onRetryAppointments,
  patients,
  onPatientsPageChange,
  onRetryPatients,
  schedule,
  defaultTab = 'profile',
  timeZone,
}: DoctorDetailProps) {
  const { t } = useTranslation('providerDetail');
  const specialities = doctor?.specialities.map((speciality) => speciality.name).join(', ');
  const years = Number(doctor?.experience);

  return (
    <div data-slot="doctor-detail" className="flex w-full flex-col gap-6">
      {doctorLoading ? (
        <LoadingBlock />
      ) : doctorError || !doctor ? (
        <LoadAlert onRetry={onRetryDoctor}>{t('doctorLoadError')}</LoadAlert>
      ) : (
        <ProfileHeader name={doctor.name} image={doctor.image} subtitle={specialities} />
      )}
      <Tabs defaultValue={defaultTab}>
        <TabsList aria-label={t('doctorTabs')}>
          <TabsTrigger value="profile">{t('doctorProfileTab')}</TabsTrigger>
          <TabsTrigger value="schedule">{t('scheduleTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="flex flex-col gap-8">
          {doctor && (
            <ProfileFacts
              label={t('doctorProfileTab')}
              actions={actions}
              facts={[
                { label: t('speciality'), value: specialities },
                {
                  label: t('experience'),
                  value:
                    doctor.experience && Number.isFinite(years)
                      ? t('experienceYears', { count: years })
                      : doctor.experience,
                },
                { label: t('description'), value: doctor.about },
              ]}
            />
          )}
          <DoctorAppointments
            {...appointments}
            timeZone={timeZone ?? localTimeZone()}
            onDateChange={onAppointmentsDateChange}
            onRetry={onRetryAppointments}
          />
          <DoctorPatientsTable {...patients} onPageChange={onPatientsPageChange} onRetry={onRetryPatients} />
        </TabsContent>
        <TabsContent value="schedule">{schedule}</TabsContent>
      </Tabs>
    </div>
  );
}
