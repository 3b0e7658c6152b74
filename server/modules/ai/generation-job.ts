import { defineJob, type JobRun } from '../../jobs/types.ts';
import { NotFoundError } from '../../errors.ts';
import { GENERATION_MESSAGES } from '../../../common/ai/generations.ts';
import { MAX_AI_TIMEOUT_SECONDS } from '../../../common/ai/settings.ts';
import { NOTIFICATION_TYPES } from '../../../common/notifications.ts';
import { escapeHtml } from '../../html-escape.ts';
import { notify } from '../notifications/notify.ts';
import { writeBusinessDetails } from '../business/records.ts';
import { partifyPages } from '../../../common/editor/parts.ts';
import { createProjectFromPages } from '../projects/service.ts';
import { User } from '../users/models.ts';
import { illustratePlan } from './images/illustrate.ts';
import { kindWordsOf } from './images/kind-words.ts';
import { AiGeneration } from './models.ts';
import type { StreamedPage } from './providers/plan-pages.ts';
import { renderSitePlan } from './render.ts';
import { GENERATE_JOB } from '../job-types.ts';
import { GENERATE_ATTEMPTS, type GeneratePayload } from './service.ts';

export interface GenerateJobResult {
  projectId: number;
}

/**
 * Plans the site (endpoint or composer), renders its pages and creates the project with them in
 * one transaction that also marks the generation done: a generation that stops half-way leaves no
 * project, and one that already made its project is not made twice by a retry.
 */
async function runGeneration(run: JobRun<GeneratePayload>): Promise<GenerateJobResult> {
  // The composer (a third of the server's code) loads with the first generation, not at start.
  const [{ planSite }, { businessDetailsOf }] = await Promise.all([import('./generate.ts'), import('./facts-business.ts')]);
  const row = await AiGeneration.findByPk(run.payload.generationId);
  if (!row) throw new NotFoundError(GENERATION_MESSAGES.notFound);
  if (row.project_id !== null) return { projectId: row.project_id };
  const user = await User.findByPk(row.user_id);
  if (!user) throw new NotFoundError(GENERATION_MESSAGES.notFound);
  const { pages, language, seed } = row.options;
  const style = row.options.style ?? null;
  const total = pages + 2;

  await row.update({ status: 'planning', error: null });
  await run.progress(0, total, 'Planning the site');
  // Each page the endpoint's answer completes is shown at once, while a slow model writes the rest.
  const streamed: string[] = [];
  let announced = Promise.resolve();
  const onPage = ({ index, page }: StreamedPage) => {
    streamed.splice(index, Infinity, page.name);
    const shown = [...streamed];
    announced = announced.then(async () => {
      await row.update({ status: 'writing', page_names: shown, pages_ready: shown.length });
      await run.progress(shown.length, total, `Wrote ${page.name}`);
    });
  };
  const planned = await planSite(run.ctx, { prompt: row.prompt, pages, language, style, seed, signal: run.signal, onPage }).finally(() => announced);
  // Steps never go back: pages already shown as they streamed count as done.
  const reached = Math.max(1, streamed.length);
  await run.progress(reached, total, 'Finding pictures');
  planned.plan = await illustratePlan(run.ctx, planned.plan, { user, workspaceId: row.workspace_id, photos: row.options.photos ?? [], language: planned.plan.language, kindWords: kindWordsOf(planned.plan, row.prompt), seed, signal: run.signal });
  const names = planned.plan.pages.map((page) => page.name);
  // Pages already shown as they streamed are not announced twice; a plan the composer wrote instead starts over.
  const written = names.length === streamed.length && names.every((name, index) => name === streamed[index]) ? names.length : 0;
  await row.update({ status: 'writing', provider: planned.provider, notice: planned.notice, page_names: names, pages_ready: written });
  if (!written) await run.progress(reached, total, `Planned ${names.join(', ')}`);

  const rendered = renderSitePlan(planned.plan);
  for (const [index, page] of rendered.entries()) {
    run.signal.throwIfAborted();
    if (index < written) continue;
    await row.update({ pages_ready: index + 1 });
    await run.progress(Math.max(reached, index + 2), total, `Wrote ${page.name}`);
  }
  run.signal.throwIfAborted();
  const business = businessDetailsOf(planned.plan, planned.facts);
  // The site's header and footer become shared parts, its menu follows the page list.
  const site = partifyPages(rendered);
  const project = await createProjectFromPages(user, { name: planned.plan.name, workspaceId: row.workspace_id, ...site }, async (projectId) => {
    // The plan's hours and contact details become the site's business details (its published LocalBusiness data).
    if (business) await writeBusinessDetails(projectId, business);
    await row.update({ status: 'succeeded', project_id: projectId });
  });
  await run.progress(total, total, 'Done');
  await notify(run.ctx, user.id, {
    type: NOTIFICATION_TYPES.generationFinished,
    lines: [{ type: 'primary', content: `Your new site <b>${escapeHtml(project.name)}</b> is ready to edit.` }],
    mainAction: { action: `/editor/${project.id}`, label: 'Open editor' },
  });
  return { projectId: project.id };
}

export const generateJob = defineJob<GeneratePayload>({
  type: GENERATE_JOB,
  maxAttempts: GENERATE_ATTEMPTS,
  // Outlives the longest answer the admin may allow (ai.timeout_seconds), a repair round as long
  // and the composer's fallback: the endpoint's own limit is what ends a slow generation.
  timeoutMs: (2 * MAX_AI_TIMEOUT_SECONDS + 120) * 1000,
  handler: async (run) => {
    try {
      return await runGeneration(run);
    } catch (error) {
      const row = await AiGeneration.findByPk(run.payload.generationId);
      if (row && row.status !== 'succeeded') await row.update({ error: (error as Error).message });
      throw error;
    }
  },
});
