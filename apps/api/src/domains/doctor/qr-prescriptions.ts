// QR prescriptions (001 §5 "QR prescription", §7 "QR prescription"): a doctor
// writes them at an appointment he is assigned to; the patient lists and
// downloads his, a pharmacy downloads any to dispense from its QR code. Each
// answer says when and by which pharmacy it was dispensed (#21, pharmacy/).
import { and, eq } from 'drizzle-orm';
import { qrPrescriptions } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import { verifyAddress } from '../../papers';
import type { Services } from '../../services';
import { paperAppointment } from './doctor-papers';
import { qrPrescriptionPaper, qrPrescriptionPdf } from './qr-prescription-pdf';
import { loadQrPrescriptions, type QrPrescriptionView } from './qr-prescription-view';

/** Each prescription with the address its QR code opens (the one its PDF prints), for the patient's screen. */
const withVerifyUrl = (services: Services, list: QrPrescriptionView[]) =>
  list.map((prescription) => ({
    ...prescription,
    verifyUrl: verifyAddress(services, 'qr-prescription', prescription._id),
  }));

export const qrPrescriptionHandlers = {
  /**
   * Writes a QR prescription at a booked appointment of the caller's (its
   * patient = body.patientId). The contract requires treatment type,
   * prescription, dosage a day and days (001 §5); `data` is kept as the client
   * sent it. The date is the server's clock, not the body's: a paper anyone
   * can verify must not carry a date its writer chose.
   */
  async createQrPrescription({ body, user }, services) {
    if (body.prescription.trim() === '') throw badRequest('Prescription is required');
    const db = services.database.db;
    const slot = await paperAppointment(db, user, body);
    const id = newId();
    await db.insert(qrPrescriptions).values({
      id,
      hospitalId: slot.hospitalId,
      doctorId: slot.providerId,
      patientId: body.patientId,
      appointmentId: slot.id,
      date: services.now(),
      data: body.data ?? null,
      treatmentType: body.treatmentType,
      prescription: body.prescription,
      dosageADay: body.dosageADay,
      consumptionDays: body.consumptionDays,
    });
    const [created] = withVerifyUrl(services, await loadQrPrescriptions(db, eq(qrPrescriptions.id, id)));
    if (!created) throw notFound('Prescription not found');
    return { status: 201, json: { data: created } };
  },

  /**
   * QR prescriptions, newest first: a patient gets his own (a patientId other
   * than his is refused), a doctor those he wrote, optionally for one patient.
   */
  async listQrPrescriptions({ query, user }, services) {
    const db = services.database.db;
    if (user?.role === 'PATIENT') {
      if (query.patientId !== undefined && query.patientId !== user.referenceId) throw forbidden();
      const own = await loadQrPrescriptions(db, eq(qrPrescriptions.patientId, user.referenceId));
      return { json: { data: withVerifyUrl(services, own) } };
    }
    if (user?.role !== 'DOCTOR') throw forbidden();
    const where = and(
      eq(qrPrescriptions.doctorId, user.referenceId),
      query.patientId === undefined ? undefined : eq(qrPrescriptions.patientId, query.patientId),
    );
    return { json: { data: withVerifyUrl(services, await loadQrPrescriptions(db, where)) } };
  },

  /**
   * The prescription's PDF, "Prescription.pdf", in the reader's language
   * (`lang`, English by default), with its QR code. The access policy lets the
   * patient, the doctor who wrote it and any pharmacy download it.
   */
  async downloadQrPrescription({ params, query, timezone }, services) {
    const paper = await qrPrescriptionPaper(services, params.id, timezone);
    const bytes = await qrPrescriptionPdf(paper, query.lang === 'ar' ? 'ar' : 'en');
    return { file: { bytes, mime: 'application/pdf', filename: 'Prescription.pdf' } };
  },
} satisfies HandlerGroup;
