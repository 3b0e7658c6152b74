import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { FORM_MIN_FILL_MS } from '../../common/forms.ts';
import { FormSubmissionRow } from '../../server/modules/forms/models.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { setHomeHtml } from '../forms/support.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure } from '../helpers/browser.ts';
import { PublishingClient } from '../publishing/support/deploys.ts';

// A visitor sends the booking form of a published site in Chromium, on the site's own host: with
// JavaScript the thanks message replaces the form in place; without, the plain post lands on the
// thanks page. Either way the owner has the submission.

const THANKS = 'Thanks! We will confirm your table by e-mail.';

// As the AI renderer writes a booking section (server/modules/ai/render/form.ts).
const BOOKING =
  '<section data-id="sect000001" class="section"><div data-id="cont000001" class="container"><h2 data-id="head000001">Book a table</h2>' +
  `<div data-id="row0000001" class="row justify-content-center"><div data-id="colm000001" class="col-sm-8"><form data-id="form000001" method="post" action="/api/v1/forms/submit" data-sw-form-name="Book a table" data-sw-thanks="message:${THANKS}">` +
  '<div data-id="grup000001" class="form-group"><label data-id="labl000001" class="form-label" for="book-name">Name</label><input data-id="inpt000001" class="form-control" type="text" name="name" id="book-name" required=""></div>' +
  '<div data-id="grup000002" class="form-group"><label data-id="labl000002" class="form-label" for="book-email">E-mail</label><input data-id="inpt000002" class="form-control" type="email" name="email" id="book-email" required=""></div>' +
  '<div data-id="grup000003" class="form-group"><label data-id="labl000003" class="form-label" for="book-date">Date</label><input data-id="inpt000003" class="form-control" type="date" name="date" id="book-date"></div>' +
  '<div data-id="grup000004" class="form-group"><label data-id="labl000004" class="form-label" for="book-guests">Guests</label><select data-id="slct000001" class="form-control" name="guests" id="book-guests"><option data-id="optn000001">2</option><option data-id="optn000002">4</option></select></div>' +
  '<div data-id="grup000005" class="form-group"><label data-id="labl000005" class="form-label" for="book-notes">Notes</label><textarea data-id="text000001" class="form-control" name="notes" id="book-notes" rows="4"></textarea></div>' +
  '<button data-id="bttn000001" class="btn btn-primary btn-lg" type="submit">Book now</button></form></div></div></div></section>';

describe('site forms in Chromium', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let projectId = 0;
  let siteUrl = '';
  const pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    const port = app.server.info.port;
    await setSetting('published_sites_url', `http://{slug}.localhost:${port}`);
    const client = await PublishingClient.signedIn(app);
    const project = await client.create('Browser Bistro');
    projectId = project.id;
    siteUrl = `http://${project.slug}.localhost:${port}`;
    await setHomeHtml(project.id, BOOKING);
    await client.publish(project.id, { prod: true });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(async () => {
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
    await page.close();
  });

  async function fillIn(name: string, email: string): Promise<void> {
    await page.goto(`${siteUrl}/`, { waitUntil: 'load' });
    await page.type('#book-name', name);
    await page.type('#book-email', email);
    await page.select('#book-guests', '4');
    await page.type('#book-notes', 'By the window, please.');
  }

  const rowsOf = (name: string) => FormSubmissionRow.findAll({ where: { project_id: projectId } }).then((rows) => rows.filter((row) => row.fields[0]?.value === name));

  it('with JavaScript, sends the form in the background and shows the thanks message in its place', async () => {
    await fillIn('Grace Hopper', 'grace@example.net');
    // A person takes a moment; a post faster than this counts as a bot's.
    await new Promise((resolve) => setTimeout(resolve, FORM_MIN_FILL_MS));
    await page.click('button[type=submit]');
    await page.waitForSelector('.sw-form-thanks', { timeout: 10_000 });
    expect(await page.$eval('.sw-form-thanks', (el) => el.textContent)).to.equal(THANKS);
    expect(await page.$('form'), 'the form made way for the message').to.equal(null);
    expect(new URL(page.url()).pathname, 'no navigation').to.equal('/');
    const [row] = await rowsOf('Grace Hopper');
    expect(row.status).to.equal('new');
    expect(row.email).to.equal('grace@example.net');
    expect(row.fields.map((field) => [field.label, field.value])).to.deep.equal([
      ['Name', 'Grace Hopper'],
      ['E-mail', 'grace@example.net'],
      ['Date', ''],
      ['Guests', '4'],
      ['Notes', 'By the window, please.'],
    ]);
    expect(pageErrors).to.deep.equal([]);
  });

  it('without JavaScript, posts the form and lands on the thanks page', async () => {
    await page.setJavaScriptEnabled(false);
    await fillIn('Alan Turing', 'alan@example.net');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('button[type=submit]')]);
    expect(new URL(page.url()).pathname).to.equal('/_forms/thanks');
    expect(await page.$eval('body', (el) => el.innerText)).to.contain(THANKS);
    const [row] = await rowsOf('Alan Turing');
    expect(row.status).to.equal('new');
    expect(row.fields[1].value).to.equal('alan@example.net');
  });
});
