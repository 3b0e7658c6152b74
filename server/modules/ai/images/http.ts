import http from 'node:http';
import https from 'node:https';
import type { AppContext } from '../../../context.ts';
import { outboundGuard } from '../../../security/outbound.ts';
import { PHOTO_TYPES, SourceError, type PhotoMime } from './types.ts';

// The requests picture sources make. API calls go to the base URLs the admin set (like the AI
// endpoint, they are the operator's addresses); pictures are fetched from URLs a third party
// answered with, so those go through the outbound guard (server/security/outbound.ts) and are
// checked for what they are: a photo of a known type, no bigger than MAX_PICTURE_BYTES.

/** Longest one request may take; the whole stage has its own budget (illustrate.ts). */
export const REQUEST_TIMEOUT_MS = 8000;
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

function deadline(signal: AbortSignal): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
}

/** A JSON answer from an API, or a SourceError naming what went wrong (status, timeout, garbage). */
export async function apiJson(source: string, url: string, init: { method?: string; headers: Record<string, string>; body?: unknown; signal: AbortSignal }): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...init.headers, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: deadline(init.signal),
      redirect: 'error',
    });
  } catch (error) {
    throw new SourceError(source, `no answer (${(error as Error).message})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SourceError(source, `HTTP ${response.status}`);
  }
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new SourceError(source, 'the answer is not JSON');
  }
}

/** The photo type the bytes really are, whatever their label says. */
export function photoType(bytes: Buffer): PhotoMime | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(bytes.toString('latin1', 8, 12))) return 'image/avif';
  return null;
}

/** Bytes that are a photo of an accepted type, or a SourceError saying they are not. */
export function checkedPhoto(source: string, bytes: Buffer, declared?: string): { bytes: Buffer; mime: PhotoMime } {
  const label = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (declared !== undefined && !Object.hasOwn(PHOTO_TYPES, label)) throw new SourceError(source, `not a photo (${label || 'no type'})`);
  const mime = photoType(bytes);
  if (!mime) throw new SourceError(source, 'the picture is not a JPEG, PNG, WebP or AVIF file');
  if (bytes.length > MAX_PICTURE_BYTES) throw new SourceError(source, 'the picture is larger than 10 MB');
  return { bytes, mime };
}

/** Fetches a picture from a URL a third party gave, through the outbound guard, no redirect followed. */
export function downloadPicture(ctx: AppContext, source: string, address: string, signal: AbortSignal): Promise<{ bytes: Buffer; mime: PhotoMime }> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return Promise.reject(new SourceError(source, 'the picture URL is not a URL'));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.reject(new SourceError(source, `${url.protocol} is not http or https`));
  const guard = outboundGuard(ctx.config);
  return new Promise((resolve, reject) => {
    try {
      guard.checkHost(url.hostname);
    } catch (error) {
      reject(new SourceError(source, (error as Error).message));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { lookup: guard.lookup(), agent: false, signal: deadline(signal), headers: { accept: Object.keys(PHOTO_TYPES).join(', ') } }, (response) => {
      const status = response.statusCode ?? 0;
      const declared = String(response.headers['content-type'] ?? '');
      if (status !== 200) {
        response.destroy();
        reject(new SourceError(source, `the picture answered HTTP ${status}`));
        return;
      }
      if (Number(response.headers['content-length'] ?? 0) > MAX_PICTURE_BYTES) {
        response.destroy();
        reject(new SourceError(source, 'the picture is larger than 10 MB'));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_PICTURE_BYTES) {
          response.destroy();
          reject(new SourceError(source, 'the picture is larger than 10 MB'));
        } else chunks.push(chunk);
      });
      response.on('error', (error) => reject(new SourceError(source, error.message)));
      response.on('end', () => {
        try {
          resolve(checkedPhoto(source, Buffer.concat(chunks), declared));
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    request.on('error', (error) => reject(new SourceError(source, `the picture could not be fetched (${error.message})`)));
  });
}
