import { ENVELOPE_KEY_HEADER, EnvelopeError } from '@aafiya/api-client/envelope';
import type { Context } from 'hono';
import type { OperationSpec } from '../contract/contract';
import type { Services } from '../services';
import { badRequest, HttpError } from './http-error';

export interface ParsedBody {
  mediaType: string | undefined;
  /** What the contract's schema validates: JSON, or multipart text fields with files as a marker. */
  forValidation: unknown;
  fields: Record<string, unknown>;
  /** Files by field name: one File, or every file sent for a field the schema types as an array. */
  files: Record<string, File | File[]>;
}

const FILE_MARKER = 'file';

/** Reads the body the operation accepts: JSON or multipart; refuses other types with 415. */
export async function readBody(c: Context, operation: OperationSpec, services: Services): Promise<ParsedBody> {
  const accepted = Object.keys(operation.requestBody?.content ?? {});
  const contentType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  const hasBody = Number(c.req.header('content-length') ?? '0') > 0 || c.req.header('transfer-encoding') !== undefined;

  if (accepted.length === 0 || (!hasBody && !contentType)) {
    if (operation.requestBody?.required) throw badRequest('body is required');
    return { mediaType: undefined, forValidation: undefined, fields: {}, files: {} };
  }
  if (!contentType || !accepted.includes(contentType)) {
    throw new HttpError(415, `Content-Type must be ${accepted.join(' or ')}`);
  }
  if (contentType === 'application/json') {
    const text = await c.req.text();
    if (text.trim() === '') {
      if (operation.requestBody?.required) throw badRequest('body is required');
      return { mediaType: contentType, forValidation: undefined, fields: {}, files: {} };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
    json = openEnvelope(c, json, services);
    const fields =
      json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
    return { mediaType: contentType, forValidation: json, fields, files: {} };
  }
  // multipart/form-data
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The multipart body could not be read');
  }
  const schema = operation.requestBody?.content[contentType]?.schema as
    { properties?: Record<string, { type?: string; items?: { format?: string } }> } | undefined;
  const fields: Record<string, unknown> = {};
  const files: Record<string, File | File[]> = {};
  const forValidation: Record<string, unknown> = {};
  for (const [rawKey, value] of Object.entries(form)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const values = Array.isArray(value) ? value : [value];
    const fileValues = values.filter((v): v is File => v instanceof File);
    const property = schema?.properties?.[key];
    const isArray = property?.type === 'array';
    // A field the schema types as an array of files (the lab results' `files`) takes several.
    if (isArray && property.items?.format === 'binary' && fileValues.length > 0) {
      files[key] = fileValues;
      forValidation[key] = fileValues.map(() => FILE_MARKER);
      continue;
    }
    if (fileValues.length > 1) throw badRequest(`${key}: send one file only`);
    const [file] = fileValues;
    if (file) {
      files[key] = file;
      forValidation[key] = FILE_MARKER;
      continue;
    }
    const texts = values.map(String);
    fields[key] = isArray ? texts : texts[texts.length - 1];
    forValidation[key] = fields[key];
  }
  return { mediaType: contentType, forValidation, fields, files };
}

/**
 * The envelope (ARCHITECTURE §3): a body sent with the client's key in
 * `x-envelope-key` is decrypted; a plain body is refused with "Encrypted
 * payload required" unless the server accepts plain JSON (ENVELOPE=optional).
 */
function openEnvelope(c: Context, json: unknown, services: Services): unknown {
  const clientKey = c.req.header(ENVELOPE_KEY_HEADER);
  if (!clientKey && services.config.envelope === 'optional') return json;
  try {
    return services.envelope.open(json, clientKey);
  } catch (error) {
    if (error instanceof EnvelopeError) throw badRequest(error.message);
    throw error;
  }
}
