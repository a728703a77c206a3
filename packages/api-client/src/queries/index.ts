// Query hooks per domain, on TanStack Query. Each maps API answers into view
// models, so screens never see raw API shapes. Domains grow here with their issues.
export { lookupQueryOptions, type LookupKind, type LookupOption, toLookupOptions, useLookupOptions } from './lookups';
