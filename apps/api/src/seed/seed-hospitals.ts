import { doctorSpecialities, hospitals, laboratories, providers, receptionists } from '../db/schema';
import { newId } from '../ids';
import { createAccount, uniqueEmail, type SeedContext } from './context';
import type { DemoHospital } from './hospitals';
import { areas, emailName, type Person } from './people';
import { buildingPicture, portraitPicture, type Attire } from './pictures';

export interface SeededHospital {
  id: string;
  demo: DemoHospital;
  doctors: string[];
  nurses: string[];
  technicians: string[];
}

/** A profile picture that fits the person and the job. */
function portraitOf(ctx: SeedContext, p: Person, attire: Attire): Promise<string> {
  return ctx.media.image(portraitPicture(attire, p), `${emailName(p.firstName, p.lastName)}.jpg`);
}

/** One hospital or clinic with its account, doctors, nurses, technicians, laboratories and receptionists. */
export async function seedHospital(ctx: SeedContext, h: DemoHospital, index: number): Promise<SeededHospital> {
  const area = areas[h.area] ?? areas[0];
  if (!area) throw new Error('demo data: no area');
  const id = newId();
  await ctx.db.insert(hospitals).values({
    id,
    name: h.name,
    type: h.type,
    tradeLicenseNo: String(1234567 + index * 1111),
    // A licence issued last year and valid for three years, whenever the demo runs.
    issueDate: isoDate(ctx.now, -1, index),
    expiryDate: isoDate(ctx.now, 2, index),
    address: `${h.street}, ${area.state}`,
    state: area.state,
    latitude: area.lat,
    longitude: area.lng,
    phoneNo: ctx.phone(),
    email: h.email,
    insurances: h.insurances.map((name) => ctx.lookup('insurance', name)),
    pcrdpi: h.pcrdpi,
    status: 'APPROVED',
    // Its own building first, the others of the set as its gallery.
    image: await ctx.media.image(buildingPicture(index), `${h.domain}.png`),
    images: [
      await ctx.media.image(buildingPicture(index + 1), `${h.domain}-1.png`),
      await ctx.media.image(buildingPicture(index + 2), `${h.domain}-2.png`),
    ],
    about: h.about,
    openingTime: h.openingTime,
    closingTime: h.closingTime,
  });
  await createAccount(ctx, {
    email: h.email,
    role: 'HOSPITAL',
    firstName: h.name,
    lastName: '',
    referenceId: id,
    hospitalId: id,
  });

  const doctors: string[] = [];
  for (const d of h.doctors) {
    const p = ctx.names.take(d.origin, d.gender);
    const doctorId = newId();
    const email = d.email ?? uniqueEmail(ctx.emails, `dr.${emailName(p.firstName, p.lastName)}`, h.domain);
    const userId = d.email
      ? await createAccount(ctx, { email, role: 'DOCTOR', ...names(p), referenceId: doctorId, hospitalId: id })
      : null;
    const title = d.experience >= 12 ? 'Consultant' : 'Specialist';
    await ctx.db.insert(providers).values({
      id: doctorId,
      kind: 'DOCTOR',
      hospitalId: id,
      userId,
      ...names(p),
      email,
      mobile: ctx.phone(),
      image: await portraitOf(ctx, p, 'doctor'),
      experience: String(d.experience),
      about: `${title} in ${d.specialities.join(' and ')} with ${d.experience} years of experience. Speaks ${spoken(p)}.`,
      genderId: ctx.lookup('gender', p.gender === 'male' ? 'Male' : 'Female'),
      countryId: ctx.lookup('country', p.country),
      languageId: ctx.lookup('language', p.language),
    });
    await ctx.db
      .insert(doctorSpecialities)
      .values(d.specialities.map((s) => ({ doctorId, specialityId: ctx.lookup('speciality', s) })));
    doctors.push(doctorId);
  }

  const nursing = async (list: DemoHospital['nurses'], type: 'Nurse' | 'Technician') => {
    const ids: string[] = [];
    for (const n of list) {
      const p = ctx.names.take(n.origin, n.gender);
      const nurseId = newId();
      const prefix = type === 'Nurse' ? 'rn' : 'tech';
      const email = n.email ?? uniqueEmail(ctx.emails, `${prefix}.${emailName(p.firstName, p.lastName)}`, h.domain);
      const userId = n.email
        ? await createAccount(ctx, { email, role: 'NURSE', ...names(p), referenceId: nurseId, hospitalId: id })
        : null;
      await ctx.db.insert(providers).values({
        id: nurseId,
        kind: 'NURSE',
        nurseType: type,
        hospitalId: id,
        userId,
        ...names(p),
        email,
        mobile: ctx.phone(),
        image: await portraitOf(ctx, p, type === 'Nurse' ? 'nurse' : 'technician'),
        experience: String(n.experience),
        speciality: n.speciality,
        description: `${n.speciality}, ${n.experience} years in UAE hospitals.`,
      });
      ids.push(nurseId);
    }
    return ids;
  };
  const nurses = await nursing(h.nurses, 'Nurse');
  const technicians = await nursing(h.technicians, 'Technician');

  for (const [kind, list] of [
    ['lab', h.labs],
    ['reception', h.receptionists],
  ] as const) {
    for (const s of list) {
      const p = ctx.names.take(s.origin, s.gender);
      const staffId = newId();
      const email = s.email ?? uniqueEmail(ctx.emails, `${kind}.${emailName(p.firstName, p.lastName)}`, h.domain);
      const role = kind === 'lab' ? 'LABORTORY' : 'RECEPTIONIST';
      const userId = s.email
        ? await createAccount(ctx, { email, role, ...names(p), referenceId: staffId, hospitalId: id })
        : null;
      const row = {
        id: staffId,
        hospitalId: id,
        userId,
        ...names(p),
        email,
        mobile: ctx.phone(),
        image: await portraitOf(ctx, p, kind === 'lab' ? 'technician' : 'office'),
      };
      await ctx.db.insert(kind === 'lab' ? laboratories : receptionists).values(row);
    }
  }
  return { id, demo: h, doctors, nurses, technicians };
}

const names = (p: Person) => ({ firstName: p.firstName, lastName: p.lastName });
const spoken = (p: Person) => (p.language === 'English' ? 'English' : `${p.language} and English`);

/** yyyy-mm-dd, `years` from `now`, a few weeks apart per hospital. */
function isoDate(now: Date, years: number, index: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), 1 + index * 9));
  return date.toISOString().slice(0, 10);
}
