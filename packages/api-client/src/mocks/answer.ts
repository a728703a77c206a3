import { type FixtureLists, fixtureLists, type Fixtures, fixtures } from './fixtures';
import type { AnswerShape, EntitySchemaName } from './operations.gen';

export interface AnswerContext {
  /** Path parameters of the request: an entity answer picks the fixture with that `_id` when there is one. */
  params?: Readonly<Record<string, string | readonly string[] | undefined>>;
  fixtures?: Fixtures;
  fixtureLists?: FixtureLists;
}

function listOf(name: EntitySchemaName, context: AnswerContext): readonly unknown[] {
  const lists = context.fixtureLists ?? fixtureLists;
  return lists[name] ?? [(context.fixtures ?? fixtures)[name]];
}

const hasId = (item: unknown, ids: readonly string[]) =>
  typeof item === 'object' && item !== null && '_id' in item && typeof item._id === 'string' && ids.includes(item._id);

function entity(name: EntitySchemaName, context: AnswerContext): unknown {
  const ids = Object.values(context.params ?? {}).filter((value): value is string => typeof value === 'string');
  const list: readonly unknown[] = (context.fixtureLists ?? fixtureLists)[name] ?? [];
  return list.find((item) => hasId(item, ids)) ?? (context.fixtures ?? fixtures)[name];
}

/** Builds a JSON answer of the given shape from the fixtures. */
export function buildAnswer(shape: AnswerShape, context: AnswerContext = {}): unknown {
  if ('ref' in shape) return entity(shape.ref, context);
  if ('array' in shape) {
    return 'ref' in shape.array ? [...listOf(shape.array.ref, context)] : [buildAnswer(shape.array, context)];
  }
  return Object.fromEntries(Object.entries(shape.object).map(([key, child]) => [key, buildAnswer(child, context)]));
}
