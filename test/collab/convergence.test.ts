import { expect } from 'chai';
import { EditError } from '../../common/editor/errors.ts';
import { serializePage } from '../../common/editor/document.ts';
import { ProjectLogEntry } from '../../server/modules/collab/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { seededRandom } from '../editor/support.ts';
import { ProjectsClient } from '../projects/support/projects.ts';
import { randomEdit } from './support/random-edits.ts';
import { SyncClient } from './support/sync-client.ts';

const CLIENTS = 5;
const EDITS_PER_CLIENT = 40;

describe('Editing together: five seeded random editors at once', function () {
  this.timeout(120_000);
  let app: TestApp;
  let owner: ProjectsClient;

  before(async () => {
    app = await startTestApp({ listen: true });
    owner = await ProjectsClient.signedIn(app);
  });
  after(async () => {
    await app?.stop();
  });

  for (const seed of [1, 2]) {
    it(`seed ${seed}: every copy ends as the server stored it, shared header, footer and menus included`, async () => {
      // A starter site: pages sharing a header and footer whose menus follow the page list.
      const project = await owner.create(`Busy ${seed}`, { templateSlug: 'agency' });
      expect(project.parts).to.have.length.greaterThan(0);
      const clients = await Promise.all(Array.from({ length: CLIENTS }, () => SyncClient.connect(app, owner.cookie, project.id)));
      try {
        await Promise.all(
          clients.map(async (client, index) => {
            const random = seededRandom(seed * 100 + index);
            let made = 0;
            for (let tries = 0; made < EDITS_PER_CLIENT && tries < EDITS_PER_CLIENT * 20; tries++) {
              try {
                client.edit([randomEdit(client.replica.state, random, seed)]);
                made++;
              } catch (error) {
                if (!(error instanceof EditError)) throw error;
              }
              // Now and then wait for the server's answer, or a moment, so entries interleave.
              const pause = random();
              if (pause < 0.3) await client.settled();
              else if (pause < 0.7) await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 4)));
            }
            expect(made, `client ${index} edited`).to.equal(EDITS_PER_CLIENT);
          }),
        );
        await Promise.all(clients.map((client) => client.settled()));
        const head = Math.max(...clients.map((client) => client.replica.seq));
        await Promise.all(clients.map((client) => client.reached(head)));

        const stored = await owner.get(project.id);
        expect(stored.version, 'one version per log entry').to.equal(project.version + head);
        const logged = await ProjectLogEntry.findAll({ attributes: ['seq'], where: { project_id: project.id }, order: [['seq', 'ASC']] });
        expect(logged.map((entry) => entry.seq), 'entries numbered without a gap').to.deep.equal(Array.from({ length: head }, (_, i) => i + 1));
        for (const [index, client] of clients.entries()) {
          expect(client.reloadReason, `client ${index} never had to reload`).to.equal(null);
          const { pages, parts } = client.replica.state;
          expect(pages.map((page) => [page.id, page.name]), `client ${index}: the page list`).to.deep.equal(stored.pages!.map((page) => [page.id, page.name]));
          pages.forEach((page, i) => expect(serializePage(page.document), `client ${index}: page ${page.name}`).to.equal(stored.pages![i].html));
          const byId = (list: { id: string; html: string }[]) => list.map((part) => [part.id, part.html]).sort();
          expect(byId(parts), `client ${index}: the shared parts`).to.deep.equal(byId(stored.parts!));
        }
        const dropped = clients.reduce((count, client) => count + client.dropped.length, 0);
        expect(head, 'edits were logged in many pushes').to.be.greaterThan(CLIENTS * 5);
        // Concurrent edits of one page make some no longer apply; most still do.
        expect(dropped).to.be.lessThan(CLIENTS * EDITS_PER_CLIENT);
      } finally {
        await Promise.all(clients.map((client) => client.close()));
      }
    });
  }
});
