// Categories and addons (002 §3, §5, §8): names only, sent as JSON.
import type { HandlerGroup } from '../../../http/types';
import { newId } from '../../../ids';
import { toLookup } from '../../shared/mappers';
import { deleteCatalogueItem, insertCatalogueItem, updateCatalogueItem } from './catalogue-items';
import { namesOf, withUniqueName } from './names';

export const namedCatalogueHandlers = {
  async createCategory({ body }, services) {
    const row = await withUniqueName('category', () =>
      insertCatalogueItem(services, 'category', { id: newId(), ...namesOf(body) }),
    );
    return { status: 201, json: { message: 'Category created successfully', data: toLookup(row) } };
  },

  async updateCategory({ params, body }, services) {
    const row = await withUniqueName('category', () =>
      updateCatalogueItem(services, 'category', params.id, namesOf(body)),
    );
    return { json: { message: 'Category updated successfully', data: toLookup(row) } };
  },

  async deleteCategory({ params }, services) {
    const row = await deleteCatalogueItem(services, 'category', params.id);
    return { json: { message: 'Category deleted successfully', data: { _id: row.id } } };
  },

  async createAddon({ body }, services) {
    const row = await withUniqueName('addon', () =>
      insertCatalogueItem(services, 'addon', { id: newId(), ...namesOf(body) }),
    );
    return { status: 201, json: { message: 'Addon created successfully', data: toLookup(row) } };
  },

  // "Addon update successfully": §8's text, as written.
  async updateAddon({ params, body }, services) {
    const row = await withUniqueName('addon', () => updateCatalogueItem(services, 'addon', params.id, namesOf(body)));
    return { json: { message: 'Addon update successfully', data: toLookup(row) } };
  },

  async deleteAddon({ params }, services) {
    const row = await deleteCatalogueItem(services, 'addon', params.id);
    return { json: { message: 'Addon deleted successfully', data: { _id: row.id } } };
  },
} satisfies HandlerGroup;
