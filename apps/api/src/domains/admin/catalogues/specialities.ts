// Specialities (002 §3, §5, §8): names, search tags, sort order and a logo,
// the logo required on create and kept on update unless a new one comes.
import type { HandlerGroup } from '../../../http/types';
import { badRequest } from '../../../http/http-error';
import { newId } from '../../../ids';
import { findCatalogueItem, toSpeciality } from '../../shared/catalogue-views';
import { withCatalogueImage } from './catalogue-images';
import { deleteCatalogueItem, insertCatalogueItem, updateCatalogueItem } from './catalogue-items';
import { namesOf, withUniqueName } from './names';

/**
 * The form's fields as stored: names, the tags as a tidy comma-separated list
 * ("heart, ecg"; empty ones dropped), the order (the contract checked it is a number).
 */
function detailsOf(body: { name_en: string; name_ar: string; tags: string; order: number }) {
  const tags = body.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length === 0) throw badRequest('Required');
  return { ...namesOf(body), tags: tags.join(', '), sortOrder: body.order };
}

export const specialityHandlers = {
  async createSpeciality(request, services) {
    const details = detailsOf(request.body);
    const row = await withCatalogueImage(request, services, { required: 'Please select an image' }, (logo) =>
      withUniqueName('speciality', () =>
        insertCatalogueItem(services, 'speciality', { id: newId(), ...details, image: logo ?? null }),
      ),
    );
    return { status: 201, json: { message: 'Speciality created successfully', data: toSpeciality(row) } };
  },

  async updateSpeciality(request, services) {
    const details = detailsOf(request.body);
    const current = await findCatalogueItem(services, 'speciality', request.params.id);
    const row = await withCatalogueImage(request, services, { current: current.image }, (logo) =>
      withUniqueName('speciality', () =>
        updateCatalogueItem(services, 'speciality', current.id, { ...details, ...(logo ? { image: logo } : {}) }),
      ),
    );
    return { json: { message: 'Speciality updated successfully', data: toSpeciality(row) } };
  },

  async deleteSpeciality({ params }, services) {
    const row = await deleteCatalogueItem(services, 'speciality', params.id);
    return { json: { message: 'Speciality deleted successfully', data: { _id: row.id } } };
  },
} satisfies HandlerGroup;
