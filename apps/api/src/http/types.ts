import type { Claims } from '../auth/tokens';
import type { OperationSpec } from '../contract/contract';
import type { Services } from '../services';

/** A request that passed routing, authentication, the access policy and validation. */
export interface ApiRequest {
  operation: OperationSpec;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** Parsed JSON body, or the text fields of a multipart body. */
  body: Record<string, unknown>;
  /** Files of a multipart body, by field name. */
  files: Record<string, File>;
  /** The signed-in caller; undefined for guests. */
  user: Claims | undefined;
  /** IANA zone from the `timezone` header (default Asia/Dubai). */
  timezone: string;
  /** The `Accept` header ('' when absent): the notification stream needs text/event-stream. */
  accept: string;
}

export type ApiAnswer =
  | { status?: number; json: unknown }
  | { status?: number; file: { bytes: Uint8Array; mime: string; filename: string; inline?: boolean } }
  /** A response the handler built itself (the server-sent event stream). */
  | { response: Response };

export type Handler = (request: ApiRequest, services: Services) => Promise<ApiAnswer>;

/** Handlers of one domain, by the contract's operationId. */
export type Handlers = Record<string, Handler>;
