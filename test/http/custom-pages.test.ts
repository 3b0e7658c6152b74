import { expect } from 'chai';
import { CustomPage } from '../../server/modules/pages/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

const HOSTILE = [
  '<h2>Hello</h2>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)" onclick="alert(4)">link</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(5))" onmouseover="alert(6)">text</p>',
  '<svg><script>alert(7)</script></svg>',
  '<a href="https://example.com" target="_blank">ok</a>',
].join('');

function expectInert(html: string) {
  expect(html).to.not.match(/<script|<iframe|<svg|\bon\w+=|javascript:|style=/i);
  expect(html).to.contain('<h2>Hello</h2>');
  expect(html).to.contain('<p>text</p>');
  expect(html).to.contain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
}

// Issue 9, attack 9: page bodies are set as innerHTML in the app's origin.
describe('custom page bodies are sanitized', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  it('when saved', async () => {
    const page = await CustomPage.create({ title: 'Hostile', slug: 'hostile-save', body: HOSTILE, meta: {} });
    await page.reload();
    expectInert(page.body!);
    await page.update({ body: `${HOSTILE}<p>more</p>` });
    await page.reload();
    expectInert(page.body!);
  });

  it('when rendered, even if the row was written around the model', async () => {
    await CustomPage.sequelize!.query(
      "INSERT INTO custom_pages (title, slug, body, meta, type, hide_nav, created_at, updated_at) VALUES ('Raw', 'hostile-raw', ?, '{}', 'default', ?, ?, ?)",
      { replacements: [HOSTILE, false, new Date(), new Date()] },
    );
    const res = await app.server.inject('/api/v1/custom-pages/hostile-raw');
    expect(res.statusCode).to.equal(200);
    expectInert((res.result as { page: { body: string } }).page.body);
  });

  it('keeps the seeded pages as they are, visible to visitors', async () => {
    const res = await app.server.inject('/api/v1/custom-pages/privacy-policy');
    expect(res.statusCode).to.equal(200);
    expect((res.result as { page: { body: string } }).page.body).to.contain('<h2>What we collect</h2>');
  });
});
