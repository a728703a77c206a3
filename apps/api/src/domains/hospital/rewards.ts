// Claimed offers of the hospital area (000 §2.5 "Claimed Offers").
import { desc, eq } from 'drizzle-orm';
import { hospitals, packages, patients, rewards } from '../../db/schema';
import type { HandlerGroup } from '../../http/types';
import { toPatientRef } from '../shared/scheduling/appointment-view';

export const hospitalRewardHandlers = {
  /**
   * The offers patients claimed from a hospital, newest first (the policy has
   * checked that the hospital is the caller's). Title, points and voucher
   * code are the offer's.
   */
  async listHospitalRewards({ params }, services) {
    const rows = await services.database.db
      .select({
        reward: rewards,
        patient: patients,
        offer: { id: packages.id, title: packages.title, points: packages.points, voucherCode: packages.voucherCode },
        hospital: { id: hospitals.id, name: hospitals.name, address: hospitals.address, image: hospitals.image },
      })
      .from(rewards)
      .innerJoin(packages, eq(packages.id, rewards.packageId))
      .innerJoin(hospitals, eq(hospitals.id, packages.hospitalId))
      .innerJoin(patients, eq(patients.id, rewards.patientId))
      .where(eq(packages.hospitalId, params.hospitalId))
      .orderBy(desc(rewards.createdAt), desc(rewards.id));
    const data = rows.map(({ reward, patient, offer, hospital }) => ({
      _id: reward.id,
      createdAt: reward.createdAt.toISOString(),
      status: reward.status,
      patientId: toPatientRef(patient),
      packageId: { _id: offer.id, title: offer.title, points: offer.points, voucherCode: offer.voucherCode },
      hospitalId: {
        _id: hospital.id,
        name: hospital.name,
        address: hospital.address,
        ...(hospital.image ? { image: hospital.image } : {}),
      },
    }));
    return { json: { data } };
  },
} satisfies HandlerGroup;
