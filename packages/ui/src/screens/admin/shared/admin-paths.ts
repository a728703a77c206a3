/**
 * The admin area's routes (002 "Admin area"), for the links between its
 * screens: one home for the paths the role app (apps/admin) also serves.
 */
export const adminPaths = {
  dashboard: '/admin',
  claimedOffers: '/admin/claimed-offers',
  approveHospitals: '/admin/approve-hospitals',
  clinics: '/admin/clinics',
  clinic: (id: string) => `/admin/clinic/${encodeURIComponent(id)}`,
  pcr: '/admin/pcr',
  /** "See Reports" (002): /admin/pcr/{startDate} with "report" for startDate. */
  pcrReport: '/admin/pcr/report',
  expenses: '/admin/expenses',
  expensesOfMonth: (month: number) => `/admin/expenses/${month}`,
  expenseType: (type: number) => `/admin/expenses/type/${type}`,
  allExpenses: '/admin/allExpenses',
} as const;
