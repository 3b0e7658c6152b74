import { parseOk } from '../client.ts';
import { metadataPayload, type UploadStrategy } from './context.ts';

const DEFAULT_ENDPOINT = 'file-entries';

/**
 * One multipart POST. Custom endpoints (the avatar)
 * answer with their own shape, so the body goes back as it came: `fileEntry` when there is one.
 */
export const plainUpload: UploadStrategy = async ({ client, file, metadata, options, progress }) => {
  const form = new FormData();
  const payload = metadataPayload(metadata);
  form.append('file', file.native, file.name);
  if (payload.workspaceId != null) form.append('workspaceId', String(payload.workspaceId));
  form.append('metadata', JSON.stringify(payload));
  const response = await client.api({
    method: 'POST',
    path: options.endpoint ?? DEFAULT_ENDPOINT,
    body: form,
    onUploadProgress: (loaded) => progress(Math.min(loaded, file.size)),
  });
  const body = parseOk<{ fileEntry?: unknown }>(response);
  return body.fileEntry ?? body;
};
