import { namespaces } from '../../packages/ui/src/i18n/resources';

export type Language = 'en' | 'ar';
type Namespaces = typeof namespaces;

/**
 * A text the sites show, in `language`, from the component library's own
 * messages (so a test in Arabic finds the same words a reader sees):
 * `text('ar', 'staff', 'addDoctor')`. `{{name}}` placeholders are filled from `values`.
 */
export function text<N extends keyof Namespaces>(
  language: Language,
  namespace: N,
  key: keyof Namespaces[N]['en'] & string,
  values: Record<string, string | number> = {},
): string {
  const messages = namespaces[namespace][language] as Record<string, unknown>;
  const message = messages[key];
  if (typeof message !== 'string') throw new Error(`No text ${namespace}:${key} in ${language}`);
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
