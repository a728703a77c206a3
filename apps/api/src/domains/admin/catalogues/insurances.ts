// Insurances (002 §3, §5, §8): names and a logo, the logo required on create
// and kept on update unless a new one comes.
import type { HandlerGroup } from '../../../http/types';
import { newId } from '../../../ids';
import { findCatalogueItem, toInsurance } from '../../shared/catalogue-views';
import { withCatalogueImage } from './catalogue-images';
import { deleteCatalogueItem, insertCatalogueItem, updateCatalogueItem } from './catalogue-items';
import { namesOf, withUniqueName } from './names';

export const insuranceHandlers = {
  async createInsurance(request, services) {
    const names = namesOf(request.body);
    const row = await withCatalogueImage(request, services, { required: 'Please select an image' }, (logo) =>
      withUniqueName('insurance', () =>
        insertCatalogueItem(services, 'insurance', { id: newId(), ...names, image: logo ?? null }),
      ),
    );
    return { status: 201, json: { message: 'Insurance created successfully', data: toInsurance(row) } };
  },

  // Spec choice: §8 lists no toast for an insurance update; this one follows the speciality's.
  async updateInsurance(request, services) {
    const names = namesOf(request.body);
    const current = await findCatalogueItem(services, 'insurance', request.params.id);
    const row = await withCatalogueImage(request, services, { current: current.image }, (logo) =>
      withUniqueName('insurance', () =>
        updateCatalogueItem(services, 'insurance', current.id, { ...names, ...(logo ? { image: logo } : {}) }),
      ),
    );
    return { json: { message: 'Insurance updated successfully', data: toInsurance(row) } };
  },

  async deleteInsurance({ params }, services) {
    const row = await deleteCatalogueItem(services, 'insurance', params.id);
    return { json: { message: 'Insurance deleted successfully', data: { _id: row.id } } };
  },
} satisfies HandlerGroup;
