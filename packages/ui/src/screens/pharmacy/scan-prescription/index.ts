export { ScanPrescription, type ScanPrescriptionProps, type ScanResult } from './scan-prescription';
export { ScanPrescriptionScreen, type ScanPrescriptionScreenProps } from './scan-prescription.connected';
