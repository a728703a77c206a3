// The audit trail (migrations/0011): append-only, written by src/audit/audit-trail.ts.
import { bigint, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const auditEvents = pgTable('audit_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  userId: text('user_id'),
  role: text('role').notNull(),
  kind: text('kind', { enum: ['read', 'write'] }).notNull(),
  operation: text('operation').notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  records: jsonb('records').$type<Record<string, string>>().notNull().default({}),
  status: smallint('status').notNull(),
  clientAddress: text('client_address').notNull(),
});
