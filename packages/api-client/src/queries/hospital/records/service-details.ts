import type { components } from '../../../schema.gen';

type ServiceRef = components['schemas']['ServiceRef'];

/** What the Service Details modal shows (000 §2.5): name, price, covered by insurance, description. */
export interface ServiceDetails {
  id: string;
  name: string;
  /** AED; undefined for a free service. */
  price?: number;
  isFree: boolean;
  coveredByInsurance: boolean;
  description?: string;
}

/**
 * Maps a service as an appointment names it. A service without a price is
 * free whatever `isFree` says (a paid service always has one, 000 §5).
 */
export function toServiceDetails(service: ServiceRef): ServiceDetails {
  const free = service.isFree === true || service.price === undefined;
  const details: ServiceDetails = {
    id: service._id,
    name: service.name ?? '',
    isFree: free,
    coveredByInsurance: service.coveredByInsurance === true,
  };
  if (!free && service.price !== undefined) details.price = service.price;
  if (service.description) details.description = service.description;
  return details;
}
