// Lighthouse scores in Debian's Chromium, against a real listening app serving the built web app
// (dist/web, or SITEWRIGHT_WEB_DIST):
// - the product's own public pages (/, /pricing, /contact and a seeded custom page), each as a phone
//   and as a desktop sees it, with the home page's first-load JavaScript and CSS;
// - every starter template's published home page, published live through the HTTP API and audited
//   at its own origin (http://<slug>.localhost:<port>, which Chromium resolves to loopback).
// `npm run bench` calls both. Run alone with `node --import tsx bench/lighthouse.ts`; `... pages` or
// `... templates` runs one half, and paths after `pages` pick some of the pages (Lighthouse is CPU
// heavy: `... pages /pricing` audits one page in both form factors).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig, type Config as LighthouseConfig, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { packageRoot, webDistDir } from '../config/paths.ts';
import { WEB_ASSETS_URL } from '../server/http/static-paths.ts';
import { bootApp, type RunningApp } from '../server/index.ts';
import { setSetting } from '../server/modules/settings/service.ts';
import { createTestUser, signInAs } from '../test/helpers/account-session.ts';
import { freePort } from '../test/helpers/app.ts';
import { CHROMIUM_PATH } from '../test/helpers/browser.ts';
import { makeTempDir, testConfig } from '../test/helpers/config.ts';
import { withCsrf } from '../test/helpers/http.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const DEBUGGING_PORT = 9333;
/** Anything under it is a defect to fix in the page, the template or the publisher. */
const FLOOR = 95;
/** The product's public pages; /pages/about-us is a custom page every install seeds. */
const PUBLIC_PAGES = ['/', '/pricing', '/contact', '/pages/about-us'];
const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig } satisfies Record<string, LighthouseConfig | undefined>;
type FormFactor = keyof typeof FORM_FACTORS;

type Scores = Record<(typeof CATEGORIES)[number], number>;

/** APP_URL is the address Chromium loads, so canonical and Open Graph addresses name the audited page. */
async function bootBenchApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const config = testConfig({ HOST: '127.0.0.1', PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, DATABASE_URL: `sqlite:${join(makeTempDir(), 'bench.sqlite')}`, ...env });
  return bootApp(config, { listen: true });
}

