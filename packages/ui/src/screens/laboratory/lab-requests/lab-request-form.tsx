import {
  LAB_RESULT_FILE_MAX_BYTES,
  type LabResultEntry,
  labResultProblem,
  type LaboratoryLabRequest,
} from '@aafiya/api-client';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FileField } from '../../../components/files/file-field';
import { hasPdfSignature } from '../../../components/files/pdf-signature';
import { Form, TextField } from '../../../components/forms';
import { ProgressBar } from '../../../components/progress-bar';
import { Spinner } from '../../../components/spinner';
import { UserText } from '../../../components/user-text';
import { useTranslation } from '../../../i18n/use-translation';
import { StaffAlert } from '../../hospital/staff/staff-alert';
import { LabRequestSummary } from '../lab-request-summary';

/** PDF reports only (001 §4); the content is checked too (`%PDF-`), and again by the server. */
const PDF_ACCEPT = 'application/pdf,.pdf';

export interface LabRequestFormProps {
  request: LaboratoryLabRequest;
  /** Sends the results; resolves true once sent (the card then leaves the list). */
  onSubmit: (request: LaboratoryLabRequest, entries: LabResultEntry[]) => Promise<boolean>;
  /** The upload's progress in percent while this request's results go out; null otherwise. */
  progress?: number | null | undefined;
  timeZone: string;
}

interface FormValues {
  tests: LabResultEntry[];
}

/**
 * A pending request's card with its result form (001 §4 "Lab result
 * submission"): per test a Result and a Reference Range, or a PDF report
 * (refused unless a PDF by its content, "Only pdf files are allowed", or over
 * 20 MB, "Max size should be 20 MB"). Send checks that there are tests ("Test
 * results not completed") and names the first incomplete one ("Please add
 * result and range or select file for test {test}", focusing its Result);
 * while sending, the upload's percentage shows.
 */
export function LabRequestForm({ request, onSubmit, progress = null, timeZone }: LabRequestFormProps) {
  const { t } = useTranslation('laboratory');
  const hintId = useId();
  const form = useForm<FormValues>({
    defaultValues: { tests: request.tests.map((test) => ({ test, result: '', range: '', file: null })) },
  });
  const sending = progress !== null;
  const problem = form.formState.errors.root?.message;

  const submit = async ({ tests }: FormValues) => {
    const found = labResultProblem(tests);
    if (found) {
      form.setError('root', {
        message: found.kind === 'noTests' ? t('noTests') : t('incomplete', { test: found.test }),
      });
      if (found.kind === 'incomplete') form.setFocus(`tests.${found.index}.result`);
      return;
    }
    form.clearErrors('root');
    await onSubmit(request, tests);
  };

  return (
    <Card data-slot="lab-request-form" className="h-full gap-4 px-5">
      <LabRequestSummary request={request} timeZone={timeZone} />
      <Form form={form} onSubmit={submit} aria-describedby={hintId} className="gap-4">
        <p id={hintId} className="text-sm text-foreground-muted">
          {t('formHint')}
        </p>
        {request.tests.map((test, index) => (
          <fieldset
            key={`${String(index)}-${test}`}
            data-slot="lab-test-fields"
            className="@container flex flex-col gap-3 rounded-md border border-border p-3"
          >
            <legend className="px-1 font-semibold text-foreground [overflow-wrap:anywhere]">
              <UserText>{test}</UserText>
            </legend>
            <div className="grid grid-cols-1 gap-3 @md:grid-cols-2">
              <TextField label={t('result')} disabled={sending} {...form.register(`tests.${index}.result`)} />
              <TextField label={t('range')} disabled={sending} {...form.register(`tests.${index}.range`)} />
            </div>
            <Controller
              control={form.control}
              name={`tests.${index}.file`}
              render={({ field }) => (
                <FileField
                  label={t('report')}
                  accept={PDF_ACCEPT}
                  maxSize={LAB_RESULT_FILE_MAX_BYTES}
                  checkContent={hasPdfSignature}
                  messages={{ wrongType: t('onlyPdf'), tooLarge: t('maxSize') }}
                  disabled={sending}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </fieldset>
        ))}
        {problem && !sending && <StaffAlert>{problem}</StaffAlert>}
        {sending && (
          <div data-slot="lab-result-progress" className="flex items-center gap-3">
            <Spinner size="sm" label={t('sending')} />
            <ProgressBar value={progress} label={t('uploadProgress')} />
          </div>
        )}
        <Button type="submit" className="self-start" disabled={sending}>
          {t('send')}
          <span className="sr-only">
            {' '}
            <UserText>{request.patientName}</UserText>
          </span>
        </Button>
      </Form>
    </Card>
  );
}
