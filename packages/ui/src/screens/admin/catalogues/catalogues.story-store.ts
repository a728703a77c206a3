// A stateful stand-in for one admin catalogue's API in connected stories (stories only; not exported).
import { mockUrl, readMockJson } from '@aafiya/api-client/mocks';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';

/** A catalogue record as the API sends it. */
export type ApiRecord = { _id: string } & Record<string, unknown>;

export interface CatalogueStoreOptions {
  /** The list path, e.g. `/specialities`; items are at `{path}/{id}`. */
  path: string;
  /** The records the store starts from at every `reset()`. */
  initial: () => ApiRecord[];
  /** Paged by the API: the answer's list field and the page size. Without it the list answers whole. */
  paged?: { field: string; pageSize: number };
  /** Multipart bodies: the field an uploaded image becomes (`logo`, `image`). Without it bodies are JSON. */
  imageField?: string;
}

/** The fields a body sent: a multipart form's parts, or the (decrypted) JSON. */
export type SentFields = Record<string, unknown>;

/**
 * The list (whole or paged), create, update and delete work on one
 * in-memory list; the pages asked for and the fields sent are kept. An
 * upload can be held a moment (`reset({ uploadDelayMs })`) so its progress
 * shows. Put `handlers` first and call `reset()` in `beforeEach`.
 */
export function catalogueStore({ path, initial, paged, imageField }: CatalogueStoreOptions) {
  let list = initial();
  let created = 0;
  let uploadDelayMs = 0;
  const sent: SentFields[] = [];
  const pagesAsked: number[] = [];
  const folder = path.slice(1);

  const read = async (request: Request): Promise<SentFields> =>
    imageField
      ? Object.fromEntries((await request.formData()).entries())
      : ((await readMockJson(request)) as SentFields);

  const apply = (fields: SentFields, base: ApiRecord): ApiRecord => {
    const next: ApiRecord = { ...base };
    for (const [name, value] of Object.entries(fields)) {
      if (value instanceof File && imageField) next[imageField] = `/files/${folder}/${value.name}`;
      else next[name] = name === 'order' ? Number(value) : value;
    }
    return next;
  };

  const answerList = (request: Request) => {
    if (!paged) return HttpResponse.json({ data: list } as JsonBodyType);
    const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
    pagesAsked.push(page);
    const numberOfPages = Math.ceil(list.length / paged.pageSize);
    const items = list.slice(page * paged.pageSize, (page + 1) * paged.pageSize);
    return HttpResponse.json({
      data: { [paged.field]: items, pageNumber: page, numberOfPages, totalItems: list.length },
    } as JsonBodyType);
  };

  const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });

  return {
    sent,
    pagesAsked,
    get list() {
      return list;
    },
    /** Start again from the initial records; `empty` starts with none. */
    reset(options: { empty?: boolean; uploadDelayMs?: number } = {}) {
      list = options.empty ? [] : initial();
      created = 0;
      uploadDelayMs = options.uploadDelayMs ?? 0;
      sent.length = 0;
      pagesAsked.length = 0;
    },
    handlers: [
      http.get(mockUrl(path), ({ request }) => answerList(request)),
      http.post(mockUrl(path), async ({ request }) => {
        const fields = await read(request);
        sent.push(fields);
        if (uploadDelayMs > 0) await delay(uploadDelayMs);
        created += 1;
        const record = apply(fields, { _id: `${folder}-new-${created}` });
        list = [record, ...list];
        return HttpResponse.json({ data: record } as JsonBodyType, { status: 201 });
      }),
      http.put(mockUrl(`${path}/{id}`), async ({ request, params }) => {
        const fields = await read(request);
        sent.push(fields);
        const current = list.find((record) => record._id === params.id);
        if (!current) return notFound();
        if (uploadDelayMs > 0) await delay(uploadDelayMs);
        const record = apply(fields, current);
        list = list.map((item) => (item._id === record._id ? record : item));
        return HttpResponse.json({ data: record } as JsonBodyType);
      }),
      http.delete(mockUrl(`${path}/{id}`), ({ params }) => {
        if (!list.some((record) => record._id === params.id)) return notFound();
        list = list.filter((record) => record._id !== params.id);
        return HttpResponse.json({ data: { _id: String(params.id) } });
      }),
    ],
  };
}
