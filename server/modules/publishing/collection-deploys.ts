import { Op } from 'sequelize';
import { MAX_DEPLOY_MESSAGE_LENGTH, PUBLISH_PROGRESS, PUBLISHING_MESSAGES, type DeployRecord } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transactions.ts';
import { DomainError, InvalidError, NotFoundError } from '../../errors.ts';
import type { JobRun } from '../../jobs/types.ts';
import { loadBodies, publishedCollections } from '../collections/publish-data.ts';
import type { RepublishPayload } from '../collections/publish-types.ts';
import { enqueueRepublish } from '../collections/republish.ts';
import { Project } from '../projects/models.ts';
import { PROJECT_NOT_FOUND_MESSAGE } from '../projects/service.ts';
import { feedFiles, itemAssetUrls, planSite, renderFiles, signaturesOf, sitemapFile } from './build/collections/files.ts';
import { fileOf } from './build/collections/lists.ts';
import type { CollectionPlan, PlannedRender } from './build/collections/plan.ts';
import type { RenderEnv } from './build/collections/render.ts';
import { RichText } from './build/collections/rich-text.ts';
import type { CollectionSource, CollectionState } from './build/collections/types.ts';
import { siteAssets } from './build/site.ts';
import type { SiteFile } from './build/types.ts';
import { completeDeploy, insertDeploy, manifestOf, settleStoppedRun, updateDeploy } from './deploys.ts';
import { Deploy, type Manifest } from './models.ts';
import { firstMissingFile, uploadMissing } from './objects.ts';
import { deployRecord } from './records.ts';
import { pruneDeploys, settleStaleDeploys } from './retention.ts';
import { siteTarget } from './target.ts';

// A partial deploy: what one change of a collection touches (the item's page, the list, tag and
// author pages it is on or left, the feeds, the sitemap), built from the state the live deploy
// was built with and the items as they are now, on top of the live deploy's manifest. The rest
// of the site is the live deploy's, byte for byte. It is a deploy like any other: numbered,
// checked before it goes live by the one UPDATE, kept and rolled back the same way.
//
// One build of a project at a time: a rebuild that finds a publish (or another rebuild) of the
// project under way waits for it and then builds on what it made live, so no change is lost.

/** How long a rebuild waits for the publish under way before it looks again. */
const WAIT_FOR_PUBLISH_MS = 3000;
const OPEN_STATUSES = ['queued', 'building', 'uploading'];

export interface RepublishResult {
  /** The deploy made, or null when nothing on the site changed (or the site has no collections live). */
  deploy: DeployRecord | null;
  changed_paths: string[];
  /** Set when the rebuild waits for another build of the project. */
  waiting?: boolean;
}

type Start = { kind: 'skip' } | { kind: 'wait' } | { kind: 'build'; deploy: Deploy; live: Deploy; state: CollectionState; uuid: string };

/** Takes the project's build slot: a deploy row of this job's, on top of the live deploy. */
async function start(ctx: AppContext, run: JobRun<RepublishPayload>, message: string): Promise<Start> {
  const { projectId } = run.payload;
  await settleStaleDeploys(ctx, projectId);
  return inTransaction(Deploy.sequelize!, async (transaction) => {
    const project = await Project.findByPk(projectId, { attributes: ['id', 'uuid', 'live_deploy_id'], lock: transaction.LOCK.UPDATE, transaction });
    if (!project || project.live_deploy_id === null) return { kind: 'skip' } as const;
    const live = await Deploy.findByPk(project.live_deploy_id, { transaction });
    // A site deployed from a folder, or built before collections, has no collection pages to patch.
    if (!live?.collection_state || live.source !== 'project') return { kind: 'skip' } as const;
    const open = await Deploy.findAll({ attributes: ['id', 'job_id'], where: { project_id: projectId, source: 'project', target: 'prod', status: { [Op.in]: OPEN_STATUSES } }, transaction });
    const own = open.find((deploy) => deploy.job_id === run.id);
    if (open.some((deploy) => deploy !== own)) return { kind: 'wait' } as const;
    const deploy = own
      ? ((await Deploy.findByPk(own.id, { transaction })) ?? null)
      : await insertDeploy(projectId, { user_id: null, source: 'project', status: 'building', target: 'prod', message, job_id: run.id });
    if (!deploy) return { kind: 'skip' } as const;
    return { kind: 'build', deploy, live, state: live.collection_state, uuid: project.uuid };
  });
}

/** The items a planned file shows, whose images the rebuild needs. */
function shownItems(render: PlannedRender) {
  return [...(render.item ? [render.item] : []), ...render.lists.flatMap((list) => list?.items ?? [])];
}

interface PartialBuild {
  files: SiteFile[];
  removed: string[];
  plan: CollectionPlan;
  warnings: string[];
}

