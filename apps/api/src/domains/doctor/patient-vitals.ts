// The patient profile's vitals form (001 §2 "Patient profile (shared)", §7
// "Update patient vitals"): a nurse or doctor of a hospital the patient is
// linked to (the policy's 'own-hospital' on the patient), or the patient
// himself (his own form also sends diseases), sets the patient's vitals.
import { eq } from 'drizzle-orm';
import { patients } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { toPatientRecord } from '../hospital/patients';

/** A list typed as comma-separated text: each entry trimmed, blank and repeated ones dropped. */
function cleanList(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v.length > 0))];
}

export const patientVitalHandlers = {
  /**
   * PUT /patients/vitals/{id}: bloodType, allergies, height and weight always
   * (the contract requires them); heartRate, temprature, glucose and diseases
   * when sent (the nurse form sends the first three, the patient's form
   * diseases), so one form never clears what only the other edits. Answers the
   * patient with his vitals.
   */
  async updatePatientVitals({ params, body }, services) {
    const [row] = await services.database.db
      .update(patients)
      .set({
        bloodType: body.bloodType,
        allergies: cleanList(body.allergies),
        height: body.height,
        weight: body.weight,
        ...(body.heartRate === undefined ? {} : { heartRate: body.heartRate }),
        ...(body.temprature === undefined ? {} : { temperature: body.temprature }),
        ...(body.glucose === undefined ? {} : { glucose: body.glucose }),
        ...(body.diseases === undefined ? {} : { diseases: cleanList(body.diseases) }),
      })
      .where(eq(patients.id, params.id))
      .returning();
    if (!row) throw notFound('Patient not found');
    return { json: { data: toPatientRecord(row) } };
  },
} satisfies HandlerGroup;
