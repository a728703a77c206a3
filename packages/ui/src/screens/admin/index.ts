// `@aafiya/ui/admin`: the admin back office's screens (002 "Admin area", #22), each folder named after its route:
// catalogues/ (specialities, insurances, package categories, categories, addons, vendors), and the approvals,
// clinics and finance, PCR, claimed offers, dashboard and expenses folders.
export * from './catalogues';
export * from './approve-hospitals';
export * from './claimed-offers';
export * from './clinics';
export * from './dashboard';
export * from './expenses';
export * from './finance';
export * from './pcr';
