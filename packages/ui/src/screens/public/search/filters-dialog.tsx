import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { ResetLink } from './reset-link';

export interface FiltersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReset: () => void;
  children: ReactNode;
}

/** The phone's filters (its own chunk: it loads when the Filters button is first pressed or hovered). */
export function FiltersDialog({ open, onOpenChange, onReset, children }: FiltersDialogProps) {
  const { t } = useTranslation('publicSearch');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('filters')}</DialogTitle>
        </DialogHeader>
        <div className="flex flex-col gap-4">{children}</div>
        <DialogFooter className="items-center justify-between sm:justify-between">
          <ResetLink onReset={onReset} />
          <Button
            type="button"
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {t('showResults')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
