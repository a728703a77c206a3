// Pictures of the admin's catalogues (a speciality's or an insurance's logo, a
// package category's image): one file, at most 5,242,880 bytes (002 §5, §9),
// an image by its content, whatever its name or declared type says.
import type { Claims } from '../../../auth/tokens';
import type { Services } from '../../../services';
import { badRequest } from '../../../http/http-error';
import { withUploadedImage, type ImageRules } from '../../hospital/offer-images';

export const CATALOGUE_IMAGE_MAX_BYTES = 5_242_880;

// Spec choice: "image types" are the pictures the file store checks and serves
// (JPEG and PNG); SVG is refused on purpose (it can carry script). The
// specification gives no text for a file that is not an image; this one is
// the offer images' (hospital/offer-images.ts).
const catalogueImageRules: ImageRules = {
  field: 'image',
  kinds: ['jpeg', 'png'],
  maxBytes: CATALOGUE_IMAGE_MAX_BYTES,
  sizeMessage: 'File too Big, please select a file less than 5mb',
  typeMessage: 'Only JPG, JPEG or PNG images are allowed',
};

interface ImageRequest {
  files: { image?: File };
  user: Claims | undefined;
}

/**
 * Stores the request's image (413 past the limit, 415 when it is no picture),
 * then lets `save` write its URL; without one `save` gets undefined, unless the
 * item needs one (`required`: the message saying so, answered with 400). A new
 * image replaces `current`, which is removed once `save` has succeeded; if
 * `save` fails, the new file is removed again.
 */
export function withCatalogueImage<T>(
  request: ImageRequest,
  services: Services,
  options: { required?: string; current?: string | null },
  save: (url: string | undefined) => Promise<T>,
): Promise<T> {
  const file = request.files.image;
  if (!file && options.required) throw badRequest(options.required);
  return withUploadedImage(
    services,
    { file, ownerUserId: request.user?.sub ?? null, current: file ? [options.current ?? null] : [] },
    save,
    catalogueImageRules,
  );
}
