// The admin's catalogues (#22): the writes of specialities, insurances,
// package categories, categories and addons, as one handler group. Their reads
// are public (../../public/lookups.ts); both answer the shapes of
// ../../shared/catalogue-views.ts.
import type { HandlerGroup } from '../../../http/types';
import { insuranceHandlers } from './insurances';
import { namedCatalogueHandlers } from './named-catalogues';
import { packageCategoryHandlers } from './package-categories';
import { specialityHandlers } from './specialities';

export const catalogueHandlers = {
  ...specialityHandlers,
  ...insuranceHandlers,
  ...packageCategoryHandlers,
  ...namedCatalogueHandlers,
} satisfies HandlerGroup;
