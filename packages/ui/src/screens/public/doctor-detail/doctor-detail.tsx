import type { DoctorProfile } from '@aafiya/api-client';
import { CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Link } from '../../../components/link';
import { StarRating } from '../../../components/star-rating';
import { UserText } from '../../../components/user-text';
import { useTranslation } from '../../../i18n/use-translation';
import { DetailFailed, DetailLoading, DetailNotFound } from '../hospital-detail/detail-states';
import { PageTrail } from '../hospital-detail/page-trail';

export type PublicDoctorDetailState =
  { status: 'loading' } | { status: 'failed' } | { status: 'not-found' } | { status: 'ready'; doctor: DoctorProfile };

export interface PublicDoctorDetailViewProps {
  state: PublicDoctorDetailState;
  onRetry?: () => void;
  homeHref?: string;
  doctorsHref?: string;
  /** The doctor's hospital page; /hospitals/{id} by default. */
  hospitalHref?: (hospitalId: string) => string;
  /** The book-appointment button. */
  onBook: (doctor: DoctorProfile) => void;
}

const defaultHospitalHref = (id: string) => `/hospitals/${encodeURIComponent(id)}`;

/** The years of experience as a number when the doctor entered one ("14"), else null. */
function years(experience: string): number | null {
  const value = experience.trim();
  return /^\d+$/.test(value) ? Number(value) : null;
}

/** A labelled fact of the doctor's card (hospital, experience). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2 text-sm">
      <dt className="text-foreground-muted">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * The public doctor page, /doctor/{id} (002 "Doctor detail"): the breadcrumb,
 * the photo (a default image when there is none), 'Dr.' and the name, the
 * specialities in the reader's language, the stars of the cumulative rating,
 * the hospital, about, experience, and the book-appointment button.
 */
export function PublicDoctorDetailView({
  state,
  onRetry,
  homeHref = '/',
  doctorsHref = '/doctor',
  hospitalHref = defaultHospitalHref,
  onBook,
}: PublicDoctorDetailViewProps) {
  const { t } = useTranslation('publicDetail');
  if (state.status === 'loading') return <DetailLoading label={t('doctorLoading')} />;
  if (state.status === 'failed') return <DetailFailed message={t('doctorFailed')} onRetry={onRetry} />;
  if (state.status === 'not-found') {
    return <DetailNotFound title={t('doctorNotFound')} backLabel={t('backToDoctors')} backHref={doctorsHref} />;
  }
  const { doctor } = state;
  const name = t('doctorName', { name: doctor.name });
  const experienceYears = years(doctor.experience);
  return (
    <article data-slot="doctor-detail" className="flex flex-col gap-6">
      <PageTrail
        links={[
          { label: t('home'), href: homeHref },
          { label: t('doctors'), href: doctorsHref },
        ]}
        current={name}
      />
      <Card className="flex-col items-center gap-6 px-6 text-center sm:flex-row sm:items-start sm:text-start">
        <Avatar src={doctor.image ?? null} alt={t('doctorPhoto', { name: doctor.name })} size="xl" />
        <div className="flex min-w-0 flex-1 flex-col items-center gap-3 sm:items-start">
          <h1 className="text-2xl leading-tight font-bold [overflow-wrap:anywhere]">
            <UserText>{name}</UserText>
          </h1>
          {doctor.specialities.length > 0 && (
            <ul aria-label={t('specialities')} className="flex flex-wrap justify-center gap-1.5 sm:justify-start">
              {doctor.specialities.map((speciality) => (
                <li key={speciality.id}>
                  <Badge variant="primary">{speciality.name}</Badge>
                </li>
              ))}
            </ul>
          )}
          <StarRating rating={doctor.rating ?? null} />
          <dl className="flex flex-col items-center gap-1 sm:items-start">
            {doctor.hospital && (
              <Fact label={t('hospital')}>
                <Link href={hospitalHref(doctor.hospital.id)}>
                  <UserText>{doctor.hospital.name}</UserText>
                </Link>
              </Fact>
            )}
            {doctor.experience.trim() && (
              <Fact label={t('experience')}>
                {experienceYears === null ? (
                  <UserText>{doctor.experience}</UserText>
                ) : (
                  t('experienceYears', { count: experienceYears })
                )}
              </Fact>
            )}
          </dl>
          <Button
            className="self-stretch sm:self-start"
            onClick={() => {
              onBook(doctor);
            }}
          >
            <CalendarPlus aria-hidden="true" />
            {t('bookAppointment')}
          </Button>
        </div>
      </Card>
      <section aria-labelledby="doctor-about" className="flex flex-col gap-2">
        <h2 id="doctor-about" className="text-lg font-semibold">
          {t('about')}
        </h2>
        <p className="max-w-prose text-sm whitespace-pre-line">
          <UserText>{doctor.about || t('noAboutDoctor')}</UserText>
        </p>
      </section>
    </article>
  );
}
