import {
  type PatientFamilyMember,
  useAddFamilyMember,
  useDeleteFamilyMember,
  usePatientFamily,
} from '@aafiya/api-client';
import { toast } from '../../../../components/toaster';
import { useTranslation } from '../../../../i18n/use-translation';
import type { FamilyMemberValues } from './family-member.schema';
import { FamilyMembers } from './family-members';

export interface FamilyMembersTabProps {
  /** The signed-in patient (the session's referenceId). */
  patientId: string;
  className?: string;
}

/**
 * The Family Members tab on the API: the list from the profile (`GET
 * /patients/profile/{id}`), add (`POST /familyMembers`) and delete (`DELETE
 * /familyMembers/{id}`), each followed by the spec's toast (002 §8) and the
 * profile fetched again (the booking form's family choice follows).
 */
export function FamilyMembersTab({ patientId, className }: FamilyMembersTabProps) {
  const { t } = useTranslation('patientCare');
  const family = usePatientFamily(patientId);
  const add = useAddFamilyMember(patientId);
  const remove = useDeleteFamilyMember();

  async function addMember(values: FamilyMemberValues) {
    try {
      await add.mutateAsync(values);
    } catch (error) {
      toast.error(t('familyMemberAddFailed'));
      throw error;
    }
    toast.success(t('familyMemberAdded'));
  }

  async function deleteMember(member: PatientFamilyMember) {
    try {
      await remove.mutateAsync(member.id);
    } catch (error) {
      toast.error(t('familyMemberDeleteFailed'));
      throw error;
    }
    toast.success(t('familyMemberDeleted'));
  }

  return (
    <FamilyMembers
      className={className}
      members={family.data ?? []}
      loading={family.isPending && family.fetchStatus !== 'idle'}
      error={family.isError}
      onRetry={() => {
        void family.refetch();
      }}
      onAdd={addMember}
      onDelete={deleteMember}
    />
  );
}
