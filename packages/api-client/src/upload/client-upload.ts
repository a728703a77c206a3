import type { TokenSource } from '../client/middleware';
import type { paths } from '../schema.gen';
import { type UploadXhr, uploadWithProgress } from './upload';

type UploadMethod = 'post' | 'put';
type Operation<P extends keyof paths, M extends UploadMethod> = paths[P][M];

/** Contract paths whose `method` operation takes a multipart body. */
export type UploadPath<M extends UploadMethod> = {
  [P in keyof paths]: Operation<P, M> extends { requestBody: { content: { 'multipart/form-data': unknown } } }
    ? P
    : never;
}[keyof paths];

type SuccessJson<Op> = Op extends { responses: infer R }
  ? R extends { 200: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 201: { content: { 'application/json': infer B } } }
      ? B
      : unknown
  : unknown;

type PathParams<Op> = Op extends { parameters: { path: infer Params } } ? Params : never;

export type UploadOptions<Op> = {
  body: FormData;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  createXhr?: () => UploadXhr;
} & ([PathParams<Op>] extends [undefined] ? { params?: undefined } : { params: { path: PathParams<Op> } });

/** `api.upload('put', '/doctors/uploadProfilePicture/{id}', { params: { path: { id } }, body, onProgress })`. */
export type UploadFunction = <M extends UploadMethod, P extends UploadPath<M>>(
  method: M,
  path: P,
  options: UploadOptions<Operation<P, M>>,
) => Promise<SuccessJson<Operation<P, M>>>;

export interface UploaderConfig {
  baseUrl: string;
  getToken: TokenSource;
  timezone: () => string;
  onUnauthorized: () => void;
}

/** Fills `{name}` segments of a contract path. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(value);
  });
}

/** The client's upload: bearer and timezone headers, the same 401 handling and errors as other calls. */
export function createUploader(config: UploaderConfig): UploadFunction {
  return async (method, path, options) => {
    const token = await config.getToken();
    const headers: Record<string, string> = { timezone: config.timezone() };
    if (token) headers.authorization = `Bearer ${token}`;
    const params = options.params as { path?: Record<string, unknown> } | undefined;
    return uploadWithProgress({
      url: config.baseUrl + fillPath(path, params?.path),
      method: method === 'put' ? 'PUT' : 'POST',
      body: options.body,
      headers,
      onProgress: options.onProgress,
      signal: options.signal,
      createXhr: options.createXhr,
      onFailure: (status) => {
        if (status === 401 && token) config.onUnauthorized();
      },
    });
  };
}
