import { InvalidArgumentError, type Command } from 'commander';
import { UPLOAD_DISKS, type UploadDisk } from '../../common/uploads/constants.ts';
import type { UploadQueue } from '../../common/uploads/queue.ts';
import type { FileEntry, UploadItem, UploadMetadata } from '../../common/uploads/types.ts';
import { CliError } from '../errors.ts';
import { remoteTarget } from '../remote-target.ts';
import { cliConfig, print, printJson, requireMigrated, stdoutIsTerminal, withDatabase } from '../runtime.ts';
import { collectFiles, toUploadedFile, type LocalFile } from '../uploads/files.ts';

interface UploadCommandOptions {
  disk: UploadDisk;
  folder?: number;
  prefix?: string;
  server?: string;
  token?: string;
  user?: string;
  json?: boolean;
}

export function registerUploadCommand(program: Command): void {
  program
    .command('upload')
    .description('Upload files or whole folders (keeping their structure); an interrupted upload resumes when run again')
    .argument('<paths...>', 'files and folders to upload')
    .option('--disk <disk>', 'public (served to everyone) or uploads (private)', parseDisk, 'uploads')
    .option('--folder <id>', 'put the files in this folder (a folder entry id)', parseId)
    .option('--prefix <diskPrefix>', 'store the bytes under this prefix on the disk, e.g. project-assets')
    .option('--server <url>', 'upload to this Sitewright server with --token (or SITEWRIGHT_SERVER)')
    .option('--token <token>', 'API token for --server (or SITEWRIGHT_TOKEN)')
    .option('--user <email>', 'without --server: upload as this user (default: the first admin)')
    .option('--json', 'print only the created file entries as a JSON array')
    .action(async (paths: string[], options: UploadCommandOptions) => uploadCommand(paths, options));
}

function parseDisk(value: string): UploadDisk {
  if (!(UPLOAD_DISKS as readonly string[]).includes(value)) throw new InvalidArgumentError(`expects ${UPLOAD_DISKS.join(' or ')}.`);
  return value as UploadDisk;
}

function parseId(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('expects a folder id (a whole number).');
  return Number(value);
}

async function uploadCommand(paths: string[], options: UploadCommandOptions): Promise<void> {
  const files = await collectFiles(paths);
  const metadata: UploadMetadata = { disk: options.disk, parentId: options.folder ?? null, diskPrefix: options.prefix ?? null };
  const target = remoteTarget(options);
  const { UploadQueue } = await import('../../common/uploads/queue.ts');
  if (target) {
    const { remoteUploadEnvironment } = await import('../uploads/remote.ts');
    const queue = new UploadQueue(await remoteUploadEnvironment(target.server, target.token));
    return runUploads(queue, files, metadata, options);
  }
  const config = cliConfig();
  await withDatabase(config, async (db) => {
    await requireMigrated(db);
    const [{ localUploads, uploadingUser }, { createAppContext }, { default: pino }] = await Promise.all([
      import('../uploads/local.ts'),
      import('../../server/context.ts'),
      import('pino'),
    ]);
    // Only what the operator must know (a compensation that failed), on stderr: stdout may be --json.
    const logger = pino({ level: 'warn', base: undefined }, pino.destination(2));
    const { env, strategies } = localUploads(createAppContext({ config, db, logger }), await uploadingUser(options.user));
    await runUploads(new UploadQueue(env, strategies), files, metadata, options);
  });
}

async function runUploads(queue: UploadQueue, files: LocalFile[], metadata: UploadMetadata, options: UploadCommandOptions): Promise<void> {
  const uploaded = await Promise.all(files.map(toUploadedFile));
  // The view is loaded before the first file starts: a small file can finish while Ink loads.
  const progress = options.json ? null : await import('../uploads/progress.tsx');
  if (progress && stdoutIsTerminal()) {
    queue.add(uploaded, { metadata });
    await progress.showInkProgress(queue);
  } else if (progress) {
    const stop = progress.printPlainProgress(queue, print);
    queue.add(uploaded, { metadata });
    await queue.whenIdle();
    stop();
  } else {
    queue.add(uploaded, { metadata });
    await queue.whenIdle();
  }

  const items = queue.getItems();
  const entries = items.map((item) => item.entry).filter((entry): entry is FileEntry => entry !== null);
  if (options.json) printJson(entries);
  else if (stdoutIsTerminal()) print(`Uploaded ${entries.length} of ${items.length} files`);
  const failed = items.filter((item) => item.status !== 'completed');
  if (failed.length) throw new CliError(failureSummary(failed, items.length));
}

function failureSummary(failed: UploadItem[], total: number): string {
  const describe = (item: UploadItem) => `${item.file.relativePath ?? item.file.name}: ${item.errorMessage ?? 'upload failed'}`;
  if (total === 1) return describe(failed[0]);
  const listed = failed.slice(0, 3).map(describe).join('; ');
  return `${failed.length} of ${total} uploads failed: ${listed}${failed.length > 3 ? '; …' : ''}`;
}
