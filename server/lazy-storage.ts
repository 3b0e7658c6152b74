// S3 and resumable uploads (tus) load on their first use, not with the server: most sites store
// files on disk, and their packages alone take longer to load than the rest of `sitewright serve`
// (bench/start.ts). Each class stands in for the package's own export under the same name, as a
// value and as a type.
import type * as S3 from '@aws-sdk/client-s3';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import type * as TusFileStore from '@tus/file-store';
import type * as TusS3Store from '@tus/s3-store';
import type * as Tus from '@tus/server';
import { lazyExport } from './lazy-require.ts';

const s3 = <T extends object>(name: keyof typeof S3) => lazyExport<T>('@aws-sdk/client-s3', name);
const tus = <T extends object>(name: keyof typeof Tus) => lazyExport<T>('@tus/server', name);

export const S3Client = s3<typeof S3.S3Client>('S3Client');
export type S3Client = S3.S3Client;
export const AbortMultipartUploadCommand = s3<typeof S3.AbortMultipartUploadCommand>('AbortMultipartUploadCommand');
export const CompleteMultipartUploadCommand = s3<typeof S3.CompleteMultipartUploadCommand>('CompleteMultipartUploadCommand');
export const CopyObjectCommand = s3<typeof S3.CopyObjectCommand>('CopyObjectCommand');
export const CreateMultipartUploadCommand = s3<typeof S3.CreateMultipartUploadCommand>('CreateMultipartUploadCommand');
export const DeleteObjectCommand = s3<typeof S3.DeleteObjectCommand>('DeleteObjectCommand');
export const DeleteObjectsCommand = s3<typeof S3.DeleteObjectsCommand>('DeleteObjectsCommand');
export const GetObjectCommand = s3<typeof S3.GetObjectCommand>('GetObjectCommand');
export const HeadObjectCommand = s3<typeof S3.HeadObjectCommand>('HeadObjectCommand');
export const ListObjectsV2Command = s3<typeof S3.ListObjectsV2Command>('ListObjectsV2Command');
export const ListPartsCommand = s3<typeof S3.ListPartsCommand>('ListPartsCommand');
export const PutObjectCommand = s3<typeof S3.PutObjectCommand>('PutObjectCommand');
export const UploadPartCommand = s3<typeof S3.UploadPartCommand>('UploadPartCommand');
export const getSignedUrl = lazyExport<typeof Presigner.getSignedUrl>('@aws-sdk/s3-request-presigner', 'getSignedUrl');

export const Server = tus<typeof Tus.Server>('Server');
export type Server = Tus.Server;
export const MemoryKvStore = tus<typeof Tus.MemoryKvStore>('MemoryKvStore');
export type MemoryKvStore<T> = Tus.MemoryKvStore<T>;
export const MemoryLocker = tus<typeof Tus.MemoryLocker>('MemoryLocker');
export type MemoryLocker = Tus.MemoryLocker;
export const Metadata = tus<typeof Tus.Metadata>('Metadata');
export const FileStore = lazyExport<typeof TusFileStore.FileStore>('@tus/file-store', 'FileStore');
export type FileStore = TusFileStore.FileStore;
export const S3Store = lazyExport<typeof TusS3Store.S3Store>('@tus/s3-store', 'S3Store');
export type S3Store = TusS3Store.S3Store;
