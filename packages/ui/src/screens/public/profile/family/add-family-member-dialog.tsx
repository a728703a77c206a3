import { familyRelations } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../../components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/dialog';
import { FieldGrid, Form, Select, TextField } from '../../../../components/forms';
import { incompleteMessageKeys, MaskedField } from '../../../../components/masked-field';
import { useTranslation } from '../../../../i18n/use-translation';
import {
  emptyFamilyMember,
  type FamilyMemberFields,
  familyMemberSchema,
  type FamilyMemberValues,
} from './family-member.schema';

export interface AddFamilyMemberDialogProps {
  /**
   * Add pressed with a valid form. Resolves when the member was added (the
   * dialog closes); rejects when the server refused (the dialog stays open,
   * the screen toasts the failure).
   */
  onAdd: (values: FamilyMemberValues) => Promise<void>;
}

/** "Add Family Member" and its modal (002 §5 "Add-family-member form"). */
export function AddFamilyMemberDialog({ onAdd }: AddFamilyMemberDialogProps) {
  const { t } = useTranslation('patientCare');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {t('addFamilyMember')}
        </Button>
      </DialogTrigger>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t('addFamilyMember')}</DialogTitle>
        </DialogHeader>
        <FamilyMemberForm
          onAdd={async (values) => {
            await onAdd(values);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The form inside the modal: a new one (empty) each time the modal opens. */
function FamilyMemberForm({ onAdd }: AddFamilyMemberDialogProps) {
  const { t } = useTranslation('patientCare');
  const { t: formsT } = useTranslation('forms');
  const schema = useMemo(
    () =>
      familyMemberSchema({
        required: t('required'),
        phoneIncomplete: formsT(incompleteMessageKeys.phone),
        emiratesIdIncomplete: formsT(incompleteMessageKeys.emiratesId),
      }),
    [t, formsT],
  );
  const form = useForm<FamilyMemberFields, unknown, FamilyMemberValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyFamilyMember,
  });
  const [adding, setAdding] = useState(false);
  const relationOptions = familyRelations.map((relation) => ({
    id: relation,
    label: t(`relation${relation}` as const),
  }));

  async function submit(values: FamilyMemberValues) {
    setAdding(true);
    try {
      await onAdd(values);
    } catch {
      // The screen toasted the failure; the form stays as typed for another try.
    } finally {
      setAdding(false);
    }
  }

  return (
    <Form form={form} onSubmit={submit} aria-label={t('addFamilyMember')} aria-busy={adding || undefined}>
      <FieldGrid>
        <TextField label={t('firstName')} required autoComplete="off" {...form.register('firstName')} />
        <TextField label={t('lastName')} required autoComplete="off" {...form.register('lastName')} />
        <Controller
          control={form.control}
          name="relation"
          render={({ field }) => (
            <Select
              label={t('relation')}
              options={relationOptions}
              placeholder={t('chooseRelation')}
              required
              {...field}
            />
          )}
        />
        <Controller
          control={form.control}
          name="emiratesId"
          render={({ field }) => <MaskedField label={t('emiratesId')} mask="emiratesId" required {...field} />}
        />
        <Controller
          control={form.control}
          name="phoneNo"
          render={({ field }) => (
            <MaskedField label={t('phoneNo')} mask="phone" required autoComplete="off" {...field} />
          )}
        />
      </FieldGrid>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t('cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={adding} aria-busy={adding || undefined}>
          {adding ? t('adding') : t('add')}
        </Button>
      </DialogFooter>
    </Form>
  );
}
