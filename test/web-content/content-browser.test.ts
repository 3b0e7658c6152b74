import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { CollectionItemRow, CollectionRow } from '../../server/modules/collections/models.ts';
import { createProject, getProject } from '../../server/modules/projects/service.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure, waitForText } from '../helpers/browser.ts';
import { makeTempDir } from '../helpers/config.ts';

// The owner's side of the blog in Chromium against the real server: from the site's card to the
// Content screen, a post written with a heading, a list, a pasted Word document and an uploaded
// picture, autosaved and still there after a reload, a revision restored, the post published and
// the blog's page set up; then, in the editor, the Collection list block added and one of its
// card's elements bound to another field through the settings panel, undone, redone and saved.
// Steps share one page and run in order.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** What Word puts on the clipboard for a heading, a two-item bulleted list and a paragraph. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{mso-style-parent:"";}</style></head><body>
<!--StartFragment--><h1 style='mso-margin-top-alt:auto'><span lang=EN-GB>Menu notes<o:p></o:p></span></h1>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-GB>Asparagus<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-GB>Wild garlic<o:p></o:p></span></p>
<p class=MsoNormal><b style='mso-bidi-font-weight:normal'><span lang=EN-GB>Booking</span></b><span lang=EN-GB> is open.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p><!--EndFragment--></body></html>`;

describe('content screens and collection binding in Chromium', function () {
  this.timeout(180_000);
  const email = 'writer@example.com';
  const password = 'writer-password-1';
  let app: TestApp;
  let user: User;
  let browser: Browser;
  let page: Page;
  let projectId = 0;
  let itemId = 0;
  let imagePath = '';
  const pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    user = await createUser({ email, password, emailVerified: true });
    projectId = (await createProject(user, { name: 'Trattoria', templateSlug: 'restaurant', workspaceId: DEFAULT_WORKSPACE_ID })).id;
    imagePath = join(makeTempDir('sitewright-content-'), 'terrace.png');
    writeFileSync(imagePath, PNG);
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await page.setViewport({ width: 1400, height: 1000 });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  const body = '[data-testid=item-body]';
  const bodyHtml = () => page.$eval(body, (e) => e.innerHTML);
  const storedItem = async () => (await CollectionItemRow.findByPk(itemId))!;
  async function savedState(): Promise<void> {
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 15_000 });
  }
  /** Waits until autosave has sent everything typed so far. */
  async function saved(): Promise<void> {
    await page.waitForSelector('[data-testid=save-state]:not([data-state=saved])', { timeout: 5_000 }).catch(() => undefined);
    await savedState();
  }
  async function inCanvas(selector: string, count = 1): Promise<void> {
    await page.waitForFunction(
      (s, n) => (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument?.querySelectorAll(s).length === n,
      { timeout: 10_000 },
      selector,
      count,
    );
  }
  async function canvas(): Promise<Frame> {
    const handle = await page.waitForSelector('[data-testid=canvas-frame]');
    await inCanvas('body[data-id] > nav');
    return (await handle!.contentFrame())!;
  }
  async function selectInCanvas(selector: string): Promise<void> {
    const frame = await canvas();
    const frameBox = (await (await page.$('[data-testid=canvas-frame]'))!.boundingBox())!;
    const box = await frame.$eval(selector, (el) => {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(frameBox.x + box.x, frameBox.y + box.y);
    await page.click('[data-testid=panel-tab-settings]');
    await page.waitForSelector('[data-testid=settings-panel]');
  }

  it("opens the site's Content from its card on the dashboard: the blog, still empty", async () => {
    await page.goto(`${app.url}/login`, { waitUntil: 'networkidle0' });
    await replaceText(page, 'input[name=email]', email);
    await replaceText(page, 'input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForFunction(() => location.pathname === '/dashboard');
    const card = `[data-testid=project-card][data-project-id="${projectId}"]`;
    await page.waitForSelector(card, { visible: true });
    await page.click(`${card} [data-testid=project-menu]`);
    const link = `${card} a[href="/dashboard/sites/${projectId}/content"]`;
    await page.waitForSelector(link, { visible: true });
    await page.click(link);
    await page.waitForSelector('[data-testid=items-empty]', { visible: true });
    expect(await page.title()).to.match(/^Content - /);
    expect(await page.$eval('[data-testid=collection-link][aria-current=page]', (e) => (e as HTMLElement).innerText)).to.contain('Posts');
    expect(await page.$eval('[data-testid=template-page]', (e) => e.getAttribute('data-page-id'))).to.equal('');
  });

  it('writes a post with a heading, a list and an uploaded picture, and autosave says Saved', async () => {
    await page.click('[data-testid=item-new-empty]');
    await page.waitForSelector('[data-testid=item-new-title]', { visible: true });
    await page.type('[data-testid=item-new-title]', 'Our terrace is open');
    await page.click('[data-testid=item-new-create]');
    await page.waitForSelector(body, { visible: true });
    itemId = Number(/\/items\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
    expect(await page.$eval('[data-testid=item-title]', (e) => (e as HTMLInputElement).value)).to.equal('Our terrace is open');
    await savedState();

    await page.click(body);
    await page.keyboard.type('From today you can eat outside.');
    await page.keyboard.press('Enter');
    await page.click('[data-testid=tool-h2]');
    await page.keyboard.type('What to bring');
    await page.keyboard.press('Enter');
    await page.click('[data-testid=tool-bullet-list]');
    await page.keyboard.type('Sunglasses');
    await page.keyboard.press('Enter');
    await page.keyboard.type('A good appetite');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const input = (await page.$('input[data-testid=tool-image-input]'))!;
    await input.uploadFile(imagePath);
    await page.waitForFunction((s) => document.querySelector(`${s} img[src*="/storage/"], ${s} img[src^="http"]`), { timeout: 20_000 }, body);
    await saved();

    const stored = await storedItem();
    expect(stored.body).to.contain('<h2>What to bring</h2>').and.contain('<li><p>Sunglasses</p></li>').and.contain('<li><p>A good appetite</p></li>').and.match(/<img[^>]+src="[^"]+"/);
    expect(await page.$eval('[data-testid=save-state]', (e) => (e as HTMLElement).innerText)).to.equal('Saved');
  });

  it('keeps the structure of what Word pastes and drops its styling', async () => {
    // Into a new paragraph after the first one.
    await page.click(`${body} p`);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.$eval(
      body,
      (e, html) => {
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', 'Menu notes');
        e.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      WORD_HTML,
    );
    await page.waitForFunction((s) => document.querySelector(s)?.innerHTML.includes('Wild garlic'), {}, body);
    const html = await bodyHtml();
    expect(html).to.contain('<h2>Menu notes</h2>').and.contain('<ul><li><p>Asparagus</p></li><li><p>Wild garlic</p></li></ul>').and.contain('<strong>Booking</strong> is open.');
    expect(html).not.to.match(/Mso|mso-|style=|lang=|o:p|·/);
    await saved();
    expect((await storedItem()).body).to.contain('<li><p>Wild garlic</p></li>');
  });

  it('shows the post as saved after a reload', async () => {
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector(body, { visible: true });
    const html = await bodyHtml();
    expect(html).to.contain('<h2>What to bring</h2>').and.contain('Sunglasses').and.contain('<h2>Menu notes</h2>').and.match(/<img[^>]+src=/);
    expect(await page.$eval('[data-testid=item-title]', (e) => (e as HTMLInputElement).value)).to.equal('Our terrace is open');
    expect(await page.$eval('[data-testid=save-state]', (e) => e.getAttribute('data-state'))).to.equal('saved');
  });

  it('fills the SEO title with a counter, and restores the title of an earlier revision', async () => {
    await page.type('[data-testid=item-seo-title]', 'Terrace');
    expect(await page.$eval('[data-testid=item-seo-title-count]', (e) => e.textContent)).to.equal('7 / 70');
    await replaceText(page, '[data-testid=item-title]', 'Terrace season');
    await saved();
    expect((await storedItem()).title).to.equal('Terrace season');

    // The newest revision holds the text before the last save: the first title.
    await page.waitForFunction(() => document.querySelector('[data-testid=revision] .sw-muted')?.textContent?.startsWith('Our terrace is open'), { timeout: 10_000 });
    await page.click('[data-testid=revision] [data-testid=revision-restore]');
    await page.waitForSelector('[data-testid=revision-restore-dialog-confirm]', { visible: true });
    await page.click('[data-testid=revision-restore-dialog-confirm]');
    await page.waitForFunction(() => (document.querySelector('[data-testid=item-title]') as HTMLInputElement).value === 'Our terrace is open');
    expect((await storedItem()).title).to.equal('Our terrace is open');
    expect(await bodyHtml()).to.contain('Wild garlic');
  });

  it('publishes the post: its badge says Published, here and in the list', async () => {
    await page.click('[data-testid=publish-now]');
    await page.waitForSelector('[data-testid=publish-panel][data-status=published]');
    expect(await page.$eval('[data-testid=publish-panel] [data-testid=item-status]', (e) => e.textContent)).to.equal('Published');
    const stored = await storedItem();
    expect(stored.status).to.equal('published');
    expect(stored.published_at).to.be.an.instanceOf(Date);

    await page.click('[data-testid=item-back]');
    await page.waitForSelector(`[data-testid=item-row][data-item-id="${itemId}"][data-status=published]`);
    expect(await page.$eval(`[data-testid=item-row][data-item-id="${itemId}"]`, (e) => (e as HTMLElement).innerText)).to.contain('Our terrace is open').and.contain('Published');
    await page.click('[data-testid=status-filter-draft]');
    await page.waitForSelector('[data-testid=items-no-results]');
    await page.click('[data-testid=status-filter-all]');
    await page.waitForSelector(`[data-testid=item-row][data-item-id="${itemId}"]`);
  });

  it("sets up the blog: a page at /blog becomes the posts' template page", async () => {
    await page.click('[data-testid=collection-set-up]');
    await page.waitForFunction(() => document.querySelector('[data-testid=template-page]')?.getAttribute('data-page-id'));
    const pageId = await page.$eval('[data-testid=template-page]', (e) => e.getAttribute('data-page-id')!);
    const posts = (await CollectionRow.findOne({ where: { project_id: projectId, slug: 'posts' } }))!;
    expect(posts.template_page_id).to.equal(pageId);
    const blog = (await getProject(user, projectId)).pages!.find((candidate) => candidate.id === pageId)!;
    expect(blog.name).to.equal('Blog');
    expect(blog.doc.slug).to.equal('blog');
    expect(blog.html).to.contain('data-sw-collection="posts"').and.contain('data-sw-field="body"').and.contain('<nav');
  });

  it('creates a collection of events with its own fields, and asks for the required ones when adding an item', async () => {
    await page.click('[data-testid=collection-new]');
    await page.waitForSelector('[data-testid=collection-form]', { visible: true });
    await page.type('[data-testid=collection-name]', 'Events');
    await page.click('[data-testid=field-add]');
    const row = (n: number, control: string) => `[data-testid=field-row]:nth-child(${n}) [data-testid=${control}]`;
    await page.type(row(1, 'field-label'), 'Starts on');
    expect(await page.$eval(row(1, 'field-key'), (e) => (e as HTMLInputElement).value)).to.equal('starts_on');
    await page.select(row(1, 'field-type'), 'date');
    await page.click(row(1, 'field-required'));
    await page.click('[data-testid=field-add]');
    await page.type(row(2, 'field-label'), 'Menu of the night');
    await page.select(row(2, 'field-type'), 'reference');
    await page.click('[data-testid=collection-save]');
    await waitForText(page, 'Choose the collection it refers to.');
    await page.select(row(2, 'field-reference'), 'posts');
    await page.click('[data-testid=collection-save]');
    await page.waitForSelector('[data-testid=collection-items][data-collection=events] [data-testid=items-empty]');
    const events = (await CollectionRow.findOne({ where: { project_id: projectId, slug: 'events' } }))!;
    expect(events.fields).to.deep.equal([
      { key: 'starts_on', label: 'Starts on', type: 'date', required: true },
      { key: 'menu_of_the_night', label: 'Menu of the night', type: 'reference', required: false, collection: 'posts' },
    ]);

    await page.click('[data-testid=item-new-empty]');
    await page.type('[data-testid=item-new-title]', 'Wine evening');
    await page.click('[data-testid=item-new-create]');
    await page.waitForSelector('[data-testid=field-starts_on-error]');
    await page.$eval('[data-testid=item-new-form] [data-testid=field-starts_on]', (input) => {
      // A date picker is typed into in the browser's own date format: the value is set as React expects instead.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '2030-06-05');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.click('[data-testid=item-new-create]');
    await page.waitForSelector('[data-testid=item-editor-page] [data-testid=field-starts_on]');
    expect(await page.$eval('[data-testid=field-starts_on]', (e) => (e as HTMLInputElement).value)).to.equal('2030-06-05');
    // A reference offers the items of the collection it points into.
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=field-menu_of_the_night] option')].some((option) => option.textContent === 'Our terrace is open'));
  });

  it("adds the Collection list block in the editor, its card showing the newest post", async () => {
    await page.goto(`${app.url}/editor/${projectId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=editor-page]');
    expect(await page.$eval('[data-testid=editor-content-link]', (e) => e.getAttribute('href'))).to.equal(`/dashboard/sites/${projectId}/content`);
    await canvas();
    await page.type('[data-testid=element-search]', 'Collection list');
    const card = '[data-testid=element-card][data-name="Collection list"]';
    await page.waitForSelector(card, { visible: true });
    await page.click(card);
    await inCanvas('section[data-sw-collection="posts"] [data-sw-card] [data-sw-field="title"]');
    const frame = await canvas();
    expect(await frame.$eval('section[data-sw-collection="posts"] [data-sw-field="title"]', (e) => e.textContent)).to.equal('Our terrace is open');
  });

  it("binds the card's date line to the author and sets the list to six per page through the settings panel, undoably", async () => {
    await selectInCanvas('section[data-sw-collection="posts"] [data-sw-field="date"]');
    await page.waitForSelector('[data-testid=field-binding-settings][data-collection=posts]');
    expect(await page.$eval('[data-testid=setting-bind-field]', (e) => (e as HTMLSelectElement).value)).to.equal('date');
    await page.select('[data-testid=setting-bind-field]', 'author');
    await inCanvas('section[data-sw-collection="posts"] [data-sw-card] [data-sw-field="author"]');
    await page.click('[data-testid=undo-button]');
    await inCanvas('section[data-sw-collection="posts"] [data-sw-card] [data-sw-field="date"]');
    await page.click('[data-testid=redo-button]');
    await inCanvas('section[data-sw-collection="posts"] [data-sw-card] [data-sw-field="author"]');

    // The list's own settings are on its section: up the breadcrumb from the heading in it.
    const sectionId = await (await canvas()).$eval('section[data-sw-collection="posts"]', (e) => e.getAttribute('data-id')!);
    await selectInCanvas('section[data-sw-collection="posts"] h2.section-title');
    await page.click(`[data-testid=breadcrumb-item][data-id="${sectionId}"]`);
    await page.click('[data-testid=panel-tab-settings]');
    await page.waitForSelector('[data-testid=collection-list-settings]');
    expect(await page.$eval('[data-testid=setting-collection]', (e) => (e as HTMLSelectElement).value)).to.equal('posts');
    await replaceText(page, '[data-testid=setting-per-page]', '6');
    await page.keyboard.press('Enter');
    await inCanvas('section[data-sw-collection="posts"][data-sw-per-page="6"]');
    await page.click('[data-testid=setting-paginate]');
    await inCanvas('section[data-sw-collection="posts"][data-sw-paginate="true"]');
  });

  it('saves the page with the list and its bindings', async () => {
    await page.click('[data-testid=save-button]');
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 15_000 });
    const home = (await getProject(user, projectId)).pages![0];
    const list = /<section[^>]*data-sw-collection="posts"[^>]*>/.exec(home.html)![0];
    expect(list).to.contain('data-sw-per-page="6"').and.contain('data-sw-paginate="true"');
    expect(home.html).to.contain('data-sw-field="author"').and.contain('data-sw-href="url"');
    expect(pageErrors).to.deep.equal([]);
  });

  it('drafts three posts with the AI writer: drafts about the site, marked as sample content', async () => {
    await page.goto(`${app.url}/dashboard/sites/${projectId}/content`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`[data-testid=item-row][data-item-id="${itemId}"]`);
    await page.click('[data-testid=ai-draft-three]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=item-row][data-status=draft]').length === 3, { timeout: 20_000 });
    const drafts = await page.$$eval('[data-testid=item-row][data-status=draft]', (rows) => rows.map((row) => ({ text: (row as HTMLElement).innerText, sample: Boolean(row.querySelector('[data-testid=item-sample]')) })));
    expect(drafts.map((draft) => draft.sample)).to.deep.equal([true, true, true]);
    expect(drafts.some((draft) => draft.text.includes('Trattoria')), 'a draft names the site').to.equal(true);
    expect(await CollectionItemRow.count({ where: { project_id: projectId, status: 'draft', sample: true } })).to.equal(3);
    expect(pageErrors).to.deep.equal([]);
  });
});
