import { eq } from 'drizzle-orm';
import type { OperationSpec, RecordKind } from '../src/contract/contract';
import {
  doctorReports,
  familyMembers,
  files,
  hospitalServices,
  labRequests,
  nurseReports,
  packageCategories,
  packages,
  patientHospitals,
  patients,
  promoVideos,
  qrPrescriptions,
  rewards,
  sickLeaves,
  slots,
  users,
  vendors,
  type Role,
} from '../src/db/schema';
import { newId } from '../src/ids';
import type { Server } from '../src/server';
import { createTenant, type Tenant } from './tenants';

// Calling the contract's operations on real records: a tenant with a record of
// every kind a path can name, and each operation's path filled in with the
// caller's own record (access-matrix.test.ts, contract-fuzz.test.ts).

/** A tenant (tenants.ts) with a record of every kind a path names: slots, an appointment, a service, offers, a promo video. */
export type MatrixTenant = Tenant & {
  nurseSlotId: string;
  appointmentId: string;
  /** A slot of the nurse booked by the tenant's patient (a nurse is 'assigned' to it). */
  nurseAppointmentId: string;
  serviceId: string;
  packageId: string;
  vendorPackageId: string;
  /** The tenant's vendor record (its VENDOR account's referenceId). */
  vendorId: string;
  /** Claims by the tenant's patient of the hospital's offer and of the vendor's (#23). */
  rewardId: string;
  vendorRewardId: string;
  promoVideoId: string;
  /** The appointment's papers: the doctor's report, sick leave and QR prescription, and a lab request. */
  doctorReportId: string;
  sickLeaveId: string;
  qrPrescriptionId: string;
  labRequestId: string;
  /** The nurse's report of the nurse's appointment. */
  nurseReportId: string;
  /** A second patient of the hospital, with no appointments: the one deletePatient deletes (#22). */
  removablePatientId: string;
  /** A family member of the tenant's patient (#25). */
  familyMemberId: string;
};

export async function createMatrixTenant(server: Server, tag: string): Promise<MatrixTenant> {
  const tenant = await createTenant(server, tag);
  const nurseSlotId = newId();
  const start = new Date(Date.now() + 8 * 24 * 3600 * 1000);
  start.setUTCMinutes(30, 0, 0);
  await server.services.database.db.insert(slots).values({
    id: nurseSlotId,
    providerId: tenant.nurseId,
    hospitalId: tenant.hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60 * 1000),
  });
  // An appointment: a slot of the doctor booked by the tenant's patient.
  const appointmentId = newId();
  const booked = new Date(start.getTime() + 2 * 24 * 3600 * 1000);
  await server.services.database.db.insert(slots).values({
    id: appointmentId,
    providerId: tenant.doctorId,
    hospitalId: tenant.hospitalId,
    startAt: booked,
    endAt: new Date(booked.getTime() + 30 * 60 * 1000),
    status: 'BOOKED',
    patientId: tenant.patientId,
  });
  const nurseAppointmentId = newId();
  const nurseBooked = new Date(booked.getTime() + 24 * 3600 * 1000);
  await server.services.database.db.insert(slots).values({
    id: nurseAppointmentId,
    providerId: tenant.nurseId,
    hospitalId: tenant.hospitalId,
    startAt: nurseBooked,
    endAt: new Date(nurseBooked.getTime() + 30 * 60 * 1000),
    status: 'BOOKED',
    patientId: tenant.patientId,
  });
  // A service and an offer of the hospital (an offer needs a package category).
  const db = server.services.database.db;
  const serviceId = newId();
  await db.insert(hospitalServices).values({
    id: serviceId,
    hospitalId: tenant.hospitalId,
    name: `Consultation ${tag}`,
    description: 'A consultation.',
    price: 100,
    isFree: false,
  });
  const categoryId = newId();
  await db.insert(packageCategories).values({ id: categoryId, nameEn: `Check-ups ${tag}`, nameAr: `فحوصات ${tag}` });
  const packageId = newId();
  await db.insert(packages).values({
    id: packageId,
    hospitalId: tenant.hospitalId,
    type: 'ON_PERCENTAGE',
    off: 10,
    title: `Offer ${tag}`,
    categoryId,
    points: 50,
    voucherCode: `MATRIX${tag.toUpperCase()}${String(Date.now()).slice(-6)}`,
  });
  // The tenant's vendor account gets its vendor record and a package of its own.
  const [vendorUser] = await db.select().from(users).where(eq(users.id, tenant.userIds.VENDOR));
  if (!vendorUser) throw new Error('no vendor user');
  await db.insert(vendors).values({
    id: vendorUser.referenceId,
    userId: vendorUser.id,
    firstName: 'Vendor',
    lastName: tag,
    branchName: `Branch ${tag}`,
    email: `vendor-record-${tag}@demo.test`,
    address: 'Marina Walk',
    phoneNo: '+971-50 555 0102',
  });
  const vendorPackageId = newId();
  await db.insert(packages).values({
    id: vendorPackageId,
    vendorId: vendorUser.referenceId,
    type: 'BUY_SOME_GET_SOME',
    buyQuantity: 1,
    getQuantity: 1,
    title: `Vendor offer ${tag}`,
    categoryId,
    points: 30,
    voucherCode: `VENDOR${tag.toUpperCase()}${String(Date.now()).slice(-6)}`,
  });
  const rewardId = newId();
  const vendorRewardId = newId();
  await db.insert(rewards).values([
    { id: rewardId, packageId, patientId: tenant.patientId, points: 50 },
    { id: vendorRewardId, packageId: vendorPackageId, patientId: tenant.patientId, points: 30 },
  ]);
  // A promo video of the hospital (its file row first: the video names it).
  const promoVideoId = newId();
  const storedName = `${newId()}${tag.padEnd(8, '0')}.mp4`;
  await db.insert(files).values({ id: newId(), storedName, originalName: 'tour.mp4', mime: 'video/mp4', size: 1 });
  await db
    .insert(promoVideos)
    .values({ id: promoVideoId, hospitalId: tenant.hospitalId, storedName, name: `Tour ${tag}` });
  // The appointment's papers, by its doctor.
  const paper = {
    hospitalId: tenant.hospitalId,
    doctorId: tenant.doctorId,
    patientId: tenant.patientId,
    appointmentId,
  };
  const doctorReportId = newId();
  await db
    .insert(doctorReports)
    .values({ ...paper, id: doctorReportId, treatmentType: 'Medication', description: `Rest and fluids ${tag}` });
  const sickLeaveId = newId();
  await db
    .insert(sickLeaves)
    .values({ ...paper, id: sickLeaveId, from: '2026-12-01', to: '2026-12-03', description: 'Flu' });
  const qrPrescriptionId = newId();
  await db.insert(qrPrescriptions).values({
    ...paper,
    id: qrPrescriptionId,
    treatmentType: 'Medication',
    prescription: 'Paracetamol 500 mg',
    dosageADay: 3,
    consumptionDays: 5,
  });
  const labRequestId = newId();
  await db
    .insert(labRequests)
    .values({ ...paper, id: labRequestId, laboratoryId: tenant.laboratoryId, tests: [{ test: 'CBC' }] });
  const nurseReportId = newId();
  await db.insert(nurseReports).values({
    id: nurseReportId,
    hospitalId: tenant.hospitalId,
    nurseId: tenant.nurseId,
    patientId: tenant.patientId,
    appointmentId: nurseAppointmentId,
    height: 1.7,
    weight: 70,
    bp: '120/80',
    bt: 36.8,
    complain: 'Routine vitals.',
    heartRate: 72,
    glucose: 95,
  });
  const removablePatientId = newId();
  await db.insert(patients).values({
    id: removablePatientId,
    firstName: 'Salem',
    lastName: tag,
    email: `salem-${tag}@demo.test`,
    emiratesId: `784-1990-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}-2`,
    birthday: '1990-03-03',
    gender: 'male',
    location: 'Al Ain',
    phone: '+971-50 111 2244',
  });
  await db.insert(patientHospitals).values({ patientId: removablePatientId, hospitalId: tenant.hospitalId });
  const familyMemberId = newId();
  await db.insert(familyMembers).values({
    id: familyMemberId,
    patientId: tenant.patientId,
    firstName: 'Mariam',
    lastName: tag,
    relation: 'DAUGHTER',
    emiratesId: `784-2015-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}-3`,
    phoneNo: '+971-50 111 2255',
  });
  return {
    ...tenant,
    nurseSlotId,
    appointmentId,
    nurseAppointmentId,
    serviceId,
    packageId,
    vendorPackageId,
    vendorId: vendorUser.referenceId,
    rewardId,
    vendorRewardId,
    promoVideoId,
    doctorReportId,
    sickLeaveId,
    qrPrescriptionId,
    labRequestId,
    nurseReportId,
    removablePatientId,
    familyMemberId,
  };
}

