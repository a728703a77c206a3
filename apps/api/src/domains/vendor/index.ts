// vendor (issue 23): the vendor area's own calls beside the admin's vendor calls (../admin/vendors.ts, which also
// answer a vendor editing itself) and the offers (../hospital/packages.ts): its pictures and gallery, and its
// promo codes. One handler group (http/handler-registry.ts).
import type { HandlerGroup } from '../../http/types';
import { redemptionHandlers } from './redemptions';
import { vendorPictureHandlers } from './vendor-pictures';

export const vendorAreaHandlers = { ...vendorPictureHandlers, ...redemptionHandlers } satisfies HandlerGroup;
