// Story data of the vendor's profile (stories only; not exported from the package).
import { type Schema, toVendorProfile, type VendorProfile } from '@aafiya/api-client';
import { vendors } from '@aafiya/api-client/mocks';
import { editableRecord } from '../../hospital/staff-forms/staff-forms.story-helpers';

type Vendor = Schema<'Vendor'>;

/** Wellness Hub (Omar Al Suwaidi) as the view shows it: picture, two gallery images, a point on Dubai Marina. */
export const storyVendor: VendorProfile = toVendorProfile(vendors.vendorWellnessHub);

/** A vendor who has chosen no location and no gallery images yet. */
export const storyNewVendor: VendorProfile = { ...storyVendor, location: null, gallery: [] };

/**
 * The signed-in vendor's record for connected stories: `GET /vendors/{id}`
 * answers the latest, `PUT` merges the body (passwords left out) and answers
 * it. Put `handlers` before the default ones and `reset()` in `beforeEach`.
 */
export const editableVendor = editableRecord<Vendor>(
  '/vendors/{id}',
  vendors.vendorWellnessHub,
  (record) => ({ data: record }),
  (record, body) => {
    const fields: Record<string, unknown> = { ...body };
    delete fields.password;
    delete fields.confirmPassword;
    return { ...record, ...fields };
  },
);
