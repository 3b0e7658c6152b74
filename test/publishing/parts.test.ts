import { expect } from 'chai';
import type { SitePart } from '../../common/editor/parts.ts';
import type { Project, ProjectPage } from '../../common/editor/types.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makePage, pageId } from '../projects/support/projects.ts';
import { PublishingClient } from './support/deploys.ts';
import { siteHost, siteRequest } from './support/site-http.ts';

/** The links of the published page's main menu (the navbar list), as "text href", the current one marked. */
function navbarLinks(html: string): string[] {
  const list = /<ul class="navbar-nav">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attrs, text]) => {
    const href = /href="([^"]*)"/.exec(attrs)?.[1];
    return `${text} ${href}${attrs.includes('aria-current="page"') ? ' (current)' : ''}`;
  });
}

describe('Publishing a site with shared parts', function () {
  this.timeout(60_000);
  let app: TestApp;
  let client: PublishingClient;
  before(async () => {
    app = await startTestApp({ listen: true });
    client = await PublishingClient.signedIn(app);
  });
  after(() => app.stop());

  const page = (slug: string, path: string) => siteRequest(app, siteHost(slug), path).then((response) => response.body.toString('utf8'));

  /** A portfolio site whose header was edited once, with a page added after it was made. */
  async function editedSite(): Promise<Project> {
    const project = await client.create('Parts portfolio', { templateSlug: 'portfolio' });
    const headerPart = project.parts!.find((part) => part.kind === 'header')!;
    // The new page holds the header as the editor copied it when the page was made: an old copy.
    const journal: ProjectPage = makePage({
      name: 'Journal',
      html: `<nav data-id="${pageId()}" class="navbar" data-sw-part="${headerPart.id}"><a data-id="${pageId()}" class="navbar-brand" href="index.html">Old brand</a></nav><section data-id="${pageId()}">Notes</section>`,
    });
    const edited: SitePart = {
      ...headerPart,
      html: headerPart.html.replace(/(class="navbar-brand"[^>]*>)[^<]*/, '$1Lindqvist Studio').replace('</nav>', '<script>document.title = "taken over"</script></nav>'),
    };
    expect(edited.html).to.include('Lindqvist Studio');
    const response = await client.save(project.id, { version: project.version, pages: [...project.pages!, journal], parts: [edited] } as never);
    expect(response.statusCode, response.payload.slice(0, 300)).to.equal(200);
    return (response.result as { project: Project }).project;
  }

  it('publishes every page as plain HTML with the current header and a menu listing every page', async () => {
    const project = await editedSite();
    await client.publish(project.id, { prod: true });
    const files = { Work: 'index.html', About: 'about.html', Contact: 'contact.html', Journal: 'journal.html' };
    for (const [name, path] of Object.entries(files)) {
      const html = await page(project.slug, `/${path}`);
      expect(html, path).to.include('Lindqvist Studio');
      expect(html, path).not.to.include('Old brand');
      expect(html, `${path} carries no editor attributes`).not.to.match(/data-sw-(part|menu|page)|data-id=/);
      expect(html, 'the part is held to the page script policy').not.to.include('taken over');
      expect(navbarLinks(html), path).to.deep.equal(
        Object.entries(files).map(([other, href]) => `${other} ${href}${other === name ? ' (current)' : ''}`),
      );
    }
  });

  it('shows the expanded header in the preview of a page that held an old copy', async () => {
    const project = await editedSite();
    const journal = project.pages!.find((candidate) => candidate.name === 'Journal')!;
    const response = await client.request('GET', `/api/v1/projects/${project.id}/pages/${journal.id}/preview`);
    expect(response.statusCode).to.equal(200);
    expect(response.payload).to.include('Lindqvist Studio');
    expect(response.payload).not.to.include('Old brand');
    expect(navbarLinks(response.payload).at(-1)).to.equal('Journal journal.html (current)');
  });
});
