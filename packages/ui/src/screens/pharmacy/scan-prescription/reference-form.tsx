import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/forms';
import { prescriptionReferenceOf } from '../../../lib/qr/prescription-reference';

/**
 * Typing the reference printed with the QR code (or the address the code opens) and Find prescription. An empty
 * field says "Type the reference of the prescription" (ours).
 */
export function ReferenceForm({
  onReference,
  pending,
}: {
  onReference: (reference: string) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('pharmacy');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const reference = prescriptionReferenceOf(text);
    setMissing(reference === '');
    if (reference !== '') onReference(reference);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={t('referenceLabel')}
        description={t('referenceHint')}
        error={missing ? t('referenceRequired') : undefined}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        maxLength={400}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (missing) setMissing(false);
        }}
        className="w-full sm:max-w-md"
      />
      <Button type="submit" disabled={pending} className="sm:mt-6">
        <Search aria-hidden="true" />
        {pending ? t('findingPrescription') : t('findPrescription')}
      </Button>
    </form>
  );
}
