import { S3Client } from '@aws-sdk/client-s3';
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { makeTempDir } from './config.ts';
import { multipartGapsMiddleware } from './s3rver-multipart.ts';
import { signatureCheckMiddleware } from './s3-signatures.ts';

const require = createRequire(import.meta.url);

/** s3rver ships no types; this is the part of its Koa subclass the tests touch. */
interface S3rverInstance {
  middleware: unknown[];
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = require('s3rver') as S3rverClass;
const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string, detail?: Record<string, string>) => Error;

export interface TestS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  directory: string;
  /** Environment for startTestApp({env}) so both disks use this bucket. */
  env: Record<string, string>;
  /** An SDK client for this server, to look inside the bucket; the caller destroys it. */
  client(): S3Client;
  close(): Promise<void>;
}

// Browser tests PUT to presigned URLs from the app's origin, and read the ETag of each part.
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * A fresh S3-compatible server on a random loopback port with one empty bucket. verifySignatures:
 * refuse header-signed requests made with another secret, as S3 does (s3rver alone accepts any).
 */
export async function startS3rver(options: { bucket?: string; verifySignatures?: boolean } = {}): Promise<TestS3> {
  const bucket = options.bucket ?? 'sitewright-test';
  const directory = makeTempDir('sitewright-s3rver-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Path-style only: the app is configured with S3_FORCE_PATH_STYLE, and vhost parsing of
    // "127.0.0.1" would mistake the address for a bucket.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  // Ahead of s3rver's router (the last middleware), after its XML encoder and error handling.
  server.middleware.splice(server.middleware.length - 1, 0, multipartGapsMiddleware(directory, S3Error));
  if (options.verifySignatures) server.middleware.splice(server.middleware.length - 1, 0, signatureCheckMiddleware('S3RVER', S3Error));
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    directory,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    client: () =>
      new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }),
    async close() {
      // Presigned PUTs from browsers keep sockets alive; close would otherwise wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
