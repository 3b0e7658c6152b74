import { metadataPayload, type UploadStrategy } from './context.ts';
import { createS3Entry } from './s3-entry.ts';
import { UploadFailedError, serverMessage } from '../errors.ts';

interface PresignResponse {
  url: string;
  acl: string;
  key: string;
}

/** presign, PUT the file to the signed URL, then s3/entries. */
export const s3SimpleUpload: UploadStrategy = async ({ client, file, metadata, progress }) => {
  const presign = await client.postJson<PresignResponse>('s3/simple/presign', {
    filename: file.name,
    mime: file.mime,
    disk: metadata.disk,
    size: file.size,
    extension: file.extension,
    metadata: metadataPayload(metadata),
  });
  // The signed URL is the credential: no cookies or tokens go to the storage host.
  const put = await client.send({
    method: 'PUT',
    url: presign.url,
    headers: { 'Content-Type': file.mime, 'x-amz-acl': presign.acl },
    body: file.native,
    withCredentials: false,
    onUploadProgress: (loaded) => progress(Math.min(loaded, file.size)),
  });
  if (put.status < 200 || put.status >= 300) throw new UploadFailedError(serverMessage(put.body), put.status);
  return createS3Entry(client, file, metadata, presign.key);
};

