import { expect } from 'chai';
import { COLLECTION_FIELD_MESSAGES, COLLECTION_MESSAGES, POSTS_FIELDS } from '../../common/collections.ts';
import { CollectionRow } from '../../server/modules/collections/models.ts';
import { Project } from '../../server/modules/projects/models.ts';
import { PROJECT_NOT_FOUND_MESSAGE } from '../../server/modules/projects/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { bearerFor, ContentClient, errorOf } from './support.ts';

describe('collections API', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
  });
  after(() => app.stop());

  it('gives every site its blog, also a site made before collections existed, and only once', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Bakery');
    const [blog, ...others] = await owner.collections(project.id);
    expect(others).to.deep.equal([]);
    expect(blog).to.include({ slug: 'posts', name: 'Posts', builtin: true, items_count: 0, template_page_id: null, project_id: project.id });
    expect(blog.fields).to.deep.equal(POSTS_FIELDS);
    await Promise.all([owner.collections(project.id), owner.collections(project.id)]);
    expect(await CollectionRow.count({ where: { project_id: project.id } })).to.equal(1);

    // A site whose blog row is missing (made by an older version) gets one when its content is first read.
    const older = await owner.create('Older site');
    expect(await CollectionRow.count({ where: { project_id: older.id } })).to.equal(0);
    const blogOnly = await owner.ok<{ slug: string }>('GET', `${owner.collectionsUrl(older.id)}/posts`);
    expect(blogOnly.slug).to.equal('posts');
  });

  it('creates a collection with its fields, refuses broken definitions field by field and a slug in use', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Restaurant');
    const menu = await owner.createCollection(project.id, {
      name: 'Menu',
      fields: [
        { key: 'price', label: 'Price', type: 'number', required: true },
        { key: 'photo', label: 'Photo', type: 'image' },
        { key: 'pairing', label: 'Goes with', type: 'reference', collection: 'menu' },
      ],
    });
    expect(menu).to.include({ slug: 'menu', name: 'Menu', builtin: false, items_count: 0 });
    expect(menu.fields).to.deep.equal([
      { key: 'price', label: 'Price', type: 'number', required: true },
      { key: 'photo', label: 'Photo', type: 'image', required: false },
      { key: 'pairing', label: 'Goes with', type: 'reference', required: false, collection: 'menu' },
    ]);
    expect((await owner.collections(project.id)).map((c) => c.slug)).to.deep.equal(['posts', 'menu']);

    const broken = await owner.request('POST', owner.collectionsUrl(project.id), {
      name: ' ',
      slug: 'Bad Slug',
      fields: [
        { key: 'Price', label: 'Price', type: 'number' },
        { key: 'title', label: 'Title', type: 'text' },
        { key: 'when', label: '', type: 'calendar' },
        { key: 'when', label: 'Again', type: 'date' },
        { key: 'chef', label: 'Chef', type: 'reference', collection: 'people' },
      ],
    });
    expect(broken.statusCode, broken.payload).to.equal(422);
    expect(errorOf(broken)).to.deep.equal({
      message: COLLECTION_FIELD_MESSAGES.invalid,
      errors: {
        name: COLLECTION_MESSAGES.fieldRequired,
        slug: COLLECTION_FIELD_MESSAGES.slug,
        'fields.0.key': COLLECTION_FIELD_MESSAGES.fieldKey,
        'fields.1.key': COLLECTION_FIELD_MESSAGES.fieldKeyReserved,
        'fields.2.label': COLLECTION_MESSAGES.fieldRequired,
        'fields.2.type': COLLECTION_FIELD_MESSAGES.fieldType,
        'fields.3.key': COLLECTION_FIELD_MESSAGES.fieldKeyTaken,
        'fields.4.collection': COLLECTION_FIELD_MESSAGES.referenceCollection,
      },
    });

    const taken = await owner.request('POST', owner.collectionsUrl(project.id), { name: 'Other menu', slug: 'menu', fields: [] });
    expect(taken.statusCode).to.equal(422);
    expect(errorOf(taken).errors).to.deep.equal({ slug: COLLECTION_MESSAGES.collectionSlugTaken });
    // Without a slug, the name's is made free.
    expect((await owner.createCollection(project.id, { name: 'Menu' })).slug).to.equal('menu-2');
  });

  it('renames and changes fields, follows a rename in reference fields, keeps the blog and deletes the others', async () => {
    const owner = await ContentClient.user(app);
    const project = await owner.create('Studio');
    await owner.createCollection(project.id, { name: 'People', fields: [{ key: 'role', label: 'Role', type: 'text' }] });
    await owner.createCollection(project.id, { name: 'Work', fields: [{ key: 'lead', label: 'Lead', type: 'reference', collection: 'people' }] });
    const url = `${owner.collectionsUrl(project.id)}/people`;
    const renamed = await owner.request('PATCH', url, { name: 'Team', slug: 'team' });
    expect(renamed.statusCode, renamed.payload).to.equal(200);
    expect(renamed.result).to.include({ name: 'Team', slug: 'team' });
    const work = await owner.ok<{ fields: { collection?: string }[] }>('GET', `${owner.collectionsUrl(project.id)}/work`);
    expect(work.fields[0].collection).to.equal('team');

    const page = (await owner.get(project.id)).pages![0];
    const templated = await owner.request('PATCH', `${owner.collectionsUrl(project.id)}/posts`, { template_page_id: page.id });
    expect(templated.statusCode, templated.payload).to.equal(200);
    expect(templated.result).to.include({ template_page_id: page.id });
    const unknownPage = await owner.request('PATCH', `${owner.collectionsUrl(project.id)}/posts`, { template_page_id: 'nosuchpage' });
    expect(errorOf(unknownPage).errors).to.deep.equal({ template_page_id: COLLECTION_FIELD_MESSAGES.templatePage });
    const blogSlug = await owner.request('PATCH', `${owner.collectionsUrl(project.id)}/posts`, { slug: 'news' });
    expect(errorOf(blogSlug).errors).to.deep.equal({ slug: COLLECTION_FIELD_MESSAGES.builtinSlug });

    const keepBlog = await owner.request('DELETE', `${owner.collectionsUrl(project.id)}/posts`);
    expect(keepBlog.statusCode).to.equal(409);
    expect(errorOf(keepBlog).message).to.equal(COLLECTION_MESSAGES.builtinCollection);
    await owner.createItem(project.id, { title: 'Ana', values: { role: 'Designer' } }, 'team');
    const deleted = await owner.request('DELETE', `${owner.collectionsUrl(project.id)}/team`);
    expect(deleted.statusCode).to.equal(204);
    expect((await owner.collections(project.id)).map((c) => c.slug)).to.deep.equal(['posts', 'work']);
    const gone = await owner.request('GET', `${owner.collectionsUrl(project.id)}/team`);
    expect(gone.statusCode).to.equal(404);
    expect(errorOf(gone).message).to.equal(COLLECTION_MESSAGES.collectionNotFound);

    // Deleting the site takes its collections with it.
    await owner.request('DELETE', `/api/v1/projects/${project.id}`);
    expect(await Project.count({ where: { id: project.id } })).to.equal(0);
    expect(await CollectionRow.count({ where: { project_id: project.id } })).to.equal(0);
  });

  it('is open to whoever can reach the site, by session or API token, and to nobody else', async () => {
    const owner = await ContentClient.user(app);
    const member = await ContentClient.user(app);
    const stranger = await ContentClient.user(app);
    const team = await owner.createWorkspace('Café team');
    const asMember = await owner.bringIn(team.id, member);
    const project = await owner.in(team.id).create('Team café');
    const url = owner.collectionsUrl(project.id);

    const memberClient = new ContentClient(app, asMember.user, asMember.cookie);
    expect((await memberClient.createItem(project.id, { title: 'Written by a member' })).author?.id).to.equal(member.user.id);

    const bearer = await bearerFor(owner);
    const byToken = await app.server.inject({ method: 'POST', url: owner.itemsUrl(project.id), headers: bearer, payload: { title: 'From CI' } });
    expect(byToken.statusCode, byToken.payload).to.equal(201);
    const listed = await app.server.inject({ method: 'GET', url: owner.itemsUrl(project.id), headers: bearer });
    expect((JSON.parse(listed.payload) as { data: { title: string }[] }).data.map((item) => item.title)).to.deep.equal(['From CI', 'Written by a member']);

    const strangerToken = await bearerFor(stranger);
    for (const [method, path, payload] of [
      ['GET', url, undefined],
      ['POST', url, { name: 'Mine now' }],
      ['GET', owner.itemsUrl(project.id), undefined],
      ['POST', owner.itemsUrl(project.id), { title: 'Spam' }],
    ] as const) {
      const asStranger = await stranger.request(method, path, payload);
      expect(asStranger.statusCode, `${method} ${path}`).to.equal(404);
      expect(errorOf(asStranger).message).to.equal(PROJECT_NOT_FOUND_MESSAGE);
      const byStrangerToken = await app.server.inject({ method, url: path, headers: strangerToken, payload });
      expect(byStrangerToken.statusCode).to.equal(404);
      const visitor = await app.server.inject({ method, url: path, payload });
      expect(visitor.statusCode).to.equal(401);
    }
  });
});