async function withChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    userDataDir: makeTempDir('sitewright-lighthouse-'),
    args: [`--remote-debugging-port=${DEBUGGING_PORT}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** One retry: on a busy machine Chromium now and then loses the trace of a load (NO_NAVSTART). */
async function audit(url: string, formFactor: FormFactor = 'mobile', attempt = 1): Promise<Result> {
  const result = await lighthouse(url, { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, FORM_FACTORS[formFactor]);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (!result.lhr.runtimeError) return result.lhr;
  if (attempt < 2) return audit(url, formFactor, attempt + 1);
  throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
}

function scoresOf(lhr: Result): Scores {
  return Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)])) as Scores;
}

/** Node selectors (or URLs) an audit's details list, so a defect names the element to fix. */
function failingItems(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 4).map((item) => {
    const node = (item.node ?? item) as { selector?: string; snippet?: string };
    return node.selector ?? node.snippet ?? String(item.url ?? item.source ?? '');
  });
}

/** The audits that cost a category points, each with the first elements it names. */
function defectsOf(lhr: Result, name: (typeof CATEGORIES)[number]): string {
  const failing = (lhr.categories[name]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1);
  return failing
    .map((ref) => {
      const items = failingItems(lhr.audits[ref.id]?.details).filter(Boolean);
      return items.length ? `${ref.id} [${items.join(' | ')}]` : ref.id;
    })
    .join(', ');
}

interface NetworkRecord {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

interface FirstLoad {
  files: number;
  transferred: number;
  uncompressed: number;
}

/** Bytes of each resource type the page loaded, from Lighthouse's network records (transferred as served, and decoded). */
function firstLoadOf(lhr: Result): Record<string, FirstLoad> {
  const records = ((lhr.audits['network-requests']?.details as { items?: NetworkRecord[] } | undefined)?.items ?? []) as NetworkRecord[];
  const totals: Record<string, FirstLoad> = {};
  for (const record of records) {
    const type = record.resourceType ?? 'Other';
    totals[type] ??= { files: 0, transferred: 0, uncompressed: 0 };
    totals[type].files += 1;
    totals[type].transferred += record.transferSize ?? 0;
    totals[type].uncompressed += record.resourceSize ?? 0;
  }
  return totals;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Lighthouse's scores vary from run to run on a busy machine; BENCH_LIGHTHOUSE_RUNS=5 reports each page's median run. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));

/** BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each reported run's full result (JSON, opens in the Lighthouse viewer). */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

async function medianAudit(url: string, formFactor: FormFactor): Promise<Result> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(url, formFactor));
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const median = runs[Math.floor(runs.length / 2)];
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(join(REPORTS_DIR, `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${formFactor}.json`), JSON.stringify(median));
  }
  return median;
}

/**
 * One visit to each page first, as a live server has had: the server keeps the compressed bytes
 * of the web app's files, and brotli (made in the background after a file's first request) is
 * what every later visitor gets. Waits until each file it saw is answered in brotli.
 */
async function warmUp(browser: Browser, urls: string[]): Promise<void> {
  const assets = new Set<string>();
  const page = await browser.newPage();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(WEB_ASSETS_URL)) assets.add(response.url());
  });
  for (const url of urls) await page.goto(url, { waitUntil: 'networkidle0' });
  await page.close();
  const deadline = Date.now() + 60_000;
  for (const asset of assets) {
    for (;;) {
      const response = await fetch(asset, { headers: { 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
      const encoding = response.headers.get('content-encoding');
      if (encoding !== 'gzip' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The product's public pages in both form factors. Billing is on (Stripe keys that are never
 * called: the pages read the seeded plans from the database), so the home page and /pricing show
 * the plan cards a paying install shows.
 */
export async function benchPublicPages(paths: readonly string[] = PUBLIC_PAGES): Promise<void> {
  const app = await bootBenchApp({ STRIPE_SECRET_KEY: 'sk_test_bench', STRIPE_WEBHOOK_SECRET: 'whsec_bench' });
  try {
    await withChromium(async (browser) => {
      const urls = paths.map((path) => `${app.server.info.uri}${path}`);
      await warmUp(browser, urls);
      const rows: Record<string, Record<string, number | string>> = {};
      const defects: string[] = [];
      const firstLoad: Record<string, Record<string, string | number>> = {};
      for (const [index, path] of paths.entries()) {
        for (const formFactor of Object.keys(FORM_FACTORS) as FormFactor[]) {
          const lhr = await medianAudit(urls[index], formFactor);
          const scores = scoresOf(lhr);
          const metric = (id: string) => lhr.audits[id]?.displayValue ?? '';
          rows[`${path} ${formFactor}`] = { ...scores, FCP: metric('first-contentful-paint'), LCP: metric('largest-contentful-paint'), TBT: metric('total-blocking-time'), CLS: metric('cumulative-layout-shift') };
          for (const name of CATEGORIES) if (scores[name] < FLOOR) defects.push(`${path} ${formFactor} ${name} ${scores[name]}: ${defectsOf(lhr, name)}`);
          if (path !== '/' || formFactor !== 'mobile') continue;
          const total: FirstLoad = { files: 0, transferred: 0, uncompressed: 0 };
          for (const [type, load] of Object.entries(firstLoadOf(lhr))) {
            if (!['Document', 'Script', 'Stylesheet', 'Font', 'Image'].includes(type)) continue;
            firstLoad[type] = { files: load.files, transferred: kib(load.transferred), uncompressed: kib(load.uncompressed) };
            total.files += load.files;
            total.transferred += load.transferred;
            total.uncompressed += load.uncompressed;
          }
          firstLoad.total = { files: total.files, transferred: kib(total.transferred), uncompressed: kib(total.uncompressed) };
        }
      }
      const runs = RUNS > 1 ? `, median of ${RUNS} runs` : '';
      console.log(`\nLighthouse scores of the public pages (web app from ${webDistDir}${runs}; goal 100, under ${FLOOR} is a defect)`);
      console.table(rows);
      if (defects.length > 0) console.log(`under ${FLOOR}:\n  ${defects.join('\n  ')}`);
      if (Object.keys(firstLoad).length > 0) {
        console.log('\nhome page first load (mobile), from the network records: transferred as served (compressed), uncompressed as decoded');
        console.table(firstLoad);
      }
    });
  } finally {
    await app.stop();
  }
}

export async function benchLighthouse(): Promise<void> {
  const app = await bootBenchApp();
  await setSetting('published_sites_url', `http://{slug}.localhost:${app.server.info.port}`);
  try {
    await withChromium(async () => {
      const { user } = await createTestUser();
      const headers = withCsrf({ cookie: await signInAs(user) });
      const api = async <T>(method: string, url: string, payload?: object): Promise<T> => {
        const response = await app.server.inject({ method, url, payload, headers });
        if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.payload}`);
        return response.result as T;
      };
      const rows: Record<string, Scores> = {};
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
        const lhr = await audit(published.published_url);
        rows[template] = scoresOf(lhr);
        for (const name of CATEGORIES) if (rows[template][name] < FLOOR) defects.push(`${template} ${name} ${rows[template][name]}: ${defectsOf(lhr, name)}`);
      }
      console.log(`\nLighthouse scores of each starter template's published home page (goal 100, under ${FLOOR} is a defect)`);
      console.table(rows);
      if (defects.length > 0) console.log(`under ${FLOOR}:\n  ${defects.join('\n  ')}`);
    });
  } finally {
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [part, ...paths] = process.argv.slice(2);
  if (part !== 'templates') await benchPublicPages(paths.length > 0 ? paths : PUBLIC_PAGES);
  if (part !== 'pages') await benchLighthouse();
}
