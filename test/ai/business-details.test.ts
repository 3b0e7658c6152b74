import { expect } from 'chai';
import type { BusinessDetails } from '../../common/business.ts';
import type { Project } from '../../common/editor/types.ts';
import { composeSitePlan } from '../../server/modules/ai/composer/compose.ts';
import { businessDetailsFromPlan } from '../../server/modules/business/plan-details.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { siteHost, siteRequest } from '../publishing/support/site-http.ts';
import { startChatServer, streamed, type ChatStandIn } from './support/chat-server.ts';
import { generateThrough } from './support/generations.ts';
import { samplePlan } from './support/sample-plan.ts';

// A generated site starts with the business details its plan gives (opening hours, phone,
// address), so its published home page carries LocalBusiness data from the first publish.

const TUESDAY_TO_SATURDAY = ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
}

async function generatedSite(app: TestApp, cookie: string, prompt: string): Promise<{ project: Project; business: BusinessDetails | null; home: string }> {
  const request = (method: string, url: string, payload?: object) => app.server.inject({ method, url, payload, headers: withCsrf({ cookie }) });
  const done = await generateThrough(request, { prompt, pages: 3 });
  expect(done.status, done.error ?? '').to.equal('succeeded');
  const { project } = (await request('GET', `/api/v1/projects/${done.project_id}`)).result as { project: Project };
  const { business } = (await request('GET', `/api/v1/projects/${project.id}/business`)).result as { business: BusinessDetails | null };
  const publish = await request('POST', `/api/v1/projects/${project.id}/deploys`, { prod: true });
  expect(publish.statusCode, publish.payload).to.equal(202);
  let home = '';
  for (let waited = 0; waited < 200 && !home; waited++) {
    const response = await siteRequest(app, siteHost(project.slug), '/');
    if (response.status === 200) home = response.body.toString();
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { project, business, home };
}

describe('generated sites: business details from the plan', function () {
  this.timeout(90_000);

  it("reads the opening hours the composer writes from the prompt in every language, never a placeholder as a detail, and gives no details when the plan has none", () => {
    const restaurant = businessDetailsFromPlan(
      composeSitePlan({ prompt: 'an Italian restaurant in Lisbon, open Tuesday to Saturday 12:00-15:00 and 18:30-23:00, Sunday 12-16, closed on Mondays', pages: 3 }),
    )!;
    // What the prompt did not give stays empty: the site shows placeholders, not an invented phone or e-mail.
    expect(restaurant).to.include({ kind: 'Restaurant', city: 'Lisbon', phone: '', email: '', street: '' });
    expect(restaurant.opening_hours!.monday).to.deep.equal([]);
    for (const day of TUESDAY_TO_SATURDAY) expect(restaurant.opening_hours![day]).to.deep.equal([{ opens: '12:00', closes: '15:00' }, { opens: '18:30', closes: '23:00' }]);
    expect(restaurant.opening_hours!.sunday).to.deep.equal([{ opens: '12:00', closes: '16:00' }]);

    const salon = businessDetailsFromPlan(composeSitePlan({ prompt: 'ein Friseursalon in Berlin, Montag bis Freitag 9–18 Uhr, Samstag 9–14 Uhr', pages: 2 }))!;
    expect(salon).to.include({ kind: 'HairSalon', city: 'Berlin' });
    expect(salon.opening_hours!.friday).to.deep.equal([{ opens: '09:00', closes: '18:00' }]);
    expect(salon.opening_hours!.saturday).to.deep.equal([{ opens: '09:00', closes: '14:00' }]);

    expect(businessDetailsFromPlan(composeSitePlan({ prompt: 'a portfolio for a photographer', pages: 2 }))).to.equal(null);
  });

  describe('with the built-in composer', () => {
    let app: TestApp;
    let cookie = '';
    before(async () => {
      app = await startTestApp({ listen: true });
      cookie = await signInAs((await createTestUser()).user);
    });
    after(() => app?.stop());

    it('a generated restaurant has its hours and town as business details, and Restaurant data in its published home page', async () => {
      const { business, home } = await generatedSite(app, cookie, 'a cosy Italian restaurant in Lisbon, open Tuesday to Saturday 18:30-23:00, reservations at ciao@trattoria-lume.pt');
      expect(business).to.include({ kind: 'Restaurant', city: 'Lisbon', email: 'ciao@trattoria-lume.pt' });
      const [data] = structuredData(home);
      expect(data).to.include({ '@context': 'https://schema.org', '@type': 'Restaurant', name: business!.name, email: 'ciao@trattoria-lume.pt' });
      expect(data.address).to.deep.equal({ '@type': 'PostalAddress', addressLocality: 'Lisbon' });
      expect(data.openingHoursSpecification).to.deep.include({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '18:30', closes: '23:00' });
    });
  });

  describe("with an AI endpoint's plan", () => {
    let chat: ChatStandIn;
    let app: TestApp;
    let cookie = '';
    before(async () => {
      chat = await startChatServer();
      app = await startTestApp({ listen: true, env: { AI_BASE_URL: chat.baseUrl, AI_MODEL: 'stand-in-model', AI_API_KEY: 'sk-test' } });
      cookie = await signInAs((await createTestUser()).user);
    });
    after(async () => {
      await app?.stop();
      await chat?.close();
    });

    it('takes the phone, address and hours the user stated, and the contact section calls the number with a tel: link', async () => {
      chat.reply(streamed(JSON.stringify(samplePlan())));
      const { project, business, home } = await generatedSite(
        app,
        cookie,
        'Brood & Zo, a bakery at Kraanlei 12, 9000 Ghent. Phone +32 9 123 45 67, e-mail hallo@broodenzo.be. Open Tuesday to Saturday 7:00-18:00, Sunday 7:00-13:00.',
      );
      expect(business).to.deep.equal({
        name: 'Brood & Zo',
        kind: 'Bakery',
        phone: '+32 9 123 45 67',
        email: 'hallo@broodenzo.be',
        street: 'Kraanlei 12',
        postcode: '9000',
        city: 'Ghent',
        region: '',
        country: 'BE',
        opening_hours: {
          monday: [],
          ...Object.fromEntries(TUESDAY_TO_SATURDAY.map((day) => [day, [{ opens: '07:00', closes: '18:00' }]])),
          sunday: [{ opens: '07:00', closes: '13:00' }],
        },
        price_range: '',
      });
      expect(project.pages!.map((page) => page.html).join('')).to.match(/<a [^>]*href="tel:\+3291234567"[^>]*>\+32&nbsp;9&nbsp;123&nbsp;45&nbsp;67<\/a>/);
      expect(structuredData(home)[0]).to.include({ '@type': 'Bakery', telephone: '+32 9 123 45 67' });
    });
  });
});
