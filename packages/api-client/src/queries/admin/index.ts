// The admin back office (#22): its catalogues (specialities, insurances, package categories, categories, addons,
// vendors), the hospital approvals, clinics and finance, PCR, claimed offers and the dashboard.
export * from './catalogues';
export { type AdminDashboardCounts, adminDashboardQueryOptions, useAdminDashboard } from './admin-dashboard';
export {
  type AdminClaimedOfferRow,
  allClaimedOffersQueryOptions,
  toAdminClaimedOfferRow,
  useAllClaimedOffers,
} from './claimed-offers';
export { type ClinicListItem, clinicsQueryOptions, toClinicListItem, useClinics } from './clinics';
export {
  FINANCE_FEE_AED,
  FINANCE_REPORT_FILENAME,
  type FinanceAppointmentRow,
  type FinancePeriod,
  type FinanceReportRequest,
  type FinanceScope,
  type FinanceStatistics,
  type FinanceStatusCount,
  fetchFinanceReport,
  financeStatisticsQueryOptions,
  hospitalFinanceQueryOptions,
  toClinicFinanceRow,
  toFinanceStatistics,
  toPcrFinanceRow,
  useDownloadFinanceReport,
  useFinanceStatistics,
  useHospitalFinance,
} from './finance';
export {
  fetchTradeLicense,
  type HospitalApprovalRow,
  pendingHospitalsQueryOptions,
  toHospitalApprovalRow,
  useApproveHospital,
  usePendingHospitals,
  useTradeLicense,
} from './hospital-approvals';
export {
  type AdminPcrSlotView,
  allPcrTestSlotsQueryOptions,
  toAdminPcrSlotView,
  useAllPcrTestSlots,
} from './pcr-schedule';
