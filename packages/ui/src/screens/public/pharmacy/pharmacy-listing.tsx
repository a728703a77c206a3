import { Pill, QrCode, ScanLine, Stethoscope } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';
import { useLinkClick } from '../../../lib/navigation';
import { COMPANY_EMAIL } from '../layout/company-contact';

export interface PharmacyListingScreenProps {
  /** The patient's profile, where the QR prescriptions are; default `/profile`. */
  profileHref?: string;
}

/**
 * /pharmacies (002's patient-area "pharmacy" route; /pharmacy is the pharmacy staff's site of 001, so the patient page is /pharmacies; 002 shows a static mock-up
 * with sample pharmacy cards, a Verified badge, a registration button and a
 * placeholder advert). Spec choice: the API has no public list of pharmacies
 * and we show no invented ones; the page explains where the QR prescription is
 * used (the steps), links to the profile that holds it, and invites pharmacies
 * to join (the registration button: an e-mail to the company).
 */
export function PharmacyListingScreen({ profileHref = '/profile' }: PharmacyListingScreenProps) {
  const { t } = useTranslation('publicInfo');
  const onProfileClick = useLinkClick(profileHref);
  const headingId = useId();
  const stepsId = useId();
  const steps = [
    { icon: Stethoscope, text: t('pharmaciesStep1') },
    { icon: QrCode, text: t('pharmaciesStep2') },
    { icon: ScanLine, text: t('pharmaciesStep3') },
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <header className="flex max-w-2xl flex-col gap-2">
        <h1 id={headingId} className="text-2xl font-bold text-foreground @3xl/public:text-3xl">
          {t('pharmaciesTitle')}
        </h1>
        <p className="text-foreground-muted">{t('pharmaciesIntro')}</p>
      </header>
      <Card aria-labelledby={stepsId} role="region">
        <CardHeader>
          <CardTitle id={stepsId} className="text-lg">
            {t('pharmaciesStepsTitle')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ol className="grid gap-4 @3xl/public:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.text} className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&_svg]:size-5"
                >
                  <step.icon />
                </span>
                <p className="text-foreground">
                  <span className="font-semibold">{index + 1}. </span>
                  {step.text}
                </p>
              </li>
            ))}
          </ol>
          <Button asChild className="self-start">
            <a href={profileHref} onClick={onProfileClick}>
              {t('openProfile')}
            </a>
          </Button>
        </CardContent>
      </Card>
      <aside
        aria-label={t('pharmacyJoinTitle')}
        className="flex flex-col gap-3 rounded-lg border border-dashed border-primary-200 bg-primary-50 p-5 @3xl/public:flex-row @3xl/public:items-center"
      >
        <Pill aria-hidden="true" className="size-8 shrink-0 text-primary-700" />
        <div className="flex flex-1 flex-col gap-1">
          <h2 className="font-semibold text-foreground">{t('pharmacyJoinTitle')}</h2>
          <p className="text-sm text-foreground-muted">{t('pharmacyJoinText')}</p>
        </div>
        <Button asChild variant="secondary" className="self-start @3xl/public:self-auto">
          <a href={`mailto:${COMPANY_EMAIL}`}>{t('contactToJoin')}</a>
        </Button>
      </aside>
    </section>
  );
}
