import { apiAs } from './sessions';

// The demo doctor and new slots of his for the booking tests (patient site, patient dashboard).

const hospital = apiAs('hospital@demo.ae');

/** doctor@demo.ae as the public hospital page lists him, with his hospital's id. */
export async function demoDoctor() {
  const hospitalId = hospital.session.getReferenceId() ?? '';
  const { data } = await hospital.GET('/hospitals/details/{id}', { params: { path: { id: hospitalId } } });
  const doctorId = apiAs('doctor@demo.ae').session.getReferenceId();
  const doctor = data?.data.doctors.find((d) => d._id === doctorId);
  if (!doctor) throw new Error("doctor@demo.ae is not on his hospital's public page");
  const service = data?.data.otherServices.find((s) => s.doctors?.some((d) => d._id === doctor._id));
  if (!service) throw new Error('doctor@demo.ae provides no service');
  return { hospitalId, hospitalName: data?.data.hospital.name ?? '', doctor, service };
}

/**
 * A new free slot of doctor@demo.ae `daysAhead` days from now, at the first
 * half hour of the evening (Dubai) that no other slot of his holds: the
 * demo's slots are in the day, so a test never takes one another test uses.
 */
export async function freeSlot(daysAhead: number, serviceId?: string) {
  const { hospitalId, doctor } = await demoDoctor();
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + daysAhead);
  for (let halfHour = 0; halfHour < 16; halfHour += 1) {
    // 18:00 UTC (22:00 Dubai) onwards, within the same UTC day (the browser's, this machine's).
    const from = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 16, 0) + halfHour * 1_800_000,
    );
    const { response } = await hospital.POST('/slots', {
      body: { hospitalId, doctorId: doctor._id, from: from.toISOString(), ...(serviceId ? { serviceId } : {}) },
    });
    if (response.status === 201) return from;
    if (response.status !== 409) throw new Error(`Creating a slot answered ${response.status}`);
  }
  throw new Error('No free evening half hour for doctor@demo.ae');
}
