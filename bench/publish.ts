// Publishing speed for a generated 500-page project: the build alone (in memory, as a publish job
// does it), then whole publishes through the job runner into the local target: the first one
// stores every file, a second of the unchanged project stores none. Run alone with
// `node --import tsx bench/publish.ts`; `npm run bench` calls benchPublish(). Goal: 1,000 pages
// per second on a developer machine.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProjectPage } from '../common/editor/types.ts';
import type { PublishJobResult } from '../common/publishing.ts';
import { DEFAULT_WORKSPACE_ID } from '../common/constants.ts';
import type { AppContext } from '../server/context.ts';
import { bootApp } from '../server/index.ts';
import { waitForJob } from '../server/jobs/service.ts';
import { ProjectPage as ProjectPageRow } from '../server/modules/projects/models.ts';
import { createProject } from '../server/modules/projects/service.ts';
import { createDeploy } from '../server/modules/publishing/deploys.ts';
import type { User } from '../server/modules/users/models.ts';
import { createTestUser } from '../test/helpers/account-session.ts';
import { buildSite } from '../server/modules/publishing/build/site.ts';
import { buildTemplatePages } from '../server/modules/templates/seed.ts';
import { readSiteTemplates } from '../server/modules/templates/sources.ts';
import { makeTempDir, testConfig } from '../test/helpers/config.ts';

const PAGES = 500;
const RUNS = 5;

/**
 * Pages as the editor saves them: the starter templates' pages in turn (data ids and all), each
 * under its own slug with a styled section of its own (own classes, rules at two breakpoints, a
 * web font) linking to the next page, and a widget on every tenth.
 */
export function generatedProject(count = PAGES): { name: string; slug: string; pages: ProjectPage[] } {
  const sources = readSiteTemplates().flatMap((template) => buildTemplatePages(template));
  const pages = Array.from({ length: count }, (_, index): ProjectPage => {
    const source = sources[index % sources.length];
    const own = `sw-b${String(index).padStart(9, '0')}`;
    const widget = index % 10 === 0 ? '<div class="sw-widget sw-widget-omelette" data-sw-widget="omelette" data-waitlist="bench"></div>' : '';
    const section = `<section class="section ${own}" data-id="s${String(index).padStart(9, '0')}"><h2>Page ${index}</h2><a href="page-${(index + 1) % count}.html">Next</a>${widget}</section>`;
    return {
      id: `p${String(index).padStart(9, '0')}`,
      name: `Page ${index}`,
      html: source.html + section,
      doc: {
        ...source.doc,
        slug: index === 0 ? '' : `page-${index}`,
        styles: [
          { selector: `.${own}`, breakpoint: 'all', declarations: { 'font-family': 'Inter, sans-serif', padding: '4rem 0' } },
          { selector: `.${own}`, breakpoint: 'mobile', declarations: { padding: '2rem 0' } },
        ],
      },
    };
  });
  return { name: 'Bench site', slug: 'bench', pages };
}

/**
 * A stored project with the generated pages. The editor caps a project at MAX_PROJECT_PAGES; the
 * bench writes its pages directly, since what it measures is the publisher on a large site.
 */
export async function storedProject(user: User): Promise<number> {
  const generated = generatedProject();
  const project = await createProject(user, { name: generated.name, workspaceId: DEFAULT_WORKSPACE_ID });
  await ProjectPageRow.destroy({ where: { project_id: project.id } });
  const now = new Date();
  const rows = generated.pages.map((page, position) => ({ project_id: project.id, page_id: page.id, name: page.name, position, html: page.html, doc: page.doc, created_at: now, updated_at: now }));
  for (let start = 0; start < rows.length; start += 50) await ProjectPageRow.bulkCreate(rows.slice(start, start + 50));
  return project.id;
}

/** One live publish through the job runner, start to live: milliseconds and the files it stored. */
export async function timedPublish(ctx: AppContext, user: User, projectId: number): Promise<{ ms: number; stored: number }> {
  const started = performance.now();
  const { job } = await createDeploy(ctx, user, projectId, { prod: true });
  const done = await waitForJob(job.id);
  if (done.status !== 'succeeded') throw new Error(`the bench publish ended ${done.status}: ${done.error}`);
  return { ms: performance.now() - started, stored: (done.result as PublishJobResult).uploaded };
}

export async function benchPublish(): Promise<void> {
  const app = await bootApp(testConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: `sqlite:${join(makeTempDir(), 'bench.sqlite')}` }));
  try {
    const project = generatedProject();
    const input = { project, siteUrl: 'http://bench.localhost:3000', allowlist: [] };
    // The first build reads what ships with the app (site.css, fonts, icons) once per process.
    const site = await buildSite(app.ctx, input);
    const samples: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await buildSite(app.ctx, input);
      const used = process.cpuUsage(cpuStarted);
      samples.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const wall = median(samples);
    console.log(`\npublish: ${Math.round(PAGES / (wall / 1000))} pages/s (${PAGES} pages)`);
    // CPU time says what the build costs when other work shares the machine.
    console.log(`median of ${RUNS} builds: ${Math.round(wall)} ms wall, ${Math.round(median(cpu))} ms CPU; ${site.files.length} files, ${(site.size / 1024 / 1024).toFixed(1)} MiB`);

    const { user } = await createTestUser();
    const projectId = await storedProject(user);
    const first = await timedPublish(app.ctx, user, projectId);
    const again = await timedPublish(app.ctx, user, projectId);
    const rate = (ms: number) => Math.round(PAGES / (ms / 1000));
    console.log(`publish job to the local target, start to live: first ${rate(first.ms)} pages/s (${Math.round(first.ms)} ms, ${first.stored} files stored), unchanged again ${rate(again.ms)} pages/s (${Math.round(again.ms)} ms, ${again.stored} stored)`);
  } finally {
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchPublish();
