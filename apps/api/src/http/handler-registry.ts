import { HttpError } from './http-error';
import type { OperationId } from './operation-types';
import type { Handler, HandlerGroup, HandlerMap } from './types';

// The registry of handlers: every operation of the contract has exactly one,
// and the typecheck proves it. A missing handler is a type error naming the
// operation ("operations without a handler"), and so is an operation handled
// by two groups ("operations with two handlers"); scripts/tests/handler-guard
// proves both fail `npm run typecheck`.

// Both walk the groups with an accumulator, so the recursive step is in tail position: the compiler then
// allows a thousand groups instead of about fifty.
type KeysOf<Groups extends readonly unknown[], Found = never> = Groups extends readonly [infer Head, ...infer Rest]
  ? KeysOf<Rest, Found | keyof Head>
  : Found;

type Repeated<Groups extends readonly unknown[], Seen = never, Twice = never> = Groups extends readonly [
  infer Head,
  ...infer Rest,
]
  ? Repeated<Rest, Seen | keyof Head, Twice | (keyof Head & Seen)>
  : Twice;

type Missing<Groups extends readonly unknown[]> = Exclude<OperationId, KeysOf<Groups>>;

type Complete<Groups extends readonly unknown[]> = ([Missing<Groups>] extends [never]
  ? unknown
  : { 'operations without a handler': Missing<Groups> }) &
  ([Repeated<Groups>] extends [never] ? unknown : { 'operations with two handlers': Repeated<Groups> });

/** Joins the domains' handler groups into one map; see above for what the typecheck refuses. */
export function handlerRegistry<const Groups extends readonly HandlerGroup[]>(
  ...groups: Groups & Complete<Groups>
): HandlerMap {
  const map: Partial<Record<OperationId, unknown>> = {};
  for (const group of groups) {
    for (const [operationId, handler] of Object.entries(group)) {
      // The typecheck already refuses this; the check keeps a cast-away mistake from passing silently.
      if (operationId in map) throw new Error(`Two handlers for ${operationId}`);
      map[operationId as OperationId] = handler;
    }
  }
  // Complete<Groups> proved every operation is present.
  return map as HandlerMap;
}

/**
 * Operations of the contract whose area is not built yet, with the issue that
 * builds each. They answer 404 "… is not available on this server yet" until
 * then, so a client learns it plainly and the access matrix still covers them.
 */
export function notBuiltYet<const Issues extends { readonly [K in OperationId]?: number }>(
  issues: Issues,
): { readonly [K in keyof Issues & OperationId]: Handler<K> } {
  const group: Partial<Record<string, unknown>> = {};
  for (const operationId of Object.keys(issues)) {
    group[operationId] = () => Promise.reject(new HttpError(404, `${operationId} is not available on this server yet`));
  }
  // Each entry rejects and never answers, so it is a handler of any operation.
  return group as { readonly [K in keyof Issues & OperationId]: Handler<K> };
}
