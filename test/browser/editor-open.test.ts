import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { parsePage, serializePage } from '../../common/editor/document.ts';
import type { ProjectPage } from '../../common/editor/types.ts';
import { createProject, createProjectFromPages, getProject } from '../../server/modules/projects/service.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure } from '../helpers/browser.ts';

// The editor parses a page it opens with the browser's own HTML parser (quicker than parse5 on a
// large page: web/src/features/editor/state/browser-parse.ts). The page document must be the one
// parse5 builds, which the server reads when it saves, expands and publishes: opened and saved
// with nothing changed but the page's settings, every page comes back as parse5 reads it.
describe('editor opens pages with the browser\'s parser as the server reads them', function () {
  this.timeout(120_000);
  const email = 'open@example.com';
  const password = 'open-password-1';
  // What the parsing algorithm repairs, nests and adjusts, without data-ids (the editor names them).
  const REPAIRED = [
    '<p>An open paragraph<div class="box">closes it</div>',
    '<table class="t"><tr><td>Cell</td><td>Two</td></tr>stray text</table>',
    '<b>bold <i>both</b> italic</i> after',
    '<a href="/one">one <a href="/two">two</a></a>',
    '<ul><li>One<li>Two <span>2</span></ul><dl><dt>Term<dd>Definition</dl>',
    '<svg viewbox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><foreignobject><p>inside</p></foreignobject><use xlink:href="#a"></use><lineargradient id="g"></lineargradient></svg>',
    '<math><mi>x</mi><annotation-xml encoding="text/html"><p>html</p></annotation-xml></math>',
    '<template><p>Later <b>bold</b></p></template>',
    '<!-- a note --><p title=\'single "quoted"\' data-x=bare>&nbsp;&amp;&lt;&copy;&#x1F600; text</p>',
    '<pre>\nkept first newline</pre><textarea>\nraw <b>text</b></textarea>',
    '<select name="s"><optgroup label="G"><option>One<option selected>Two</optgroup><option value="3">Three</select>',
    '<form><input name="a"><form><input name="b"></form></form>',
    '<image src="/a.png" alt="an image tag"><br/></br><hr>',
    '<custom-card data-v="1"><slot-item>x</slot-item></custom-card><search><p>in search</p></search>',
  ].join('\n');
  // Markup the browser's parser builds differently from parse5: the editor reads it with parse5.
  const PARSE5_ONLY = '<noscript><p>no script</p></noscript><select><div>not an option</div><option>x</option></select><p>after</p>';

  let app: TestApp;
  let user: User;
  let browser: Browser;
  let page: Page;
  let repairedId = 0;
  let templateId = 0;

  before(async () => {
    app = await startTestApp({ listen: true });
    user = await createUser({ email, password, emailVerified: true });
    const doc = { title: 'Page', description: '', css: '', js: '', headLinks: [], fonts: [] };
    const pages: ProjectPage[] = [
      { id: 'repaired01', name: 'Repaired', html: REPAIRED, doc },
      { id: 'parse5only', name: 'Parse5 only', html: PARSE5_ONLY, doc },
    ];
    repairedId = (await createProjectFromPages(user, { name: 'Markup', workspaceId: DEFAULT_WORKSPACE_ID, pages })).id;
    templateId = (await createProject(user, { name: 'Trattoria', templateSlug: 'restaurant', workspaceId: DEFAULT_WORKSPACE_ID })).id;
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setViewport({ width: 1400, height: 900 });
    await page.goto(`${app.url}/login`, { waitUntil: 'networkidle0' });
    await page.type('input[name=email]', email);
    await page.type('input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForFunction(() => location.pathname !== '/login');
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  /**
   * Opens the project, gives every page a meta description (a change of its settings, not of its
   * markup, sends the page whole), saves, and answers what the server stored.
   */
  async function openDescribeAndSave(projectId: number): Promise<ProjectPage[]> {
    await page.goto(`${app.url}/editor/${projectId}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument?.querySelector('body[data-id] > *'));
    await page.click('[data-testid=panel-tab-pages]');
    const count = (await page.$$('[data-testid=page-row]')).length;
    for (let row = 1; row <= count; row++) {
      await page.click(`[data-testid=page-row]:nth-child(${row}) [data-testid=page-settings]`);
      await page.waitForSelector('[data-testid=page-description]', { visible: true });
      await replaceText(page, '[data-testid=page-description]', 'Described.');
      await page.click('[data-testid=page-settings-save]');
      await page.waitForSelector('[data-testid=page-settings-dialog]', { hidden: true });
    }
    await page.click('[data-testid=save-button]');
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 20_000 });
    const stored = (await getProject(user, projectId)).pages!;
    expect(stored.map((p) => p.doc.description)).to.deep.equal(stored.map(() => 'Described.'));
    return stored;
  }

  const withoutIds = (html: string) => html.replace(/ data-id="[^"]*"/g, '');

  it('names every element of markup the parser repairs and keeps the tree parse5 builds', async () => {
    const [repaired, parse5Only] = await openDescribeAndSave(repairedId);
    expect(withoutIds(repaired.html)).to.equal(withoutIds(serializePage(parsePage(REPAIRED))));
    expect(withoutIds(parse5Only.html)).to.equal(withoutIds(serializePage(parsePage(PARSE5_ONLY))));
    for (const { html } of [repaired, parse5Only]) {
      const ids = [...html.matchAll(/ data-id="([^"]*)"/g)].map((m) => m[1]);
      expect(ids.length).to.equal([...parsePage(html).nodes.values()].filter((node) => node.type === 'element').length - 1);
      expect(new Set(ids).size).to.equal(ids.length);
    }
  });

  it('keeps a starter template\'s pages exactly as stored, every id included', async () => {
    const before = (await getProject(user, templateId)).pages!;
    const after = await openDescribeAndSave(templateId);
    expect(after.map((p) => p.html)).to.deep.equal(before.map((p) => p.html));
  });
});
