import { Plus, Trash } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { FieldGrid, NumberField, TextField } from '../../../components/forms';
import { IconButton } from '../../../components/icon-button';
import { type DoctorReportFields, type DoctorReportFormValues, emptyMedicine } from './doctor-report.schema';

const upToTwoDecimals = { maximumFractionDigits: 2 };
const wholeDays = { maximumFractionDigits: 0 };

/**
 * The medicines of the Doctor Diagnosis (001 §5): a list of rows (medicine,
 * dosage, days), each a group named "Medicine 1", "Medicine 2"…,
 * with Add Medicine and a remove button per row. A new report starts with no
 * row (medicines are optional: a skin treatment may have none).
 */
export function MedicineFields() {
  const { t } = useTranslation('diagnosis');
  const titleId = useId();
  const { control, register } = useFormContext<DoctorReportFields, unknown, DoctorReportFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'medicines' });
  return (
    <section aria-labelledby={titleId} data-slot="medicine-fields" className="flex flex-col gap-3">
      <h3 id={titleId} className="text-base font-semibold">
        {t('medicines')}
      </h3>
      {fields.length === 0 && <p className="text-sm text-foreground-muted">{t('noMedicines')}</p>}
      {fields.map((row, index) => {
        const number = index + 1;
        return (
          <div
            key={row.id}
            role="group"
            aria-labelledby={`${titleId}-${row.id}`}
            data-slot="medicine-row"
            className="flex min-w-0 flex-col gap-3 rounded-md border border-border p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <p id={`${titleId}-${row.id}`} className="text-sm font-semibold">
                {t('medicineNumber', { number })}
              </p>
              <IconButton
                variant="ghost"
                size="sm"
                label={t('removeMedicine', { number })}
                onClick={() => {
                  remove(index);
                }}
              >
                <Trash />
              </IconButton>
            </div>
            <TextField label={t('medicine')} required autoComplete="off" {...register(`medicines.${index}.medicine`)} />
            <FieldGrid>
              <Controller
                control={control}
                name={`medicines.${index}.dosage`}
                render={({ field }) => (
                  <NumberField label={t('dosage')} required minValue={0} formatOptions={upToTwoDecimals} {...field} />
                )}
              />
              <Controller
                control={control}
                name={`medicines.${index}.days`}
                render={({ field }) => (
                  <NumberField label={t('days')} required minValue={0} formatOptions={wholeDays} {...field} />
                )}
              />
            </FieldGrid>
          </div>
        );
      })}
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            append({ ...emptyMedicine });
          }}
        >
          <Plus aria-hidden="true" />
          {t('addMedicine')}
        </Button>
      </div>
    </section>
  );
}
