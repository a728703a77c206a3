import {
  type ScheduleProvider,
  useCreateScheduleSlots,
  useDeleteScheduleSlot,
  useProviderSlots,
} from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { ProviderSchedule } from './provider-schedule';
import { useCalendarMonth } from './use-calendar-month';

export interface ProviderScheduleScreenProps {
  /** A doctor's (`{ kind: 'doctor', doctorId, hospitalId }`) or a nurse's (`{ kind: 'nurse', nurseId, hospitalId }`) schedule. */
  provider: ScheduleProvider;
  /** The present moment (fixed in stories and tests). Default: the real now. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** A day ('YYYY-MM-DD') of the month shown first. Default: this month. */
  defaultMonth?: string;
  /** No Create Slots and no "Delete Slot?" (viewers who may not change the schedule, e.g. a receptionist). */
  readOnly?: boolean;
  'aria-label'?: string;
  className?: string;
}

/**
 * The schedule on the API: the provider's slots month by month
 * (`POST /slots/all/doctor|nurse/{id}`), Create Slots (`POST /slots` for one
 * 30-minute slot, `POST /slots/series` for a longer range or a repeat) and "Delete Slot?"
 * (`DELETE /slots/delete/{id}` or `/slots/delete/nurse/{id}`), with the
 * spec's toasts (000 §8). New slots appear and deleted ones disappear at once
 * (the query cache is updated, not refetched).
 */
export function ProviderScheduleScreen({
  provider,
  now,
  timeZone,
  defaultMonth,
  readOnly = false,
  'aria-label': ariaLabel,
  className,
}: ProviderScheduleScreenProps) {
  const { t } = useTranslation('providerDetail');
  const { month, calendar } = useCalendarMonth({ now, timeZone, defaultMonth });
  const slots = useProviderSlots(provider, month);
  const create = useCreateScheduleSlots(provider);
  const remove = useDeleteScheduleSlot(provider);

  async function createSlots(ranges: Parameters<typeof create.mutateAsync>[0]) {
    try {
      await create.mutateAsync(ranges);
    } catch (error) {
      // 000 §8: a create failure shows the server's message (e.g. a 409 naming the clash);
      // without one (not shown by the spec) the generic "Something went wrong".
      toast.error(error instanceof Error && error.message ? error.message : t('slotCreateFailed'));
      throw error;
    }
    toast.success(t('slotCreated'));
  }

  async function deleteSlot(slot: { id: string }) {
    try {
      await remove.mutateAsync(slot.id);
    } catch (error) {
      toast.error(t('slotDeleteFailed'));
      throw error;
    }
    toast.success(t('slotDeleted'));
  }

  return (
    <ProviderSchedule
      className={className}
      aria-label={ariaLabel}
      slots={slots.data ?? []}
      loading={slots.isPending || slots.isPlaceholderData}
      // 001 §8: a failed slot load is only logged there; here the calendar says so and offers a retry.
      error={slots.isError && !slots.isPlaceholderData}
      onRetry={() => {
        void slots.refetch();
      }}
      {...calendar}
      onCreateSlots={readOnly ? undefined : createSlots}
      onDeleteSlot={readOnly ? undefined : deleteSlot}
    />
  );
}
