// `@aafiya/ui/laboratory`: the laboratory area's screens (001 §2 "Laboratory area", #21). Its account page is
// `StaffAccountScreen` (`@aafiya/ui/shared`, kind "laboratory").
export * from './lab-requests';
export * from './lab-result-records';
