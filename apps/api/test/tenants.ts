import { hashPassword } from '../src/auth/passwords';
import type { Claims } from '../src/auth/tokens';
import {
  hospitals,
  laboratories,
  patientHospitals,
  patients,
  providers,
  pharmacies,
  receptionists,
  slots,
  users,
  type Role,
} from '../src/db/schema';
import { newId } from '../src/ids';
import type { Server } from '../src/server';

export const PASSWORD = 'Demo@12345';

export interface Tenant {
  hospitalId: string;
  doctorId: string;
  nurseId: string;
  laboratoryId: string;
  receptionistId: string;
  /** The PHARMACY user's pharmacy (pharmacies are not a hospital's). */
  pharmacyId: string;
  patientId: string;
  slotId: string;
  tokens: Record<Role, string>;
  userIds: Record<Role, string>;
}

/**
 * One approved hospital with a user of every role, a doctor and a nurse record,
 * a patient of that hospital and a free slot. Two calls give two tenants.
 */
export async function createTenant(server: Server, tag: string): Promise<Tenant> {
  const db = server.services.database.db;
  const hospitalId = newId();
  await db.insert(hospitals).values({
    id: hospitalId,
    name: `Hospital ${tag}`,
    type: 'HOSPITAL',
    tradeLicenseNo: '7654321',
    issueDate: '2024-01-01',
    expiryDate: '2028-01-01',
    address: 'Corniche Road',
    state: 'Abu Dhabi',
    latitude: 24.47,
    longitude: 54.37,
    phoneNo: '+971-50 555 0000',
    email: `hospital-${tag}@demo.test`,
    status: 'APPROVED',
    pcrdpi: true,
  });
  const doctorId = newId();
  const nurseId = newId();
  const laboratoryId = newId();
  const receptionistId = newId();
  const pharmacyId = newId();
  const patientId = newId();
  const passwordHash = await hashPassword(PASSWORD);
  const roles: Role[] = [
    'HOSPITAL',
    'DOCTOR',
    'NURSE',
    'LABORTORY',
    'PHARMACY',
    'RECEPTIONIST',
    'ADMIN',
    'VENDOR',
    'PATIENT',
  ];
  const referenceOf = (role: Role) =>
    role === 'HOSPITAL'
      ? hospitalId
      : role === 'DOCTOR'
        ? doctorId
        : role === 'NURSE'
          ? nurseId
          : role === 'PATIENT'
            ? patientId
            : role === 'LABORTORY'
              ? laboratoryId
              : role === 'RECEPTIONIST'
                ? receptionistId
                : role === 'PHARMACY'
                  ? pharmacyId
                  : newId();
  const userIds = {} as Record<Role, string>;
  const tokens = {} as Record<Role, string>;
  for (const role of roles) {
    const id = newId();
    userIds[role] = id;
    const claims: Claims = {
      sub: id,
      role,
      referenceId: referenceOf(role),
      hospitalId: ['ADMIN', 'VENDOR', 'PATIENT', 'PHARMACY'].includes(role) ? null : hospitalId,
    };
    await db.insert(users).values({
      id,
      email: `${role.toLowerCase()}-${tag}@demo.test`,
      passwordHash,
      role,
      firstName: role,
      lastName: tag,
      referenceId: claims.referenceId,
      hospitalId: claims.hospitalId,
      emailVerified: true,
    });
    tokens[role] = await server.services.tokens.sign(claims);
  }
  await db.insert(providers).values([
    {
      id: doctorId,
      kind: 'DOCTOR',
      hospitalId,
      userId: userIds.DOCTOR,
      firstName: 'Omar',
      lastName: tag,
      email: `dr-${tag}@demo.test`,
    },
    {
      id: nurseId,
      kind: 'NURSE',
      nurseType: 'Nurse',
      hospitalId,
      userId: userIds.NURSE,
      firstName: 'Aisha',
      lastName: tag,
      email: `rn-${tag}@demo.test`,
    },
  ]);
  const person = (id: string, userId: string, name: string) => ({
    id,
    hospitalId,
    userId,
    firstName: name,
    lastName: tag,
    email: `${name.toLowerCase()}-${tag}@staff.test`,
    mobile: '+971-50 555 0101',
  });
  await db.insert(laboratories).values(person(laboratoryId, userIds.LABORTORY, 'Lab'));
  await db.insert(receptionists).values(person(receptionistId, userIds.RECEPTIONIST, 'Desk'));
  await db.insert(pharmacies).values({
    id: pharmacyId,
    userId: userIds.PHARMACY,
    name: `Pharmacy ${tag}`,
    branchName: `Pharmacy ${tag} – Corniche`,
    email: `pharmacy-${tag}@staff.test`,
    phoneNo: '+971-50 555 0202',
    address: 'Corniche Road',
    state: 'Abu Dhabi',
  });
  await db.insert(patients).values({
    id: patientId,
    userId: userIds.PATIENT,
    firstName: 'Khalid',
    lastName: tag,
    email: `khalid-${tag}@demo.test`,
    emiratesId: `784-1985-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}-1`,
    birthday: '1985-02-02',
    gender: 'male',
    location: 'Dubai Marina',
    phone: '+971-50 111 2233',
  });
  await db.insert(patientHospitals).values({ patientId, hospitalId });
  const slotId = newId();
  const start = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  start.setUTCMinutes(0, 0, 0);
  await db.insert(slots).values({
    id: slotId,
    providerId: doctorId,
    hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60 * 1000),
  });
  return {
    hospitalId,
    doctorId,
    nurseId,
    laboratoryId,
    receptionistId,
    pharmacyId,
    patientId,
    slotId,
    tokens,
    userIds,
  };
}
