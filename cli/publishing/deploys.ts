import type { GenerationRecord } from '../../common/ai/generations.ts';
import { PUBLISH_PROGRESS, type DeployRecord } from '../../common/publishing.ts';
import { CliError } from '../errors.ts';
import type { ProgressListener } from './backend.ts';
import type { SiteFolder, SiteFolderFile } from './folder.ts';

/** Why a deploy did not become ready, as the one line to print. */
export function deployFailure(deploy: DeployRecord): CliError {
  if (deploy.status === 'cancelled') return new CliError(`Deploy #${deploy.number} was cancelled`);
  return new CliError(`Deploy #${deploy.number} ${deploy.status === 'failed' ? 'failed' : `stopped while ${deploy.status}`}${deploy.error ? `: ${deploy.error}` : ''}`);
}

/** Why a generation made no project, as the one line to print. */
export function generationFailure(generation: GenerationRecord): CliError {
  if (generation.status === 'cancelled') return new CliError(`Generation #${generation.id} was cancelled`);
  return new CliError(`Generation #${generation.id} failed${generation.error ? `: ${generation.error}` : ''}`);
}

/**
 * While `work` runs, the first Ctrl+C (or SIGTERM) calls `cancel` instead of ending the process,
 * so the job stops cleanly and is recorded as cancelled; a second one ends it.
 */
export async function cancelOnInterrupt<T>(cancel: () => Promise<unknown>, work: () => Promise<T>): Promise<T> {
  const onSignal = () => {
    process.stderr.write('Cancelling… (press Ctrl+C again to quit at once)\n');
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    cancel().catch(() => undefined);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    return await work();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * Sends the files whose hashes the server asked for, `parallel` at a time, reporting each one
 * done. A hash shared by several paths is one object, sent once.
 */
export async function uploadInParallel(
  folder: SiteFolder,
  required: readonly string[],
  parallel: number,
  onProgress: ProgressListener,
  send: (file: SiteFolderFile) => Promise<void>,
): Promise<void> {
  const byHash = new Map(folder.files.map((file) => [file.hash, file]));
  const queue = [...new Set(required)].map((hash) => {
    const file = byHash.get(hash);
    if (!file) throw new CliError(`The server asked for a file this folder does not have (${hash})`);
    return file;
  });
  const total = queue.length;
  let done = 0;
  onProgress({ done, total, message: PUBLISH_PROGRESS.uploading });
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      try {
        await send(file);
      } catch (error) {
        // The deploy cannot finish without this file: the other workers stop after their current one.
        queue.length = 0;
        throw error;
      }
      done += 1;
      onProgress({ done, total, message: PUBLISH_PROGRESS.uploading });
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, total) }, worker));
}