/** Renders the files whose signature moved (and the pages of the items asked for), the feeds and the sitemap. */
async function build(ctx: AppContext, state: CollectionState, sources: readonly CollectionSource[], payload: RepublishPayload): Promise<PartialBuild> {
  const plan = planSite(state, sources, ctx.now());
  const forced = new Set(payload.itemIds);
  const selected = plan.renders.filter((render) => state.signatures[render.path] !== render.signature || (render.item && forced.has(render.item.id)));
  await loadBodies(sources, [...selected.flatMap(shownItems), ...plan.feeds.flatMap((feed) => feed.items)].map((item) => item.id));
  const richText = new RichText(state.allowlist);
  const assets = await siteAssets(ctx);
  const collections = new Map(sources.map((source) => [source.collection.id, source.collection]));
  const noted = new Set<number>();
  for (const render of selected) {
    for (const item of shownItems(render)) {
      const collection = collections.get(item.collection_id);
      if (!collection || noted.has(item.id)) continue;
      noted.add(item.id);
      assets.noteImages(itemAssetUrls(collection, item, richText, assets.isAsset), render.path);
    }
  }
  await assets.load();
  const env: RenderEnv = {
    siteUrl: state.siteUrl,
    siteName: state.siteName,
    allowlist: state.allowlist,
    pageLinks: state.pageLinks,
    richText,
    plan,
    isAsset: assets.isAsset,
    assetUrl: (url) => {
      const published = assets.url(url);
      return published !== url ? published : (state.assets[url] ?? url);
    },
    images: assets.responsive,
  };
  const files = [...renderFiles(selected, env), ...feedFiles(plan, env), sitemapFile(plan, state.siteUrl), ...assets.files()];
  // What the last build planned and this one does not (an item's old address) goes, and what the
  // change names as gone, as long as it is a collection's file: nothing else of the site.
  const made = new Set(Object.keys(signaturesOf(plan)));
  const bases = [...plan.sites.values()].map((site) => `${site.base}/`);
  const asked = payload.removedPaths.map((path) => fileOf(path.replace(/^\/+/, ''))).filter((path) => bases.some((base) => path.startsWith(base)));
  const removed = [...new Set([...Object.keys(state.signatures), ...asked])].filter((path) => !made.has(path));
  return { files, removed, plan, warnings: assets.warnings() };
}

function titles(sources: readonly CollectionSource[], itemIds: readonly number[]): string {
  const wanted = new Set(itemIds);
  const named = sources.flatMap((source) => source.items.filter((item) => wanted.has(item.id)).map((item) => `"${item.title}"`));
  const text = named.length ? `Content: ${named.join(', ')}` : 'Content: items taken off the site';
  return text.length <= MAX_DEPLOY_MESSAGE_LENGTH ? text : `${text.slice(0, MAX_DEPLOY_MESSAGE_LENGTH - 1)}…`;
}

/**
 * The rebuild job: plans the collections' files, renders those that changed, and makes them live
 * as a new deploy whose manifest is the live one with those files swapped in and the files of
 * items gone taken out. Nothing changes live unless every new file is stored and checked.
 */
export async function runCollectionRepublish(run: JobRun<RepublishPayload>): Promise<RepublishResult> {
  const { ctx, signal, payload } = run;
  const sources = await publishedCollections(payload.projectId, { bodies: false });
  const slot = await start(ctx, run, titles(sources, payload.itemIds));
  if (slot.kind === 'skip') return { deploy: null, changed_paths: [] };
  if (slot.kind === 'wait') {
    await enqueueRepublish(payload, new Date(ctx.now().getTime() + WAIT_FOR_PUBLISH_MS));
    return { deploy: null, changed_paths: [], waiting: true };
  }
  const { deploy, live, state } = slot;
  const target = siteTarget(ctx, slot.uuid);
  let changedPaths: string[] = [];
  try {
    void run.progress(0, 1, PUBLISH_PROGRESS.building).catch(() => undefined);
    const built = await build(ctx, state, sources, payload).catch((error: unknown) => {
      if (error instanceof DomainError) throw error;
      ctx.logger.warn({ err: error, project: payload.projectId }, 'a collection rebuild failed');
      throw new InvalidError(PUBLISHING_MESSAGES.buildFailed((error as Error).message));
    });
    signal.throwIfAborted();
    const changed = built.files.filter((file) => live.manifest[file.path]?.hash !== file.hash);
    const removed = built.removed.filter((path) => Object.hasOwn(live.manifest, path));
    changedPaths = [...changed.map((file) => file.path), ...removed].sort();
    if (!changedPaths.length) {
      await Deploy.destroy({ where: { id: deploy.id } });
      return { deploy: null, changed_paths: [] };
    }
    const manifest: Manifest = { ...live.manifest, ...manifestOf(changed) };
    for (const path of removed) delete manifest[path];
    const entries = Object.values(manifest);
    await inTransaction(Deploy.sequelize!, async (transaction) => {
      await Project.findByPk(payload.projectId, { attributes: ['id'], lock: transaction.LOCK.UPDATE, transaction });
      await updateDeploy(deploy, {
        status: 'uploading',
        manifest,
        changed_paths: changedPaths,
        page_count: state.pageCount + built.plan.renders.filter((render) => render.nested).length,
        file_count: entries.length,
        size: entries.reduce((sum, entry) => sum + entry.size, 0),
        warnings: [...new Set([...live.warnings, ...built.warnings])].sort(),
        forms: live.forms,
        collection_state: { ...state, signatures: signaturesOf(built.plan) },
      });
    });
    void run.progress(0, changed.length, PUBLISH_PROGRESS.uploading).catch(() => undefined);
    const { confirmed } = await uploadMissing(target, changed, { signal });
    const missing = await firstMissingFile(target, manifestOf(changed), signal, confirmed);
    if (missing) throw new Error(PUBLISHING_MESSAGES.verifyFailed(missing));
    signal.throwIfAborted();
    await completeDeploy(ctx, deploy);
  } catch (error) {
    // Deleted while rebuilding: the objects stored since the deletion cleared the target go too.
    if (!(await Project.count({ where: { id: payload.projectId } }))) {
      await target.clear();
      throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
    }
    throw await settleStoppedRun(run, deploy, error);
  } finally {
    await pruneDeploys(ctx, payload.projectId).catch((error: unknown) => ctx.logger.error({ err: error, project: payload.projectId }, 'could not prune old deploys'));
  }
  const project = await Project.findByPk(payload.projectId, { attributes: ['id', 'slug', 'live_deploy_id'] });
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
  return { deploy: await deployRecord(ctx, project, deploy), changed_paths: changedPaths };
}
