// Lighthouse scores of every starter template's published home page, in Debian's Chromium.
// Each template is published live through the HTTP API of a real listening app, then audited
// at its own origin (http://<slug>.localhost:<port>, which Chromium resolves to loopback). Run
// alone with `node --import tsx bench/lighthouse.ts`; `npm run bench` calls benchLighthouse().
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { packageRoot } from '../config/paths.ts';
import { bootApp } from '../server/index.ts';
import { setSetting } from '../server/modules/settings/service.ts';
import { createTestUser, signInAs } from '../test/helpers/account-session.ts';
import { CHROMIUM_PATH } from '../test/helpers/browser.ts';
import { makeTempDir, testConfig } from '../test/helpers/config.ts';
import { withCsrf } from '../test/helpers/http.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const DEBUGGING_PORT = 9333;
/** Anything under it is a defect to fix in the template or the publisher. */
const FLOOR = 95;

export async function benchLighthouse(): Promise<void> {
  const app = await bootApp(testConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: `sqlite:${join(makeTempDir(), 'bench.sqlite')}` }), { listen: true });
  await setSetting('published_sites_url', `http://{slug}.localhost:${app.server.info.port}`);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    userDataDir: makeTempDir('sitewright-lighthouse-'),
    args: [`--remote-debugging-port=${DEBUGGING_PORT}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    const { user } = await createTestUser();
    const headers = withCsrf({ cookie: await signInAs(user) });
    const api = async <T>(method: string, url: string, payload?: object): Promise<T> => {
      const response = await app.server.inject({ method, url, payload, headers });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.payload}`);
      return response.result as T;
    };
    const rows: Record<string, Record<string, number>> = {};
    const defects: string[] = [];
    for (const template of readdirSync(join(packageRoot, 'templates', 'sites')).sort()) {
      const { project } = await api<{ project: { id: number } }>('POST', '/api/v1/projects', { name: `Lighthouse ${template}`, templateSlug: template });
      const { job } = await api<{ job: { id: number } }>('POST', `/api/v1/projects/${project.id}/deploys`, { prod: true });
      for (;;) {
        const { job: current } = await api<{ job: { status: string; error: string | null } }>('GET', `/api/v1/jobs/${job.id}`);
        if (current.status === 'succeeded') break;
        if (current.status !== 'queued' && current.status !== 'running') throw new Error(`publishing ${template}: ${current.error}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The live address, as visitors and search engines get it (a deploy's own address is noindex).
      const { project: published } = await api<{ project: { published_url: string | null } }>('GET', `/api/v1/projects/${project.id}`);
      if (!published.published_url) throw new Error(`${template} is not live after its publish`);
      const result = await lighthouse(published.published_url, { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${published.published_url}`);
      const { categories, audits } = result.lhr;
      rows[template] = Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]));
      for (const name of CATEGORIES) {
        if (rows[template][name] >= FLOOR) continue;
        const failing = (categories[name]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
        defects.push(`${template} ${name} ${rows[template][name]}: ${failing.join(', ')}`);
      }
    }
    console.log(`\nLighthouse scores of each starter template's published home page (goal 100, under ${FLOOR} is a defect)`);
    console.table(rows);
    if (defects.length > 0) console.log(`under ${FLOOR}:\n  ${defects.join('\n  ')}`);
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchLighthouse();
