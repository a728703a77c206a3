import type { PatientFamilyMember } from '@aafiya/api-client';
import { Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { codeColumn, createDataTableColumnHelper, DataTable } from '../../../../components/data-table';
import { UserText } from '../../../../components/user-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { cn } from '../../../../lib/cn';
import { AddFamilyMemberDialog } from './add-family-member-dialog';
import type { FamilyMemberValues } from './family-member.schema';

export interface FamilyMembersProps {
  members: readonly PatientFamilyMember[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The add form's Add with valid values; resolves once added (the modal closes), rejects when refused. */
  onAdd: (values: FamilyMemberValues) => Promise<void>;
  /** The confirmation's Delete; resolves once deleted, rejects when refused (the confirmation stays open). */
  onDelete: (member: PatientFamilyMember) => Promise<void>;
  className?: string;
}

const col = createDataTableColumnHelper<PatientFamilyMember>();
const nameOf = (member: PatientFamilyMember) => [member.firstName, member.lastName].filter(Boolean).join(' ');

/**
 * The patient dashboard's Family Members tab (002 "Patient dashboard", §3
 * "Family member", §5, §8): name, relation, Emirates ID and phone (a dash when
 * none), "Add Family Member" (the modal of the add form) and Delete after the
 * spec's confirmation ('Are you sure you want to delete this item?'). Empty:
 * "no family members yet".
 */
export function FamilyMembers({
  members,
  loading = false,
  error = false,
  onRetry,
  onAdd,
  onDelete,
  className,
}: FamilyMembersProps) {
  const { t } = useTranslation('patientCare');
  const titleId = useId();
  const [deleting, setDeleting] = useState<PatientFamilyMember | null>(null);
  const columns = useMemo(
    () =>
      col.columns([
        col.display({ id: 'name', header: t('name'), cell: ({ row }) => <UserText>{nameOf(row.original)}</UserText> }),
        col.accessor('relation', { header: t('relation'), cell: (info) => t(`relation${info.getValue()}` as const) }),
        col.accessor('emiratesId', {
          header: t('emiratesId'),
          cell: (info) => info.getValue() || t('dash'),
          meta: codeColumn,
        }),
        col.accessor('phoneNo', {
          header: t('phoneNo'),
          // 002 §3: the phone shows a dash when empty.
          cell: (info) => info.getValue() || t('dash'),
          meta: codeColumn,
        }),
      ]),
    [t],
  );
  return (
    <section aria-labelledby={titleId} data-slot="family-members" className={cn('flex flex-col gap-4', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold text-foreground">
          {t('familyTitle')}
        </h2>
        <AddFamilyMemberDialog onAdd={onAdd} />
      </div>
      <DataTable
        caption={t('familyTitle')}
        hideCaption
        columns={columns}
        data={members}
        getRowId={(member) => member.id}
        loading={loading}
        error={error ? t('loadFailed') : false}
        onRetry={onRetry}
        emptyText={t('noFamilyMembers')}
        rowActions={(member) => (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('deleteMember', { name: nameOf(member) })}
            onClick={() => {
              setDeleting(member);
            }}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </section>
  );
}
