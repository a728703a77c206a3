import type { LaboratoryLabRequest } from '@aafiya/api-client';
import { Avatar } from '../../components/avatar';
import { formatDisplayDate } from '../../components/date-fields';
import { dayKeyOf } from '../../components/slot-calendar/zoned-time';
import { UserText } from '../../components/user-text';
import { useTranslation } from '../../i18n/use-translation';

export interface LabRequestSummaryProps {
  request: LaboratoryLabRequest;
  /** Time zone of the date (the browser's). */
  timeZone: string;
}

/**
 * The head of a laboratory's request card (001 §3 "Lab request"): the patient's
 * picture and name (the card's heading), the date (DD/MM/YYYY) and the
 * requesting doctor.
 */
export function LabRequestSummary({ request, timeZone }: LabRequestSummaryProps) {
  const { t } = useTranslation('laboratory');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        {/* The name beside it says whose photo it is. */}
        <span aria-hidden="true" className="contents">
          <Avatar size="lg" src={request.patientImage} alt="" name={request.patientName} fallback="initials" />
        </span>
        <h2 className="min-w-0 flex-1 text-lg font-semibold text-foreground [overflow-wrap:anywhere]">
          <span className="sr-only">{t('patient')}: </span>
          <UserText>{request.patientName}</UserText>
        </h2>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-foreground">{t('date')}</dt>
        <dd className="text-foreground tabular-nums">
          {request.date ? formatDisplayDate(dayKeyOf(request.date, timeZone)) : ''}
        </dd>
        <dt className="font-semibold text-foreground">{t('doctor')}</dt>
        <dd className="min-w-0 text-foreground [overflow-wrap:anywhere]">
          <UserText>{request.doctor}</UserText>
        </dd>
      </dl>
    </div>
  );
}
