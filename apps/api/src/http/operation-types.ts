import type { components, operations } from '@aafiya/api-client/schema';

// What one contract operation receives and answers, read from the types
// openapi-typescript generates from openapi/ (packages/api-client/src/schema.gen.ts).
// The server validates and coerces every parameter and body against the same
// contract before a handler runs (contract/validator.ts), so these types are
// what a handler really gets.

export type OperationId = keyof operations;

/** A named schema of the contract (`components.schemas`). */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
type Operation<K extends OperationId> = operations[K];

/** `never` (the generator's "there are none") as an empty record. */
type OrEmpty<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

export type PathParams<K extends OperationId> = OrEmpty<Operation<K>['parameters']['path']>;
export type QueryParams<K extends OperationId> = OrEmpty<Operation<K>['parameters']['query']>;

type RequestContent<K extends OperationId> =
  Operation<K> extends { requestBody?: infer B } ? (NonNullable<B> extends { content: infer C } ? C : never) : never;
type JsonContent<K extends OperationId> = RequestContent<K> extends { 'application/json': infer J } ? J : never;
type FormContent<K extends OperationId> = RequestContent<K> extends { 'multipart/form-data': infer F } ? F : never;

/** Is a multipart field a file (binary), or an array of files? */
type IsFileField<T> = NonNullable<T> extends Blob ? true : NonNullable<T> extends readonly Blob[] ? true : false;
/** The text fields of a multipart body (its file fields arrive in `files`). */
type FormFields<F> = { [P in keyof F as IsFileField<F[P]> extends true ? never : P]: F[P] };
/**
 * The file fields of a multipart body; each may be absent (the contract says
 * which are required). A field typed as an array of files gets every file sent for it.
 */
type FormFiles<F> = {
  [P in keyof F as IsFileField<F[P]> extends true ? P : never]?: NonNullable<F[P]> extends Blob ? File : File[];
};

/** A body the contract marks optional is `undefined` when the request has none. */
type WhenOptional<K extends OperationId, T> = undefined extends Operation<K>['requestBody'] ? T | undefined : T;

/** The JSON body, or the text fields of a multipart body; `undefined` for an operation without a body. */
export type RequestBody<K extends OperationId> = [JsonContent<K>] extends [never]
  ? [FormContent<K>] extends [never]
    ? undefined
    : WhenOptional<K, FormFields<FormContent<K>>>
  : WhenOptional<K, JsonContent<K>>;

/** The files of a multipart body, by field name. */
export type RequestFiles<K extends OperationId> = [FormContent<K>] extends [never]
  ? Record<string, never>
  : FormFiles<FormContent<K>>;

type Responses<K extends OperationId> = Operation<K>['responses'];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202 | 204 | 206>;
type ContentOf<R> = R extends { content: infer C } ? C : never;

/** A JSON answer with one of the operation's success statuses; 200 may be left out. */
type JsonAnswer<K extends OperationId> = {
  [S in SuccessStatus<K>]: ContentOf<Responses<K>[S]> extends { 'application/json': infer J }
    ? S extends 200
      ? { status?: 200; json: J }
      : { status: S; json: J }
    : never;
}[SuccessStatus<K>];

/** Does the operation answer something other than JSON (a PDF, an image, a video)? */
type AnswersFile<K extends OperationId> = true extends {
  [S in SuccessStatus<K>]: Exclude<keyof ContentOf<Responses<K>[S]>, 'application/json'> extends never ? false : true;
}[SuccessStatus<K>]
  ? true
  : false;

export interface FileAnswer {
  status?: 200 | 206;
  file: { bytes: Uint8Array; mime: string; filename: string; inline?: boolean };
}

/** A response the handler built itself (the server-sent event stream, byte ranges). */
export interface RawAnswer {
  response: Response;
}

export type Answer<K extends OperationId> =
  JsonAnswer<K> | (AnswersFile<K> extends true ? FileAnswer | RawAnswer : never);
