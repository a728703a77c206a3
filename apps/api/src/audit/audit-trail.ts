// The audit trail (#17): a row in audit_events (migrations/0011) for every
// write and every read of a patient's clinical record (audited-operations.ts),
// written by one middleware once the answer is known, before it is sent.
import type { Context, MiddlewareHandler } from 'hono';
import type { Claims } from '../auth/tokens';
import type { OperationSpec } from '../contract/contract';
import { clientAddress } from '../http/client-address';
import type { ApiAnswer } from '../http/types';
import type { Services } from '../services';
import { auditKind, pathRecords, type AuditKind } from './audited-operations';

/** What the pipeline (app.ts) learns about a request, as it learns it; the middleware records it. */
export interface AuditNote {
  operation?: OperationSpec;
  params?: Record<string, string>;
  /** The caller's session; undefined for a guest (or a token that is no session). */
  user?: Claims | undefined;
  /** The handler's answer, before any envelope. */
  answer?: ApiAnswer;
}

declare module 'hono' {
  interface ContextVariableMap {
    audit: AuditNote;
  }
}

/** One row of audit_events, as written. */
export interface AuditEvent {
  userId: string | null;
  role: string;
  kind: AuditKind;
  operation: string;
  method: string;
  path: string;
  records: Record<string, string>;
  status: number;
  clientAddress: string;
}

const INSERT = `insert into audit_events (user_id, role, kind, operation, method, path, records, status, client_address)
  values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)`;

/**
 * Records the request after the pipeline has answered it (the status of a
 * refused or failed attempt too) and before the answer leaves. When the row
 * cannot be written: a clinical read is answered 503 instead of the record
 * (no read without its trace); a write keeps its answer, as the change is
 * already made and a failure would invite a repeat, and the row goes to the
 * log instead.
 */
export function auditTrail(services: Services, log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const note: AuditNote = {};
    c.set('audit', note);
    await next();
    const { operation } = note;
    const kind = operation && auditKind(operation);
    if (!operation || !kind) return;
    const event = eventOf(c, services, operation, kind, note);
    try {
      await services.database.query(INSERT, [
        event.userId,
        event.role,
        event.kind,
        event.operation,
        event.method,
        event.path,
        JSON.stringify(event.records),
        event.status,
        event.clientAddress,
      ]);
    } catch (error) {
      log(`[audit] could not record ${JSON.stringify(event)}: ${(error as Error).message}`);
      if (kind === 'read' && c.res.status < 400) {
        c.res = c.json({ message: 'The record cannot be shown right now. Please try again.' }, 503);
      }
    }
  };
}

function eventOf(
  c: Context,
  services: Services,
  operation: OperationSpec,
  kind: AuditKind,
  note: AuditNote,
): AuditEvent {
  const status = c.res.status;
  const records = pathRecords(operation, note.params ?? {});
  let userId = note.user?.sub ?? null;
  let role: string = note.user?.role ?? 'GUEST';
  const json = note.answer && 'json' in note.answer ? note.answer.json : undefined;
  if (status < 300 && isObject(json)) {
    // The record the answer shows (its data._id), when the path does not name it: the one created (201),
    // or one named in the body (submitLabResults) or found through another (an appointment's report).
    const shown = isObject(json.data) ? json.data._id : undefined;
    if (typeof shown === 'string' && !Object.values(records).includes(shown)) {
      records[status === 201 ? 'created' : 'record'] = shown;
    }
    // A sign-in: the account signed in to, never the e-mail typed.
    if (operation.operationId === 'loginUser' && isObject(json.user) && typeof json.user._id === 'string') {
      userId = json.user._id;
      if (typeof json.user.role === 'string') role = json.user.role;
    }
  }
  return {
    userId,
    role,
    kind,
    operation: operation.operationId,
    method: operation.method.toUpperCase(),
    path: operation.path,
    records,
    status,
    clientAddress: clientAddress(c, services.config.trustedProxies),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
