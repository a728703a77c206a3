import { HospitalDashboardScreen, useNavigate } from '@aafiya/ui';

/** /hospital: the dashboard (000 §2.5). */
export default function HomePage() {
  const navigate = useNavigate();
  return (
    <HospitalDashboardScreen
      onOpenDoctor={(id) => {
        navigate(`/hospital/doctor-info/${id}`);
      }}
      onOpenNurse={(id) => {
        navigate(`/hospital/nurse-info/${id}`);
      }}
      onOpenLab={(id) => {
        navigate(`/hospital/lab-info/${id}`);
      }}
    />
  );
}
