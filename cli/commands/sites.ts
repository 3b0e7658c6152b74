import { InvalidArgumentError, type Command } from 'commander';
import type { DeployRecord } from '../../common/publishing.ts';
import type { ProxyServer } from '../../server/modules/publishing/proxy-config.ts';
import { formatBytes } from '../../common/uploads/format-bytes.ts';
import type { PublishingBackend } from '../publishing/backend.ts';
import { requireSite, withConnectionOptions, withPublishing, type ConnectionOptions } from '../publishing/connect.ts';
import { CliError } from '../errors.ts';
import { deploysTable, sitesTable } from '../publishing/format.ts';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../runtime.ts';

interface JsonOptions extends ConnectionOptions {
  json?: boolean;
}

// Loading the deploy history of many sites at once would open as many requests or queries.
const PARALLEL_LOOKUPS = 4;

export function registerSitesCommand(program: Command): void {
  const sites = program
    .command('sites')
    .description('Published sites: list them, show deploys, roll back, unpublish, export (local mode, or remote with --server and a token)');

  withConnectionOptions(
    sites
      .command('list')
      .description('List the projects with their live URL and last deploy')
      .option('--json', 'print {sites} as JSON, each with its last deploy'),
  ).action(async (options: JsonOptions) => listCommand(options));

  withConnectionOptions(
    sites
      .command('deploys')
      .description("List a project's deploys, newest first; ● marks the live one")
      .argument('<project>', 'project id or slug')
      .option('--json', 'print {deploys} as JSON'),
  ).action(async (project: string, options: JsonOptions) => deploysCommand(project, options));

  withConnectionOptions(
    sites
      .command('rollback')
      .description('Make an earlier (or draft) deploy live at once, without rebuilding; prints the live URL')
      .argument('<project>', 'project id or slug')
      .argument('<number>', 'the deploy number, as `sites deploys` lists it', parseDeployNumber)
      .option('--json', 'print the deploy as JSON instead of the URL'),
  ).action(async (project: string, number: number, options: JsonOptions) => rollbackCommand(project, number, options));

  withConnectionOptions(
    sites
      .command('unpublish')
      .description('Take the site offline: its live URL and every deploy URL answer 404; the deploys are kept for a later rollback')
      .argument('<project>', 'project id or slug')
      .option('--json', 'print {project} as JSON'),
  ).action(async (project: string, options: JsonOptions) => unpublishCommand(project, options));

  withConnectionOptions(
    sites
      .command('export')
      .description('Write the live site to a folder, or to a zip when the destination ends in .zip (local mode only)')
      .argument('<project>', 'project id or slug')
      .argument('<destination>', 'a folder (created when missing) or a file name ending in .zip')
      .option('--json', 'print {path, files, size} as JSON'),
  ).action(async (project: string, destination: string, options: JsonOptions) => exportCommand(project, destination, options));

  sites
    .command('proxy-config')
    .description('Print an nginx or Caddy configuration that serves the published sites from DATA_DIR without the app, and proxies the rest to it')
    .argument('<server>', 'nginx or caddy', parseProxyServer)
    .option('--listen <port>', 'the port (or address:port) the web server listens on', '80')
    .option('--upstream <url>', 'where the web server reaches the app (default: APP_URL)')
    .action(async (server: ProxyServer, options: ProxyConfigOptions) => proxyConfigCommand(server, options));
}

interface ProxyConfigOptions {
  listen: string;
  upstream?: string;
}

function parseProxyServer(value: string): ProxyServer {
  if (value !== 'nginx' && value !== 'caddy') throw new InvalidArgumentError('expects nginx or caddy.');
  return value;
}

function parseDeployNumber(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('expects a deploy number (a whole number from 1).');
  return Number(value);
}

function note(line: string): void {
  process.stderr.write(`${line}\n`);
}

async function lastDeploys(backend: PublishingBackend, sites: Awaited<ReturnType<PublishingBackend['listSites']>>) {
  const result: { site: (typeof sites)[number]; lastDeploy: DeployRecord | null }[] = [];
  for (let start = 0; start < sites.length; start += PARALLEL_LOOKUPS) {
    const batch = sites.slice(start, start + PARALLEL_LOOKUPS);
    const deploys = await Promise.all(batch.map((site) => backend.listDeploys(site)));
    batch.forEach((site, index) => result.push({ site, lastDeploy: deploys[index][0] ?? null }));
  }
  return result;
}

async function listCommand(options: JsonOptions): Promise<void> {
  await withPublishing(options, async (backend) => {
    const rows = await lastDeploys(backend, await backend.listSites());
    if (options.json) printJson({ sites: rows.map(({ site, lastDeploy }) => ({ ...site, last_deploy: lastDeploy })) });
    else if (rows.length) print(sitesTable(rows));
    else note('No projects yet');
  });
}

async function deploysCommand(ref: string, options: JsonOptions): Promise<void> {
  await withPublishing(options, async (backend) => {
    const deploys = await backend.listDeploys(await requireSite(backend, ref));
    if (options.json) printJson({ deploys });
    else if (deploys.length) print(deploysTable(deploys));
    else note(`${ref} has no deploys yet: sitewright publish ${ref}`);
  });
}

async function rollbackCommand(ref: string, number: number, options: JsonOptions): Promise<void> {
  await withPublishing(options, async (backend) => {
    const site = await requireSite(backend, ref);
    const deploy = await backend.makeLive(site, number);
    const url = (await backend.findSite(String(site.id)))?.url ?? deploy.url;
    note(`Deploy #${deploy.number} of ${site.slug} is live`);
    if (options.json) printJson(deploy);
    else print(url);
  });
}

async function unpublishCommand(ref: string, options: JsonOptions): Promise<void> {
  await withPublishing(options, async (backend) => {
    const site = await requireSite(backend, ref);
    await backend.unpublish(site);
    note(`${site.slug} is offline; its deploys are kept, their URLs answer 404 until one is live again (sitewright sites rollback ${site.slug} <number> puts one back)`);
    if (options.json) printJson({ project: (await backend.findSite(String(site.id))) ?? site });
  });
}

async function exportCommand(ref: string, destination: string, options: JsonOptions): Promise<void> {
  await withPublishing(options, async (backend) => {
    const site = await requireSite(backend, ref);
    const exported = await backend.exportSite(site, destination);
    note(`Exported ${site.slug}: ${exported.files} files, ${formatBytes(exported.size)} to ${destination}`);
    if (options.json) printJson({ path: destination, ...exported });
  });
}

async function proxyConfigCommand(server: ProxyServer, options: ProxyConfigOptions): Promise<void> {
  const config = cliConfig();
  const upstream = options.upstream ?? config.appUrl;
  try {
    new URL(upstream);
  } catch {
    throw new CliError(`--upstream expects a URL, got ${upstream}`);
  }
  await withDatabase(config, async (db) => {
    await requireMigrated(db);
    const [{ proxyConfig }, { scriptAllowlist }] = await Promise.all([
      import('../../server/modules/publishing/proxy-config.ts'),
      import('../../server/modules/publishing/site-responses.ts'),
    ]);
    print(proxyConfig(server, { dataDir: config.dataDir, upstream, listen: options.listen, scriptAllowlist: await scriptAllowlist() }).trimEnd());
  });
  note('Host entries appear under DATA_DIR/site-hosts when a site is published, rolled back or the server starts.');
}
