import type {
  HospitalDetails,
  PublicHospitalDoctor,
  PublicHospitalService,
  PublicServiceProvider,
} from '@aafiya/api-client';
import { MapPin } from 'lucide-react';
import type { LatLng, RouteProvider } from '../../../components/maps';
import { StarRating } from '../../../components/star-rating';
import { ratingText } from '../../../components/star-rating/stars-for';
import { UserText } from '../../../components/user-text';
import { useTranslation } from '../../../i18n/use-translation';
import { DetailFailed, DetailLoading, DetailNotFound } from './detail-states';
import { DirectionsDialog } from './directions-dialog';
import { DeferredHospitalLocationMap } from './hospital-location-map-deferred';
import { HospitalPictures } from './hospital-pictures';
import { HospitalTabs, type HospitalTabsProps } from './hospital-tabs';
import type { Locate } from './locate';
import { OpenNowLine } from './open-now-line';
import { PageTrail } from './page-trail';

export type HospitalDetailState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'not-found' }
  | { status: 'ready'; hospital: HospitalDetails };

export interface HospitalDetailViewProps {
  state: HospitalDetailState;
  onRetry?: () => void;
  /** Breadcrumb and back links. */
  homeHref?: string;
  hospitalsHref?: string;
  /** A doctor's page; /doctor/{id} by default. */
  doctorHref?: (doctorId: string) => string;
  /** A doctor's book button (Doctors tab). */
  onBookDoctor: (doctor: PublicHospitalDoctor) => void;
  /** A provider chosen in a service's picker (Services tab). */
  onChooseProvider: (service: PublicHospitalService, provider: PublicServiceProvider) => void;
  /** Where the visitor is, for the directions; the browser's geolocation by default. */
  locate?: Locate;
  /** The driving route; the configured route service by default. */
  routeProvider?: RouteProvider;
  /** A fixed moment for 'open now' (stories); the present minute by default. */
  now?: Date;
  defaultTab?: HospitalTabsProps['defaultTab'];
}

const defaultDoctorHref = (id: string) => `/doctor/${encodeURIComponent(id)}`;

/**
 * The public hospital page, /hospitals/{id} (002 "Hospital detail"): the
 * breadcrumb, name, stars, address, 'open now', get directions, up to three
 * pictures, the map with its marker, and the Overview, Doctors, Addons and
 * Services tabs. The heading paints first; the map's code follows.
 */
export function HospitalDetailView({
  state,
  onRetry,
  homeHref = '/',
  hospitalsHref = '/hospitals',
  doctorHref = defaultDoctorHref,
  onBookDoctor,
  onChooseProvider,
  locate,
  routeProvider,
  now,
  defaultTab,
}: HospitalDetailViewProps) {
  const { t } = useTranslation('publicDetail');
  if (state.status === 'loading') return <DetailLoading label={t('hospitalLoading')} />;
  if (state.status === 'failed') return <DetailFailed message={t('hospitalFailed')} onRetry={onRetry} />;
  if (state.status === 'not-found') {
    return <DetailNotFound title={t('hospitalNotFound')} backLabel={t('backToHospitals')} backHref={hospitalsHref} />;
  }
  const { hospital } = state;
  const location: LatLng | null = hospital.location ? [hospital.location.lat, hospital.location.lng] : null;
  return (
    <article data-slot="hospital-detail" className="flex flex-col gap-6">
      <PageTrail
        links={[
          { label: t('home'), href: homeHref },
          { label: t('hospitals'), href: hospitalsHref },
        ]}
        current={hospital.name}
      />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl leading-tight font-bold [overflow-wrap:anywhere] sm:text-3xl">
          <UserText>{hospital.name}</UserText>
        </h1>
        <div className="flex items-center gap-2 text-sm">
          <StarRating rating={hospital.rating} />
          <span aria-hidden="true" className="text-foreground-muted tabular-nums">
            {hospital.rating === null ? t('notRated') : t('ratingValue', { rating: ratingText(hospital.rating) })}
          </span>
        </div>
        {hospital.address && (
          <p className="flex items-start gap-2 text-sm">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-foreground-muted" />
            <UserText>{hospital.address}</UserText>
          </p>
        )}
        <OpenNowLine openingTime={hospital.openingTime} closingTime={hospital.closingTime} now={now} />
        {location && (
          <DirectionsDialog
            destination={location}
            destinationName={hospital.name}
            {...(locate ? { locate } : {})}
            {...(routeProvider ? { routeProvider } : {})}
          />
        )}
      </header>
      <HospitalPictures name={hospital.name} images={hospital.images} />
      {location && <DeferredHospitalLocationMap name={hospital.name} location={location} />}
      <HospitalTabs
        hospital={hospital}
        doctorHref={doctorHref}
        onBookDoctor={onBookDoctor}
        onChooseProvider={onChooseProvider}
        {...(defaultTab ? { defaultTab } : {})}
      />
    </article>
  );
}
