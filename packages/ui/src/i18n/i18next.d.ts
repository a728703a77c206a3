import 'i18next';
import type { namespaces } from './resources';

// Typed keys: t('pager:next') and useTranslation('pager') are checked by TypeScript.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { [N in keyof typeof namespaces]: (typeof namespaces)[N]['en'] };
  }
}
