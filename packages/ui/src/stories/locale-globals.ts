/**
 * Story globals that pin a story to a language. Every component has at least
 * one Arabic right-to-left story: `globals: arabic`.
 */
export const arabic = { locale: 'ar', direction: 'rtl' } as const;
export const english = { locale: 'en', direction: 'ltr' } as const;
