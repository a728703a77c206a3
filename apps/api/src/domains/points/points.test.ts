import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalCodes, packages, patients, rewards, slots } from '../../db/schema';
import { newId } from '../../ids';
import { createMatrixTenant, type MatrixTenant } from '../../../test/contract-calls';
import { staffClient, type TestServer } from '../../../test/staff-client';
import { startTestServer } from '../../../test/test-server';
import { INVALID_CODE, withdrawVisitCode } from './visit-codes';

// The points economy through the HTTP API (issue 23): a booked appointment's
// promo code earns 20 points once; points buy offers in one atomic step; the
// offer's owner redeems a claim once; cancelling takes the earned points back.

let server: TestServer;
let api: ReturnType<typeof staffClient>;
let a: MatrixTenant;
let b: MatrixTenant;

beforeAll(async () => {
  server = await startTestServer();
  api = staffClient(server);
  a = await createMatrixTenant(server, 'a');
  b = await createMatrixTenant(server, 'b');
});
afterAll(async () => {
  await server.close();
});

const db = () => server.services.database.db;
const setPoints = (patientId: string, points: number) =>
  db().update(patients).set({ points }).where(eq(patients.id, patientId));
const balance = async (patientId: string) =>
  (await db().select({ points: patients.points }).from(patients).where(eq(patients.id, patientId)))[0]?.points;
const claim = (packageId: string, token = a.tokens.PATIENT) => api.send('POST', '/rewards', token, { packageId });

type Reward = {
  _id: string;
  status: string;
  voucherCode: string;
  patientId: { _id: string; firstName?: string; emiratesId?: string };
  packageId: { _id: string; points: number; type?: string };
};

describe('claiming an offer', () => {
  it('20 concurrent claims by a patient who can afford 2 give exactly 2 claims and a balance of exactly 0', async () => {
    // The vendor's offer costs 30 points; 60 pay for two.
    await setPoints(a.patientId, 60);
    const [before] = await db().select().from(packages).where(eq(packages.id, a.vendorPackageId));
    // app.request answers Response | Promise<Response>: each one made a promise for Promise.all.
    const answers = await Promise.all(Array.from({ length: 20 }, async () => claim(a.vendorPackageId)));
    const created = answers.filter((r) => r.status === 201);
    expect(created).toHaveLength(2);
    for (const refused of answers.filter((r) => r.status !== 201)) {
      await api.refused(refused, 400, 'You need 30 more points for this offer');
    }
    const claims = await Promise.all(
      created.map((r) => api.conforming<{ data: Reward }>(r, 'claimReward', 201).then((body) => body.data)),
    );
    expect(claims.map((c) => c.status)).toEqual(['PENDING', 'PENDING']);
    expect(new Set(claims.map((c) => c.voucherCode)).size).toBe(2);
    expect(claims[0]?.packageId).toMatchObject({ _id: a.vendorPackageId, points: 30, type: 'BUY_SOME_GET_SOME' });
    expect(await balance(a.patientId)).toBe(0);
    const [after] = await db().select().from(packages).where(eq(packages.id, a.vendorPackageId));
    expect(after?.subscribedCount).toBe((before?.subscribedCount ?? 0) + 2);
    const mine = await db()
      .select()
      .from(rewards)
      .where(and(eq(rewards.patientId, a.patientId), eq(rewards.packageId, a.vendorPackageId)));
    expect(mine.filter((r) => claims.some((c) => c._id === r.id)).map((r) => r.points)).toEqual([30, 30]);
  });

  it('says how many points are missing, and refuses an unknown or withdrawn offer with 404', async () => {
    await setPoints(a.patientId, 10);
    // The hospital's offer costs 50.
    await api.refused(await claim(a.packageId), 400, 'You need 40 more points for this offer');
    await setPoints(a.patientId, 49);
    await api.refused(await claim(a.packageId), 400, 'You need 1 more point for this offer');
    await api.refused(await claim(newId()), 404);
    await db().update(packages).set({ status: 'INACTIVE' }).where(eq(packages.id, b.packageId));
    await setPoints(a.patientId, 500);
    await api.refused(await claim(b.packageId), 404);
    await db().update(packages).set({ status: 'ACTIVE' }).where(eq(packages.id, b.packageId));
    // Another tenant's patient may claim any active offer: offers are public.
    expect((await claim(b.packageId)).status).toBe(201);
    expect(await balance(a.patientId)).toBe(450);
  });
});

