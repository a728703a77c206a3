import type { PatientCard as PatientCardModel } from '@aafiya/api-client';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { cn } from '../../../lib/cn';
import { PatientListCard } from './patient-list-card';

export interface PatientsListProps {
  patients: readonly PatientCardModel[];
  /** Zero-based page shown. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** A card was opened: the app goes to its area's patient-info route (000 §2.5). */
  onOpen: (id: string) => void;
  loading?: boolean;
  /** The page could not be loaded: "Problem while getting patients" (000 §8). */
  error?: boolean;
  /** Beside the title, e.g. the nurse's Add Patient button (001 §2). */
  action?: ReactNode;
  /** Default "Patients". */
  title?: string;
  className?: string;
}

/** The paged patient cards of the hospital, doctor, nurse and receptionist areas. */
export function PatientsList({
  patients,
  page,
  pageCount,
  onPageChange,
  onOpen,
  loading = false,
  error = false,
  action,
  title,
  className,
}: PatientsListProps) {
  const { t } = useTranslation('hospital');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-slot="patients-list"
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={titleId} className="text-2xl font-semibold text-foreground">
          {title ?? t('patientsTitle')}
        </h1>
        {action}
      </div>
      {loading ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" />
        </div>
      ) : error ? (
        <p
          role="alert"
          className="rounded-lg border border-danger-100 bg-danger-50 px-4 py-6 text-center font-medium text-danger-700"
        >
          {t('patientsError')}
        </p>
      ) : patients.length === 0 ? (
        <EmptyState title={t('noPatients')} />
      ) : (
        <CardGrid columns={3} role="list" aria-labelledby={titleId}>
          {patients.map((patient) => (
            <div role="listitem" key={patient.id}>
              <PatientListCard patient={patient} onOpen={onOpen} />
            </div>
          ))}
        </CardGrid>
      )}
      {!error && <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} />}
    </section>
  );
}
