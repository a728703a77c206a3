import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/api-error';
import { createApiClient } from '../client/create-api-client';
import { createMemoryStorage, createSession, SESSION_KEYS } from '../session';
import { fillPath } from './client-upload';
import type { UploadXhr } from './upload';

/** A stand-in for XMLHttpRequest: records what is sent; the test drives progress and the answer. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown;
  status = 0;
  responseText = '';
  onload: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onabort: ((event: unknown) => void) | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.({});
  }
  /** Resolves once the upload has gone out (the client reads the token first). */
  async whenSent() {
    await vi.waitFor(() => {
      if (this.sent === undefined) throw new Error('not sent yet');
    });
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.({});
  }
}

function setup(token: string | null = 'token-123') {
  const storage = createMemoryStorage(token ? { [SESSION_KEYS.token]: token } : {});
  const navigate = vi.fn<(path: string) => void>();
  const api = createApiClient({
    baseUrl: 'http://aafiya.test/api',
    session: createSession(storage),
    navigate,
    timezone: () => 'Asia/Dubai',
  });
  const xhr = new FakeXhr();
  const createXhr = () => xhr as unknown as UploadXhr;
  return { api, xhr, createXhr, storage, navigate };
}

const picture = () => {
  const form = new FormData();
  form.append('image', new Blob(['jpeg'], { type: 'image/jpeg' }), 'ahmed.jpg');
  return form;
};

describe('api.upload', () => {
  it('reports progress in percent and resolves with the parsed answer', async () => {
    const { api, xhr, createXhr } = setup();
    const onProgress = vi.fn<(percent: number) => void>();
    const body = picture();
    const done = api.upload('put', '/doctors/uploadProfilePicture/{id}', {
      params: { path: { id: 'doc-ahmed' } },
      body,
      onProgress,
      createXhr,
    });
    await xhr.whenSent();
    xhr.progress(0, 2000);
    xhr.progress(500, 2000);
    xhr.progress(1999, 2000);
    xhr.answer(200, { data: { _id: 'doc-ahmed', firstName: 'Ahmed', lastName: 'Al Mansoori', email: 'a@b.ae' } });

    await expect(done).resolves.toEqual({
      data: { _id: 'doc-ahmed', firstName: 'Ahmed', lastName: 'Al Mansoori', email: 'a@b.ae' },
    });
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([0, 25, 99, 100]);
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('http://aafiya.test/api/doctors/uploadProfilePicture/doc-ahmed');
    expect(xhr.sent).toBe(body);
  });

  it('sends the bearer token and the timezone header', async () => {
    const { api, xhr, createXhr } = setup();
    const done = api.upload('post', '/promos', { body: new FormData(), createXhr });
    await xhr.whenSent();
    xhr.answer(201, { data: { _id: 'promo-1', url: '/files/promos/tour.mp4' } });
    await done;
    expect(xhr.headers).toEqual({ authorization: 'Bearer token-123', timezone: 'Asia/Dubai' });
  });

  it("rejects with ApiError and the server's message", async () => {
    const { api, xhr, createXhr, navigate } = setup();
    const done = api.upload('post', '/promos', { body: new FormData(), createXhr });
    await xhr.whenSent();
    xhr.answer(413, { message: 'Video must be at most 20,000,000 bytes' });
    await expect(done).rejects.toMatchObject({
      name: 'ApiError',
      status: 413,
      message: 'Video must be at most 20,000,000 bytes',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a 401 clears local storage and goes to /login', async () => {
    const { api, xhr, createXhr, storage, navigate } = setup();
    const done = api.upload('post', '/promos', { body: new FormData(), createXhr });
    await xhr.whenSent();
    xhr.answer(401, '');
    await expect(done).rejects.toMatchObject({ status: 401, message: 'Request failed with status code 401' });
    expect(storage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('rejects with a network ApiError, and with an AbortError when aborted', async () => {
    const { api, xhr, createXhr } = setup();
    const failed = api.upload('post', '/promos', { body: new FormData(), createXhr });
    await xhr.whenSent();
    xhr.onerror?.({});
    await expect(failed).rejects.toEqual(new ApiError(0, 'Network Error'));

    const controller = new AbortController();
    const second = new FakeXhr();
    const aborted = api.upload('post', '/promos', {
      body: new FormData(),
      createXhr: () => second as unknown as UploadXhr,
      signal: controller.signal,
    });
    await second.whenSent();
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('/promos/{id}/{fileId}', { id: 'p 1', fileId: 'a/b.mp4' })).toBe('/promos/p%201/a%2Fb.mp4');
    expect(() => fillPath('/promos/{id}', {})).toThrow('Missing path parameter "id"');
  });
});
