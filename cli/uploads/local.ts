import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config/index.ts';
import { UploadFailedError } from '../../common/uploads/errors.ts';
import type { UploadStrategy } from '../../common/uploads/strategies/index.ts';
import type { UploadEnvironment, UploadHttp, UploadStrategyName } from '../../common/uploads/types.ts';
import type { User } from '../../server/modules/users/models.ts';
import { CliError } from '../errors.ts';

// Local mode is the CLI on the install's own machine: it calls the upload services directly
// (DESIGN.md: the CLI never calls its own process's HTTP API) and writes through the disk drivers.

async function services() {
  const [uploads, storage, settings] = await Promise.all([
    import('../../server/modules/uploads/service.ts'),
    import('../../server/storage/index.ts'),
    import('../../server/modules/settings/service.ts'),
  ]);
  return { ...uploads, ...storage, ...settings };
}

/** The user to upload as: --user, else the first admin (the operator's own account after install). */
export async function uploadingUser(email: string | undefined): Promise<User> {
  const [{ User }, { Role }, { findUserByIdOrEmail }] = await Promise.all([
    import('../../server/modules/users/models.ts'),
    import('../../server/modules/roles/models.ts'),
    import('../../server/modules/users/management.ts'),
  ]);
  if (email) return findUserByIdOrEmail(email);
  const admin = await User.findOne({ include: [{ model: Role, as: 'roles', where: { name: 'admin' } }], order: [['id', 'ASC']] });
  if (!admin) throw new CliError('There is no admin user to upload as: pass --user <email> or run `sitewright install`');
  return admin;
}

/** Checks, stores and records one file the way the HTTP routes do, reporting bytes as they are written. */
function localStrategy(config: Config, user: User): UploadStrategy {
  return async ({ client, file, metadata, progress }) => {
    const s = await services();
    try {
      const checked = s.normalizeMetadata(metadata);
      const described = { name: file.name, size: file.size, mime: file.mime, extension: file.extension };
      await s.assertUploadAllowed(user, described, checked);
      const fileName = s.newFileName(file.extension);
      const driver = s.diskDriver(checked.disk ?? 'uploads', config, await s.getAllSettings());
      let written = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          written += chunk.length;
          progress(written);
          callback(null, chunk);
        },
      });
      const source = Readable.fromWeb(file.native.stream() as never, { signal: client.signal });
      const stored = driver.put(s.storageKey(checked.diskPrefix, fileName), counter, { mime: file.mime, size: file.size });
      await Promise.all([pipeline(source, counter), stored]);
      const entry = await s.createFileEntry(user, { ...described, fileName, metadata: checked });
      return s.fileEntryJson(entry);
    } catch (error) {
      // The services speak Boom; the queue wants the message the HTTP API would have sent.
      if ((error as { isBoom?: boolean }).isBoom) throw new UploadFailedError((error as Error).message);
      throw error;
    }
  };
}

const noHttp: UploadHttp = {
  send: () => Promise.reject(new Error('Local uploads do not use HTTP')),
};

/**
 * The queue environment and strategies for local mode. Every file takes the same local path, so
 * tus and S3 are off in the settings the queue sees; the services still apply the real settings.
 */
export function localUploads(config: Config, user: User): { env: UploadEnvironment; strategies: Record<UploadStrategyName, UploadStrategy> } {
  const strategy = localStrategy(config, user);
  return {
    env: {
      baseUrl: '',
      http: noHttp,
      authHeaders: () => ({}),
      withCredentials: false,
      stateStore: { get: () => null, set: () => {}, remove: () => {} },
      settings: { disable_tus: true, s3_direct_upload: false },
    },
    strategies: { plain: strategy, tus: strategy, 's3-simple': strategy, 's3-multipart': strategy },
  };
}
