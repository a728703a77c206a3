import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../components/button';
import { DialogClose, DialogFooter } from '../../../../components/dialog';

export interface PaperFormFooterProps {
  /** The submit button's text: Approve, Update, Request, Send. */
  submitLabel: string;
  /** While the save runs: the button says "Saving…" and ignores presses. */
  pending?: boolean;
}

/** Cancel and the submit button of a paper's form. */
export function PaperFormFooter({ submitLabel, pending = false }: PaperFormFooterProps) {
  const { t } = useTranslation('clinicalPapers');
  return (
    <DialogFooter className="pt-2">
      <DialogClose asChild>
        <Button variant="secondary">{t('cancel')}</Button>
      </DialogClose>
      <Button
        type="submit"
        aria-disabled={pending || undefined}
        className="aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {pending ? t('saving') : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/** A footer with only Close (a record that cannot be changed, a sent prescription, a history). */
export function PaperCloseFooter() {
  const { t } = useTranslation('clinicalPapers');
  return (
    <DialogFooter className="pt-2">
      <DialogClose asChild>
        <Button variant="secondary">{t('close')}</Button>
      </DialogClose>
    </DialogFooter>
  );
}
