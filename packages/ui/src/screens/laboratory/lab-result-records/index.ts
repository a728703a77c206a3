export { LabResultRecords, type LabResultRecordsProps } from './lab-result-records';
export { LabResultRecordsScreen, type LabResultRecordsScreenProps } from './lab-result-records.connected';
