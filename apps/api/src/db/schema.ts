// Drizzle's view of the tables that migrations/*.sql create. The SQL files are
// the source of truth for constraints (the slot overlap exclusion, CHECKs,
// composite keys); these files describe columns for typed queries.
export * from './schema-core';
export * from './schema-people';
export * from './schema-offers';
export * from './schema-clinical';
export * from './schema-doctor-papers';
export * from './schema-dispensing';
export * from './schema-codes-rewards';
export * from './schema-promo-videos';
export * from './schema-audit';
export * from './schema-reminders';
