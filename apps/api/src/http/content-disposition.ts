/**
 * The Content-Disposition of a file answer (RFC 6266): the name as given where
 * it is printable ASCII ("Sick Leave Approval.pdf" keeps its spaces, as the
 * specification names the file), with quotes, backslashes, control and other
 * characters made `_` in `filename`, and the exact name in `filename*` (UTF-8,
 * RFC 8187) when it has any other character (an Arabic test name).
 */
export function contentDisposition(filename: string, inline = false): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = fallback === filename ? '' : `; filename*=UTF-8''${encodeRfc8187(filename)}`;
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"${exact}`;
}

/** Percent-encodes all but RFC 8187's attr-chars. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
