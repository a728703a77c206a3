import { describe, expect, it } from 'vitest';
import { createOfferFormSchema, emptyOfferForm, toOfferInputOf } from './offer-form.schema';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const image = new File(['x'], 'offer.jpg', { type: 'image/jpeg' });
const filled = { ...emptyOfferForm, title: 'Eye Test', categoryId: 'cat-1', points: 100, image };

describe('offer form schema (000 §5 "Offer")', () => {
  it('needs title, type, category, points and, on add, an image', () => {
    expect(messagesOf(createOfferFormSchema('add').safeParse(emptyOfferForm))).toEqual({
      title: 'Required',
      type: 'Required',
      categoryId: 'Required',
      points: 'Required',
      image: 'Please select offer image',
    });
    const edit = createOfferFormSchema('edit').safeParse({ ...filled, type: 'ON_PERCENTAGE', off: 10, image: null });
    expect(edit.success).toBe(true);
  });

  it('needs off for a percentage offer and both quantities for buy-some-get-some', () => {
    const schema = createOfferFormSchema('add');
    expect(messagesOf(schema.safeParse({ ...filled, type: 'ON_PERCENTAGE' }))).toEqual({ off: 'Field is required' });
    expect(messagesOf(schema.safeParse({ ...filled, type: 'BUY_SOME_GET_SOME', off: 10 }))).toEqual({
      buyQuantity: 'Field is required',
      getQuantity: 'Field is required',
    });
  });

  it('keeps to the contract’s ranges: points ≥ 0, 0 < off ≤ 100, quantities ≥ 1', () => {
    const schema = createOfferFormSchema('add');
    expect(messagesOf(schema.safeParse({ ...filled, points: -5, type: 'ON_PERCENTAGE', off: 150 }))).toEqual({
      points: 'Points cannot be negative',
      off: 'Off (%) must be more than 0 and at most 100',
    });
    expect(messagesOf(schema.safeParse({ ...filled, type: 'ON_PERCENTAGE', off: 0 }))).toEqual({
      off: 'Off (%) must be more than 0 and at most 100',
    });
    expect(schema.safeParse({ ...filled, type: 'ON_PERCENTAGE', off: 100 }).success).toBe(true);
    expect(
      messagesOf(schema.safeParse({ ...filled, type: 'BUY_SOME_GET_SOME', buyQuantity: 0, getQuantity: 1 })),
    ).toEqual({
      buyQuantity: 'Must be at least 1',
    });
  });

  it('sends only the fields of the chosen type', () => {
    const values = createOfferFormSchema('add').parse({
      ...filled,
      type: 'BUY_SOME_GET_SOME',
      off: 10,
      buyQuantity: 2,
      getQuantity: 1,
    });
    expect(toOfferInputOf(values)).toMatchObject({ off: null, buyQuantity: 2, getQuantity: 1, image });
  });
});
