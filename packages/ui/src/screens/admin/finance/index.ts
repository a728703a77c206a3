export { ClinicFinanceScreen, type ClinicFinanceScreenProps } from './clinic-finance.connected';
export { FinanceReport, type FinanceReportProps } from './finance-report';
export { PcrFinanceScreen, type PcrFinanceScreenProps } from './pcr-finance.connected';
export type { FinanceReportSaver } from './use-finance-report';
