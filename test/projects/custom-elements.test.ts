import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'chai';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ProjectsClient } from './support/projects.ts';

describe('GET /api/v1/elements/custom', () => {
  let app: TestApp;
  let client: ProjectsClient;
  before(async () => {
    app = await startTestApp();
    client = await ProjectsClient.signedIn(app);
  });
  after(() => app.stop());
  afterEach(() => setSetting('editor.custom_elements_module', null));

  async function fetchModule(): Promise<{ source: string; exported: unknown }> {
    const response = await client.request('GET', '/api/v1/elements/custom');
    expect(response.statusCode).to.equal(200);
    expect(response.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).to.equal('no-cache');
    // Loaded the way the editor loads it: as an ES module.
    const module = (await import(`data:text/javascript,${encodeURIComponent(response.payload)}`)) as { default: unknown };
    return { source: response.payload, exported: module.default };
  }

  function writeData(relativePath: string, text: string): void {
    const file = join(app.config.dataDir, relativePath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }

  it('serves an empty list by default', async () => {
    expect(await fetchModule()).to.deep.equal({ source: 'export default [];\n', exported: [] });
  });

  it('serves the module the setting names under DATA_DIR', async () => {
    const source = "export default [{ name: 'Hero banner', category: 'custom', html: '<section class=\"hero\"><h1>Hi</h1></section>', keywords: ['hero'] }];\n";
    writeData('editor/custom-elements.js', source);
    await setSetting('editor.custom_elements_module', 'editor/custom-elements.js');
    const loaded = await fetchModule();
    expect(loaded.source).to.equal(source);
    expect(loaded.exported).to.deep.equal([{ name: 'Hero banner', category: 'custom', html: '<section class="hero"><h1>Hi</h1></section>', keywords: ['hero'] }]);
  });

  it('never serves a file outside DATA_DIR, and falls back to the empty list for a missing file', async () => {
    writeFileSync(join(dirname(app.config.dataDir), 'outside.js'), 'export default ["secret"];\n');
    for (const configured of ['../outside.js', join(dirname(app.config.dataDir), 'outside.js'), 'editor/missing.js']) {
      await setSetting('editor.custom_elements_module', configured);
      expect((await fetchModule()).exported, configured).to.deep.equal([]);
    }
  });

  it('keeps the setting out of the public settings', async () => {
    await setSetting('editor.custom_elements_module', 'editor/custom-elements.js');
    const response = await client.request('GET', '/api/v1/bootstrap-data');
    expect(response.payload).to.not.contain('custom_elements_module');
  });
});
