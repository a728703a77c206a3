// Story data of the Services screen (stories only; not exported from the package).
import { type ServiceStaffOptions, toHospitalService } from '@aafiya/api-client';
import { handlers, hospitals, mockError, mockOperation, mockUrl, services, staff } from '@aafiya/api-client/mocks';
import { type HttpHandler, http, HttpResponse } from 'msw';
import { expect, type screen } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { neverAnswer } from '../../../stories/mock-requests';

/** Marina Care Hospital's services, as the list shows them. */
export const marinaServices = services.hospitalServices.filter(
  (service) => service.hospitalId === hospitals.marinaCare._id,
);
export const storyServices = marinaServices.map(toHospitalService);

const option = (person: { _id: string; firstName: string; lastName: string }) => ({
  id: person._id,
  label: `${person.firstName} ${person.lastName}`,
});

/** The doctors, nurses and technicians the modal offers. */
export const storyStaffOptions: ServiceStaffOptions = {
  doctors: staff.doctors.map(option),
  nurses: staff.nurses.filter((n) => n.type === 'Nurse').map(option),
  technicians: staff.nurses.filter((n) => n.type === 'Technician').map(option),
};

/** The signed-in hospital of the connected stories: its id is the session's referenceId. */
export const hospitalSession = { token: 'story-token', role: 'HOSPITAL', referenceId: hospitals.marinaCare._id };

/** Answers go through the envelope and MSW: leave them time on a busy machine. */
export const slow = { timeout: 5000 };

type ApiService = (typeof services.hospitalServices)[number];
type ApiPerson = NonNullable<ApiService['doctors']>[number];

const people: ApiPerson[] = [...staff.doctors, ...staff.nurses].map((p) => ({
  _id: p._id,
  firstName: p.firstName,
  lastName: p.lastName,
}));

/** The people a multipart list field names (the empty part stands for none). */
function peopleOf(form: FormData, field: string): ApiPerson[] {
  const ids = form.getAll(field).map(String).filter(Boolean);
  return people.filter((person) => ids.includes(person._id));
}

/**
 * A stateful stand-in for the services API in connected stories: the list,
 * create, update and delete change one in-memory list, and every multipart
 * body sent is kept. Put `handlers` first and call `reset()` in `beforeEach`.
 */
export function serviceStore() {
  let list: ApiService[] = [];
  const sent: FormData[] = [];
  const apply = (form: FormData, base: ApiService): ApiService => {
    const isFree = form.has('isFree') ? form.get('isFree') === 'true' : base.isFree;
    const text = (field: string, current: string | undefined) => {
      const value = form.get(field);
      return typeof value === 'string' ? value : (current ?? '');
    };
    const next: ApiService = { ...base };
    delete next.price;
    return {
      ...next,
      name: text('name', base.name),
      description: text('description', base.description),
      isFree,
      ...(isFree ? {} : { price: Number(text('price', String(base.price ?? 0))) }),
      coveredByInsurance: form.has('isCoveredByInsurance')
        ? form.get('isCoveredByInsurance') === 'true'
        : base.coveredByInsurance,
      doctors: form.has('doctors') ? peopleOf(form, 'doctors') : base.doctors,
      nurses: form.has('nurses') ? peopleOf(form, 'nurses') : base.nurses,
      technicians: form.has('technicians') ? peopleOf(form, 'technicians') : base.technicians,
    };
  };
  const handlers = [
    http.get(mockUrl('/hospitalServices/hospital/:hospitalId'), () => HttpResponse.json({ data: list })),
    http.post(mockUrl('/hospitalServices'), async ({ request }) => {
      const form = await request.formData();
      sent.push(form);
      const created = apply(form, { _id: `svc-new-${list.length}`, name: '', isFree: false, hospitalId: 'h' });
      list = [created, ...list];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.put(mockUrl('/hospitalServices/:id'), async ({ request, params }) => {
      const form = await request.formData();
      sent.push(form);
      const current = list.find((s) => s._id === params.id);
      if (!current) return HttpResponse.json({ message: 'Service not found' }, { status: 404 });
      const updated = apply(form, current);
      list = list.map((s) => (s._id === updated._id ? updated : s));
      return HttpResponse.json({ data: updated });
    }),
    http.delete(mockUrl('/hospitalServices/:id'), ({ params }) => {
      list = list.filter((s) => s._id !== params.id);
      return HttpResponse.json({ message: 'Service deleted successfully', data: { _id: String(params.id) } });
    }),
  ];
  return {
    handlers,
    sent,
    get list() {
      return list;
    },
    reset() {
      list = [...marinaServices];
      sent.length = 0;
    },
  };
}

type ListCanvas = Pick<typeof screen, 'findByText' | 'findByRole' | 'getByRole'>;

/** The card list named `name` ("Services", "Offers", "العروض"), once its answer arrived. */
export function findCardList(canvas: Pick<ListCanvas, 'findByRole'>, name: string): Promise<HTMLElement> {
  return canvas.findByRole('list', { name }, slow);
}

interface ListStateStory {
  parameters: { msw: { handlers: HttpHandler[] } };
  globals?: typeof arabic;
  play: (context: { canvas: ListCanvas }) => Promise<void>;
}

interface ListStateTexts {
  /** The add button, e.g. "+ ADD SERVICE". */
  add: string;
  /** The empty text, e.g. "No Services Yet.". */
  empty: string;
  /** The failed load in English and in Arabic. */
  failed: string;
  arabicFailed: string;
}

/**
 * The Empty, Loading, LoadError and ArabicLoadError stories of a connected
 * card list (Services, Offers): its list `path` answers an empty list, never,
 * or a 500; every other call answers the fixtures.
 */
export function cardListStateStories(
  path: '/hospitalServices/hospital/{hospitalId}' | '/packages/hospital/{hospitalId}' | '/packages/vendor/{vendorId}',
  texts: ListStateTexts,
): Record<'Empty' | 'Loading' | 'LoadError' | 'ArabicLoadError', ListStateStory> {
  const failing = { msw: { handlers: [mockError('get', path, 500), ...handlers] } };
  return {
    Empty: {
      parameters: { msw: { handlers: [mockOperation('get', path, { data: [] }), ...handlers] } },
      play: async ({ canvas }) => {
        await expect(await canvas.findByText(texts.empty, {}, slow)).toBeVisible();
        await expect(canvas.getByRole('button', { name: texts.add })).toBeVisible();
      },
    },
    Loading: {
      parameters: { msw: { handlers: [neverAnswer('get', path), ...handlers] } },
      play: async ({ canvas }) => {
        await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
      },
    },
    LoadError: {
      parameters: failing,
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(texts.failed);
      },
    },
    ArabicLoadError: {
      parameters: failing,
      globals: arabic,
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(texts.arabicFailed);
      },
    },
  };
}
