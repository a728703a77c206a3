import type { MedicalProfileVisit } from '@aafiya/api-client';
import { FileText } from 'lucide-react';
import { useId, useMemo } from 'react';
import { createDataTableColumnHelper, DataTable, figureColumn } from '../../../../components/data-table';
import { Link } from '../../../../components/link';
import { UserText } from '../../../../components/user-text';
import { useTranslation } from '../../../../i18n/use-translation';

export interface PreviousVisitsProps {
  visits: readonly MedicalProfileVisit[];
  /** "Thursday, 12 November 2026, 10:00 – 10:30 AM" of a visit. */
  whenOf: (visit: MedicalProfileVisit) => string;
  /** The printable report page of a visit. */
  reportHref: (appointmentId: string) => string;
}

const col = createDataTableColumnHelper<MedicalProfileVisit>();

/**
 * The previous appointments with their prescriptions (002 "Patient dashboard":
 * the Medical Profile tab "receives the previous appointments for
 * prescriptions"): when, the doctor (else the service), the hospital, the
 * medicines of the doctor report, and a link to the report page.
 */
export function PreviousVisits({ visits, whenOf, reportHref }: PreviousVisitsProps) {
  const { t } = useTranslation('medicalProfile');
  const titleId = useId();
  const columns = useMemo(
    () =>
      col.columns([
        col.display({ id: 'when', header: t('when'), cell: ({ row }) => whenOf(row.original), meta: figureColumn }),
        col.display({
          id: 'provider',
          header: t('provider'),
          cell: ({ row }) => {
            const { provider, providerRole, service } = row.original;
            if (!provider) return <UserText>{service}</UserText>;
            return <UserText>{providerRole === 'DOCTOR' ? t('doctorName', { name: provider }) : provider}</UserText>;
          },
        }),
        col.display({
          id: 'hospital',
          header: t('hospital'),
          cell: ({ row }) => <UserText>{row.original.hospital}</UserText>,
        }),
        col.display({
          id: 'prescription',
          header: t('prescription'),
          cell: ({ row }) => {
            const { medicines } = row.original;
            if (medicines.length === 0) return t('noPrescription');
            return <UserText>{medicines.map((item) => item.medicine).join(', ')}</UserText>;
          },
        }),
      ]),
    [t, whenOf],
  );
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-semibold text-foreground">
        {t('previousAppointments')}
      </h2>
      <DataTable
        caption={t('previousAppointments')}
        hideCaption
        columns={columns}
        data={visits}
        getRowId={(visit) => visit.id}
        emptyText={t('noPreviousAppointments')}
        rowActions={(visit) => (
          <Link
            href={reportHref(visit.id)}
            aria-label={t('doctorReportOf', { when: whenOf(visit) })}
            className="inline-flex h-8 items-center gap-1 text-sm"
          >
            <FileText aria-hidden="true" className="size-4" />
            {t('doctorReport')}
          </Link>
        )}
      />
    </section>
  );
}
