import { and, eq } from 'drizzle-orm';
import { files, hospitals, users } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import type { Services } from '../../services';
import { sendLink } from '../public/email-links';

type HospitalRow = typeof hospitals.$inferSelect;

/** A hospital as the admin's approval list shows it. */
function toHospitalApproval(row: HospitalRow) {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    email: row.email,
    status: row.status,
    referenceId: row.id,
    tradeLicenseNo: row.tradeLicenseNo,
    phoneNo: row.phoneNo,
  };
}

/**
 * Tells an approved hospital that it can sign in (002 §4: "Afterwards the
 * hospital can log in"), at the address it registered and signs in with. An
 * account whose address is not confirmed yet also gets a fresh confirmation
 * link (the one sent at registration lasts a day, an approval may take longer).
 */
async function mailApproval(services: Services, row: HospitalRow): Promise<void> {
  const [account] = await services.database.db
    .select()
    .from(users)
    .where(and(eq(users.role, 'HOSPITAL'), eq(users.referenceId, row.id)));
  const confirm = account && !account.emailVerified;
  await services.mailer.send({
    to: row.email,
    subject: 'Your hospital is approved on Aafiya',
    body:
      `Hello ${row.name},\n\nAafiya has approved ${row.name}. You can now sign in: ${services.config.publicUrl}/login` +
      (confirm ? '\n\nFirst confirm your email address with the link in the next email.' : ''),
  });
  if (confirm) await sendLink(services, account, 'VERIFY_EMAIL');
}

export const hospitalApprovalHandlers = {
  async listPendingHospitals(_request, services) {
    const rows = await services.database.db.select().from(hospitals).where(eq(hospitals.status, 'PENDING'));
    return { json: { data: rows.map(toHospitalApproval) } };
  },

  async approveHospital({ params }, services) {
    const db = services.database.db;
    const id = params.id;
    // Conditional update: approving twice (or concurrently) approves once.
    const [row] = await db
      .update(hospitals)
      .set({ status: 'APPROVED' })
      .where(and(eq(hospitals.id, id), eq(hospitals.status, 'PENDING')))
      .returning();
    if (row) {
      await mailApproval(services, row);
      return { json: { data: toHospitalApproval(row) } };
    }
    const [existing] = await db.select({ id: hospitals.id }).from(hospitals).where(eq(hospitals.id, id));
    if (!existing) throw notFound('Hospital not found');
    throw conflict('This hospital is already approved');
  },

  async getTradeLicenseFile({ params }, services) {
    const db = services.database.db;
    const [row] = await db
      .select({ storedName: files.storedName, mime: files.mime })
      .from(hospitals)
      .innerJoin(files, eq(files.id, hospitals.tradeLicenseFileId))
      .where(eq(hospitals.id, params.id));
    const bytes = row && (await services.files.read(row.storedName));
    if (!row || !bytes) throw notFound("Don't have Trade License File");
    return { file: { bytes, mime: row.mime, filename: 'trade-licence.pdf', inline: true } };
  },
} satisfies HandlerGroup;
