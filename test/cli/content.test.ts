import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { CollectionItem } from '../../common/collections.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { ContentClient } from '../collections/support.ts';
import { cliEnv, runCli, type CliResult } from './helpers.ts';

describe('sitewright content', function () {
  this.timeout(180_000);
  let app: TestApp;
  let work: string;
  let owner: ContentClient;
  let token: string;

  /** Local mode: this install's database, as an operator on the server runs it. */
  function local(args: string[]): Promise<CliResult> {
    return runCli([...args, '--user', owner.user.email], {
      cwd: work,
      env: cliEnv({ HOME: work, DATABASE_URL: app.config.database.url, DATA_DIR: app.config.dataDir, APP_URL: app.url, APP_KEY: app.config.appKey }),
      timeoutMs: 120_000,
    });
  }

  /** Remote mode as a CI job runs it: the token in the environment only. */
  function remote(args: string[]): Promise<CliResult> {
    return runCli([...args, '--server', app.url], { cwd: work, env: cliEnv({ HOME: work, SITEWRIGHT_TOKEN: token }), timeoutMs: 120_000 });
  }

  function folder(name: string, files: Record<string, unknown>): string {
    const path = join(work, name);
    mkdirSync(path, { recursive: true });
    for (const [file, content] of Object.entries(files)) writeFileSync(join(path, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    return path;
  }

  before(async () => {
    app = await startTestApp({ listen: true });
    work = makeTempDir('sitewright-content-');
    owner = await ContentClient.user(app);
    token = (await createAccessToken(owner.user, 'ci')).plainTextToken;
  });
  after(() => app?.stop());

  it('imports a folder as posts, reports the file that failed with a non-zero exit, and lists what is there', async () => {
    const site = await owner.create('Corner Bakery');
    const posts = folder('posts', {
      'hello-world.json': { title: 'Hello world', body: '<p>We are <em>open</em>.</p><script>alert(1)</script>', tags: ['news'], status: 'published', date: '2024-05-01T09:00:00Z' },
      'bread.json': [{ title: 'Sourdough tips', slug: 'sourdough', values: { excerpt: 'Slow is good' } }, { title: 'Rye', values: { cover: 'javascript:alert(1)' } }],
      'notes.txt': 'not an item',
    });
    const first = await local(['content', 'import', site.slug, posts]);
    expect(first.code).to.equal(1);
    expect(first.stderr).to.contain('bread.json#2: Check the highlighted fields. (values.cover: Enter an image address');
    expect(first.stderr).to.contain(`Imported into posts of ${site.slug}: 2 created, 0 updated`);
    expect(first.stderr).to.match(/Error: 1 of the items in .* could not be imported/);

    const items = (await owner.items(site.id)).data;
    expect(items.map((item) => [item.slug, item.status]).sort()).to.deep.equal([['hello-world', 'published'], ['sourdough', 'draft']]);
    expect(items.find((item) => item.slug === 'hello-world')!.body).to.equal('<p>We are <em>open</em>.</p>');

    // Fixed and run again, as a CI job does on the next push: only the new item is created.
    writeFileSync(join(posts, 'bread.json'), JSON.stringify([{ title: 'Sourdough tips', slug: 'sourdough', values: { excerpt: 'Slow is good' } }, { title: 'Rye' }]));
    const again = await local(['content', 'import', site.slug, posts, '--json']);
    expect(again.code, again.stderr).to.equal(0);
    expect(JSON.parse(again.stdout)).to.deep.equal({ created: 1, updated: 2, errors: [] });

    const listed = await local(['content', 'list', String(site.id)]);
    expect(listed.code, listed.stderr).to.equal(0);
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines[0].split(/\s{2,}/)).to.deep.equal(['ID', 'STATUS', 'DATE', 'SLUG', 'TITLE']);
    expect(lines.slice(2).map((line) => line.split(/\s{2,}/).slice(-2))).to.have.deep.members([['rye', 'Rye'], ['sourdough', 'Sourdough tips'], ['hello-world', 'Hello world']]);
    const json = JSON.parse((await local(['content', 'list', site.slug, '--json'])).stdout) as { items: CollectionItem[] };
    expect(json.items).to.have.length(3);
  });

  it('exports and imports with an API token, collection by collection', async () => {
    const source = await owner.create('Old menu');
    await owner.createCollection(source.id, { name: 'Dishes', fields: [{ key: 'price', label: 'Price', type: 'number', required: true }] });
    await owner.createItem(source.id, { title: 'Soup', values: { price: 6 } }, 'dishes');
    await owner.createItem(source.id, { title: 'Pie', values: { price: 4.5 }, tags: ['sweet'] }, 'dishes');
    const out = join(work, 'dishes');
    const exported = await remote(['content', 'export', source.slug, out, '--collection', 'dishes']);
    expect(exported.code, exported.stderr).to.equal(0);
    expect(exported.stderr).to.contain(`Exported 2 items of dishes of ${source.slug} to ${out}`);
    expect(readdirSync(out).sort()).to.deep.equal(['pie.json', 'soup.json']);
    expect(JSON.parse(readFileSync(join(out, 'pie.json'), 'utf8'))).to.include({ title: 'Pie', slug: 'pie', status: 'draft' });

    const target = await owner.create('New menu');
    await owner.createCollection(target.id, { name: 'Dishes', fields: [{ key: 'price', label: 'Price', type: 'number', required: true }] });
    const imported = await remote(['content', 'import', target.slug, out, '--collection', 'dishes', '--format', 'json']);
    expect(imported.code, imported.stderr).to.equal(0);
    const listed = JSON.parse((await remote(['content', 'list', target.slug, '--collection', 'dishes', '--json'])).stdout) as { items: CollectionItem[] };
    expect(listed.items.map((item) => [item.title, item.values.price, item.tags])).to.have.deep.members([['Soup', 6, []], ['Pie', 4.5, ['sweet']]]);
  });

  it('imports a folder of Markdown posts, exports them as Markdown that imports again without a change, and names each bad file', async () => {
    const site = await owner.create('Markdown Bakery');
    const later = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    later.setUTCMilliseconds(0);
    const posts = folder('md-posts', {
      'opening-day.md': [
        '---',
        'title: Opening day',
        'status: published',
        'date: 2024-05-01T09:00:00Z',
        'tags: [news, bakery]',
        'excerpt: We open on Monday',
        '---',
        '',
        '## What we bake',
        '',
        '- Sourdough',
        '- Rye',
        '',
        'Read [our menu](https://example.com/menu).',
        '',
        '```js',
        "const bread = 'warm';",
        '```',
        '',
        '![Our shop](/storage/shop.jpg)',
        '',
      ].join('\n'),
      'summer.markdown': `---\ntitle: Summer menu\npublish_at: ${later.toISOString()}\ntags: menu\n---\nComing *soon*.\n`,
      'idea.md': '# An idea\n\nNot finished.\n',
      'broken.md': '---\ntitle: [Broken\n---\nBody\n',
      'live.md': '---\ntitle: Live now\nstatus: live\n---\nBody\n',
      'notes.txt': 'not a post',
    });
    const first = await local(['content', 'import', site.slug, posts]);
    expect(first.code).to.equal(1);
    expect(first.stderr).to.contain('broken.md: The front matter is not valid YAML (line 2): ');
    expect(first.stderr).to.contain('live.md: Check the highlighted fields. (status: Choose one of: draft, scheduled, published.)');
    expect(first.stderr).to.contain(`Imported into posts of ${site.slug}: 3 created, 0 updated`);
    expect(first.stderr).to.match(/Error: 2 of the items in .* could not be imported/);

    const items = (await owner.items(site.id)).data;
    expect(items.map((item) => [item.slug, item.status, item.published_at, item.publish_at, item.tags])).to.have.deep.members([
      ['opening-day', 'published', '2024-05-01T09:00:00.000Z', null, ['news', 'bakery']],
      ['summer', 'scheduled', null, later.toISOString(), ['menu']],
      ['idea', 'draft', null, null, []],
    ]);
    const opening = items.find((item) => item.slug === 'opening-day')!;
    expect(opening.values).to.deep.equal({ excerpt: 'We open on Monday' });
    expect(opening.body).to.equal(
      [
        '<h2>What we bake</h2>',
        '<ul>',
        '<li>Sourdough</li>',
        '<li>Rye</li>',
        '</ul>',
        '<p>Read <a href="https://example.com/menu">our menu</a>.</p>',
        '<pre><code class="language-js">const bread = \'warm\';',
        '</code></pre>',
        '<p><img src="/storage/shop.jpg" alt="Our shop" /></p>',
      ].join('\n'),
    );
    expect(items.find((item) => item.slug === 'idea')).to.include({ title: 'An idea', body: '<p>Not finished.</p>' });

    // Exported as Markdown by a CI job and imported again: the same files, no new versions or revisions.
    const out = join(work, 'md-export');
    const exported = await remote(['content', 'export', site.slug, out, '--format', 'markdown']);
    expect(exported.code, exported.stderr).to.equal(0);
    expect(readdirSync(out).sort()).to.deep.equal(['idea.md', 'opening-day.md', 'summer.md']);
    expect(readFileSync(join(out, 'opening-day.md'), 'utf8')).to.contain('\n## What we bake\n\n- Sourdough\n- Rye\n\nRead [our menu](https://example.com/menu).\n\n```js\n');
    const again = await remote(['content', 'import', site.slug, out, '--json']);
    expect(again.code, again.stderr).to.equal(0);
    expect(JSON.parse(again.stdout)).to.deep.equal({ created: 0, updated: 3, errors: [] });
    expect((await owner.items(site.id)).data).to.deep.equal(items);
  });

  it('fails with one clear line for a site, folder or collection that is not there', async () => {
    const site = await owner.create('Quiet site');
    const empty = folder('empty', { 'readme.txt': 'nothing' });
    const mixed = folder('mixed', { 'a.json': { title: 'A' }, 'b.md': '# B' });
    const cases: [Promise<CliResult>, string][] = [
      [local(['content', 'list', 'no-such-site']), 'Error: Project not found: no-such-site'],
      [remote(['content', 'list', 'no-such-site']), 'Error: Project not found: no-such-site'],
      [local(['content', 'import', site.slug, join(work, 'missing')]), `Error: No such folder: ${join(work, 'missing')}`],
      [local(['content', 'import', site.slug, empty]), `Error: No .json, .md or .markdown files in ${empty}`],
      [local(['content', 'import', site.slug, mixed]), `Error: ${mixed} has files of more than one format (json, markdown): choose one with --format`],
      [local(['content', 'import', site.slug, mixed, '--format', 'markdown', '--collection', 'events']), 'Error: Collection not found.'],
      [local(['content', 'import', site.slug, empty, '--format', 'markdown']), `Error: No .md or .markdown files in ${empty}`],
      [local(['content', 'list', site.slug, '--collection', 'events']), 'Error: Collection not found.'],
      [remote(['content', 'export', site.slug, join(work, 'x'), '--collection', 'events']), 'Error: Collection not found.'],
    ];
    for (const [run, message] of cases) {
      const result = await run;
      expect(result.code, result.stderr).to.equal(1);
      expect(result.stderr.trim()).to.equal(message);
    }
    const format = await local(['content', 'export', site.slug, join(work, 'y'), '--format', 'docx']);
    expect(format.code).to.equal(1);
  });
});
