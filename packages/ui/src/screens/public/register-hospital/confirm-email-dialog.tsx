import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog';
import { useLinkClick } from '../../../lib/navigation';

export interface ConfirmEmailDialogProps {
  /** The address the verification e-mail went to; the dialog is open while it is set. */
  email: string | null;
  resending?: boolean;
  /** Resend pressed: `GET /users/resend-verification/{email}`. */
  onResend: (email: string) => void;
  onOpenChange?: (open: boolean) => void;
}

/**
 * After a hospital registers: asks the user to confirm the e-mail address
 * (spec 000 §2.3), with Resend and a way on to /login.
 */
export function ConfirmEmailDialog({ email, resending = false, onResend, onOpenChange }: ConfirmEmailDialogProps) {
  const { t } = useTranslation('registration');
  const toLogin = useLinkClick('/login');
  return (
    <Dialog open={email !== null} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{t('confirmEmailTitle')}</DialogTitle>
          <DialogDescription>{t('emailSent')}</DialogDescription>
        </DialogHeader>
        {email && <p className="text-sm text-foreground">{t('sentTo', { email })}</p>}
        <DialogFooter>
          <Button
            variant="secondary"
            disabled={resending}
            aria-busy={resending || undefined}
            onClick={() => {
              if (email) onResend(email);
            }}
          >
            {t('resend')}
          </Button>
          <Button asChild>
            <a href="/login" onClick={toLogin}>
              {t('goToLogin')}
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
