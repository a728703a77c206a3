import { useApi, useReceptionistHospital } from '@aafiya/api-client';
import { ReceptionistHospitalGateView, type WithHospital } from './receptionist-hospital-gate';

export interface ReceptionistHospitalGateProps {
  /** The page, given the receptionist's hospital id: `{(hospitalId) => <HospitalOffersScreen hospitalId={hospitalId} readOnly />}`. */
  children: WithHospital;
  className?: string;
}

/**
 * The signed-in receptionist's hospital on the API (`GET /receptionists/{id}`
 * with the session's referenceId, its `hospitalId._id`), handed to the
 * hospital screen the page reuses. Nobody signed in as a receptionist: the
 * failure, without Try again.
 */
export function ReceptionistHospitalGate({ children, className }: ReceptionistHospitalGateProps) {
  const receptionistId = useApi().session.getReferenceId();
  const query = useReceptionistHospital(receptionistId);
  return (
    <ReceptionistHospitalGateView
      className={className}
      status={query.data ? 'ready' : query.isError || !receptionistId ? 'error' : 'loading'}
      hospitalId={query.data?.hospitalId}
      onRetry={receptionistId ? () => void query.refetch() : undefined}
    >
      {children}
    </ReceptionistHospitalGateView>
  );
}
