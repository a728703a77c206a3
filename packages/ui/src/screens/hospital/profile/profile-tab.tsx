import type { HospitalProfile } from '@aafiya/api-client';
import { Clock, Pencil } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { StarRating } from '../../../components/star-rating';
import { ratingText } from '../../../components/star-rating/stars-for';
import { UserText } from '../../../components/user-text';
import { HospitalUpdateDialog, type HospitalUpdateOptions } from './hospital-update-dialog';
import type { HospitalUpdateValues } from './hospital-profile.schema';
import { openingHours } from './opening-hours';
import { ProfileGallery, type ProfileGalleryProps } from './profile-gallery';

export interface ProfileTabActions {
  /** The update modal's choices (add-on services and insurances). */
  options: HospitalUpdateOptions;
  /** The update modal, controlled by the screen (it closes after a successful save). */
  updateOpen?: boolean;
  onUpdateOpenChange?: (open: boolean) => void;
  onUpdate?: (values: HospitalUpdateValues) => void;
  updating?: boolean;
  updateError?: string;
  gallery?: Omit<ProfileGalleryProps, 'images'>;
}

export type ProfileTabProps = ProfileTabActions & { hospital: HospitalProfile };

/** The opening and closing hours, or "Open Now". */
function Hours({ opening, closing }: { opening: string | null; closing: string | null }) {
  const { t } = useTranslation('hospitalProfile');
  const hours = openingHours(opening, closing);
  return (
    <p className="flex items-center gap-2 text-sm">
      <Clock aria-hidden="true" className="size-4 text-foreground-muted" />
      <span className="text-foreground-muted">{t('hoursLabel')}:</span>
      {hours.kind === 'hours' ? (
        <span className="font-medium tabular-nums" dir="ltr">
          {t('hours', { opening: hours.opening, closing: hours.closing })}
        </span>
      ) : (
        <Badge variant="success">{t('openNow')}</Badge>
      )}
    </p>
  );
}

/**
 * The Hospital Profile tab (000 §2.5): name, star rating from cumulativeRating,
 * opening and closing hours or "Open Now", about, services, the gallery, and
 * Update, which opens the hospital update modal.
 */
export function ProfileTab({
  hospital,
  options,
  updateOpen,
  onUpdateOpenChange,
  onUpdate,
  updating,
  updateError,
  gallery,
}: ProfileTabProps) {
  const { t } = useTranslation('hospitalProfile');
  const headingId = useId();
  return (
    <div className="flex flex-col gap-6">
      <Card role="region" aria-labelledby={headingId} className="flex-row flex-wrap items-start gap-6 px-6">
        <Avatar src={hospital.image} alt={t('hospitalPhoto', { name: hospital.name })} size="xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-2xl leading-tight font-semibold [overflow-wrap:anywhere]">
              <UserText>{hospital.name}</UserText>
            </h2>
            <Badge variant="primary">{hospital.type === 'CLINIC' ? t('typeClinic') : t('typeHospital')}</Badge>
          </div>
          <div className="flex items-center gap-2 text-sm">
            <StarRating rating={hospital.rating} />
            <span aria-hidden="true" className="text-foreground-muted tabular-nums">
              {hospital.rating === null ? t('notRated') : ratingText(hospital.rating)}
            </span>
          </div>
          <Hours opening={hospital.openingTime} closing={hospital.closingTime} />
        </div>
        {onUpdate && (
          <HospitalUpdateDialog
            hospital={hospital}
            options={options}
            open={updateOpen}
            onOpenChange={onUpdateOpenChange}
            onSubmit={onUpdate}
            pending={updating}
            error={updateError}
            trigger={
              <Button className="self-start">
                <Pencil aria-hidden="true" />
                {t('update')}
              </Button>
            }
          />
        )}
      </Card>
      <section aria-labelledby={`${headingId}-about`} className="flex flex-col gap-2">
        <h3 id={`${headingId}-about`} className="text-lg font-semibold">
          {t('about')}
        </h3>
        <p className="max-w-prose text-sm whitespace-pre-line text-foreground">
          <UserText>{hospital.about || t('noAbout')}</UserText>
        </p>
      </section>
      <section aria-labelledby={`${headingId}-services`} className="flex flex-col gap-2">
        <h3 id={`${headingId}-services`} className="text-lg font-semibold">
          {t('services')}
        </h3>
        {hospital.services.length === 0 ? (
          <p className="text-sm text-foreground-muted">{t('noServices')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {hospital.services.map((service) => (
              <li key={service.value}>
                <Badge>{service.label}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ProfileGallery images={hospital.gallery} {...gallery} />
    </div>
  );
}
