import type { Messages } from './messages';

/** Texts of the pager components (English: the specification's wording). */
export const pager = {
  en: {
    /** "Prev / numbered pages / Next" (000 §1). */
    previous: 'Prev',
    next: 'Next',
    pagination: 'Pagination',
    page: 'Page {{page}}',
    morePages: 'More pages',
  },
  ar: {
    previous: 'السابق',
    next: 'التالي',
    pagination: 'ترقيم الصفحات',
    page: 'الصفحة {{page}}',
    morePages: 'صفحات أخرى',
  },
} satisfies Messages;
