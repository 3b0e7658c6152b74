import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UploadFailedError } from '../../common/uploads/errors.ts';
import type { UploadStrategy } from '../../common/uploads/strategies/index.ts';
import type { UploadEnvironment, UploadHttp, UploadStrategyName } from '../../common/uploads/types.ts';
import type { AppContext } from '../../server/context.ts';
import { DomainError } from '../../server/errors.ts';
import type { User } from '../../server/modules/users/models.ts';
import { CliError } from '../errors.ts';

// Local mode is the CLI on the install's own machine: it calls the upload services directly
// (the CLI never calls its own process's HTTP API, docs/architecture.md) and writes through the disk drivers.

async function services() {
  const [uploads, completion, pending] = await Promise.all([
    import('../../server/modules/uploads/service.ts'),
    import('../../server/modules/uploads/completion.ts'),
    import('../../server/modules/uploads/pending.ts'),
  ]);
  return { ...uploads, ...completion, ...pending };
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

/** Checks, stores and records one file through the same completion service as the HTTP routes, reporting bytes as they are written. */
function localStrategy(ctx: AppContext, user: User): UploadStrategy {
  return async ({ client, file, metadata, progress }) => {
    const s = await services();
    try {
      const entry = await s.completeUpload(ctx, {
        user,
        file: s.describeFile({ name: file.name, size: file.size, mime: file.mime }),
        metadata: s.normalizeMetadata(metadata),
        source: {
          async store(driver, key) {
            let written = 0;
            const counter = new Transform({
              transform(chunk: Buffer, _encoding, callback) {
                written += chunk.length;
                progress(written);
                callback(null, chunk);
              },
            });
            const source = Readable.fromWeb(file.native.stream() as never, { signal: client.signal });
            await Promise.all([pipeline(source, counter), driver.put(key, counter, { mime: file.mime, size: file.size })]);
          },
          // The file stays where it is on the operator's disk.
          discard: async () => undefined,
        },
      });
      return s.fileEntryJson(entry);
    } catch (error) {
      // The queue shows the message the HTTP API would have sent.
      if (error instanceof DomainError || (error as Error).name === 'DomainError') throw new UploadFailedError((error as Error).message);
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
export function localUploads(ctx: AppContext, user: User): { env: UploadEnvironment; strategies: Record<UploadStrategyName, UploadStrategy> } {
  const strategy = localStrategy(ctx, user);
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
