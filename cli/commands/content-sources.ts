import pino from 'pino';
import type { CollectionFileFormat, CollectionItem } from '../../common/collections.ts';
import type { Database } from '../../server/database.ts';
import type { ImportResult, TransferFile } from '../../server/modules/collections/transfer.ts';
import type { Config } from '../../config/index.ts';
import { CliError } from '../errors.ts';
import { SitewrightApi } from '../publishing/api.ts';
import { requireSite } from '../publishing/connect.ts';

// Where `sitewright content` finds a site's collections: this install's database through the
// services (local mode, as the first admin or --user), or a server's API with a token (remote mode).

export interface ItemPage {
  data: CollectionItem[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export interface ContentSource {
  /** The site as the messages name it. */
  site: string;
  items(collection: string, page: number, perPage: number): Promise<ItemPage>;
  importFiles(collection: string, format: CollectionFileFormat, files: TransferFile[]): Promise<ImportResult>;
  exportFiles(collection: string, format: CollectionFileFormat): Promise<TransferFile[]>;
}

export async function localSource(config: Config, db: Database, email: string | undefined, ref: string): Promise<ContentSource> {
  const [{ actingUser }, { createAppContext }, { Project }, { findAccessibleProject }, items, transfer, { NotFoundError }] = await Promise.all([
    import('../publishing/local.ts'),
    import('../../server/context.ts'),
    import('../../server/modules/projects/models.ts'),
    import('../../server/modules/projects/service.ts'),
    import('../../server/modules/collections/items.ts'),
    import('../../server/modules/collections/transfer.ts'),
    import('../../server/errors.ts'),
  ]);
  const user = await actingUser(email);
  const byId = /^\d+$/.test(ref) ? await Project.findByPk(Number(ref), { attributes: ['id'] }) : null;
  const found = byId ?? (await Project.findOne({ attributes: ['id'], where: { slug: ref } }));
  // Someone else's site is answered like a missing one, as the API does.
  const project = found && (await findAccessibleProject(user, found.id).catch((error: unknown) => (error instanceof NotFoundError ? null : Promise.reject(error))));
  if (!project) throw new CliError(`Project not found: ${ref}`);
  // Only what the operator must know, on stderr: stdout carries the list or --json.
  const ctx = createAppContext({ config, db, logger: pino({ level: 'error', base: undefined }, pino.destination(2)) });
  return {
    site: project.slug,
    items: (collection, page, perPage) => items.listItems(user, project.id, collection, { page, per_page: perPage }),
    importFiles: (collection, format, files) => transfer.importItems(ctx, user, project.id, collection, format, files),
    exportFiles: async (collection, format) => (await transfer.exportItems(user, project.id, collection, format)).files,
  };
}

export async function remoteSource(server: string, token: string, ref: string): Promise<ContentSource> {
  const { RemoteBackend } = await import('../publishing/remote.ts');
  const site = await requireSite(new RemoteBackend(server, token), ref);
  const api = new SitewrightApi(server, token);
  const base = (collection: string) => `/projects/${site.id}/collections/${encodeURIComponent(collection)}`;
  return {
    site: site.slug,
    items: (collection, page, perPage) => api.request<ItemPage>('GET', `${base(collection)}/items?page=${page}&per_page=${perPage}`),
    importFiles: (collection, format, files) => api.request<ImportResult>('POST', `${base(collection)}/import`, { format, files }),
    exportFiles: async (collection, format) => (await api.request<{ files: TransferFile[] }>('GET', `${base(collection)}/export?format=${format}`)).files,
  };
}
