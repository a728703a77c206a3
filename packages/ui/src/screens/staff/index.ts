export { ContactLinks, type ContactLinksProps, telHrefOf } from './contact-links';
export { PersonCard, type PersonCardProps } from './person-card';
export { PersonDetail, type PersonDetailProps } from './person-detail';
export { StaffAlert, type StaffAlertProps } from './staff-alert';
export {
  StaffDirectory,
  type StaffDirectoryProps,
  type StaffDirectoryStatus,
  type StaffDirectoryTexts,
  type StaffListProps,
} from './staff-directory';
export { deleteWithToast, serverMessageOf, useSearchPage, useStaffList } from './use-staff-list';
