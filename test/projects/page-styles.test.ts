import { expect } from 'chai';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { bodyOf, makePage, ProjectsClient } from './support/projects.ts';

// The page's own styles and settings travel in `doc` and come back exactly as saved.
describe('Saving page styles and settings', () => {
  let app: TestApp;
  let client: ProjectsClient;
  before(async () => {
    app = await startTestApp();
    client = await ProjectsClient.signedIn(app);
  });
  after(() => app.stop());

  it('keeps style rules per breakpoint, slug and Open Graph image', async () => {
    const project = await client.create('Styled');
    const styles = [
      { selector: '.sw-aaaaaaaaaa', breakpoint: 'all', declarations: { 'font-size': '48px', padding: '10px 20px' } },
      { selector: '.sw-aaaaaaaaaa', breakpoint: 'mobile', declarations: { 'font-size': '24px' } },
    ];
    const page = makePage({
      html: '<h1 class="sw-aaaaaaaaaa">Hi</h1>',
      doc: { title: 'Menu', description: '', css: '', js: '', headLinks: [], fonts: ['lora'], slug: 'menu', ogImage: 'https://example.com/og.png', styles } as never,
    });
    const saved = await client.saveOk(project.id, project.version, [page]);
    const reread = (await client.get(project.id)).pages![0].doc;
    for (const doc of [saved.pages![0].doc, reread]) {
      expect(doc.styles).to.deep.equal(styles);
      expect(doc).to.include({ slug: 'menu', ogImage: 'https://example.com/og.png' });
      expect(doc.fonts).to.deep.equal(['lora']);
    }
  });

  it('refuses a malformed stylesheet or slug with field errors and keeps what was saved', async () => {
    const project = await client.create('Bad styles');
    for (const doc of [
      { styles: [{ selector: '.a', breakpoint: 'huge', declarations: {} }] },
      { styles: [{ selector: '.a', breakpoint: 'all', declarations: { color: 5 } }] },
      { slug: 'Not A Slug' },
    ]) {
      const response = await client.save(project.id, { version: project.version, pages: [makePage({ doc: doc as never })] });
      expect(response.statusCode, JSON.stringify(doc)).to.equal(400);
      expect(bodyOf<{ errors: Record<string, string> }>(response).errors).to.be.an('object');
    }
    expect((await client.get(project.id)).version).to.equal(project.version);
  });
});
