import { useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button';
import { TimeSelect } from '../date-fields';
import { DialogFooter } from '../dialog';
import { expandSlots, maxRepeatDays, maxSlotsPerRequest, type SlotRepeat } from './expand-slots';
import { RepeatFields, type RepeatValue } from './repeat-fields';
import type { SlotRange } from './slot';
import type { SlotFormatters } from './slot-formatters';
import { defaultStart, fromChoices, nextHalfHour, toChoices } from './time-choices';
import { addDays, instantAt, weekdayOf, type DayKey, type WallTime } from './zoned-time';

export interface CreateSlotsFormProps {
  day: DayKey;
  now: Date;
  timeZone: string;
  formatters: SlotFormatters;
  onCancel: () => void;
  /** All the slots at once (one request, all or nothing). May return a promise; the form waits for it. */
  onSubmit: (slots: SlotRange[]) => unknown;
}

function toRepeat(value: RepeatValue): SlotRepeat {
  if (value.frequency === 'none') return { frequency: 'none' };
  if (value.frequency === 'daily') return { frequency: 'daily', until: value.until };
  return { frequency: 'weekly', weekdays: value.weekdays, until: value.until };
}

/**
 * From and To on the clicked day (From later than now, To after From, minutes
 * 0 or 30; choosing From sets To to the next half hour), an optional repeat
 * and a live preview of how many 30-minute slots the request makes (a range
 * of several half hours is several slots). From starts at the next half hour
 * on today and at 09:00 on a later day.
 */
export function CreateSlotsForm({ day, now, timeZone, formatters, onCancel, onSubmit }: CreateSlotsFormProps) {
  const { t } = useTranslation('calendar');
  const { t: tc } = useTranslation('common');
  const starts = useMemo(() => fromChoices(day, now, timeZone), [day, now, timeZone]);
  const [from, setFrom] = useState<WallTime>(() => defaultStart(day, now, timeZone) ?? '');
  const [to, setTo] = useState<WallTime>(() => (from ? (nextHalfHour(from) ?? '') : ''));
  const [repeat, setRepeat] = useState<RepeatValue>({
    frequency: 'none',
    weekdays: [weekdayOf(day)],
    until: addDays(day, 7),
  });
  const [pending, setPending] = useState(false);
  const [untilMin, untilMax] = [addDays(day, 1), addDays(day, maxRepeatDays)];

  const timeLabel = (time: WallTime) => formatters.formatTime(instantAt(day, time, timeZone).toDate());
  const weekdayError = repeat.frequency === 'weekly' && repeat.weekdays.length === 0 ? t('weekdayRequired') : undefined;
  const untilError =
    repeat.frequency !== 'none' && !(repeat.until >= untilMin && repeat.until <= untilMax)
      ? t('untilInvalid', { min: formatters.formatDay(untilMin), max: formatters.formatDay(untilMax) })
      : undefined;
  const slots = useMemo(() => {
    if (!from || !to) return [];
    const range = {
      from: instantAt(day, from, timeZone).toISOString(),
      to: instantAt(day, to, timeZone).toISOString(),
    };
    return expandSlots(range, toRepeat(repeat), timeZone);
  }, [day, from, to, repeat, timeZone]);
  const countError =
    slots.length > maxSlotsPerRequest ? t('tooManySlots', { total: slots.length, max: maxSlotsPerRequest }) : undefined;
  const valid = slots.length > 0 && !weekdayError && !untilError && !countError;

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!valid || pending) return;
    setPending(true);
    try {
      await onSubmit(slots);
    } catch {
      // The screen shows the server's message; the form stays for another try.
    } finally {
      setPending(false);
    }
  }

  if (starts.length === 0) {
    return (
      <>
        <p className="text-sm">{t('noTimesLeft')}</p>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            {tc('close')}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TimeSelect
          label={t('from')}
          required
          value={from}
          times={starts}
          formatTime={timeLabel}
          onChange={(time) => {
            if (!time) return;
            setFrom(time);
            setTo(nextHalfHour(time) ?? '');
          }}
        />
        <TimeSelect
          label={t('to')}
          required
          value={to}
          times={toChoices(from)}
          formatTime={timeLabel}
          onChange={(time) => {
            if (time) setTo(time);
          }}
        />
      </div>
      <RepeatFields
        value={repeat}
        onChange={setRepeat}
        min={untilMin}
        weekdayError={weekdayError}
        untilError={untilError}
      />
      <p className="text-sm font-medium" role="status" data-slot="create-slots-preview">
        {valid ? t('preview', { count: slots.length }) : null}
        {countError && <span className="text-danger-700">{countError}</span>}
      </p>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {tc('cancel')}
        </Button>
        <Button type="submit" disabled={!valid || pending} aria-busy={pending || undefined}>
          {t('create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
