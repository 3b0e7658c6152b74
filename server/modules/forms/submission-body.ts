import type { Readable } from 'node:stream';
import { FORM_LIMITS } from '../../../common/forms.ts';

// A form post's body, read straight from the request (a site host's request never reaches hapi's
// payload parser): at most FORM_LIMITS.bodyBytes, as URL-encoded fields, multipart fields (file
// parts are left out: no form of a site takes files) or a JSON object.

export type SubmittedValues = Map<string, string[]>;

type BodyResult = { kind: 'values'; values: SubmittedValues } | { kind: 'too-large' } | { kind: 'unreadable' };

/** Reserved names a post carries besides the form's own fields: the spam checks and a captcha's token. */
const EXTRA_FIELDS = 5;

async function readLimited(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function add(values: SubmittedValues, name: string, value: string): void {
  const list = values.get(name);
  if (list) list.push(value);
  else values.set(name, [value]);
}

async function parse(body: Buffer, contentType: string): Promise<SubmittedValues | null> {
  const type = contentType.split(';')[0].trim().toLowerCase();
  const values: SubmittedValues = new Map();
  if (type === 'application/x-www-form-urlencoded' || type === '') {
    for (const [name, value] of new URLSearchParams(body.toString('utf8'))) add(values, name, value);
    return values;
  }
  if (type === 'multipart/form-data') {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    for (const [name, value] of form) if (typeof value === 'string') add(values, name, value);
    return values;
  }
  if (type === 'application/json') {
    const data: unknown = JSON.parse(body.toString('utf8'));
    if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
    for (const [name, value] of Object.entries(data)) {
      for (const item of Array.isArray(value) ? value : [value]) if (['string', 'number', 'boolean'].includes(typeof item)) add(values, name, String(item));
    }
    return values;
  }
  return null;
}

/** The posted fields, or why there are none to read: over the size or field limit, or not a form body. */
export async function readSubmission(stream: Readable, headers: { 'content-type'?: string; 'content-length'?: string }): Promise<BodyResult> {
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > FORM_LIMITS.bodyBytes) return { kind: 'too-large' };
  const body = await readLimited(stream, FORM_LIMITS.bodyBytes);
  if (!body) return { kind: 'too-large' };
  let values: SubmittedValues | null;
  try {
    values = await parse(body, headers['content-type'] ?? '');
  } catch {
    return { kind: 'unreadable' };
  }
  if (!values) return { kind: 'unreadable' };
  if (values.size > FORM_LIMITS.fields + EXTRA_FIELDS) return { kind: 'too-large' };
  return { kind: 'values', values };
}
