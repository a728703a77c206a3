/**
 * A multipart body from an object, as the contract's multipart operations take
 * it: files (Blob, File) as file parts, numbers and booleans as text, lists as
 * repeated parts with the same name (`insurances[]`), other objects as JSON
 * text. `undefined` and `null` are left out; a FormData passes as it is.
 */
export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  const append = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(name, value);
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      form.append(name, String(value));
    }
  };
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) {
      for (const item of value) append(name, item);
    } else {
      append(name, value);
    }
  }
  return form;
}
