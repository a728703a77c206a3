// What the admin's screens review (#22): a clinic that registered and waits for
// approval, with its trade licence PDF, and offers of the vendors claimed by
// patients (the hospitals' claimed offers come from seed-hospital-records.ts).
import { asc, isNotNull } from 'drizzle-orm';
import { hospitals, packages, rewards } from '../db/schema';
import { newId } from '../ids';
import { createAccount, type SeedContext } from './context';
import { areas } from './people';
import type { SeededPatient } from './seed-patients';

const HOUR = 60 * 60 * 1000;

/** The clinic waiting for approval; its account signs in with the demo password once approved. */
export const PENDING_CLINIC = {
  name: 'Marina Family Clinic',
  email: 'info@marinafamilyclinic.ae',
  street: 'Marina Walk, Tower 3',
  tradeLicenseNo: '7788990',
} as const;

export async function seedAdminReview(ctx: SeedContext, patients: SeededPatient[]): Promise<void> {
  await seedPendingClinic(ctx);
  await seedVendorClaims(ctx, patients);
}

/** A registration as the form makes it: no profile, pictures or staff yet; a trade licence PDF. */
async function seedPendingClinic(ctx: SeedContext): Promise<void> {
  const area = areas[0];
  if (!area) throw new Error('demo data: no area');
  const year = ctx.now.getUTCFullYear();
  const issueDate = `${year}-01-10`;
  const expiryDate = `${year + 1}-01-09`;
  const licence = await tradeLicencePdf({ ...PENDING_CLINIC, issueDate, expiryDate, area: area.area });
  const fileId = await ctx.media.documentFile(ctx.db, licence, 'trade-licence.pdf');
  const id = newId();
  ctx.emails.add(PENDING_CLINIC.email);
  await ctx.db.insert(hospitals).values({
    id,
    name: PENDING_CLINIC.name,
    type: 'CLINIC',
    tradeLicenseNo: PENDING_CLINIC.tradeLicenseNo,
    issueDate,
    expiryDate,
    address: `${PENDING_CLINIC.street}, ${area.area}, ${area.state}`,
    state: area.state,
    latitude: area.lat,
    longitude: area.lng,
    phoneNo: ctx.phone(),
    email: PENDING_CLINIC.email,
    tradeLicenseFileId: fileId,
    status: 'PENDING',
  });
  await createAccount(ctx, {
    email: PENDING_CLINIC.email,
    role: 'HOSPITAL',
    firstName: PENDING_CLINIC.name,
    lastName: '',
    referenceId: id,
    hospitalId: id,
  });
}

/**
 * Patients claiming the vendors' active offers over the last days; some already
 * redeemed. vendor@demo.ae's promo codes (#23) are the pending claims of its offers.
 */
async function seedVendorClaims(ctx: SeedContext, patients: SeededPatient[]): Promise<void> {
  const offers = await ctx.db
    .select({ id: packages.id, status: packages.status, points: packages.points })
    .from(packages)
    .where(isNotNull(packages.vendorId))
    .orderBy(asc(packages.createdAt), asc(packages.id));
  const active = offers.filter((offer) => offer.status === 'ACTIVE');
  if (active.length === 0 || patients.length === 0) return;
  const now = ctx.now.getTime();
  const rows = active.flatMap((offer, o) =>
    [0, 1].map((n) => ({
      id: newId(),
      packageId: offer.id,
      points: offer.points,
      // patient@demo.ae (the first) claims the first offer.
      patientId: patients[(o * 7 + n * 3) % patients.length]?.id ?? '',
      status: n === 1 && o % 2 === 0 ? ('REDEEMED' as const) : ('PENDING' as const),
      createdAt: new Date(now - (o * 19 + n * 40 + 5) * HOUR),
    })),
  );
  await ctx.db.insert(rewards).values(rows);
}

/** A one-page trade licence, marked as demo data. */
async function tradeLicencePdf(licence: {
  name: string;
  tradeLicenseNo: string;
  issueDate: string;
  expiryDate: string;
  area: string;
}): Promise<Uint8Array> {
  const { Paper } = await import('../pdf');
  return new Paper({ title: `Trade Licence - ${licence.name}`, footer: 'Demo data of Aafiya.' })
    .title('Trade Licence')
    .subtitle('Department of Economy and Tourism, Dubai')
    .fields(
      [
        { label: 'Licence No.', value: licence.tradeLicenseNo },
        { label: 'Trade name', value: licence.name },
        { label: 'Legal form', value: 'Limited Liability Company' },
        { label: 'Activity', value: 'General medical clinic' },
        { label: 'Address', value: `${licence.area}, Dubai` },
        { label: 'Issue date', value: licence.issueDate },
        { label: 'Expiry date', value: licence.expiryDate },
      ],
      { columns: 1 },
    )
    .toBytes();
}