describe('redeeming a claim', () => {
  it("only the offer's own vendor redeems it, once; the vendor learns the patient's name only", async () => {
    const path = `/rewards/${a.vendorRewardId}`;
    const body = { status: 'REDEEMED' };
    await api.refused(await api.send('PUT', path, b.tokens.VENDOR, body), 403);
    await api.refused(await api.send('PUT', path, a.tokens.HOSPITAL, body), 403);
    const { data } = await api.conforming<{ data: Reward }>(
      await api.send('PUT', path, a.tokens.VENDOR, body),
      'redeemReward',
    );
    expect(data.status).toBe('REDEEMED');
    expect(data.patientId.firstName).toBeTruthy();
    expect(data.patientId.emiratesId).toBeUndefined();
    await api.refused(
      await api.send('PUT', path, a.tokens.VENDOR, body),
      409,
      'This promo code has already been redeemed',
    );
    await api.refused(await api.send('PUT', path, a.tokens.VENDOR, { status: 'PENDING' }), 400);
  });

  it("the offer's hospital redeems its own offer's claim, not another hospital's", async () => {
    const body = { status: 'REDEEMED' };
    await api.refused(await api.send('PUT', `/rewards/${b.rewardId}`, a.tokens.HOSPITAL, body), 403);
    const ok = await api.send('PUT', `/rewards/${a.rewardId}`, a.tokens.HOSPITAL, body);
    expect((await api.conforming<{ data: Reward }>(ok, 'redeemReward')).data.status).toBe('REDEEMED');
  });

  it('withdrawing an offer gives back the points of its claims not used yet', async () => {
    await setPoints(b.patientId, 0);
    const pending = newId();
    await db()
      .insert(rewards)
      .values({ id: pending, packageId: b.vendorPackageId, patientId: b.patientId, points: 25 });
    // b.vendorRewardId (30 points) is pending too; a redeemed claim is not refunded.
    await db().update(rewards).set({ status: 'REDEEMED' }).where(eq(rewards.id, b.vendorRewardId));
    expect((await api.send('DELETE', `/packages/${b.vendorPackageId}`, b.tokens.VENDOR)).status).toBe(200);
    expect(await balance(b.patientId)).toBe(25);
  });
});

