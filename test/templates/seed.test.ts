import { expect } from 'chai';
import { ELEMENT_ID_LENGTH } from '../../common/constants.ts';
import { runSeeds } from '../../server/modules/install/seeds.ts';
import { SiteTemplate } from '../../server/modules/templates/models.ts';
import { seedTemplates } from '../../server/modules/templates/seed.ts';
import { findSiteTemplate, listSiteTemplates } from '../../server/modules/templates/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { elementsOf, EXPECTED_TEMPLATES } from './support.ts';

describe('seed templates', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  const rows = () => SiteTemplate.findAll({ order: [['slug', 'ASC']] });

  it('loads the eight starter sites on first boot, each with two or more pages', async () => {
    const templates = await rows();
    expect(templates.map((t) => t.slug)).to.deep.equal(EXPECTED_TEMPLATES);
    for (const template of templates) {
      expect(template.pages.length, template.slug).to.be.at.least(2);
      expect(template.thumbnail).to.equal(`sites/${template.slug}/thumbnail.svg`);
    }
  });

  it('stores pages whose elements all carry unique 10-character data-ids', async () => {
    for (const template of await rows()) {
      for (const page of template.pages) {
        expect(page.id).to.have.length(ELEMENT_ID_LENGTH);
        const ids = elementsOf(page.html).map((element) => element.attrs['data-id']);
        expect(ids.every((id) => id?.length === ELEMENT_ID_LENGTH), `${template.slug}/${page.name}`).to.equal(true);
        expect(new Set(ids).size, `${template.slug}/${page.name}`).to.equal(ids.length);
      }
    }
  });

  it('updates the same rows when run again, restoring edited ones, and creates no duplicates', async () => {
    const before = await rows();
    await before[0].update({ name: 'Edited by hand', pages: before[0].pages.slice(0, 1) });
    await seedTemplates();
    await runSeeds(['templates']);
    const after = await rows();
    expect(after.map((t) => [t.id, t.slug])).to.deep.equal(before.map((t) => [t.id, t.slug]));
    expect(after[0].name).to.equal('Agency');
    expect(after[0].pages.map((p) => p.name)).to.deep.equal(['Home', 'Services', 'Team']);
  });

  it('recreates a template that was deleted', async () => {
    await SiteTemplate.destroy({ where: { slug: 'blog' } });
    expect(await findSiteTemplate('blog')).to.equal(null);
    await seedTemplates();
    const blog = await findSiteTemplate('blog');
    expect(blog!.name).to.equal('Blog');
    expect(blog!.pages.map((page) => page.name)).to.deep.equal(['Home', 'Article', 'About']);
    expect(blog!.pages[0].doc.css).to.contain('--sw-primary');
    expect(await SiteTemplate.count()).to.equal(EXPECTED_TEMPLATES.length);
  });

  it('finds a template with its pages for a new project, and nothing for an unknown slug', async () => {
    const found = await findSiteTemplate('restaurant');
    expect(found).to.include({ slug: 'restaurant', name: 'Restaurant' });
    expect(found!.pages[1]).to.include({ name: 'Menu' });
    expect(found!.pages[1].html).to.contain('Tagliatelle al ragù');
    expect(found!.pages[1].doc).to.deep.include({ title: 'Menu - Olive & Thyme', js: '', headLinks: [], fonts: [] });
    expect(await findSiteTemplate('no-such-template')).to.equal(null);
  });

  it('lists templates by name with their thumbnail URL and page count', async () => {
    const list = await listSiteTemplates();
    expect(list.map((t) => t.name)).to.deep.equal([...list.map((t) => t.name)].sort((a, b) => a.localeCompare(b)));
    const saas = list.find((t) => t.slug === 'saas-product')!;
    expect(saas).to.deep.include({ name: 'SaaS Product', category: 'Technology', thumbnail: '/site-templates/saas-product/thumbnail.svg', pages_count: 3 });
    expect(saas.description).to.contain('pricing');
    expect(Object.keys(saas).sort()).to.deep.equal(['category', 'description', 'id', 'name', 'pages_count', 'slug', 'thumbnail']);
  });
});
