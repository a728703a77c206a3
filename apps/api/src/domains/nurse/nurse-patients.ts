// The nurse's Add Patient (001 §2 "Patient list", §5 "Add Patient by nurse"):
// a patient account and record, made one of the nurse's hospital's patients.
import { and, eq, isNull } from 'drizzle-orm';
import { patientHospitals, patients } from '../../db/schema';
import { conflict, forbidden } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { toPatientRecord } from '../hospital/patients';
import { assertEmailFree, NO_PASSWORD } from '../hospital/staff/accounts';
import { sendLink } from '../public/email-links';
import { insertPatientAccount } from '../shared/patient-accounts';

/** 409 for an Emirates ID another patient has (the same text as the database's own refusal, http/errors.ts). */
const DUPLICATE_EMIRATES_ID = 'This Emirates ID is already registered';

export const nursePatientHandlers = {
  /**
   * Adds a patient: a PATIENT account and its patient record, linked to the
   * nurse's hospital so that it shows in the hospital's patient list. The
   * contract has checked every field (all required, the +971 and Emirates ID
   * masks, gender male or female). The e-mail must be free in every account
   * and staff record, the Emirates ID in every patient record (409 each).
   *
   * The nurse sets no password: as for the accounts a hospital makes for its
   * staff, the account gets none that could ever verify (NO_PASSWORD), and the
   * patient chooses one through password recovery. A recovery link is mailed
   * at once; when it has expired, "Forgot password" on the sign-in page sends
   * a new one. The address counts as confirmed: a password can only be set
   * through a link mailed to it.
   */
  async createNursePatient({ body, user }, services) {
    const hospitalId = user?.role === 'NURSE' ? user.hospitalId : null;
    if (!hospitalId) throw forbidden();
    const db = services.database.db;
    const email = body.email.toLowerCase();
    await assertEmailFree(db, email);
    const [sameEmail] = await db.select({ id: patients.id }).from(patients).where(eq(patients.email, email)).limit(1);
    if (sameEmail) throw conflict('This email is already registered');
    const [sameId] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.emiratesId, body.emiratesId), isNull(patients.anonymisedAt)))
      .limit(1);
    if (sameId) throw conflict(DUPLICATE_EMIRATES_ID);

    // A concurrent twin is refused by the unique indexes instead (409 with the same texts).
    const { user: account, patient } = await db.transaction(async (tx) => {
      const made = await insertPatientAccount(tx, {
        email,
        passwordHash: NO_PASSWORD,
        emailVerified: true,
        firstName: body.firstName,
        lastName: body.lastName,
        emiratesId: body.emiratesId,
        birthday: body.birthday,
        gender: body.gender,
        location: body.location,
        phone: body.mobile,
      });
      await tx.insert(patientHospitals).values({ patientId: made.patient.id, hospitalId });
      return made;
    });
    await sendLink(services, account, 'RESET_PASSWORD');
    return { status: 201, json: { data: toPatientRecord(patient) } };
  },
} satisfies HandlerGroup;
