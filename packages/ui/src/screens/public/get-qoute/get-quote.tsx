import { BadgeCheck, FileText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { QuoteRequestDialog, type QuoteRequestDialogProps } from './quote-request-dialog';

export type GetQuoteViewProps = QuoteRequestDialogProps;

/**
 * /get-qoute (002, "Authenticated patient area"; the route keeps the spec's
 * spelling): a marketing page (002: placeholder text; ours here) with a
 * button that opens the quote modal.
 */
export function GetQuoteView({ open, onOpenChange, ...dialog }: GetQuoteViewProps) {
  const { t } = useTranslation('publicInfo');
  const headingId = useId();
  const points = [t('quotePoint1'), t('quotePoint2'), t('quotePoint3')];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6 rounded-lg border border-border bg-surface p-6 @3xl/public:flex-row @3xl/public:items-center @3xl/public:p-10"
    >
      <div className="flex flex-1 flex-col gap-4">
        <h1 id={headingId} className="text-2xl font-bold text-foreground @3xl/public:text-3xl">
          {t('quoteTitle')}
        </h1>
        <p className="max-w-2xl text-foreground-muted">{t('quoteIntro')}</p>
        <ul className="flex flex-col gap-2">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-2 text-foreground">
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
              {point}
            </li>
          ))}
        </ul>
        <Button
          size="lg"
          className="self-start"
          onClick={() => {
            onOpenChange(true);
          }}
        >
          <FileText aria-hidden="true" />
          {t('requestQuote')}
        </Button>
      </div>
      <QuoteRequestDialog open={open} onOpenChange={onOpenChange} {...dialog} />
    </section>
  );
}
