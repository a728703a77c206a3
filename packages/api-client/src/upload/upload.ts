import { ApiError, errorMessageOf, NETWORK_ERROR_MESSAGE, parseBody } from '../client/api-error';

/** The part of XMLHttpRequest the upload uses (so tests can pass a fake). */
export type UploadXhr = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'responseText' | 'onload' | 'onerror' | 'onabort'
> & { readonly upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

export interface UploadRequest {
  url: string;
  method?: 'POST' | 'PUT';
  /** Multipart body: sent as it is, never encrypted. */
  body: FormData;
  headers?: Record<string, string>;
  /** Called with whole percentages, 0 to 100, as the body goes out; 100 once the answer arrives. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Called with the status of a failed answer before the promise rejects (the client's 401 handling). */
  onFailure?: (status: number) => void;
  createXhr?: () => UploadXhr;
}

/**
 * Sends a multipart body with XMLHttpRequest, which (unlike fetch) reports
 * upload progress. Resolves with the parsed JSON answer; rejects with ApiError
 * (the server's message) or, when aborted, with an AbortError.
 */
export function uploadWithProgress<T = unknown>(request: UploadRequest): Promise<T> {
  const { url, method = 'POST', body, headers = {}, onProgress, signal, onFailure } = request;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const xhr = request.createXhr ? request.createXhr() : new XMLHttpRequest();
    let last = -1;
    const report = (percent: number) => {
      if (percent !== last) {
        last = percent;
        onProgress?.(percent);
      }
    };
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        report(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const answer = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        report(100);
        resolve(answer as T);
        return;
      }
      onFailure?.(xhr.status);
      reject(new ApiError(xhr.status, errorMessageOf(answer, xhr.status), { body: answer }));
    };
    xhr.onerror = () => {
      reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    };
    xhr.onabort = () => {
      reject(new DOMException('The upload was aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(body);
  });
}
