// Query hooks and helpers several areas use: lookups (countries, insurances,
// …), provider schedule slots and the query-key helpers.
export { type CatalogueLocale, catalogueName, type CatalogueNames } from './catalogue-name';
export { lookupQueryOptions, type LookupKind, type LookupOption, toLookupOptions, useLookupOptions } from './lookups';
export { isUnderPath } from './query-helpers';
export {
  addSlotsToCache,
  createScheduleSlots,
  DELETE_SLOT_FAILED_MESSAGE,
  deleteScheduleSlot,
  fetchProviderSlots,
  monthSlotWindow,
  providerSlotsKey,
  providerSlotsQueryOptions,
  removeSlotFromCache,
  scheduleMutations,
  type ScheduleProvider,
  type ScheduleSlot,
  type ScheduleSlotRange,
  type SlotWindow,
  toScheduleSlot,
  toScheduleSlots,
  useCreateScheduleSlots,
  useDeleteScheduleSlot,
  useProviderSlots,
} from './slots';
