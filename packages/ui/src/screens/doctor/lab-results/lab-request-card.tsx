import type { DoctorLabRequestCard } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { formatDisplayDate } from '../../../components/date-fields';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { StatusBadge } from '../../../components/status-badge';
import { UserText } from '../../../components/user-text';

export interface LabRequestCardProps {
  request: DoctorLabRequestCard;
  /** View Results (completed requests only, 001 §4): the app opens the results modal. */
  onViewResults: (request: DoctorLabRequestCard) => void;
  /** Time zone of the date (the browser's). */
  timeZone: string;
}

/**
 * A lab request's card (001 §2, Lab Results Records): the patient's image and
 * name, the date (DD/MM/YYYY in the browser's time zone), the list of tests,
 * its status, and "View Results" once completed.
 */
export function LabRequestCard({ request, onViewResults, timeZone }: LabRequestCardProps) {
  const { t } = useTranslation('doctor');
  return (
    <Card data-slot="lab-request-card" className="h-full gap-4 px-5">
      <div className="flex items-center gap-3">
        {/* The name beside it says whose photo it is. */}
        <span aria-hidden="true" className="contents">
          <Avatar size="lg" src={request.patientImage} alt="" name={request.patientName} fallback="initials" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-semibold text-foreground [overflow-wrap:anywhere]">
            <span className="sr-only">{t('labResultsPatient')}: </span>
            <UserText>{request.patientName}</UserText>
          </h3>
          <StatusBadge kind="labRequest" status={request.status} className="self-start" />
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold text-foreground">{t('labResultsDate')}</dt>
        <dd className="text-foreground tabular-nums">
          {request.date ? formatDisplayDate(dayKeyOf(request.date, timeZone)) : ''}
        </dd>
        <dt className="font-semibold text-foreground">{t('labResultsTests')}</dt>
        <dd className="min-w-0">
          <ul className="flex flex-col gap-1 text-foreground">
            {request.tests.map((test, index) => (
              <li key={`${String(index)}-${test}`} className="[overflow-wrap:anywhere]">
                <UserText>{test}</UserText>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {request.completed && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-auto self-start"
          aria-haspopup="dialog"
          onClick={() => {
            onViewResults(request);
          }}
        >
          {t('labResultsViewResults')}
          <span className="sr-only">
            {' '}
            <UserText>{request.patientName}</UserText>
          </span>
        </Button>
      )}
    </Card>
  );
}
