import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../components/link';
import { LegalPage, type LegalSection } from './legal-page';

const sections: readonly LegalSection[] = [
  { id: 'eligibility', title: 'termsEligibilityTitle', paragraphs: ['termsEligibility1', 'termsEligibility2'] },
  { id: 'our-role', title: 'termsRoleTitle', paragraphs: ['termsRole1', 'termsRole2', 'termsRole3'] },
  { id: 'account', title: 'termsAccountTitle', paragraphs: ['termsAccount1', 'termsAccount2'] },
  {
    id: 'appointments',
    title: 'termsBookingsTitle',
    paragraphs: ['termsBookings1', 'termsBookings2', 'termsBookings3'],
  },
  {
    id: 'points',
    title: 'termsPointsTitle',
    paragraphs: ['termsPoints1', 'termsPoints2', 'termsPoints3', 'termsPoints4', 'termsPoints5'],
  },
  { id: 'acceptable-use', title: 'termsUseTitle', paragraphs: ['termsUse1', 'termsUse2'] },
  { id: 'intellectual-property', title: 'termsIpTitle', paragraphs: ['termsIp1'] },
  { id: 'liability', title: 'termsLiabilityTitle', paragraphs: ['termsLiability1'] },
  { id: 'account-deletion', title: 'termsDeletionTitle', paragraphs: ['termsDeletion1'] },
  { id: 'changes', title: 'termsChangesTitle', paragraphs: ['termsChanges1'] },
  { id: 'law', title: 'termsLawTitle', paragraphs: ['termsLaw1'] },
  { id: 'contact', title: 'termsContactTitle', paragraphs: ['termsContact1'] },
];

export interface TermsOfUseScreenProps {
  /** Signed out or on a phone: the page alone, no breadcrumb; otherwise inside the site with Home > Terms Of Use. */
  bare?: boolean;
  /** Default `/`. */
  homeHref?: string;
  /** Default `/privacy-policy`. */
  privacyPolicyHref?: string;
}

/**
 * /terms-of-use (002, "Legal pages"): Terms and Conditions, last updated
 * 24/09/2024, with a link to the privacy policy: the company only facilitates,
 * providers are independent contractors, users are 18 or older, and the
 * points terms (20 points per visit code verified once, spent on the offers of
 * hospitals and vendors, taken back when the visit is cancelled, never below
 * zero, non-transferable, may expire, forfeited on account deletion).
 */
export function TermsOfUseScreen({
  bare = false,
  homeHref = '/',
  privacyPolicyHref = '/privacy-policy',
}: TermsOfUseScreenProps) {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      bare={bare}
      title="termsTitle"
      date="termsUpdated"
      breadcrumb="termsBreadcrumb"
      homeHref={homeHref}
      sections={sections}
      intro={
        <div className="flex flex-col gap-2 text-foreground">
          <p>{t('termsIntro')}</p>
          <p>
            {t('termsPrivacyLead')} <Link href={privacyPolicyHref}>{t('termsPrivacyLink')}</Link>.
          </p>
        </div>
      }
    />
  );
}
