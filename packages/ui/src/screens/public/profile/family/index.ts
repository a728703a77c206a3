export { FamilyMembers, type FamilyMembersProps } from './family-members';
export { FamilyMembersTab, type FamilyMembersTabProps } from './family-members.connected';
export type { FamilyMemberValues } from './family-member.schema';
