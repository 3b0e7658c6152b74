import { AbortMultipartUploadCommand } from '../../lazy-storage.ts';
import type { Logger } from 'pino';
import { Op } from 'sequelize';
import type { Config } from '../../../config/index.ts';
import { S3StorageDriver } from '../../storage/s3.ts';
import { diskDriver } from '../../storage/index.ts';
import type { SettingsMap } from '../settings/defaults.ts';
import { getAllSettings } from '../settings/service.ts';
import { PendingUpload } from './models.ts';
import { s3ErrorName } from './s3-direct.ts';
import { tusRuntime } from './tus.ts';

// Uploads that were started and never finished (a closed tab, a killed CLI run never run again)
// hold bytes in the tus store or the bucket that no file entry points at. A week leaves room to
// resume after a weekend away; after that the bytes are removed, by the hourly housekeeping job
// (server/modules/housekeeping/jobs.ts).

export const ABANDONED_UPLOAD_AGE_MS = 7 * 24 * 3600 * 1000;
const SWEEP_BATCH = 500;

async function discardBytes(row: PendingUpload, config: Config, settings: SettingsMap): Promise<void> {
  if (row.kind === 'tus') {
    const runtime = tusRuntime(config, settings);
    return runtime.discard(`${runtime.prefix}${row.upload_key}`);
  }
  const driver = diskDriver(row.disk, config, settings);
  if (row.kind === 's3-simple') return driver.delete(row.upload_key);
  if (driver instanceof S3StorageDriver && row.s3_upload_id) {
    await driver.client
      .send(new AbortMultipartUploadCommand({ Bucket: driver.bucket, Key: driver.objectKey(row.upload_key), UploadId: row.s3_upload_id }))
      .catch((error: unknown) => {
        if (s3ErrorName(error) !== 'NoSuchUpload') throw error;
      });
  }
}

/** Removes the bytes and rows of uploads started before `now - ABANDONED_UPLOAD_AGE_MS`; returns how many. */
export async function sweepAbandonedUploads(config: Config, logger: Logger, now = new Date()): Promise<number> {
  const settings = await getAllSettings();
  const rows = await PendingUpload.findAll({
    where: { created_at: { [Op.lt]: new Date(now.getTime() - ABANDONED_UPLOAD_AGE_MS) } },
    order: [['id', 'ASC']],
    limit: SWEEP_BATCH,
  });
  let swept = 0;
  for (const row of rows) {
    try {
      await discardBytes(row, config, settings);
      await row.destroy();
      swept++;
    } catch (error) {
      // One unreachable object must not keep the others; the row stays for the next sweep.
      logger.warn({ err: error, upload: row.upload_key }, 'could not remove an abandoned upload');
    }
  }
  return swept;
}
