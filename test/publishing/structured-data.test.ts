import { expect } from 'chai';
import { emptyOpeningHours, type BusinessDetails } from '../../common/business.ts';
import { buildSite } from '../../server/modules/publishing/build/site.ts';
import { localBusinessData } from '../../server/modules/business/structured-data.ts';
import { findSiteTemplate } from '../../server/modules/templates/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { fileText, validationErrors } from './support/built-site.ts';
import { PublishingClient } from './support/deploys.ts';
import { siteHost, siteRequest } from './support/site-http.ts';

// The site's business details as schema.org LocalBusiness data in the published home page.

const DETAILS: BusinessDetails = {
  name: 'Trattoria </script><script>alert(1)</script> & Co',
  kind: 'Restaurant',
  phone: '+44 20 7946 0000',
  email: 'ciao@trattoria.example',
  street: '1 High Street',
  postcode: 'SW1A 1AA',
  city: 'London',
  region: '',
  country: 'GB',
  opening_hours: {
    ...emptyOpeningHours(),
    tuesday: [{ opens: '12:00', closes: '15:00' }, { opens: '18:30', closes: '23:00' }],
    wednesday: [{ opens: '12:00', closes: '15:00' }, { opens: '18:30', closes: '23:00' }],
    friday: [{ opens: '18:30', closes: '01:00' }],
  },
  price_range: '££',
};

const JSON_LD = '<script type="application/ld+json">';

/** The page's canonical address: the site's URL, as the publisher writes it. */
function canonical(html: string): string {
  return /<link rel="canonical" href="([^"]+)">/.exec(html)![1];
}

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
}

describe('published sites: LocalBusiness structured data', function () {
  this.timeout(60_000);
  let app: TestApp;
  let client: PublishingClient;
  before(async () => {
    app = await startTestApp({ listen: true });
    client = await PublishingClient.signedIn(app);
  });
  after(() => app?.stop());

  async function publishedPage(slug: string, path: string): Promise<string> {
    const response = await siteRequest(app, siteHost(slug), path);
    expect(response.status).to.equal(200);
    return response.body.toString();
  }

  it("puts the site's business details in the home page as JSON-LD of the chosen type, and only there", async () => {
    const project = await client.create('Trattoria', { templateSlug: 'restaurant' });
    const saved = await client.request('PUT', `/api/v1/projects/${project.id}/business`, DETAILS);
    expect(saved.statusCode, saved.payload).to.equal(200);
    await client.publish(project.id, { prod: true });

    const home = await publishedPage(project.slug, '/');
    expect(home, 'no value ends the script early').to.not.contain('<script>alert(1)</script>');
    expect(structuredData(home)).to.deep.equal([
      {
        '@context': 'https://schema.org',
        '@type': 'Restaurant',
        name: DETAILS.name,
        url: canonical(home),
        telephone: '+44 20 7946 0000',
        email: 'ciao@trattoria.example',
        address: { '@type': 'PostalAddress', streetAddress: '1 High Street', postalCode: 'SW1A 1AA', addressLocality: 'London', addressCountry: 'GB' },
        openingHoursSpecification: [
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday'], opens: '12:00', closes: '15:00' },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday'], opens: '18:30', closes: '23:00' },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '18:30', closes: '01:00' },
        ],
        priceRange: '££',
      },
    ]);
    expect(canonical(home)).to.match(/^http:\/\/trattoria\.localhost(:\d+)?\/$/);
    expect(home.slice(0, home.indexOf('</head>')), 'in the head').to.contain(JSON_LD);

    const template = (await findSiteTemplate('restaurant'))!;
    const other = template.pages[1].doc.slug || template.pages[1].name.toLowerCase();
    expect(structuredData(await publishedPage(project.slug, `/${other}`))).to.deep.equal([]);
  });

  it('writes none for a site without business details, and leaves out what the details leave out', async () => {
    const project = await client.create('Plain site');
    await client.publish(project.id, { prod: true });
    const home = await publishedPage(project.slug, '/');
    expect(home).to.not.contain(JSON_LD);

    const named = await client.create('Plumber');
    const saved = await client.request('PUT', `/api/v1/projects/${named.id}/business`, { name: 'Pipe Pros', kind: 'Plumber', phone: '0161 496 0000' });
    expect(saved.statusCode, saved.payload).to.equal(200);
    await client.publish(named.id, { prod: true });
    const plumber = await publishedPage(named.slug, '/');
    expect(structuredData(plumber)).to.deep.equal([{ '@context': 'https://schema.org', '@type': 'Plumber', name: 'Pipe Pros', url: canonical(plumber), telephone: '0161 496 0000' }]);
  });

  it('builds a valid home page, and the same bytes twice from the same details', async () => {
    const pages = (await findSiteTemplate('restaurant'))!.pages;
    const siteUrl = 'http://trattoria.localhost:3000';
    const build = () => buildSite(app.ctx, { project: { name: 'Trattoria', slug: 'trattoria', pages }, siteUrl, allowlist: [], homeStructuredData: [localBusinessData(structuredClone(DETAILS), `${siteUrl}/`)] });
    const first = await build();
    const second = await build();
    expect((await validationErrors(first)).filter((error) => error.startsWith('index.html:'))).to.deep.equal([]);
    expect(second.files.map((file) => file.hash)).to.deep.equal(first.files.map((file) => file.hash));
    expect(structuredData(fileText(first, 'index.html'))[0]).to.include({ '@type': 'Restaurant', name: DETAILS.name });
  });
});
