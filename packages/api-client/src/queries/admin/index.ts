// The admin back office (#22): its catalogues (specialities, insurances, package categories, categories, addons,
// vendors), the hospital approvals, clinics and finance, PCR, claimed offers and the dashboard.
export * from './catalogues';
