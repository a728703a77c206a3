import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { PatientsListScreen } from '../../hospital/patient/patients-list.connected';
import { AddPatientDialogScreen } from './add-patient-dialog.connected';

export interface NursePatientsScreenProps {
  /** A card was opened: the app goes to /nurse/patient-info/{id}. */
  onOpen: (id: string) => void;
  className?: string;
}

/**
 * /nurse/patient (001 §2): the shared patient list (`GET /patients?page=`)
 * with, for the nurse only, the Add Patient button and modal beside its
 * title; a new patient refreshes the list.
 */
export function NursePatientsScreen({ onOpen, className }: NursePatientsScreenProps) {
  const { t } = useTranslation('nurse');
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PatientsListScreen
        className={className}
        onOpen={onOpen}
        action={
          <Button
            aria-haspopup="dialog"
            onClick={() => {
              setAdding(true);
            }}
          >
            <Plus aria-hidden="true" />
            {t('addPatient')}
          </Button>
        }
      />
      <AddPatientDialogScreen open={adding} onOpenChange={setAdding} />
    </>
  );
}
