// admin: the back office; so far the approval of registered hospitals (the rest is #22, see ../not-built-yet.ts).
export { hospitalApprovalHandlers } from './hospital-approval';
// the catalogues' writes: specialities, insurances, package categories, categories, addons (catalogues/).
export { catalogueHandlers } from './catalogues';
// vendors, finance, the PCR schedule, claimed offers, the dashboard, deleting patients (one group).
export { backOfficeHandlers } from './back-office';
