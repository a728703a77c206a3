import { useTranslation } from '../../../i18n/use-translation';
import { LegalPage, type LegalSection } from './legal-page';

const sections: readonly LegalSection[] = [
  {
    id: 'data-collected',
    title: 'privacyCollectTitle',
    paragraphs: ['privacyCollect1', 'privacyCollect2', 'privacyCollect3', 'privacyCollect4'],
  },
  { id: 'use', title: 'privacyUseTitle', paragraphs: ['privacyUse1', 'privacyUse2', 'privacyUse3'] },
  {
    id: 'sharing',
    title: 'privacySharingTitle',
    paragraphs: ['privacySharing1', 'privacySharing2', 'privacySharing3'],
  },
  { id: 'retention', title: 'privacyRetentionTitle', paragraphs: ['privacyRetention1'] },
  { id: 'security', title: 'privacySecurityTitle', paragraphs: ['privacySecurity1'] },
  { id: 'international-transfers', title: 'privacyTransfersTitle', paragraphs: ['privacyTransfers1'] },
  { id: 'your-rights', title: 'privacyRightsTitle', paragraphs: ['privacyRights1', 'privacyRights2'] },
  { id: 'children', title: 'privacyChildrenTitle', paragraphs: ['privacyChildren1'] },
  { id: 'browser-storage', title: 'privacyStorageTitle', paragraphs: ['privacyStorage1'] },
  { id: 'changes', title: 'privacyChangesTitle', paragraphs: ['privacyChanges1'] },
  { id: 'contact', title: 'privacyContactTitle', paragraphs: ['privacyContact1'] },
];

export interface PrivacyPolicyScreenProps {
  /** Signed out or on a phone: the page alone, no breadcrumb; otherwise inside the site with Home > Privacy Policy. */
  bare?: boolean;
  /** Default `/`. */
  homeHref?: string;
}

/**
 * /privacy-policy (002, "Legal pages"): effective 24/09/2024; the data
 * collected, its use, sharing, retention, security, international transfers,
 * the user's rights, children (accounts from 18) and the company's contact
 * e-mail, written for the UAE's data-protection and health-data laws.
 */
export function PrivacyPolicyScreen({ bare = false, homeHref = '/' }: PrivacyPolicyScreenProps) {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      bare={bare}
      title="privacyTitle"
      date="privacyEffective"
      breadcrumb="privacyBreadcrumb"
      homeHref={homeHref}
      sections={sections}
      intro={<p className="text-foreground">{t('privacyIntro')}</p>}
    />
  );
}
