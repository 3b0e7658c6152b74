import { expect } from 'chai';
import { Tag, Taggable } from '../../server/modules/tags/models.ts';
import { startAdminWorld, type AdminWorld } from './support.ts';

interface TagRow {
  id: number;
  name: string;
  display_name: string;
  type: string;
  taggables_count: number;
}

describe('admin: tags', function () {
  this.timeout(60_000);
  let world: AdminWorld;

  before(async () => {
    world = await startAdminWorld();
  });
  after(() => world.app.stop());

  const create = async (payload: object) => (await world.ok<{ tag: TagRow }>('POST', '/api/v1/admin/tags', payload)).tag;

  it('is for admins only', async () => {
    const tag = await create({ name: 'private' });
    for (const [method, url, payload] of [
      ['GET', '/api/v1/admin/tags', undefined],
      ['POST', '/api/v1/admin/tags', { name: 'nope' }],
      ['PUT', `/api/v1/admin/tags/${tag.id}`, { name: 'nope' }],
      ['DELETE', `/api/v1/admin/tags/${tag.id}`, undefined],
      ['DELETE', '/api/v1/admin/tags', { ids: [tag.id] }],
    ] as const) {
      expect((await world.request(method, url, payload, world.member)).statusCode, `${method} ${url}`).to.equal(403);
    }
    expect(await Tag.findByPk(tag.id)).to.not.equal(null);
  });

  it('creates a tag of the custom type with its name as typed for display, and edits it', async () => {
    const tag = await create({ name: 'Landing Pages' });
    expect(tag).to.include({ name: 'landing pages', display_name: 'Landing Pages', type: 'custom', taggables_count: 0 });
    const { tag: edited } = await world.ok<{ tag: TagRow }>('PUT', `/api/v1/admin/tags/${tag.id}`, { display_name: 'Landing pages', type: 'category' });
    expect(edited).to.include({ id: tag.id, name: 'landing pages', display_name: 'Landing pages', type: 'category' });
    const renamed = await world.ok<{ tag: TagRow }>('PUT', `/api/v1/admin/tags/${tag.id}`, { name: 'landings', display_name: '' });
    // Without a display name the tag shows its name.
    expect(renamed.tag).to.include({ name: 'landings', display_name: 'landings' });
  });

  it('refuses a name another tag has, whatever its case, with 422 on the name', async () => {
    await create({ name: 'portfolio' });
    const other = await create({ name: 'resume' });
    for (const [method, url, payload] of [
      ['POST', '/api/v1/admin/tags', { name: 'Portfolio' }],
      ['PUT', `/api/v1/admin/tags/${other.id}`, { name: 'PORTFOLIO ' }],
    ] as const) {
      const response = await world.request(method, url, payload);
      expect(response.statusCode, method).to.equal(422);
      expect(response.result).to.deep.equal({ message: 'The name has already been taken.', errors: { name: 'The name has already been taken.' } });
    }
    expect(await Tag.count({ where: { name: 'portfolio' } })).to.equal(1);
    for (const payload of [{}, { name: '' }, { name: 'ok', type: 'Not A Type' }]) {
      expect((await world.request('POST', '/api/v1/admin/tags', payload)).statusCode, JSON.stringify(payload)).to.equal(400);
    }
  });

  it('lists with search and a type filter, counts the rows a tag labels, and bulk-deletes with their links', async () => {
    const shop = await create({ name: 'shop', type: 'topic' });
    const blog = await create({ name: 'blog', display_name: 'Weblog', type: 'topic' });
    const shiny = await create({ name: 'shiny' });
    await Taggable.bulkCreate([
      { tag_id: shop.id, taggable_type: 'project', taggable_id: 1 },
      { tag_id: shop.id, taggable_type: 'project', taggable_id: 2 },
      { tag_id: blog.id, taggable_type: 'project', taggable_id: 1 },
    ]);

    const categories = await world.list<TagRow>('/api/v1/admin/tags', { filters: [{ key: 'type', value: 'topic' }], orderBy: 'name', orderDir: 'asc' });
    expect(categories.data.map((tag) => [tag.name, tag.taggables_count])).to.deep.equal([
      ['blog', 1],
      ['shop', 2],
    ]);
    // Search covers the display name too.
    expect((await world.list<TagRow>('/api/v1/admin/tags', { query: 'webl' })).data.map((tag) => tag.name)).to.deep.equal(['blog']);
    const notCategories = await world.list<TagRow>('/api/v1/admin/tags', { query: 'sh', filters: [{ key: 'type', value: 'topic', operator: '!=' }] });
    expect(notCategories.data.map((tag) => tag.name)).to.deep.equal(['shiny']);
    expect((await world.request('GET', `/api/v1/admin/tags?filters=${encodeURIComponent(JSON.stringify([{ key: 'owner', value: 1 }]))}`)).statusCode).to.equal(400);

    expect((await world.request('DELETE', '/api/v1/admin/tags', { ids: [shop.id, blog.id] })).statusCode).to.equal(204);
    expect((await Tag.findAll({ where: { id: [shop.id, blog.id, shiny.id] } })).map((tag) => tag.name)).to.deep.equal(['shiny']);
    expect(await Taggable.count()).to.equal(0);
    expect((await world.request('DELETE', `/api/v1/admin/tags/${shiny.id}`)).statusCode).to.equal(204);
    expect((await world.request('DELETE', `/api/v1/admin/tags/${shiny.id}`)).statusCode).to.equal(404);
  });
});
