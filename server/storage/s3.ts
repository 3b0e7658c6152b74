import { createReadStream } from 'node:fs';
import { stat as fileStat, unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { CompletedPart, S3ClientConfig } from '@aws-sdk/client-s3';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '../lazy-storage.ts';
import { assertStorageKey, type ByteRange, type StorageDriver } from './driver.ts';

export interface S3DriverOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Prepended to every key: 'public/' or 'uploads/', so both disks can share one bucket. */
  rootPrefix: string;
}

/**
 * Above this a single PutObject is replaced by a multipart upload: one request may not exceed
 * 5 GB, and a failed 100 MB part costs less to redo than a failed whole file.
 */
export const SERVER_MULTIPART_THRESHOLD = 100 * 1024 * 1024;
export const SERVER_PART_SIZE = 20 * 1024 * 1024;

/** SDK client settings for the configured endpoint; the tus S3 store uses the same ones. */
export function s3ClientConfig(options: Omit<S3DriverOptions, 'bucket' | 'rootPrefix'>): S3ClientConfig {
  return {
    region: options.region,
    endpoint: options.endpoint || undefined,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // Checksums on every PutObject/UploadPart are new in SDK 3.7xx and not understood by every
    // S3-compatible server (nor by presigned browser PUTs); only send them when an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** A disk in an S3-compatible bucket (AWS, MinIO, R2, s3rver…). */
export class S3StorageDriver implements StorageDriver {
  readonly name = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  readonly rootPrefix: string;

  constructor(options: S3DriverOptions) {
    this.bucket = options.bucket;
    this.rootPrefix = options.rootPrefix;
    this.client = new S3Client(s3ClientConfig(options));
  }

  /** The bucket key of a disk key: root prefix + key, e.g. 'uploads/project-assets/abc.png'. */
  objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.rootPrefix}${key}`;
  }

  async put(key: string, body: Readable | Buffer, options: { mime: string; size?: number }): Promise<void> {
    const Key = this.objectKey(key);
    const size = Buffer.isBuffer(body) ? body.length : options.size;
    if (size !== undefined && size <= SERVER_MULTIPART_THRESHOLD) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: body, ContentLength: size, ContentType: options.mime }));
      return;
    }
    await this.putInParts(Key, Buffer.isBuffer(body) ? Readable.from([body]) : body, options.mime);
  }

  async putFile(key: string, localPath: string, options: { mime: string }): Promise<void> {
    const { size } = await fileStat(localPath);
    await this.put(key, createReadStream(localPath), { mime: options.mime, size });
    await unlink(localPath);
  }

  /** A stream of unknown or large size, sent as parts of SERVER_PART_SIZE (one PutObject if it is smaller). */
  private async putInParts(Key: string, body: Readable, mime: string): Promise<void> {
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const sendPart = async (bytes: Buffer) => {
      if (!uploadId) {
        const created = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key, ContentType: mime }));
        uploadId = created.UploadId;
      }
      const PartNumber = parts.length + 1;
      const { ETag } = await this.client.send(new UploadPartCommand({ Bucket: this.bucket, Key, UploadId: uploadId, PartNumber, Body: bytes, ContentLength: bytes.length }));
      parts.push({ ETag, PartNumber });
    };
    try {
      for await (const chunk of body) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        pending.push(buffer);
        pendingBytes += buffer.length;
        if (pendingBytes >= SERVER_PART_SIZE) {
          const joined = Buffer.concat(pending);
          await sendPart(joined.subarray(0, SERVER_PART_SIZE));
          const rest = joined.subarray(SERVER_PART_SIZE);
          pending = rest.length ? [rest] : [];
          pendingBytes = rest.length;
        }
      }
      const last = Buffer.concat(pending);
      if (!uploadId) {
        await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: last, ContentLength: last.length, ContentType: mime }));
        return;
      }
      if (last.length) await sendPart(last);
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
    } catch (error) {
      if (uploadId) await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: uploadId })).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const result = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    // In Node the SDK's body is an http.IncomingMessage, a Readable.
    return result.Body as Readable;
  }

  async stat(key: string): Promise<{ size: number; mime?: string } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { size: Number(head.ContentLength ?? 0), mime: head.ContentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }
}

export function isNotFound(error: unknown): boolean {
  const err = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === 'NotFound' || err?.name === 'NoSuchKey' || err?.$metadata?.httpStatusCode === 404;
}
