import { expect } from 'chai';
import { CustomPage } from '../../server/modules/pages/models.ts';
import { startAdminWorld, type AdminWorld } from './support.ts';

interface AdminPage {
  id: number;
  title: string;
  slug: string;
  body: string;
  seo: { title?: string; description?: string };
  hide_nav: boolean;
  updated_at: string;
}

describe('admin: custom pages', function () {
  this.timeout(60_000);
  let world: AdminWorld;

  before(async () => {
    world = await startAdminWorld();
  });
  after(() => world.app.stop());

  const create = async (payload: object) => (await world.ok<{ page: AdminPage }>('POST', '/api/v1/admin/custom-pages', payload)).page;

  it('is for admins only', async () => {
    const [page] = await CustomPage.findAll({ limit: 1 });
    for (const [method, url, payload] of [
      ['GET', '/api/v1/admin/custom-pages', undefined],
      ['POST', '/api/v1/admin/custom-pages', { title: 'Nope', body: '' }],
      ['GET', `/api/v1/admin/custom-pages/${page.id}`, undefined],
      ['PUT', `/api/v1/admin/custom-pages/${page.id}`, { title: 'Nope' }],
      ['DELETE', `/api/v1/admin/custom-pages/${page.id}`, undefined],
      ['DELETE', '/api/v1/admin/custom-pages', { ids: [page.id] }],
    ] as const) {
      const response = await world.request(method, url, payload, world.member);
      expect(response.statusCode, `${method} ${url}`).to.equal(403);
    }
    expect(await CustomPage.findByPk(page.id)).to.not.equal(null);
  });

  it('creates a page with a slug from its title, shows it on the public route, edits and deletes it', async () => {
    const page = await create({ title: 'Über Our Team!', body: '<h2>Who we are</h2><p>Bakers.</p>', seo: { title: 'Team', description: '' }, hide_nav: true });
    expect(page).to.include({ title: 'Über Our Team!', slug: 'uber-our-team', body: '<h2>Who we are</h2><p>Bakers.</p>', hide_nav: true });
    expect(page.seo).to.deep.equal({ title: 'Team' });

    const visitor = await world.app.server.inject({ method: 'GET', url: '/api/v1/custom-pages/uber-our-team' });
    expect(visitor.statusCode).to.equal(200);
    expect((visitor.result as { page: AdminPage }).page).to.include({ id: page.id, title: 'Über Our Team!' });

    const { page: updated } = await world.ok<{ page: AdminPage }>('PUT', `/api/v1/admin/custom-pages/${page.id}`, { title: 'About the team', slug: 'team', body: '<p>Bakers since 1990.</p>' });
    expect(updated).to.include({ title: 'About the team', slug: 'team', body: '<p>Bakers since 1990.</p>', hide_nav: true });
    expect((await world.ok<{ page: AdminPage }>('GET', `/api/v1/admin/custom-pages/${page.id}`)).page).to.deep.equal(updated);
    expect((await world.app.server.inject({ method: 'GET', url: '/api/v1/custom-pages/uber-our-team' })).statusCode).to.equal(404);
    expect((await world.app.server.inject({ method: 'GET', url: '/api/v1/custom-pages/team' })).statusCode).to.equal(200);

    expect((await world.request('DELETE', `/api/v1/admin/custom-pages/${page.id}`)).statusCode).to.equal(204);
    expect((await world.request('GET', `/api/v1/admin/custom-pages/${page.id}`)).statusCode).to.equal(404);
    expect((await world.app.server.inject({ method: 'GET', url: '/api/v1/custom-pages/team' })).statusCode).to.equal(404);
  });

  it('refuses a slug another page has, on create and on update, with 422 on the slug', async () => {
    await create({ title: 'Pricing details', body: '<p>One</p>' });
    for (const payload of [
      { title: 'Pricing details', body: '<p>Two</p>' },
      { title: 'Something else', slug: 'pricing-details', body: '<p>Two</p>' },
    ]) {
      const response = await world.request('POST', '/api/v1/admin/custom-pages', payload);
      expect(response.statusCode).to.equal(422);
      expect(response.result).to.deep.equal({ message: 'The slug has already been taken.', errors: { slug: 'The slug has already been taken.' } });
    }
    const other = await create({ title: 'Other page', body: '' });
    const clash = await world.request('PUT', `/api/v1/admin/custom-pages/${other.id}`, { slug: 'pricing-details' });
    expect(clash.statusCode).to.equal(422);
    expect((clash.result as { errors: Record<string, string> }).errors.slug).to.equal('The slug has already been taken.');
    expect((await CustomPage.count({ where: { slug: 'pricing-details' } }))).to.equal(1);
    // Saving a page with its own slug is no clash.
    expect((await world.request('PUT', `/api/v1/admin/custom-pages/${other.id}`, { slug: 'other-page', title: 'Other' })).statusCode).to.equal(200);
  });

  it('strips scripts, event handlers and javascript: links from the body before it is stored', async () => {
    const page = await create({
      title: 'Tricky',
      body: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(2)">x</a><img src="https://example.com/a.png" onerror="alert(3)"><iframe src="https://evil.test"></iframe>',
    });
    for (const body of [page.body, (await CustomPage.findByPk(page.id))!.body!]) {
      expect(body).to.equal('<p>Hi</p><a>x</a><img src="https://example.com/a.png" />');
    }
    const { page: updated } = await world.ok<{ page: AdminPage }>('PUT', `/api/v1/admin/custom-pages/${page.id}`, { body: '<p style="x" onmouseover="y()">Safe</p><script>bad()</script>' });
    expect(updated.body).to.equal('<p>Safe</p>');
  });

  it('validates the fields: a title is required, a slug is lowercase words and not digits alone', async () => {
    for (const [payload, field] of [
      [{ body: '<p>x</p>' }, 'title'],
      [{ title: '   ', body: '' }, 'title'],
      [{ title: 'Bad slug', slug: 'has spaces', body: '' }, 'slug'],
      [{ title: 'Bad slug', slug: '2024', body: '' }, 'slug'],
      [{ title: 'Long SEO', body: '', seo: { title: 'x'.repeat(300) } }, 'seo.title'],
    ] as const) {
      const response = await world.request('POST', '/api/v1/admin/custom-pages', payload);
      expect(response.statusCode, JSON.stringify(payload)).to.equal(400);
      expect((response.result as { errors: Record<string, string> }).errors, JSON.stringify(payload)).to.have.property(field);
    }
    // A title of digits alone gets a slug the public route can still reach.
    const numeric = await create({ title: '2025', body: '' });
    expect(numeric.slug).to.equal('page-2025');
    expect((await world.app.server.inject({ method: 'GET', url: '/api/v1/custom-pages/page-2025' })).statusCode).to.equal(200);
  });

  it('lists pages with search, sorting and pages, and deletes several at once', async () => {
    const made = [];
    for (const title of ['Zebra facts', 'Apple facts', 'Mango facts']) made.push(await create({ title, body: `<p>${title}</p>` }));
    const found = await world.list<AdminPage>('/api/v1/admin/custom-pages', { query: 'facts', orderBy: 'title', orderDir: 'asc' });
    expect(found.data.map((page) => page.title)).to.deep.equal(['Apple facts', 'Mango facts', 'Zebra facts']);
    expect(found).to.include({ total: 3, current_page: 1, last_page: 1, per_page: 15 });
    const bySlug = await world.list<AdminPage>('/api/v1/admin/custom-pages', { query: 'mango-f' });
    expect(bySlug.data.map((page) => page.title)).to.deep.equal(['Mango facts']);
    const second = await world.list<AdminPage>('/api/v1/admin/custom-pages', { query: 'facts', orderBy: 'slug', orderDir: 'desc', perPage: 2, page: 2 });
    expect(second.data.map((page) => page.slug)).to.deep.equal(['apple-facts']);
    expect(second.last_page).to.equal(2);
    expect((await world.request('GET', '/api/v1/admin/custom-pages?orderBy=body')).statusCode).to.equal(400);

    const bulk = await world.request('DELETE', '/api/v1/admin/custom-pages', { ids: [made[0].id, made[2].id, 999_999] });
    expect(bulk.statusCode).to.equal(204);
    const left = await world.list<AdminPage>('/api/v1/admin/custom-pages', { query: 'facts' });
    expect(left.data.map((page) => page.title)).to.deep.equal(['Apple facts']);
  });
});
