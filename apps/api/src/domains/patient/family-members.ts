// A patient's family members (002 §8 "Family Members"; #25): he adds them (every
// field required, the seven relations, Emirates ID and +971 masks: the contract's
// FamilyMemberCreate checks each one, "emiratesId is not in the expected format")
// and deletes them, to book appointments for them. The access policy lets a
// patient delete only his own family's members (x-resource family-member).
import { and, eq, gt, inArray } from 'drizzle-orm';
import { familyMembers, patients, slots } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import { textFields } from '../hospital/staff/fields';
import { toFamilyMember } from '../shared/mappers';

/** Spec choice (not shown): one person is added once, and the patient is not his own family member. */
const ALREADY_ADDED = 'This Emirates ID is already in your family members';
/** Spec choice (not shown): the member's upcoming bookings are cancelled first (the contract's 409). */
const HAS_UPCOMING = 'This family member has upcoming appointments: cancel them first';

export const familyMemberHandlers = {
  /** POST /familyMembers: the new member of the caller's family, with the spec's toast. */
  async createFamilyMember({ body, user }, services) {
    if (user?.role !== 'PATIENT') throw forbidden();
    // The member is always the caller's: a patientId naming another patient is refused.
    if (body.patientId !== undefined && body.patientId !== user.referenceId) throw forbidden();
    const names = textFields(body, ['firstName', 'lastName'] as const);
    const db = services.database.db;
    const [patient] = await db
      .select({ id: patients.id, emiratesId: patients.emiratesId })
      .from(patients)
      .where(eq(patients.id, user.referenceId));
    if (!patient) throw notFound('Patient not found');
    const [twin] = await db
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(and(eq(familyMembers.patientId, patient.id), eq(familyMembers.emiratesId, body.emiratesId)))
      .limit(1);
    if (twin || patient.emiratesId === body.emiratesId) throw conflict(ALREADY_ADDED);
    const [row] = await db
      .insert(familyMembers)
      .values({
        id: newId(),
        patientId: patient.id,
        firstName: names.firstName ?? body.firstName,
        lastName: names.lastName ?? body.lastName,
        relation: body.relation,
        emiratesId: body.emiratesId,
        phoneNo: body.phoneNo,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return { status: 201, json: { message: 'Family Member Added Successfully', data: toFamilyMember(row) } };
  },

  /**
   * DELETE /familyMembers/{id}: refused (409) while the member has an upcoming
   * booked or approved appointment; his past appointments stay in the
   * patient's history (they name the member by id, and show no name once he is gone).
   */
  async deleteFamilyMember({ params }, services) {
    const db = services.database.db;
    const removed = await db.transaction(async (tx) => {
      const held = await tx
        .select({ id: slots.id })
        .from(slots)
        .where(
          and(
            eq(slots.familyMemberId, params.id),
            inArray(slots.status, ['BOOKED', 'APPROVED']),
            gt(slots.startAt, services.now()),
          ),
        )
        .limit(1);
      if (held.length > 0) throw conflict(HAS_UPCOMING);
      return tx.delete(familyMembers).where(eq(familyMembers.id, params.id)).returning({ id: familyMembers.id });
    });
    if (removed.length === 0) throw notFound('Family member not found');
    return { json: { message: 'Family Member Deleted Successfully', data: { _id: params.id } } };
  },
} satisfies HandlerGroup;
