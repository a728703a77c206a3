import type { PatientAppointment } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  RecordDialog,
} from '../../../../components/dialog';
import { Form, TextField } from '../../../../components/forms';
import { useTranslation } from '../../../../i18n/use-translation';
import { z } from '../../../../lib/zod';

export interface VerifyCodeDialogProps {
  /** The appointment whose "Get Points" was pressed; null keeps the modal closed. */
  appointment: PatientAppointment | null;
  onClose: () => void;
  /** Verify with a code: resolves when it gave the points (the modal closes), rejects when refused. */
  onVerify: (appointment: PatientAppointment, code: string) => Promise<void>;
}

/** The verify-code form (002 "Patient dashboard": "A verify-code form (code required) awards points"). */
export function VerifyCodeDialog({ appointment, onClose, onVerify }: VerifyCodeDialogProps) {
  return (
    <RecordDialog record={appointment} onClose={onClose} size="sm">
      {(record) => <VerifyCodeForm appointment={record} onClose={onClose} onVerify={onVerify} />}
    </RecordDialog>
  );
}

function VerifyCodeForm({
  appointment,
  onClose,
  onVerify,
}: Omit<VerifyCodeDialogProps, 'appointment'> & { appointment: PatientAppointment }) {
  const { t } = useTranslation('patientCare');
  const schema = useMemo(() => z.object({ code: z.string().trim().min(1, t('required')) }), [t]);
  const form = useForm<{ code: string }>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const [verifying, setVerifying] = useState(false);

  async function submit({ code }: { code: string }) {
    setVerifying(true);
    try {
      await onVerify(appointment, code);
      onClose();
    } catch {
      // The screen toasted "Your code is Invalid OR Expired"; the code stays for a correction.
    } finally {
      setVerifying(false);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('getPoints')}</DialogTitle>
        <DialogDescription>{t('getPointsText')}</DialogDescription>
      </DialogHeader>
      <Form form={form} onSubmit={submit} aria-label={t('getPoints')} aria-busy={verifying || undefined}>
        <TextField
          label={t('code')}
          required
          autoComplete="one-time-code"
          spellCheck={false}
          {...form.register('code')}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('cancel')}</Button>
          </DialogClose>
          <Button type="submit" disabled={verifying} aria-busy={verifying || undefined}>
            {verifying ? t('verifying') : t('verify')}
          </Button>
        </DialogFooter>
      </Form>
    </>
  );
}