describe('earning points with an appointment promo code', () => {
  it('booking issues a code; it gives 20 points once, and an unknown, used or other patient code is refused', async () => {
    const booked = await api.send('POST', '/appointments', b.tokens.PATIENT, {
      patientId: b.patientId,
      slotId: b.slotId,
    });
    expect(booked.status).toBe(201);
    const [code] = await db().select().from(hospitalCodes).where(eq(hospitalCodes.slotId, b.slotId));
    expect(code).toMatchObject({ patientId: b.patientId, hospitalId: b.hospitalId, status: 'PENDING' });
    const verify = (body: Record<string, string>, token = b.tokens.PATIENT) =>
      api.send('POST', '/hospitalCodes/verifyCode', token, {
        slotId: b.slotId,
        code: code?.code ?? '',
        patientId: b.patientId,
        ...body,
      });
    await setPoints(b.patientId, 7);
    await api.refused(await verify({ code: 'NOPE-1234' }), 400, INVALID_CODE);
    // Another patient with this code, whether he names himself or its patient.
    await api.refused(await verify({ patientId: a.patientId }, a.tokens.PATIENT), 400, INVALID_CODE);
    await api.refused(await verify({}, a.tokens.PATIENT), 400, INVALID_CODE);
    const earned = await api.conforming<{ message: string; data: { points: number; totalPoints: number } }>(
      await verify({ code: (code?.code ?? '').toLowerCase() }),
      'verifyHospitalCode',
    );
    expect(earned).toMatchObject({ message: 'You have recieved 20 points', data: { points: 20, totalPoints: 27 } });
    await api.refused(await verify({}), 409, INVALID_CODE);
    expect(await balance(b.patientId)).toBe(27);
  });

  it('cancelling takes back the 20 points a code earned, never below zero; an unused code takes nothing', async () => {
    // Each slot an hour after the last on a day 20 days out: slots of one provider must not overlap.
    const day = new Date(Date.now() + 20 * 24 * 3600 * 1000);
    let hour = 0;
    const slotOf = async (status: 'PENDING' | 'TAKEN', points: number) => {
      const slotId = newId();
      const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 2 + hour++));
      await db()
        .insert(slots)
        .values({
          id: slotId,
          providerId: a.doctorId,
          hospitalId: a.hospitalId,
          startAt: start,
          endAt: new Date(start.getTime() + 1800_000),
          status: 'BOOKED',
          patientId: a.patientId,
        });
      await db()
        .insert(hospitalCodes)
        .values({
          id: newId(),
          hospitalId: a.hospitalId,
          slotId,
          patientId: a.patientId,
          code: newId().slice(0, 8).toUpperCase(),
          status,
        });
      await setPoints(a.patientId, points);
      return slotId;
    };
    expect(await withdrawVisitCode(db(), await slotOf('TAKEN', 55))).toEqual({ patientId: a.patientId, points: 35 });
    expect(await withdrawVisitCode(db(), await slotOf('TAKEN', 12))).toEqual({ patientId: a.patientId, points: 0 });
    const unused = await slotOf('PENDING', 12);
    expect(await withdrawVisitCode(db(), unused)).toBeUndefined();
    expect(await balance(a.patientId)).toBe(12);
    expect(await db().select().from(hospitalCodes).where(eq(hospitalCodes.slotId, unused))).toEqual([]);
    // The hospital deleting a booked appointment goes through the same rule.
    const taken = await slotOf('TAKEN', 30);
    expect((await api.send('DELETE', `/appointments/${taken}`, a.tokens.HOSPITAL)).status).toBe(200);
    expect(await balance(a.patientId)).toBe(10);
  });
});

describe("a patient's offers and claims", () => {
  it('lists the active offers of approved hospitals and vendors with their owners, and only his own claims', async () => {
    type Offer = { _id: string; points: number; owner: { kind: string; _id: string; name: string } };
    await db().update(packages).set({ status: 'ACTIVE' }).where(eq(packages.id, a.packageId));
    await db().update(packages).set({ status: 'INACTIVE' }).where(eq(packages.id, b.packageId));
    const offers = await api.conforming<{ data: Offer[] }>(
      await api.send('GET', '/packages', a.tokens.PATIENT),
      'listActiveOffers',
    );
    const ids = offers.data.map((o) => o._id);
    expect(ids).not.toContain(b.packageId);
    expect(offers.data.find((o) => o._id === a.packageId)?.owner).toMatchObject({
      kind: 'HOSPITAL',
      _id: a.hospitalId,
    });
    expect(offers.data.find((o) => o._id === a.vendorPackageId)?.owner).toMatchObject({ kind: 'VENDOR' });
    await api.refused(await api.send('GET', '/packages', a.tokens.VENDOR), 403);

    await setPoints(a.patientId, 500);
    const claimed = await api.conforming<{ data: Reward }>(await claim(a.packageId), 'claimReward', 201);
    const mine = await api.conforming<{ data: Reward[] }>(
      await api.send('GET', `/rewards/patient/${a.patientId}`, a.tokens.PATIENT),
      'listPatientRewards',
    );
    expect(mine.data.map((r) => r._id)).toContain(claimed.data._id);
    expect(mine.data.every((r) => r.patientId._id === a.patientId)).toBe(true);
    expect(mine.data.find((r) => r._id === claimed.data._id)?.voucherCode).toBe(claimed.data.voucherCode);
    await api.refused(await api.send('GET', `/rewards/patient/${a.patientId}`, b.tokens.PATIENT), 403);
  });
});
