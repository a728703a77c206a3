export {
  ReceptionistHospitalGateView,
  type ReceptionistHospitalGateViewProps,
  type WithHospital,
} from './receptionist-hospital-gate';
export { ReceptionistHospitalGate, type ReceptionistHospitalGateProps } from './receptionist-hospital-gate.connected';
