/** The search block's box: the block and its loading skeleton share it. */
export const homeSearchBlockClass = 'w-full rounded-lg bg-surface p-4 text-foreground shadow-md';
