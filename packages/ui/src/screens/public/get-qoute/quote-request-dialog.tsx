import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { Form, TextField, Textarea } from '../../../components/forms';
import { MaskedField } from '../../../components/masked-field';
import { PendingLabel } from '../login/auth-card';
import { StaffAlert } from '../../hospital/staff/staff-alert';
import {
  emptyQuoteRequest,
  type QuoteRequestFields,
  type QuoteRequestValues,
  quoteRequestSchema,
} from './quote-request.schema';

export interface QuoteRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the call runs: the Send button says so and ignores presses. */
  pending?: boolean;
  /** The server's message after a failed send; the modal stays open and shows it. */
  error?: string;
  onSubmit: (values: QuoteRequestValues) => void;
}

function QuoteRequestForm({
  pending = false,
  error,
  onSubmit,
  onCancel,
}: Omit<QuoteRequestDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const { t } = useTranslation('publicInfo');
  const { t: forms } = useTranslation('forms');
  const schema = useMemo(
    () =>
      quoteRequestSchema({
        required: t('required'),
        invalidEmail: t('invalidEmail'),
        phoneIncomplete: forms('phoneIncomplete'),
      }),
    [t, forms],
  );
  const form = useForm<QuoteRequestFields, unknown, QuoteRequestValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyQuoteRequest,
    mode: 'onTouched',
  });
  return (
    <Form
      form={form}
      aria-label={t('requestQuote')}
      onSubmit={(values) => {
        if (!pending) onSubmit(values);
      }}
    >
      {error && <StaffAlert>{error}</StaffAlert>}
      <TextField label={t('name')} required autoComplete="name" maxLength={100} {...form.register('name')} />
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => <MaskedField label={t('phone')} mask="phone" required autoComplete="tel" {...field} />}
      />
      <TextField
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...form.register('email')}
      />
      <Textarea label={t('message')} rows={4} required maxLength={2000} {...form.register('message')} />
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          aria-disabled={pending || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          <PendingLabel pending={pending} label={t('send')} pendingLabel={t('sending')} />
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * The get-a-quote modal (002 shows a button opening it, not its contents).
 * Spec choice: name, phone (+971-## ### ####), email and message, all
 * required ("Required"). Closing it drops what was typed.
 */
export function QuoteRequestDialog({ open, onOpenChange, ...form }: QuoteRequestDialogProps) {
  const { t } = useTranslation('publicInfo');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t('requestQuote')}</DialogTitle>
          <DialogDescription>{t('quoteFormDescription')}</DialogDescription>
        </DialogHeader>
        <QuoteRequestForm
          {...form}
          onCancel={() => {
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
