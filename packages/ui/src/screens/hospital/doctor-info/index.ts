export { DoctorDetail, type DoctorDetailProps, type DoctorDetailTab } from './doctor-detail';
export { DoctorDetailScreen, type DoctorDetailScreenProps } from './doctor-detail.connected';
