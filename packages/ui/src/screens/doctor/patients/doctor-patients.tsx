import type { PatientCard } from '@aafiya/api-client';
import { PatientsList } from '../../hospital/patient';

export interface DoctorPatientsProps {
  patients: readonly PatientCard[];
  /** Zero-based page shown. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** A card was opened: the app goes to /doctors/patient-info/{id}. */
  onOpenPatient: (id: string) => void;
  loading?: boolean;
  /** The page could not be loaded: "Problem while getting patients" (001 §8). */
  error?: boolean;
  className?: string;
}

/**
 * The doctor's Patient list (001 §2, /doctors/patient): cards with "Mr/Mrs."
 * and the name, gender, and the email (mailto:) and phone (tel:) links, the
 * zero-based pager, and "No patients Found" when there are none. The same
 * cards as the other areas' patient lists (000 §2.5), without the nurse's Add
 * Patient: only the nurse role has it.
 */
export function DoctorPatients({ onOpenPatient, ...props }: DoctorPatientsProps) {
  return <PatientsList {...props} onOpen={onOpenPatient} />;
}