/** The id of the record of `kind` that is the caller's own (or its hospital's) in tenant t. */
function recordOf(t: MatrixTenant, kind: Exclude<RecordKind, 'none'>, role: Role, operationId: string): string {
  switch (kind) {
    case 'user':
      return t.userIds[role];
    case 'hospital':
      return t.hospitalId;
    case 'patient':
      // Deleting the tenant's patient would take his appointments and papers, which later calls name.
      return operationId === 'deletePatient' ? t.removablePatientId : t.patientId;
    case 'provider':
      return role === 'NURSE' || operationId.toLowerCase().includes('nurse') ? t.nurseId : t.doctorId;
    case 'slot':
      return role === 'NURSE' || operationId.toLowerCase().includes('nurse') ? t.nurseSlotId : t.slotId;
    case 'laboratory':
      return t.laboratoryId;
    case 'receptionist':
      return t.receptionistId;
    case 'appointment':
      return role === 'NURSE' ? t.nurseAppointmentId : t.appointmentId;
    case 'service':
      return t.serviceId;
    case 'package':
      return role === 'VENDOR' ? t.vendorPackageId : t.packageId;
    case 'promo-video':
      return t.promoVideoId;
    case 'doctor-report':
      return t.doctorReportId;
    case 'sick-leave':
      return t.sickLeaveId;
    case 'qr-prescription':
      return t.qrPrescriptionId;
    case 'lab-request':
      return t.labRequestId;
    case 'nurse-report':
      return t.nurseReportId;
    case 'doctor-or-laboratory':
      return role === 'LABORTORY' ? t.laboratoryId : t.doctorId;
    case 'pharmacy':
      return t.pharmacyId;
    case 'vendor':
      return t.vendorId;
    case 'reward':
      return role === 'VENDOR' ? t.vendorRewardId : t.rewardId;
    case 'family-member':
      return t.familyMemberId;
  }
}

export function pathFor(operation: OperationSpec, t: MatrixTenant, role: Role | undefined): string {
  const resource = operation.resource;
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (resource?.in === 'path' && resource.record !== 'none' && resource.param === name)
      return recordOf(t, resource.record, role ?? 'ADMIN', operation.operationId);
    const spec = operation.parameters.find((p) => p.name === name);
    const schema = spec?.schema as { format?: string; pattern?: string } | undefined;
    if (schema?.format === 'email') return 'someone@demo.test';
    if (schema?.pattern?.includes('.')) return 'file.jpg';
    return '65f1c0a2b3d4e5f601234567';
  });
}
