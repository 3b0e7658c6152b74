import { basename } from 'node:path';
import type { Command } from 'commander';
import { slugify } from '../../common/editor/links.ts';
import { MAX_DEPLOY_MESSAGE_LENGTH, type DeployRecord } from '../../common/publishing.ts';
import { formatBytes } from '../../common/uploads/format-bytes.ts';
import { CliError } from '../errors.ts';
import type { DeployOptions, ProgressListener, PublishingBackend, Site } from '../publishing/backend.ts';
import { requireSite, withConnectionOptions, withPublishing, type ConnectionOptions } from '../publishing/connect.ts';
import { folderSlug, readSiteFolder, type SiteFolder } from '../publishing/folder.ts';
import { formatDuration } from '../publishing/format.ts';
import { print, printJson } from '../runtime.ts';

interface PublishCommandOptions extends ConnectionOptions {
  prod?: boolean;
  draft?: boolean;
  message?: string;
  json?: boolean;
  dir?: string;
}

export function registerPublishCommand(program: Command): void {
  const command = program
    .command('publish')
    .description(
      'Publish a project as a static site and print its URL (alone on stdout; progress and the summary go to stderr). ' +
        'A draft by default, with its own URL; --prod makes it live. Exit code 0 when published, 1 otherwise',
    )
    .argument('[project]', 'project id or slug (with --dir, defaults to the folder name as a slug)')
    .option('--prod', 'make the deploy live at the site URL once it is ready')
    .option('--draft', 'publish a draft at its own URL, leaving the live site as it is (the default)')
    .option('-m, --message <text>', 'a note shown in the deploy history')
    .option('--dir <folder>', 'publish this folder of HTML and assets as it is (needs an index.html; the project is created when missing)')
    .option('--json', 'print the deploy record as JSON instead of the URL');
  withConnectionOptions(command).action(async (project: string | undefined, options: PublishCommandOptions) => publishCommand(project, options));
}

async function publishCommand(ref: string | undefined, options: PublishCommandOptions): Promise<void> {
  if (options.prod && options.draft) throw new CliError('--prod and --draft cannot be used together');
  if (!ref && !options.dir) throw new CliError('Name the project to publish (its id or slug), or publish a folder with --dir <folder>');
  const message = options.message?.trim() || null;
  if (message && message.length > MAX_DEPLOY_MESSAGE_LENGTH) throw new CliError(`--message can be at most ${MAX_DEPLOY_MESSAGE_LENGTH} characters`);
  // Read and hashed before connecting: an empty folder fails without touching the server.
  const folder = options.dir ? await readSiteFolder(options.dir) : null;
  const deployOptions: DeployOptions = { prod: Boolean(options.prod), message };

  await withPublishing(options, async (backend) => {
    const site = folder ? await folderSite(backend, ref, folder) : await requireSite(backend, ref!);
    const progress = await progressDisplay(`Publishing ${site.slug} (${deployOptions.prod ? 'live' : 'draft'})`);
    let deploy: DeployRecord;
    let uploaded: number | null = null;
    try {
      if (folder) ({ deploy, uploaded } = await backend.deployFolder(site, folder, deployOptions, progress.update));
      else deploy = await backend.publish(site, deployOptions, progress.update);
    } finally {
      await progress.stop();
    }
    const url = deployOptions.prod ? ((await backend.findSite(String(site.id)))?.url ?? deploy.url) : deploy.url;
    process.stderr.write(`${summary(site, deploy, folder, uploaded)}\n`);
    if (options.json) printJson(deploy);
    else print(url);
  });
}

/**
 * The project a folder publishes to: the one named (id or slug), else the folder name as a slug;
 * created under that slug when it does not exist yet, so the next run finds it again.
 */
async function folderSite(backend: PublishingBackend, ref: string | undefined, folder: SiteFolder): Promise<Site> {
  const lookup = ref ?? folderSlug(folder.root);
  const found = await backend.findSite(lookup);
  if (found) return found;
  if (/^\d+$/.test(lookup) && ref) throw new CliError(`Project not found: ${ref}`);
  if (slugify(lookup) !== lookup) {
    throw new CliError(`Project not found: ${lookup}; to create it, name it by a slug (lowercase letters, digits and dashes), e.g. ${slugify(lookup) || 'my-site'}`);
  }
  return backend.createSite(ref ?? basename(folder.root), lookup);
}

/** A bar on a terminal; nothing in a pipe or a CI log, where the summary line says it all. */
async function progressDisplay(title: string): Promise<{ update: ProgressListener; stop(): Promise<void> }> {
  if (!process.stderr.isTTY) return { update: () => undefined, stop: async () => undefined };
  const { showPublishProgress } = await import('../publishing/progress.tsx');
  return showPublishProgress(title);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function summary(site: Site, deploy: DeployRecord, folder: SiteFolder | null, uploaded: number | null): string {
  const parts = [
    folder ? null : plural(deploy.page_count, 'page'),
    plural(deploy.file_count, 'file'),
    formatBytes(deploy.size),
    uploaded === null ? null : uploaded ? `${plural(uploaded, 'new file')} uploaded` : 'nothing new to upload',
    deploy.duration_ms === null ? null : `in ${formatDuration(deploy.duration_ms)}`,
  ].filter(Boolean);
  return `Published ${site.slug} deploy #${deploy.number}${deploy.live ? ' (live)' : ' (draft)'}: ${parts.join(', ')}`;
}
