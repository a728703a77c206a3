import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
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
import { Form, TextField } from '../../../components/forms';
import { FormAlert } from '../register-hospital/form-alert';
import { translatedMessages } from '../../shared/registration-rules/registration-rules';
import { confirmationCodeSchema, type ConfirmationCodeValues } from './patient-registration.schema';

export interface ConfirmationCodeDialogProps {
  /** The address the code went to; the dialog is open while it is set. */
  email: string | null;
  verifying?: boolean;
  /** Why the code was refused (the server's message). */
  error?: string | null;
  resending?: boolean;
  /** Confirm pressed with a code: `PUT /users/verify-email { email, code }`. */
  onVerify: (input: { email: string; code: string }) => void;
  /** Resend pressed: `GET /users/resend-verification/{email}`. */
  onResend: (email: string) => void;
  onOpenChange?: (open: boolean) => void;
}

/**
 * After a patient registers: the code e-mailed to them confirms the address
 * (spec 002 "Patient registration"; the entry itself is not shown there, so:
 * one required code field, Confirm, and Resend).
 */
export function ConfirmationCodeDialog({
  email,
  verifying = false,
  error,
  resending = false,
  onVerify,
  onResend,
  onOpenChange,
}: ConfirmationCodeDialogProps) {
  const { t } = useTranslation('registration');
  const messages = useMemo(() => translatedMessages(t), [t]);
  const form = useForm<ConfirmationCodeValues>({
    resolver: zodResolver(confirmationCodeSchema(messages)),
    defaultValues: { code: '' },
  });
  return (
    <Dialog open={email !== null} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{t('codeDialogTitle')}</DialogTitle>
          <DialogDescription>{t('codeDialogText', { email: email ?? '' })}</DialogDescription>
        </DialogHeader>
        {error && <FormAlert>{error}</FormAlert>}
        <Form
          form={form}
          aria-label={t('codeDialogTitle')}
          onSubmit={({ code }) => {
            if (email) onVerify({ email, code: code.trim() });
          }}
        >
          <TextField
            label={t('code')}
            required
            autoComplete="one-time-code"
            spellCheck={false}
            {...form.register('code')}
          />
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
            <Button type="submit" disabled={verifying} aria-busy={verifying || undefined}>
              {verifying ? t('confirming') : t('confirm')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
