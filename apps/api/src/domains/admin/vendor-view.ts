// A vendor in the contract's shape, and the record columns a vendor form sets.
import type { vendors } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { textFields } from '../hospital/staff/fields';

type VendorRow = typeof vendors.$inferSelect;

export function toVendor(row: VendorRow) {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    branch_name: row.branchName,
    email: row.email,
    address: row.address,
    phoneNo: row.phoneNo,
    ...(row.about ? { about: row.about } : {}),
    ...(row.image ? { image: row.image } : {}),
    images: row.images,
    ...(row.latitude !== null && row.longitude !== null
      ? { location: { type: 'Point' as const, coordinates: [row.latitude, row.longitude] } }
      : {}),
  };
}

/** What a vendor form sends besides the e-mail and password. */
export interface VendorFormBody {
  firstName?: string;
  lastName?: string;
  branch_name?: string;
  address?: string;
  phoneNo?: string;
  about?: string;
  location?: { coordinates: number[] };
}

const TEXTS = ['firstName', 'lastName', 'branch_name', 'address', 'phoneNo', 'about'] as const;

/**
 * The columns a vendor form changes: its texts trimmed (a blank name, branch
 * or address is refused like a missing one: the admin form requires them, 002
 * §5; a blank about clears it) and the map point, latitude first.
 */
export function vendorColumns(body: VendorFormBody) {
  const texts = textFields(body, TEXTS, ['branch_name', 'address']);
  const [latitude, longitude] = body.location?.coordinates ?? [];
  if (latitude !== undefined && longitude !== undefined) {
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw badRequest('location must be a point on the map');
  }
  return {
    firstName: texts.firstName,
    lastName: texts.lastName,
    branchName: texts.branch_name,
    address: texts.address,
    phoneNo: texts.phoneNo,
    about: texts.about === undefined ? undefined : texts.about || null,
    latitude,
    longitude,
  };
}
