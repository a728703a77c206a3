import type { Claims } from '../auth/tokens';
import type { OperationSpec } from '../contract/contract';
import type { Services } from '../services';
import type {
  Answer,
  FileAnswer,
  OperationId,
  PathParams,
  QueryParams,
  RawAnswer,
  RequestBody,
  RequestFiles,
} from './operation-types';

export type { OperationId } from './operation-types';

/** A request to operation K that passed routing, authentication, the access policy and validation. */
export interface ApiRequest<K extends OperationId> {
  operation: OperationSpec;
  params: PathParams<K>;
  query: QueryParams<K>;
  /** The JSON body, or the text fields of a multipart body (coerced to the contract's types). */
  body: RequestBody<K>;
  /** Files of a multipart body, by field name. */
  files: RequestFiles<K>;
  /** The signed-in caller; undefined for guests. */
  user: Claims | undefined;
  /** IANA zone from the `timezone` header (default Asia/Dubai). */
  timezone: string;
  /** The `Accept` header ('' when absent): the notification stream needs text/event-stream. */
  accept: string;
  /** The caller's network address (http/client-address.ts), for throttling. */
  clientAddress: string;
}

/** The handler of operation K: its request and answer are the contract's. */
export type Handler<K extends OperationId> = (request: ApiRequest<K>, services: Services) => Promise<Answer<K>>;

/** Handlers of one domain, by operationId (`satisfies HandlerGroup` types each one). */
export type HandlerGroup = { readonly [K in OperationId]?: Handler<K> };

/** A handler for every operation of the contract. */
export type HandlerMap = { readonly [K in OperationId]: Handler<K> };

/** What the pipeline hands a handler and takes back, before it knows which operation it is. */
export interface UntypedRequest {
  operation: OperationSpec;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  files: Record<string, File | File[]>;
  user: Claims | undefined;
  timezone: string;
  accept: string;
  clientAddress: string;
}
export type ApiAnswer = { status?: number; json: unknown } | FileAnswer | RawAnswer;
export type UntypedHandler = (request: UntypedRequest, services: Services) => Promise<ApiAnswer>;
