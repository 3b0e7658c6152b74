import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templatesDir } from '../../config/paths.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { EXPECTED_TEMPLATES } from './support.ts';

describe('template and site asset routes', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });

  it('lists the starter sites for anyone', async () => {
    const response = await get('/api/v1/site-templates');
    expect(response.statusCode).to.equal(200);
    const { templates } = response.result as { templates: Array<{ slug: string; thumbnail: string; pages_count: number }> };
    expect(templates.map((t) => t.slug).sort()).to.deep.equal(EXPECTED_TEMPLATES);
    for (const template of templates) {
      expect(template.thumbnail).to.equal(`/site-templates/${template.slug}/thumbnail.svg`);
      expect(template.pages_count).to.be.at.least(2);
    }
  });

  it('serves a thumbnail as an inert SVG image', async () => {
    const response = await get('/site-templates/portfolio/thumbnail.svg');
    expect(response.statusCode).to.equal(200);
    expect(response.headers['content-type']).to.match(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).to.equal("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['cache-control']).to.match(/public/);
    expect(response.payload).to.equal(readFileSync(join(templatesDir, 'sites', 'portfolio', 'thumbnail.svg'), 'utf8'));
  });

  it('answers 404 for the thumbnail of an unknown template and refuses paths in the slug', async () => {
    expect((await get('/site-templates/nope/thumbnail.svg')).statusCode).to.equal(404);
    expect((await get('/site-templates/..%2F..%2Fpackage.json/thumbnail.svg')).statusCode).to.be.oneOf([400, 404]);
  });

  it('gives the element catalogue to a signed-in site builder', async () => {
    const { user } = await createTestUser();
    const response = await get('/api/v1/editor/elements', { cookie: await signInAs(user) });
    expect(response.statusCode).to.equal(200);
    const { elements } = response.result as { elements: Array<{ name: string; category: string; html: string; icon?: string }> };
    expect(elements.length).to.be.above(50);
    const card = elements.find((element) => element.name === 'Card')!;
    expect(card.category).to.equal('components');
    expect(card.html).to.match(/^<div class="card">/);
    expect(card.icon).to.equal('/site-assets/icons/credit-card.svg');
    expect((await get(card.icon!)).statusCode).to.equal(200);
  });

  it('refuses the catalogue to a visitor (401) and to a user without projects.create (403)', async () => {
    const visitor = await get('/api/v1/editor/elements');
    expect(visitor.statusCode).to.equal(401);
    expect(visitor.result).to.deep.include({ message: 'Unauthenticated.' });
    const { user } = await createTestUser({ roles: [] });
    expect((await get('/api/v1/editor/elements', { cookie: await signInAs(user) })).statusCode).to.equal(403);
  });

  it('serves site.css publicly with a long public cache', async () => {
    const response = await get('/site-assets/site.css');
    expect(response.statusCode).to.equal(200);
    expect(response.headers['content-type']).to.match(/^text\/css/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1]);
    expect(response.headers['cache-control']).to.match(/public/);
    expect(maxAge).to.be.at.least(7 * 24 * 3600);
    expect(response.headers.etag).to.be.a('string');
    expect(response.payload).to.contain('.col-sm-12');
    const revalidated = await get('/site-assets/site.css', { 'if-none-match': String(response.headers.etag) });
    expect(revalidated.statusCode).to.equal(304);
  });

  it('serves the site images and icons, and nothing outside templates/site', async () => {
    const image = await get('/site-assets/img/placeholder.svg');
    expect(image.statusCode).to.equal(200);
    expect(image.headers['content-type']).to.match(/^image\/svg\+xml/);
    expect(image.headers['content-security-policy']).to.contain("default-src 'none'");
    expect((await get('/site-assets/icons/star.svg')).statusCode).to.equal(200);
    expect((await get('/site-assets/missing.css')).statusCode).to.equal(404);
    // Dot segments are resolved before routing (the web app answers /package.json); encoded ones are refused.
    for (const url of ['/site-assets/../package.json', '/site-assets/%2e%2e/package.json', '/site-assets/..%2F..%2Fpackage.json', '/site-assets/..%5C..%5Cpackage.json']) {
      const response = await get(url);
      expect(response.payload, url).not.to.contain('"devDependencies"');
    }
    expect((await get('/site-assets/..%2F..%2Fpackage.json')).statusCode).to.equal(403);
  });
});
