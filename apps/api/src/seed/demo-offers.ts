// Shapes of the demo services and offers (the data is in hospitals/ and demo-partners.ts).
import type { ServiceIcon } from './pictures';

export interface DemoService {
  name: string;
  description: string;
  /** AED; null for a free service. */
  price: number | null;
  coveredByInsurance: boolean;
  icon: ServiceIcon;
  /** Indexes into the hospital's doctors, nurses and technicians. */
  doctors: number[];
  nurses: number[];
  technicians: number[];
}

interface OfferBase {
  title: string;
  /** Package category, by English name. */
  category: string;
  points: number;
  about: string;
  termsAndConditions: string;
  voucherCode: string;
  subscribedCount: number;
  status?: 'ACTIVE' | 'PENDING';
}

export type DemoOffer = OfferBase &
  ({ type: 'ON_PERCENTAGE'; off: number } | { type: 'BUY_SOME_GET_SOME'; buy: number; get: number });

export const percentOff = (off: number, rest: OfferBase): DemoOffer => ({ ...rest, type: 'ON_PERCENTAGE', off });
export const buyGet = (buy: number, get: number, rest: OfferBase): DemoOffer => ({
  ...rest,
  type: 'BUY_SOME_GET_SOME',
  buy,
  get,
});
