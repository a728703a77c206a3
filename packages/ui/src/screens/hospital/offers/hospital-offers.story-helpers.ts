// Story data of the Offers screen (stories only; not exported from the package).
import { toOffer } from '@aafiya/api-client';
import { catalogues, hospitals, mockUrl, offers } from '@aafiya/api-client/mocks';
import { http, HttpResponse } from 'msw';
import { canvasPicture } from '../../../stories/canvas-picture';

type ApiOffer = (typeof offers.packages)[number];

/** Marina Care Hospital's offers: the fixture's one plus a buy-some-get-some one of its own. */
export const marinaOffers: ApiOffer[] = [
  offers.packageCheckup,
  {
    ...offers.packageWhitening,
    _id: 'pkg-marina-physio',
    title: 'Physiotherapy – Buy 4 Get 1',
    buyQuantity: 4,
    getQuantity: 1,
    voucherCode: 'PHYSIO4PLUS1',
    subscribedCount: 9,
    vendorId: undefined,
    hospitalId: hospitals.marinaCare._id,
  },
];
export const storyOffers = marinaOffers.map((offer) => toOffer(offer));

/** The category choices of the offer modal. */
export const storyCategories = catalogues.packageCategories.map((c) => ({ id: c._id, label: c.name_en }));

/** A real picture made on a canvas (the crop field reads it), 480 × 360 PNG unless told. */
export function picture(name: string, type = 'image/png', width = 480, height = 360): Promise<File> {
  return canvasPicture(name, type, width, height);
}

const categoryRef = (id: string) => {
  const category = catalogues.packageCategories.find((c) => c._id === id);
  return category ? { _id: category._id, name_en: category.name_en, name_ar: category.name_ar } : { _id: id };
};

/**
 * A stateful stand-in for the offers API in connected stories: the list,
 * create, update and delete change one in-memory list, and every multipart
 * body sent is kept. Put `handlers` first and call `reset()` in `beforeEach`.
 * The list starts as `initial` and is answered on `listPath` (a vendor's:
 * `offerStore(wellnessPackages, '/packages/vendor/:vendorId')`).
 */
export function offerStore(initial: readonly ApiOffer[] = marinaOffers, listPath = '/packages/hospital/:hospitalId') {
  let list: ApiOffer[] = [];
  const sent: FormData[] = [];
  const apply = (form: FormData, base: ApiOffer): ApiOffer => {
    const type = form.get('type') === 'BUY_SOME_GET_SOME' ? 'BUY_SOME_GET_SOME' : 'ON_PERCENTAGE';
    const text = (field: string) => {
      const value = form.get(field);
      return typeof value === 'string' ? value : '';
    };
    const number = (field: string) => Number(text(field));
    const next: ApiOffer = {
      ...base,
      title: text('title'),
      type,
      points: number('points'),
      category_id: categoryRef(text('category_id')),
      termsAndConditions: text('termsAndConditions'),
      about: text('about'),
    };
    delete next.off;
    delete next.buyQuantity;
    delete next.getQuantity;
    if (type === 'ON_PERCENTAGE') next.off = number('off');
    else Object.assign(next, { buyQuantity: number('buyQuantity'), getQuantity: number('getQuantity') });
    return next;
  };
  const handlers = [
    http.get(mockUrl(listPath), () => HttpResponse.json({ data: list })),
    http.post(mockUrl('/packages'), async ({ request }) => {
      const form = await request.formData();
      sent.push(form);
      const created = apply(form, {
        _id: `pkg-new-${list.length}`,
        title: '',
        type: 'ON_PERCENTAGE',
        points: 0,
        images: [],
        voucherCode: 'NEWCODE123',
        subscribedCount: 0,
      });
      list = [created, ...list];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.put(mockUrl('/packages/:id'), async ({ request, params }) => {
      const form = await request.formData();
      sent.push(form);
      const current = list.find((o) => o._id === params.id);
      if (!current) return HttpResponse.json({ message: 'Package not found' }, { status: 404 });
      const updated = apply(form, current);
      list = list.map((o) => (o._id === updated._id ? updated : o));
      return HttpResponse.json({ data: updated });
    }),
    http.delete(mockUrl('/packages/:id'), ({ params }) => {
      list = list.filter((o) => o._id !== params.id);
      return HttpResponse.json({ message: 'Package deleted successfully', data: { _id: String(params.id) } });
    }),
  ];
  return {
    handlers,
    sent,
    reset() {
      list = [...initial];
      sent.length = 0;
    },
  };
}
