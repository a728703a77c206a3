export {
  DispensedPrescriptions,
  type DispensedPrescriptionsProps,
  preloadDispensedPrescriptions,
} from './dispensed-prescriptions';
export {
  DispensedPrescriptionsScreen,
  type DispensedPrescriptionsScreenProps,
} from './dispensed-prescriptions.connected';
