import type { PatientPromoCodeRow, ServiceDetails } from '@aafiya/api-client';
import type { TFunction } from '../../../i18n/translation-types';
import { codeColumn, createDataTableColumnHelper, figureColumn } from '../../../components/data-table';
import { formatDisplayDate } from '../../../components/date-fields';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { StatusBadge } from '../../../components/status-badge';
import { ServiceButton } from '../service-details';

const col = createDataTableColumnHelper<PatientPromoCodeRow>();

/**
 * The Patient Promo Code columns of 000 §2.5: Patient Name, Appointment Date
 * (DD/MM/YYYY in the browser's time zone), Patient Emirates ID, Provider,
 * Service (opens Service Details), Code, Status (TAKEN green, other red).
 */
export function promoCodeColumns(
  t: TFunction<'hospitalRecords'>,
  timeZone: string,
  onOpenService: (service: ServiceDetails) => void,
) {
  return col.columns([
    col.accessor('patientName', { header: t('columnPatientName') }),
    col.accessor('appointmentAt', {
      header: t('columnAppointmentDate'),
      cell: (info) => {
        const at = info.getValue();
        return at ? formatDisplayDate(dayKeyOf(at, timeZone)) : '';
      },
      meta: figureColumn,
    }),
    col.accessor('emiratesId', {
      header: t('columnPatientEmiratesId'),
      cell: (info) => info.getValue() ?? '',
      meta: codeColumn,
    }),
    col.accessor('provider', { header: t('columnProvider') }),
    col.accessor('service', {
      header: t('columnService'),
      cell: (info) => <ServiceButton service={info.getValue()} onOpen={onOpenService} />,
    }),
    col.accessor('code', { header: t('columnCode'), meta: { cellClassName: 'font-mono whitespace-nowrap' } }),
    col.accessor('status', {
      header: t('columnStatus'),
      cell: (info) => <StatusBadge kind="promoCode" status={info.getValue()} />,
    }),
  ]);
}
