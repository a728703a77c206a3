import type { TFunction } from '../../../i18n/translation-types';
import type { BookingHandoff } from './booking-handoff';

/** The provider as the page names him: 'Dr.' and the name for a doctor (unless the name has it), else the name. */
export function providerLabel(handoff: BookingHandoff, t: TFunction<'booking'>): string {
  const { name, role } = handoff.provider;
  return role === 'DOCTOR' && !/^dr\.?\s/i.test(name) ? t('doctorName', { name }) : name;
}

/** The page's heading: the provider, and the service when booking one. */
export function bookingHeading(handoff: BookingHandoff, t: TFunction<'booking'>): string {
  const provider = providerLabel(handoff, t);
  return handoff.kind === 'service' && handoff.serviceName
    ? t('headingService', { service: handoff.serviceName, provider })
    : t('headingDoctor', { provider });
}

/** The .ics event's title: "Appointment with Dr. …", or "<service> with <provider>". */
export function icsSummary(handoff: BookingHandoff, t: TFunction<'booking'>): string {
  const provider = providerLabel(handoff, t);
  return handoff.kind === 'service' && handoff.serviceName
    ? t('icsSummaryService', { service: handoff.serviceName, provider })
    : t('icsSummary', { provider });
}
