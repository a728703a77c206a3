import { authErrorMessage, useRequestQuote } from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { GetQuoteView } from './get-quote';

/**
 * /get-qoute on the API: the modal's form goes to `POST /quotes`
 * (requestQuote). Success closes the modal with the toast "Your request was
 * sent. We will contact you soon." (ours); a failure keeps it open with the
 * server's message as an alert inside it (a toast would sit behind the modal,
 * hidden from screen readers).
 */
export function GetQuoteScreen() {
  const { t } = useTranslation('publicInfo');
  const [open, setOpen] = useState(false);
  const request = useRequestQuote();
  return (
    <GetQuoteView
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) request.reset();
      }}
      pending={request.isPending}
      error={request.isError ? authErrorMessage(request.error) : undefined}
      onSubmit={(values) => {
        request.mutate(values, {
          onSuccess: () => {
            setOpen(false);
            request.reset();
            toast.success(t('quoteSent'));
          },
        });
      }}
    />
  );
}
