import { useTranslation } from '../../i18n/use-translation';

const treatmentKeys: Record<string, 'treatmentMedication' | 'treatmentSkinDesease'> = {
  Medication: 'treatmentMedication',
  'Skin Desease': 'treatmentSkinDesease',
};

/** A treatment type (001 §5: Medication, Skin Desease) in the reader's language; an unknown one as stored. */
export function useTreatmentName(): (type: string) => string {
  const { t } = useTranslation('papers');
  return (type) => {
    const key = treatmentKeys[type];
    return key ? t(key) : type;
  };
}

/** A paper's medicines, one line each: "Paracetamol 500 mg: 3 a day for 5 days". */
export function MedicineList({
  medicines,
}: {
  medicines: readonly { medicine: string; dosage: number; days: number }[];
}) {
  const { t } = useTranslation('papers');
  return (
    <ul className="list-disc ps-5">
      {medicines.map((m) => (
        <li key={`${m.medicine}-${String(m.dosage)}-${String(m.days)}`}>
          {t('medicineLine', { medicine: m.medicine, dosage: m.dosage, days: m.days })}
        </li>
      ))}
    </ul>
  );
}
