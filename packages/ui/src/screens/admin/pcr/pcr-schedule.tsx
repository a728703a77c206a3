import type { AdminPcrSlotView } from '@aafiya/api-client';
import { FileChartColumn } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { useLinkClick } from '../../../lib/navigation';
import { PcrCalendar, type PcrCalendarProps } from '../../hospital/pcr/pcr-calendar';
import { adminPaths } from '../shared/admin-paths';

export interface PcrScheduleProps extends Omit<
  PcrCalendarProps,
  'kind' | 'slots' | 'title' | 'intro' | 'actions' | 'hospitalLabel'
> {
  /** Every PCR hospital's test slots (of the months loaded so far), each with its hospital. */
  slots: readonly AdminPcrSlotView[];
}

/**
 * The admin's PCR Schedule (002 "/admin/pcr", §4): the hospital's PCR Test
 * calendar (month only, coloured by the calendar rules: a booking that has
 * ended red and not clickable, one still to come green, TAKEN blue and not
 * clickable) over every PCR hospital's slots. A booking opens its Appointment
 * Details, its hospital first. "See Reports" goes to /admin/pcr/report.
 */
export function PcrSchedule(props: PcrScheduleProps) {
  const { t } = useTranslation('admin');
  const onSeeReports = useLinkClick(adminPaths.pcrReport);
  return (
    <PcrCalendar
      {...props}
      kind="test"
      title={t('pcrScheduleTitle')}
      intro={t('pcrScheduleIntro')}
      hospitalLabel={t('hospital')}
      actions={
        <Button asChild variant="secondary">
          <a href={adminPaths.pcrReport} onClick={onSeeReports}>
            <FileChartColumn aria-hidden="true" />
            {t('seeReports')}
          </a>
        </Button>
      }
    />
  );
}
