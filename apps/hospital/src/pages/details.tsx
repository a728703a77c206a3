import {
  DoctorDetailScreen,
  LaboratoryDetailScreen,
  NurseDetailScreen,
  PatientProfileScreen,
  ReceptionistDetailScreen,
  useNavigate,
} from '@aafiya/ui';
import { useParams } from 'wouter';

/** The id of a detail route (/hospital/doctor-info/:id, …). */
function useId(): string {
  return useParams<{ id: string }>().id;
}

export function DoctorInfoPage() {
  return <DoctorDetailScreen doctorId={useId()} />;
}

export function NurseInfoPage() {
  return <NurseDetailScreen nurseId={useId()} />;
}

export function LaboratoryInfoPage() {
  const navigate = useNavigate();
  return (
    <LaboratoryDetailScreen
      id={useId()}
      onDeleted={() => {
        navigate('/hospital/laboratory');
      }}
    />
  );
}

export function ReceptionistInfoPage() {
  return <ReceptionistDetailScreen id={useId()} />;
}

export function PatientInfoPage() {
  return <PatientProfileScreen patientId={useId()} />;
}
