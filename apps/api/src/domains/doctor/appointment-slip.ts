import type { HandlerGroup } from '../../http/types';
import { appointmentSlipPaper, appointmentSlipPdf } from './appointment-slip-pdf';

export const appointmentSlipHandlers = {
  /**
   * `GET /slots/appointmentSlip/{id}?lang=`: "Appointment Slip.pdf" (002 §7),
   * carrying the slip's verification QR code (#19). The policy has checked
   * the caller: the patient (or his family's booking), the hospital and its
   * receptionists, the doctor or nurse of the appointment.
   */
  async downloadAppointmentSlip({ params, query, timezone }, services) {
    const lang = query.lang ?? 'en';
    const paper = await appointmentSlipPaper(services, params.id, timezone, lang);
    const bytes = await appointmentSlipPdf(paper, timezone, lang);
    return { file: { bytes, mime: 'application/pdf', filename: 'Appointment Slip.pdf' } };
  },
} satisfies HandlerGroup;
