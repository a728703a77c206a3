export { SlotCalendar, type SlotCalendarProps } from './slot-calendar';
export { slotAppearance, type SlotAction, type SlotAppearance, type SlotTone } from './slot-appearance';
export { expandSlots, maxRepeatDays, type SlotRepeat } from './expand-slots';
export { slotChipVariants } from './slot-chip';
export type { Slot, SlotRange, SlotStatus } from './slot';
