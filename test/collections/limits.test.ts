import { expect } from 'chai';
import { COLLECTION_MESSAGES, CONTENT_ITEMS_RESTRICTION, CONTENT_PERMISSION } from '../../common/collections.ts';
import { grantPermission } from '../../server/modules/roles/seed.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ContentClient, errorOf } from './support.ts';

describe('items per site by plan', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
  });
  after(() => app.stop());

  it("caps the items of each site at the owner's restriction, whoever writes them, across collections", async () => {
    const owner = await ContentClient.user(app);
    const member = await ContentClient.user(app);
    await grantPermission('user', owner.user.id, CONTENT_PERMISSION, [{ name: CONTENT_ITEMS_RESTRICTION, value: 3 }]);
    const team = await owner.createWorkspace('Agency');
    const asMember = await owner.bringIn(team.id, member);
    const writer = new ContentClient(app, asMember.user, asMember.cookie);
    const project = await owner.in(team.id).create('Client site');
    await owner.createCollection(project.id, { name: 'Team' });

    await owner.createItem(project.id, { title: 'One' });
    await writer.createItem(project.id, { title: 'Two' });
    await writer.createItem(project.id, { title: 'Ana' }, 'team');
    for (const [client, collection] of [[owner, 'posts'], [writer, 'team']] as const) {
      const refused = await client.request('POST', client.itemsUrl(project.id, collection), { title: 'One too many' });
      expect(refused.statusCode).to.equal(403);
      expect(errorOf(refused).message).to.equal(COLLECTION_MESSAGES.itemsLimit);
    }
    expect((await owner.items(project.id)).meta.total).to.equal(2);

    // Each site has its own allowance; deleting an item frees a place.
    const second = await owner.in(team.id).create('Second site');
    await owner.createItem(second.id, { title: 'Fine here' });
    const [oldest] = (await owner.items(project.id)).data.slice(-1);
    await owner.request('DELETE', `${owner.itemsUrl(project.id)}/${oldest.id}`);
    await writer.createItem(project.id, { title: 'Three' });

    // The member's own plan does not lift the owner's cap.
    await grantPermission('user', member.user.id, CONTENT_PERMISSION, [{ name: CONTENT_ITEMS_RESTRICTION, value: '' }]);
    expect((await writer.request('POST', writer.itemsUrl(project.id), { title: 'Four' })).statusCode).to.equal(403);
    // Without a restriction there is no cap.
    await grantPermission('user', owner.user.id, CONTENT_PERMISSION, []);
    await writer.createItem(project.id, { title: 'Four' });
  });
});
