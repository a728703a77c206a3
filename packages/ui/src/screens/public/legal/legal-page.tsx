import { useId, type ReactNode } from 'react';
import type legalEn from '../../../i18n/messages/legal.en';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '../../../components/breadcrumb';
import { cn } from '../../../lib/cn';
import { useLinkClick } from '../../../lib/navigation';
import { COMPANY_EMAIL } from '../layout/company-contact';

/** A text of the `legal` namespace. */
export type LegalKey = keyof typeof legalEn;

/** One numbered section of a legal page: its heading and its paragraphs, by text key. */
export interface LegalSection {
  id: string;
  title: LegalKey;
  paragraphs: readonly LegalKey[];
}

export interface LegalPageProps {
  /** Without the site around it (signed out, or on a phone): no breadcrumb (002, "Legal pages"). */
  bare: boolean;
  title: LegalKey;
  /** "Last updated: 24/09/2024" or "Effective date: 24/09/2024". */
  date: LegalKey;
  /** The breadcrumb's last item (Home > Terms Of Use). */
  breadcrumb: LegalKey;
  homeHref: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * The frame of a legal page (002, "Legal pages"): the breadcrumb Home > page
 * inside the site, the title and its date, the introduction, a list of the
 * sections linking to them, and the numbered sections. The company's contact
 * e-mail fills `{{email}}` and is a mailto link in the contact section.
 */
export function LegalPage({ bare, title, date, breadcrumb, homeHref, intro, sections }: LegalPageProps) {
  const { t } = useTranslation('legal');
  const headingId = useId();
  const contentsId = useId();
  const onHomeClick = useLinkClick(homeHref);
  return (
    <div className={cn('mx-auto flex w-full max-w-3xl flex-col gap-4', bare && 'px-4 py-8')}>
      {!bare && (
        <Breadcrumb>
          <BreadcrumbList>
            <BreadcrumbItem>
              <BreadcrumbLink href={homeHref} onClick={onHomeClick}>
                {t('home')}
              </BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <BreadcrumbPage>{t(breadcrumb)}</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumb>
      )}
      <article
        aria-labelledby={headingId}
        data-slot="legal-page"
        className="flex flex-col gap-6 rounded-lg border border-border bg-surface p-5 leading-relaxed @3xl/public:p-8"
      >
        <header className="flex flex-col gap-1">
          <h1 id={headingId} className="text-2xl font-bold text-foreground @3xl/public:text-3xl">
            {t(title)}
          </h1>
          <p className="text-sm text-foreground-muted">{t(date)}</p>
        </header>
        {intro}
        <nav aria-labelledby={contentsId} className="rounded-md bg-surface-muted p-4">
          <h2 id={contentsId} className="mb-2 text-sm font-semibold text-foreground">
            {t('contents')}
          </h2>
          <ol className="grid list-inside list-decimal gap-1 text-sm @3xl/public:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {t(section.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-4">
            <h2 id={`${section.id}-title`} className="mb-2 text-lg font-semibold text-foreground">
              {index + 1}. {t(section.title)}
            </h2>
            <div className="flex flex-col gap-2 text-foreground">
              {section.paragraphs.map((key) => (
                <p key={key}>{paragraph(t(key, { email: COMPANY_EMAIL }))}</p>
              ))}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}

/** A paragraph's text with the company's e-mail, where it appears, as a mailto link. */
function paragraph(text: string): ReactNode {
  const at = text.indexOf(COMPANY_EMAIL);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <a
        href={`mailto:${COMPANY_EMAIL}`}
        className="rounded-sm font-medium text-primary-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {COMPANY_EMAIL}
      </a>
      {text.slice(at + COMPANY_EMAIL.length)}
    </>
  );
}
