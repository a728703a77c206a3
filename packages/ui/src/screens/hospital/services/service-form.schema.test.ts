import { describe, expect, it } from 'vitest';
import { emptyServiceForm, serviceFormSchema, toServiceInputOf } from './service-form.schema';

const messagesOf = (result: ReturnType<typeof serviceFormSchema.safeParse>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('service form schema (000 §5 "Service")', () => {
  it('needs a name, a description and, when paid, a price above 0', () => {
    expect(messagesOf(serviceFormSchema.safeParse(emptyServiceForm))).toEqual({
      name: 'Required',
      description: 'Required',
      price: 'Price must be greater than 0',
    });
    const zero = serviceFormSchema.safeParse({ ...emptyServiceForm, name: 'X', description: 'Y', price: 0 });
    expect(messagesOf(zero)).toEqual({ price: 'Price must be greater than 0' });
    const negative = serviceFormSchema.safeParse({ ...emptyServiceForm, name: 'X', description: 'Y', price: -50 });
    expect(messagesOf(negative)).toEqual({ price: 'Price must be greater than 0' });
  });

  it('a free service needs no price and sends none', () => {
    const result = serviceFormSchema.parse({
      ...emptyServiceForm,
      pricing: 'free',
      name: ' X ',
      description: 'Y',
      price: 5,
    });
    expect(toServiceInputOf(result)).toMatchObject({ isFree: true, price: null, name: 'X', coveredByInsurance: false });
  });
});
