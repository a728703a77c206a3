import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../components/button';
import { TextField, useFormErrorMessage } from '../../../../components/forms';
import { IconButton } from '../../../../components/icon-button';
import type { LabRequestFormFields } from './lab-request-form.schema';

/**
 * The list of tests of a lab request, a group named "Tests": one text field
 * per test ("Test 1", "Test 2", …), "Add test" below (the new field takes
 * focus) and a remove button on each row when there are several (focus then
 * goes to the row that took its place). "No tests entered" shows under it
 * and is read with the group.
 */
export function LabTestsField() {
  const { t } = useTranslation('clinicalPapers');
  const { control, register, setFocus } = useFormContext<LabRequestFormFields>();
  const { fields, append, remove } = useFieldArray({ control, name: 'tests' });
  const error = useFormErrorMessage('tests');
  const id = useId();
  return (
    <fieldset
      data-slot="lab-tests"
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend className="mb-1.5 text-sm font-medium text-foreground">
        {t('tests')}
        <span aria-hidden="true" className="ms-0.5 text-danger-700">
          *
        </span>
      </legend>
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-end gap-2">
          <TextField
            label={t('testNumber', { number: index + 1 })}
            className="min-w-0 flex-1"
            dir="auto"
            autoComplete="off"
            {...register(`tests.${index}.name`)}
          />
          {fields.length > 1 && (
            <IconButton
              variant="ghost"
              label={t('removeTest', { number: index + 1 })}
              onClick={() => {
                remove(index);
                const next = Math.min(index, fields.length - 2);
                requestAnimationFrame(() => {
                  setFocus(`tests.${next}.name`);
                });
              }}
            >
              <Trash2 aria-hidden="true" />
            </IconButton>
          )}
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => {
          append({ name: '' });
        }}
      >
        <Plus aria-hidden="true" />
        {t('addTest')}
      </Button>
      <p id={`${id}-hint`} className="text-sm text-foreground-muted">
        {t('testsHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
