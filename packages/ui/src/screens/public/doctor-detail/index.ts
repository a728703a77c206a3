export {
  type PublicDoctorDetailState,
  PublicDoctorDetailView,
  type PublicDoctorDetailViewProps,
} from './doctor-detail';
export { PublicDoctorDetailScreen, type PublicDoctorDetailScreenProps } from './doctor-detail.connected';
