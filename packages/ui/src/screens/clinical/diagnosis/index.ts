export { Diagnosis, type DiagnosisProps, type DiagnosisStatus } from './diagnosis';
export type { DiagnosisDialog, DiagnosisViewer } from './diagnosis-actions';
export type { ReportState } from './diagnosis-sections';
export { DiagnosisScreen, type DiagnosisScreenProps } from './diagnosis.connected';
