// `@aafiya/ui/vendor`: the vendor area's screens (002 "Vendor area", #23), each folder named after its route:
// packages/ (the root, Vendor Packages), promo-codes/ and profile/.
export * from './packages';
export * from './promo-codes';
export * from './profile';
