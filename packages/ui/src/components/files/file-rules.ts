/** Why a chosen file is refused. */
export type FileProblem = 'wrongType' | 'tooLarge' | 'tooLong';

export interface FileRules {
  /** Accepted types, as in `<input accept>`: MIME types ('application/pdf'), wildcards ('video/*') or extensions ('.jpg'). */
  accept?: string;
  /** The largest size in bytes; a larger file is refused (a file of exactly this size is accepted). */
  maxSize?: number;
}

/** Whether `file` matches an `accept` list (an empty or missing list accepts everything). */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept?: string): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** The first rule `file` breaks (type, then size), or null when it is accepted. */
export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>, rules: FileRules): FileProblem | null {
  if (!matchesAccept(file, rules.accept)) return 'wrongType';
  if (rules.maxSize !== undefined && file.size > rules.maxSize) return 'tooLarge';
  return null;
}

/** Whether a video of `seconds` is longer than `maxDuration` (an unknown length is let through). */
export function isTooLong(seconds: number | null, maxDuration?: number): boolean {
  return maxDuration !== undefined && seconds !== null && Number.isFinite(seconds) && seconds > maxDuration;
}

/** Whether `file` is a video, by its MIME type. */
export function isVideo(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('video/');
}
