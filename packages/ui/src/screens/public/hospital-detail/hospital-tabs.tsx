import type {
  HospitalDetails,
  PublicHospitalDoctor,
  PublicHospitalService,
  PublicServiceProvider,
} from '@aafiya/api-client';
import { BriefcaseMedical, Stethoscope } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs';
import { UserText } from '../../../components/user-text';
import { useTranslation } from '../../../i18n/use-translation';
import { HospitalDoctorCard } from './hospital-doctor-card';
import { ServiceOfferCard } from './service-offer-card';

export interface HospitalTabsProps {
  hospital: HospitalDetails;
  doctorHref: (doctorId: string) => string;
  onBookDoctor: (doctor: PublicHospitalDoctor) => void;
  onChooseProvider: (service: PublicHospitalService, provider: PublicServiceProvider) => void;
  /** The tab open at first. */
  defaultTab?: 'overview' | 'doctors' | 'addons' | 'services';
}

/** The hospital page's tabs (002 "Hospital detail"): Overview, Doctors, Addons, Services. */
export function HospitalTabs({
  hospital,
  doctorHref,
  onBookDoctor,
  onChooseProvider,
  defaultTab = 'overview',
}: HospitalTabsProps) {
  const { t } = useTranslation('publicDetail');
  return (
    <Tabs defaultValue={defaultTab}>
      <TabsList className="max-w-full overflow-x-auto">
        <TabsTrigger value="overview">{t('overview')}</TabsTrigger>
        <TabsTrigger value="doctors">{t('doctorsTab')}</TabsTrigger>
        <TabsTrigger value="addons">{t('addons')}</TabsTrigger>
        <TabsTrigger value="services">{t('services')}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('aboutHospital')}</h2>
        <p className="max-w-prose text-sm whitespace-pre-line">
          <UserText>{hospital.about || t('noAbout')}</UserText>
        </p>
      </TabsContent>
      <TabsContent value="doctors">
        <h2 className="sr-only">{t('doctorsTab')}</h2>
        {hospital.doctors.length === 0 ? (
          <EmptyState icon={<Stethoscope />} title={t('noDoctors')} />
        ) : (
          <CardGrid role="list" columns={3}>
            {hospital.doctors.map((doctor) => (
              <div role="listitem" key={doctor.id}>
                <HospitalDoctorCard doctor={doctor} href={doctorHref(doctor.id)} onBook={onBookDoctor} />
              </div>
            ))}
          </CardGrid>
        )}
      </TabsContent>
      <TabsContent value="addons">
        <h2 className="sr-only">{t('addons')}</h2>
        {hospital.addons.length === 0 ? (
          <p className="text-sm text-foreground-muted">{t('noAddons')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {hospital.addons.map((name) => (
              <li key={name}>
                <Badge>{name}</Badge>
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="services">
        <h2 className="sr-only">{t('services')}</h2>
        {hospital.services.length === 0 ? (
          <EmptyState icon={<BriefcaseMedical />} title={t('noServices')} />
        ) : (
          <CardGrid role="list" columns={3}>
            {hospital.services.map((service) => (
              <div role="listitem" key={service.id}>
                <ServiceOfferCard service={service} onChooseProvider={onChooseProvider} />
              </div>
            ))}
          </CardGrid>
        )}
      </TabsContent>
    </Tabs>
  );
}
