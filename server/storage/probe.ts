import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { buffer } from 'node:stream/consumers';
import { UnavailableError } from '../errors.ts';
import type { StorageDriver } from './driver.ts';

// Whether a disk can take a file right now, asked the only way that proves it: write a small
// object, read it back, delete it. The readiness endpoint (server/modules/health/) and
// `sitewright doctor` ask it; uploads use the same reading of a storage error to answer 503.

/** What stopped the storage: each names a different setting to fix. */
export type StorageProblem = 'unreachable' | 'denied' | 'missing_bucket' | 'failed';

export type StorageProbe = { ok: true } | { ok: false; problem: StorageProblem; reason: string };

export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is unavailable right now. Please try again in a few minutes.';

const PROBE_TIMEOUT_MS = 5000;
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
const DENIED_CODES = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'InvalidToken', 'ExpiredToken', 'EACCES', 'EPERM', 'EROFS']);
const SERVICE_DOWN_CODES = new Set(['ServiceUnavailable', 'SlowDown', 'InternalError', 'TimeoutError', 'RequestTimeout']);

// Named by process: instances sharing a bucket never read each other's probe.
const INSTANCE = `${hostname().replace(/[^A-Za-z0-9.-]/g, '-')}-${process.pid}`;

/**
 * A key of its own for each probe: a probe that timed out may still be writing or deleting when
 * the next one starts, and the two must not meet on one object. Hidden from file listings (no
 * entry names it) and on the private uploads disk, never served.
 */
function readyProbeKey(): string {
  return `.sitewright-ready/${INSTANCE}-${randomBytes(6).toString('hex')}`;
}

interface StorageErrorShape {
  name?: string;
  code?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

/** What kind of failure a driver's error is, with its short name (an errno or S3 code: never a key or a URL). */
export function describeStorageError(error: unknown): { problem: StorageProblem; reason: string } {
  const err = (error ?? {}) as StorageErrorShape;
  const status = err.$metadata?.httpStatusCode;
  const code = err.code ?? err.Code ?? (err.name && err.name !== 'Error' ? err.name : undefined) ?? '';
  const reason = status && !/^E[A-Z]+$/.test(code) ? `${code || 'HTTP'} ${status}` : code || 'unknown error';
  if (UNREACHABLE_CODES.has(code) || SERVICE_DOWN_CODES.has(code) || (status !== undefined && status >= 500)) return { problem: 'unreachable', reason };
  if (code === 'NoSuchBucket') return { problem: 'missing_bucket', reason };
  if (DENIED_CODES.has(code) || status === 401 || status === 403) return { problem: 'denied', reason };
  return { problem: 'failed', reason };
}

function timeout(ms: number): { promise: Promise<StorageProbe>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<StorageProbe>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, problem: 'unreachable', reason: `no answer within ${ms / 1000} s` }), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * Writes a few bytes at `key`, reads them back and deletes them. Resolves (never rejects) with
 * what went wrong, within `timeoutMs` even when the endpoint swallows packets.
 */
export async function probeStorage(driver: StorageDriver, options: { key?: string; timeoutMs?: number } = {}): Promise<StorageProbe> {
  const key = options.key ?? readyProbeKey();
  const body = Buffer.from(`sitewright ${randomBytes(8).toString('hex')}`);
  const roundTrip = async (): Promise<StorageProbe> => {
    try {
      await driver.put(key, body, { mime: 'text/plain', size: body.length });
      const read = await buffer(await driver.get(key));
      await driver.delete(key);
      return read.equals(body) ? { ok: true } : { ok: false, problem: 'failed', reason: 'the object read back differs from the one written' };
    } catch (error) {
      return { ok: false, ...describeStorageError(error) };
    }
  };
  const limit = timeout(options.timeoutMs ?? PROBE_TIMEOUT_MS);
  try {
    return await Promise.race([roundTrip(), limit.promise]);
  } finally {
    limit.cancel();
  }
}

/**
 * A storage failure nobody but the operator can fix (the endpoint is down, the keys or the bucket
 * are wrong) as the 503 it is for the client, who may try again later; any other error unchanged.
 */
export function asStorageUnavailable(error: unknown): unknown {
  if (error instanceof UnavailableError) return error;
  const { problem } = describeStorageError(error);
  return problem === 'failed' ? error : new UnavailableError(STORAGE_UNAVAILABLE_MESSAGE, { cause: error });
}
