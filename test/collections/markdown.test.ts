import { expect } from 'chai';
import { COLLECTION_FIELD_MESSAGES, COLLECTION_MESSAGES, type CollectionItem } from '../../common/collections.ts';
import { MARKDOWN_MESSAGES } from '../../server/modules/collections/markdown.ts';
import type { ImportResult, TransferFile } from '../../server/modules/collections/transfer.ts';
import { setSettings } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ContentClient, itemContent as content } from './support.ts';

describe('Markdown import and export of items', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
  });
  after(() => app.stop());

  const importUrl = (client: ContentClient, projectId: number, collection = 'posts') => `${client.collectionsUrl(projectId)}/${collection}/import`;
  const exportUrl = (client: ContentClient, projectId: number, collection = 'posts') => `${client.collectionsUrl(projectId)}/${collection}/export?format=markdown`;
  const importMarkdown = (client: ContentClient, projectId: number, files: TransferFile[], collection = 'posts') =>
    client.ok<ImportResult>('POST', importUrl(client, projectId, collection), { format: 'markdown', files });
  const exportMarkdown = async (client: ContentClient, projectId: number, collection = 'posts') => (await client.ok<{ files: TransferFile[] }>('GET', exportUrl(client, projectId, collection))).files;
  const bySlug = (items: CollectionItem[], slug: string) => items.find((item) => item.slug === slug)!;


  it('imports Markdown with front matter as items: HTML from the body, fields, tags, status and dates from the front matter', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Corner Bakery');
    const later = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    later.setUTCMilliseconds(0);
    const files: TransferFile[] = [
      {
        name: 'opening-day.md',
        content: [
          '---',
          'title: "Opening day: we are open"',
          'status: published',
          'date: 2024-05-01 09:30',
          'tags: [news, bakery]',
          `author: ${owner.user.email}`,
          'seo_description: Fresh bread from Monday',
          'og_image: /storage/og/opening.png',
          'excerpt: We open on Monday',
          'cover: https://img.example.com/shop.jpg',
          '---',
          '',
          '## What we bake',
          '',
          '- Sourdough',
          '- Rye with **seeds**',
          '',
          'See [our menu](https://example.com/menu) or ~~call us~~.',
          '',
          '```js',
          "const bread = '<warm>';",
          '```',
          '',
          '![Our shop](/storage/shop.jpg)',
          '',
          '| Bread | Price |',
          '| --- | --: |',
          '| Rye | 4 |',
          '',
        ].join('\n'),
      },
      { name: 'soon.markdown', content: `---\ntitle: Summer menu\npublish_at: ${later.toISOString()}\n---\nComing soon.\n` },
      { name: 'no-front-matter.md', content: '# Notes from the kitchen\n\nJust *text*.\r\n' },
      { name: 'day-only.md', content: '---\ntitle: An old post\nstatus: published\ndate: 2023-12-24\ntags: christmas, news\n---\n' },
    ];
    expect(await importMarkdown(owner, project.id, files)).to.deep.equal({ created: 4, updated: 0, errors: [] });

    const items = (await owner.items(project.id)).data;
    expect(content(bySlug(items, 'opening-day'))).to.deep.equal({
      title: 'Opening day: we are open',
      slug: 'opening-day',
      status: 'published',
      published_at: '2024-05-01T09:30:00.000Z',
      publish_at: null,
      author: owner.user.id,
      body: [
        '<h2>What we bake</h2>',
        '<ul>',
        '<li>Sourdough</li>',
        '<li>Rye with <strong>seeds</strong></li>',
        '</ul>',
        '<p>See <a href="https://example.com/menu">our menu</a> or <s>call us</s>.</p>',
        '<pre><code class="language-js">const bread = \'&lt;warm&gt;\';',
        '</code></pre>',
        '<p><img src="/storage/shop.jpg" alt="Our shop" /></p>',
        '<table>',
        '<thead>',
        '<tr>',
        '<th>Bread</th>',
        '<th>Price</th>',
        '</tr>',
        '</thead>',
        '<tbody><tr>',
        '<td>Rye</td>',
        '<td>4</td>',
        '</tr>',
        '</tbody></table>',
      ].join('\n'),
      values: { excerpt: 'We open on Monday', cover: 'https://img.example.com/shop.jpg' },
      tags: ['news', 'bakery'],
      seo_title: '',
      seo_description: 'Fresh bread from Monday',
      og_image: '/storage/og/opening.png',
    });
    expect(bySlug(items, 'soon')).to.include({ title: 'Summer menu', status: 'scheduled', publish_at: later.toISOString(), published_at: null, body: '<p>Coming soon.</p>' });
    // Without a title in front matter, the leading heading is the title (and not repeated in the body).
    expect(bySlug(items, 'no-front-matter')).to.include({ title: 'Notes from the kitchen', status: 'draft', body: '<p>Just <em>text</em>.</p>' });
    expect(bySlug(items, 'day-only')).to.deep.include({ status: 'published', published_at: '2023-12-24T00:00:00.000Z', tags: ['christmas', 'news'], body: '' });
  });

  it('runs no script from a Markdown file on the published site, raw HTML included, beyond the allowed embeds', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Blog');
    await setSettings({ 'editor.script_allowlist': ['https://platform.example.com/widgets.js'] });
    try {
      const body = [
        '# Hello <img src="x" onerror="alert(1)">',
        '',
        '[click](javascript:alert(1)) and [fine](https://example.com)',
        '',
        '<script>alert(1)</script>',
        '',
        '<div onclick="steal()" style="color:red">raw <em>html</em></div>',
        '',
        '<script src="https://platform.example.com/widgets.js"></script>',
        '',
        '<iframe src="https://evil.example.com/"></iframe>',
        '',
        '![x](javascript:alert(1))',
      ].join('\n');
      const result = await importMarkdown(owner, project.id, [{ name: 'hostile.md', content: `---\ntitle: Hostile\n---\n${body}\n` }]);
      expect(result).to.deep.equal({ created: 1, updated: 0, errors: [] });
      const [item] = (await owner.items(project.id)).data;
      expect(item.body).to.equal(
        [
          '<h1>Hello <img src="x" /></h1>',
          '<p><a>click</a> and <a href="https://example.com">fine</a></p>',
          '<div>raw <em>html</em></div><script src="https://platform.example.com/widgets.js"></script><p><img alt="x" /></p>',
        ].join('\n'),
      );
    } finally {
      await setSettings({ 'editor.script_allowlist': ['https://cdn.omelette.app/sdk/v1/waitlist.js'] });
    }
  });

  it('exports each item as <slug>.md that imports again without a change, into the same site or another', async () => {
    const owner = await ContentClient.user(app);
    const source = await owner.create('Old blog');
    // Written in the editor: HTML the Markdown renderer would not produce in exactly this form.
    const hello = await owner.createItem(source.id, {
      title: 'Hello: a first post',
      body: [
        '<h2>Hi there</h2><p>First <a href="https://example.com" target="_blank">post</a>, with <strong>bold</strong>, <em>em</em>, <code>code</code>, H<sub>2</sub>O and 1 * 2 &lt; 3.</p>',
        '<ul><li><p>one</p></li><li><p>two</p></li></ul><ol start="3"><li>three</li></ol>',
        '<blockquote><p>Quoted</p></blockquote><pre><code class="language-sh">npm run build\n\nls</code></pre>',
        '<p><img src="/storage/a.png" srcset="/storage/a-300.png 300w, /storage/a.png 600w" alt="A"></p>',
        '<table><tbody><tr><td>no header</td></tr></tbody></table>',
      ].join(''),
      tags: ['news', 'intro'],
      seo_title: 'Hello there',
      og_image: '/storage/og.png',
      values: { excerpt: 'The first one', cover: 'https://img.example.com/c.jpg' },
    });
    await owner.request('POST', `${owner.itemsUrl(source.id)}/${hello.id}/publish`);
    const later = await owner.createItem(source.id, { title: 'Coming soon', body: '<p>Soon.</p>' });
    await owner.request('POST', `${owner.itemsUrl(source.id)}/${later.id}/publish`, { at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString() });
    await owner.createItem(source.id, { title: 'Unfinished' });

    const files = await exportMarkdown(owner, source.id);
    expect(files.map((file) => file.name)).to.deep.equal(['hello-a-first-post.md', 'coming-soon.md', 'unfinished.md']);
    const helloFile = files[0].content;
    const published = (await owner.item(source.id, hello.id)).published_at!;
    expect(helloFile.split('\n---\n')[0]).to.equal(
      [
        '---',
        'title: "Hello: a first post"',
        'slug: hello-a-first-post',
        'status: published',
        `date: ${published}`,
        `author: ${owner.user.email}`,
        'tags:',
        '  - news',
        '  - intro',
        'seo_title: Hello there',
        'og_image: /storage/og.png',
        'excerpt: The first one',
        'cover: https://img.example.com/c.jpg',
      ].join('\n'),
    );
    expect(helloFile).to.contain('\n## Hi there\n\nFirst [post](https://example.com), with **bold**, _em_, `code`, H<sub>2</sub>O and 1 \\* 2 \\< 3.\n\n- one\n\n- two\n\n3. three\n\n> Quoted\n\n```sh\nnpm run build\n\nls\n```\n');
    expect(helloFile).to.contain('<img src="/storage/a.png" srcset="/storage/a-300.png 300w, /storage/a.png 600w" alt="A">');
    expect(files[1].content).to.match(/^---\ntitle: Coming soon\nslug: coming-soon\nstatus: scheduled\npublish_at: \S+Z\nauthor: \S+\n---\n\nSoon\.\n$/);

    // The same files into the same site (a CI job on every push): nothing changes, not even markup.
    const before = (await owner.items(source.id)).data;
    expect(await importMarkdown(owner, source.id, files)).to.deep.equal({ created: 0, updated: 3, errors: [] });
    const after = (await owner.items(source.id)).data;
    expect(after).to.deep.equal(before);
    for (const item of after) expect(await owner.revisions(source.id, item.id)).to.deep.equal([]);

    // Into another site: the same items, which export to the very same files and import again as they are.
    const target = await owner.create('New blog');
    expect(await importMarkdown(owner, target.id, files)).to.deep.equal({ created: 3, updated: 0, errors: [] });
    const copied = (await owner.items(target.id)).data;
    expect(copied.map((item) => ({ ...content(item), body: undefined }))).to.deep.equal(before.map((item) => ({ ...content(item), body: undefined })));
    expect(await exportMarkdown(owner, target.id)).to.deep.equal(files);
    expect(await importMarkdown(owner, target.id, files)).to.deep.equal({ created: 0, updated: 3, errors: [] });
    expect((await owner.items(target.id)).data).to.deep.equal(copied);
  });

  it("writes a custom collection's fields into the front matter, rich text as Markdown", async () => {
    const owner = await ContentClient.user(app);
    const source = await owner.create('Menu');
    const fields = [
      { key: 'price', label: 'Price', type: 'number', required: true },
      { key: 'served', label: 'Served from', type: 'date' },
      { key: 'notes', label: 'Notes', type: 'richText' },
      { key: 'diet', label: 'Diet', type: 'tags' },
    ];
    await owner.createCollection(source.id, { name: 'Dishes', fields });
    await owner.createItem(source.id, { title: 'Soup', values: { price: 6.5, served: '2024-06-01', notes: '<p>With <strong>bread</strong></p><ul><li>hot</li></ul>', diet: ['vegan'] } }, 'dishes');
    const files = await exportMarkdown(owner, source.id, 'dishes');
    expect(files[0]).to.deep.equal({
      name: 'soup.md',
      content: `---\ntitle: Soup\nslug: soup\nstatus: draft\nauthor: ${owner.user.email}\nprice: 6.5\nserved: 2024-06-01\nnotes: |-\n  With **bread**\n\n  - hot\ndiet:\n  - vegan\n---\n`,
    });
    const target = await owner.create('New menu');
    await owner.createCollection(target.id, { name: 'Dishes', fields });
    expect(await importMarkdown(owner, target.id, files, 'dishes')).to.deep.equal({ created: 1, updated: 0, errors: [] });
    const [soup] = (await owner.items(target.id, '', 'dishes')).data;
    expect(soup.values).to.deep.equal({ price: 6.5, served: '2024-06-01', notes: '<p>With <strong>bread</strong></p>\n<ul>\n<li>hot</li>\n</ul>', diet: ['vegan'] });
  });

  it('reports each file with bad front matter or an unknown status on its own and imports the good ones', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Blog');
    const files: TransferFile[] = [
      { name: 'good.md', content: '---\ntitle: Good\nstatus: published\n---\nFine.\n' },
      { name: 'bad-yaml.md', content: '---\ntitle: Good\ntags: [news\n---\nBody\n' },
      { name: 'twice.md', content: '---\ntitle: One\ntitle: Two\n---\n' },
      { name: 'unclosed.md', content: '---\ntitle: Never closed\n\nBody\n' },
      { name: 'list.md', content: '---\n- a\n- b\n---\nBody\n' },
      { name: 'status.md', content: '---\ntitle: Live\nstatus: live\n---\n' },
      { name: 'keys.md', content: '---\ntitle: Keys\ncategory: news\nbody: text\nstatus: published\npublish_at: 2030-01-01\n---\n' },
      { name: 'untitled.md', content: 'Only a paragraph.\n' },
      { name: 'past.md', content: '---\ntitle: Late\npublish_at: 2020-01-01\n---\n' },
      { name: 'also-good.markdown', content: '---\ntitle: Also good\n---\n' },
    ];
    const result = await importMarkdown(owner, project.id, files);
    expect(result.created).to.equal(2);
    expect(result.errors).to.deep.equal([
      { file: 'bad-yaml.md', message: MARKDOWN_MESSAGES.yaml(3, 'Flow sequence in block collection must be sufficiently indented and end with a ]') },
      { file: 'twice.md', message: MARKDOWN_MESSAGES.yaml(3, 'Map keys must be unique') },
      { file: 'unclosed.md', message: MARKDOWN_MESSAGES.unclosed },
      { file: 'list.md', message: MARKDOWN_MESSAGES.notMapping },
      { file: 'status.md', message: COLLECTION_FIELD_MESSAGES.invalid, errors: { status: COLLECTION_FIELD_MESSAGES.status } },
      {
        file: 'keys.md',
        message: COLLECTION_FIELD_MESSAGES.invalid,
        errors: { category: COLLECTION_FIELD_MESSAGES.unknownField, body: MARKDOWN_MESSAGES.body, publish_at: MARKDOWN_MESSAGES.publishAt },
      },
      { file: 'untitled.md', message: COLLECTION_FIELD_MESSAGES.invalid, errors: { title: COLLECTION_MESSAGES.fieldRequired } },
      { file: 'past.md', message: COLLECTION_MESSAGES.scheduleInPast, errors: { date: COLLECTION_MESSAGES.scheduleInPast } },
    ]);
    expect((await owner.items(project.id)).data.map((item) => [item.slug, item.status]).sort()).to.deep.equal([
      ['also-good', 'draft'],
      ['good', 'published'],
    ]);
  });
});
