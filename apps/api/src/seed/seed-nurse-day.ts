// The nurse area's demo (#20): nurse@demo.ae's appointments today.
import { patientHospitals, slots } from '../db/schema';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { freeHalfHoursToday, HALF_HOUR } from './free-half-hours';
import type { SeededHospital } from './seed-hospitals';
import type { SeededService } from './seed-offers';
import type { SeededPatient } from './seed-patients';

/**
 * nurse@demo.ae (the main hospital's first nurse) has two NURSE-type
 * appointments booked today, whatever the day or hour, each with a service of
 * the hospital (one she gives when there is one): "End Treatment" on her
 * dashboard (001 §2), one to end and one to record the vitals of. Their
 * patients are others than doctor@demo.ae's two of today (seedDoctorsDay), so
 * the hospital's day lists four booked patients, each with an Emirates ID.
 */
export async function seedNurseDay(
  ctx: SeedContext,
  hospitals: SeededHospital[],
  offered: SeededService[],
  patients: SeededPatient[],
): Promise<void> {
  const hospital = hospitals[0];
  const nurseId = hospital?.nurses[0];
  if (!hospital || !nurseId) return;
  const own = patients.filter((p) => p.hospitalId === hospital.id);
  const services = offered.filter((s) => s.hospitalId === hospital.id);
  const service = services.find((s) => s.providerIds.includes(nurseId)) ?? services[0];
  const times = await freeHalfHoursToday(ctx, nurseId, 2);
  const plans = [
    { patient: own[3], description: 'Dressing change on a healing wound.' },
    { patient: own[4], description: 'Blood pressure and sugar check.' },
  ];
  for (const [i, from] of times.entries()) {
    const plan = plans[i];
    if (!plan?.patient) continue;
    await ctx.db.insert(slots).values({
      id: newId(),
      providerId: nurseId,
      hospitalId: hospital.id,
      startAt: from,
      endAt: new Date(from.getTime() + HALF_HOUR),
      status: 'BOOKED',
      patientId: plan.patient.id,
      serviceId: service?.id ?? null,
      description: plan.description,
    });
    await ctx.db
      .insert(patientHospitals)
      .values({ patientId: plan.patient.id, hospitalId: hospital.id })
      .onConflictDoNothing();
  }
}
