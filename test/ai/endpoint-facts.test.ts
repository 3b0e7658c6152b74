import { expect } from 'chai';
import type { PlanSection, SitePlan } from '../../common/ai/site-plan.ts';
import type { BusinessDetails } from '../../common/business.ts';
import type { Project } from '../../common/editor/types.ts';
import type { SiteFacts } from '../../server/modules/ai/composer/facts/types.ts';
import { textsFor } from '../../server/modules/ai/composer/texts/index.ts';
import { enforceFacts } from '../../server/modules/ai/facts-enforce.ts';
import { businessDetailsOf } from '../../server/modules/ai/facts-business.ts';
import { generatePlanWithChat } from '../../server/modules/ai/providers/openai.ts';
import { failure, startChatServer, streamed, type ChatStandIn } from './support/chat-server.ts';
import { generateThrough, useEndpointApp } from './support/generations.ts';

// What the user said survives an endpoint that drops the name, invents a phone number, prices a
// Leeds bakery in euros and gets the hours wrong.

const LEEDS_PROMPT =
  'Rise & Shine Bakery at 14 Kirkgate, Leeds LS1 6BY. Call 0113 496 0000 or email hello@riseandshine.co.uk. Open Tuesday to Saturday 7am to 4pm. Sourdough loaf £4.50.';

const STYLE: SitePlan['style'] = {
  palette: { primary: '#8a4b2a', primaryDark: '#6b3820', accent: '#e0a458', dark: '#2b1d14', light: '#fbf6ef' },
  headingFont: 'playfair-display',
  bodyFont: 'lato',
  rounding: 'small',
  hero: 'dark',
};

/** What a careless model answers for the Leeds bakery. */
function carelessPlan(): SitePlan {
  return {
    name: 'Sunrise Bakery',
    language: 'en',
    kind: 'bakery',
    tagline: 'Fresh bread in Leeds every morning',
    style: STYLE,
    pages: [
      {
        name: 'Home',
        slug: '',
        title: 'Sunrise Bakery, Leeds',
        description: 'Sourdough and pastries from Sunrise Bakery. Orders on 0113 222 3333.',
        sections: [
          { type: 'hero', id: 'welcome', heading: 'Welcome to Sunrise Bakery', text: 'Bread baked at dawn. Call us on 0113 222 3333 to order a cake.', actions: [{ label: 'Menu', page: 'menu' }] },
          { type: 'stats', id: 'numbers', items: [{ value: '420', label: 'Loaves a day' }] },
          { type: 'testimonials', id: 'reviews', heading: 'What Leeds says', items: [{ quote: 'The best sourdough in Yorkshire.', name: 'Jane Parker' }] },
          { type: 'team', id: 'team', heading: 'The bakers', members: [{ name: 'Tom Baker', role: 'Head baker', bio: 'Bakes since 2001.' }] },
        ],
      },
      {
        name: 'Menu',
        slug: 'menu',
        title: 'Menu',
        description: 'Breads and pastries with prices.',
        sections: [
          {
            type: 'menu',
            id: 'menu',
            heading: 'At the counter',
            groups: [{ title: 'Bread', items: [{ title: 'Sourdough loaf', text: 'Slow-fermented, 800 g.', meta: '€4.50' }, { title: 'Croissant', text: 'Butter, 27 layers.', meta: '€1.90' }] }],
          },
        ],
      },
      {
        name: 'Visit',
        slug: 'visit',
        title: 'Visit us',
        description: 'Opening hours and how to find us.',
        sections: [
          { type: 'hours', id: 'hours', heading: 'Opening hours', rows: [{ days: 'Monday – Friday', hours: '9:00 – 17:00' }, { days: 'Saturday', hours: 'Closed' }] },
          { type: 'contact', id: 'contact', heading: 'Find us', address: 'Kraanlei 12, 9000 Ghent', phone: '+32 9 123 45 67', email: 'info@sunrisebakery.com' },
        ],
      },
    ],
    footer: 'Sunrise Bakery, Leeds. Write to info@sunrisebakery.com.',
  };
}

const LEEDS_FACTS: SiteFacts = {
  name: 'Rise & Shine Bakery',
  people: [{ name: 'Priya Shah', role: 'owner' }],
  offers: [{ title: 'Sourdough loaf', price: { amount: 4.5, currency: 'GBP', text: '£4.50' } }],
  hours: {
    monday: { open: false },
    tuesday: { open: true, periods: [{ opens: '07:00', closes: '16:00' }] },
    wednesday: { open: true, periods: [{ opens: '07:00', closes: '16:00' }] },
    thursday: { open: true, periods: [{ opens: '07:00', closes: '16:00' }] },
    friday: { open: true, periods: [{ opens: '07:00', closes: '16:00' }] },
    saturday: { open: true, periods: [{ opens: '07:00', closes: '16:00' }] },
  },
  phone: '0113 496 0000',
  email: 'hello@riseandshine.co.uk',
  street: '14 Kirkgate',
  postcode: 'LS1 6BY',
  place: 'Leeds',
  country: 'GB',
  currency: 'GBP',
  language: 'en',
};

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(strings);
}

function sections<T extends PlanSection['type']>(plan: SitePlan, type: T): Extract<PlanSection, { type: T }>[] {
  return plan.pages.flatMap((page) => page.sections.filter((section): section is Extract<PlanSection, { type: T }> => section.type === type));
}

/** The text a visitor reads on the generated pages. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('AI endpoint plans keep the stated facts', function () {
  it("puts the user's name, phone, e-mail, address, hours and currency where the model wrote its own", function () {
    const plan = enforceFacts(carelessPlan(), LEEDS_FACTS);
    const text = strings(plan).join(' | ');
    expect(plan.name).to.equal('Rise & Shine Bakery');
    expect(plan.pages[0].sections[0]).to.include({ heading: 'Welcome to Rise & Shine Bakery' });
    expect(text).to.not.match(/Sunrise|0113 222 3333|\+32|sunrisebakery|€|Kraanlei|Ghent/);
    expect(plan.pages[0].sections[0]).to.include({ text: 'Bread baked at dawn. Call us on 0113 496 0000 to order a cake.' });
    expect(plan.footer).to.equal('Rise & Shine Bakery, Leeds. Write to hello@riseandshine.co.uk.');
    expect(sections(plan, 'menu')[0].groups[0].items.map((item) => item.meta)).to.deep.equal(['£4.50', '£1.90']);
    expect(sections(plan, 'hours')[0].rows).to.deep.equal([
      { days: 'Monday', hours: 'Closed' },
      { days: 'Tuesday – Saturday', hours: '07:00 – 16:00' },
    ]);
    expect(sections(plan, 'contact')[0]).to.include({ address: '14 Kirkgate, Leeds LS1 6BY', phone: '0113 496 0000', email: 'hello@riseandshine.co.uk' });
    expect(sections(plan, 'contact')[0].placeholders).to.deep.equal([]);
  });

  it('marks reviews, figures, unnamed team members and unstated offers as sample, and brings in the named people', function () {
    const plan = enforceFacts(carelessPlan(), LEEDS_FACTS);
    expect(sections(plan, 'testimonials')[0].items.every((item) => item.sample)).to.equal(true);
    expect(sections(plan, 'stats')[0].sample).to.equal(true);
    // The made-up baker gives his place to the owner the user named.
    expect(sections(plan, 'team')[0].members).to.deep.equal([{ name: 'Priya Shah', role: 'owner', bio: 'Glad to help you at Rise & Shine Bakery.' }]);
    const [loaf, croissant] = sections(plan, 'menu')[0].groups[0].items;
    expect([loaf.sample, croissant.sample]).to.deep.equal([undefined, true]);
  });

  it('leaves out invented contact details it has nothing to put in place of, with placeholders in the site language', function () {
    const careless = carelessPlan();
    const german: SitePlan = {
      ...careless,
      language: 'de',
      pages: careless.pages.map((page) => ({ ...page, sections: page.sections.filter((section) => section.type !== 'contact') })),
    };
    german.pages[0].sections[0] = { type: 'hero', id: 'welcome', heading: 'Willkommen', text: 'Brot aus dem Holzofen. Rufen Sie uns an: 0221 555 1234.', actions: [] };
    german.pages[1].sections[0] = { type: 'menu', id: 'menu', heading: 'Brot', groups: [{ title: 'Brot', items: [{ title: 'Sauerteigbrot', text: 'Zwei Tage gereift.', meta: '£4.50' }] }] };
    const facts: SiteFacts = { name: 'Bäckerei Sonnenschein', people: [], offers: [], street: 'Hauptstraße 5', postcode: '50667', place: 'Köln', country: 'DE', currency: 'EUR', language: 'de' };
    const plan = enforceFacts(german, facts);
    expect(plan.pages[0].sections[0]).to.include({ text: 'Brot aus dem Holzofen.' });
    expect(strings(plan).join(' ')).to.not.match(/0221 555 1234|sunrisebakery\.com/);
    // The street was given: the plan gets a contact section with it, and says what is still to fill in.
    const [contact] = sections(plan, 'contact');
    const { placeholders } = textsFor('de');
    expect(contact).to.include({ address: 'Hauptstraße 5, 50667 Köln', phone: placeholders.phone, email: placeholders.email });
    expect(contact.placeholders).to.deep.equal(['phone', 'email', 'hours']);
    expect(sections(plan, 'hours')[0]).to.include({ sample: true });
    // A price in another currency than the place's is written in the place's.
    expect(sections(plan, 'menu')[0].groups[0].items[0].meta!.replace(/\s/g, ' ')).to.equal('4,50 €');
  });

  it('writes the “from” the user put before a price where the model left it out, in the site language', function () {
    const careless = carelessPlan();
    careless.pages[1].sections.push({ type: 'pricing', id: 'pricing', heading: 'Prices', plans: [{ name: 'Sourdough loaf', price: '£4.50', features: [], action: { label: 'Order', page: 'menu' } }] });
    const offers: SiteFacts['offers'] = [
      { title: 'Sourdough loaf', price: { amount: 4.5, currency: 'GBP', text: 'ab £4.50', from: 'ab' } },
      { title: 'Croissant', price: { amount: 1.9, currency: 'GBP', text: '£1.90' } },
    ];
    const plan = enforceFacts(careless, { ...LEEDS_FACTS, offers });
    expect(sections(plan, 'menu')[0].groups[0].items.map((item) => item.meta)).to.deep.equal(['from £4.50', '£1.90']);
    expect(sections(plan, 'pricing')[0].plans[0].price).to.equal('from £4.50');
    // A price the model wrote with its own "from" is left as it is; so is one the user stated without one as well.
    careless.pages[1].sections[0] = { type: 'menu', id: 'menu', heading: 'Brot', groups: [{ title: 'Brot', items: [{ title: 'Sauerteigbrot', text: '', meta: 'ab £4.50' }] }] };
    expect(sections(enforceFacts(careless, { ...LEEDS_FACTS, offers }), 'menu')[0].groups[0].items[0].meta).to.equal('ab £4.50');
    const twice = [...offers, { title: 'Half loaf', price: { amount: 4.5, currency: 'GBP', text: '£4.50' } }];
    expect(sections(enforceFacts(carelessPlan(), { ...LEEDS_FACTS, offers: twice }), 'menu')[0].groups[0].items[0].meta).to.equal('£4.50');
  });

  it('adds the stated hours and contact details to a plan that has neither', function () {
    const careless = carelessPlan();
    careless.pages.pop();
    const plan = enforceFacts(careless, LEEDS_FACTS);
    const last = plan.pages.at(-1)!;
    expect(last.sections.map((section) => section.type)).to.deep.equal(['menu', 'hours', 'contact']);
    expect(sections(plan, 'hours')[0].rows[1]).to.deep.equal({ days: 'Tuesday – Saturday', hours: '07:00 – 16:00' });
  });

  it('keeps numbers that are no phone numbers: years, amounts and times', function () {
    const careless = carelessPlan();
    careless.pages[0].sections[0] = { type: 'hero', id: 'welcome', heading: 'Since 1998', text: 'Baking 1998-2024 and on, 1.200.000 loaves so far, open 07.00 - 16.00 on 01.05.2025.', actions: [] };
    const plan = enforceFacts(careless, { ...LEEDS_FACTS, phone: undefined });
    expect(plan.pages[0].sections[0]).to.include({ text: 'Baking 1998-2024 and on, 1.200.000 loaves so far, open 07.00 - 16.00 on 01.05.2025.' });
  });

  it('takes the business details from the facts first and the plan for the rest', function () {
    const details = businessDetailsOf(carelessPlan(), { ...LEEDS_FACTS, street: undefined });
    expect(details).to.include({ name: 'Rise & Shine Bakery', kind: 'Bakery', phone: '0113 496 0000', email: 'hello@riseandshine.co.uk', postcode: 'LS1 6BY', city: 'Leeds', country: 'GB' });
    // The plan's street (its invented address) is all there is for it.
    expect(details!.street).to.equal('Kraanlei 12');
    expect(details!.opening_hours!.monday).to.deep.equal([]);
    expect(details!.opening_hours!.saturday).to.deep.equal([{ opens: '07:00', closes: '16:00' }]);
  });
});

describe('AI endpoint asked once more for a plan in the wrong language', function () {
  let chat: ChatStandIn;
  before(async () => {
    chat = await startChatServer();
  });
  after(() => chat.close());

  const GERMAN = 'Bäckerei Sonnenschein in Köln, Inhaberin Anna Weber, geöffnet Dienstag bis Samstag von 7 bis 18 Uhr.';

  function english(): SitePlan {
    return { ...carelessPlan(), language: 'de' };
  }

  function german(): SitePlan {
    return {
      ...carelessPlan(),
      name: 'Bäckerei Sonnenschein',
      language: 'de',
      tagline: 'Frisches Brot in Köln',
      pages: [
        {
          name: 'Start',
          slug: '',
          title: 'Bäckerei Sonnenschein in Köln',
          description: 'Sauerteigbrot und Gebäck, jeden Morgen frisch aus dem Ofen in der Kölner Südstadt.',
          sections: [{ type: 'hero', id: 'start', heading: 'Brot, das sich Zeit nimmt', text: 'Unser Sauerteig ruht zwei Tage, bevor er bei uns in den Ofen kommt.', actions: [] }],
        },
      ],
      footer: 'Bäckerei Sonnenschein, Köln',
    };
  }

  async function plan(): Promise<SitePlan> {
    return generatePlanWithChat({ baseUrl: chat.baseUrl, apiKey: '', model: 'stand-in-model', timeoutMs: 10_000 }, { prompt: GERMAN, pages: 1, language: 'de' });
  }

  it('asks again in the site language when the plan came back in English, and takes the answer', async function () {
    const asked = chat.requests.length;
    chat.reply(streamed(JSON.stringify(english())), streamed(JSON.stringify(german())));
    expect((await plan()).tagline).to.equal('Frisches Brot in Köln');
    expect(chat.requests.length - asked).to.equal(2);
    const messages = chat.requests.at(-1)!.body.messages as { role: string; content: string }[];
    expect(messages.at(-1)!.content).to.contain('the site is in German');
  });

  it('asks only once, and takes a plan already in the site language at once', async function () {
    let asked = chat.requests.length;
    chat.reply(streamed(JSON.stringify(english())), streamed(JSON.stringify(english())));
    expect((await plan()).tagline).to.equal('Fresh bread in Leeds every morning');
    expect(chat.requests.length - asked).to.equal(2);
    // An endpoint that fails the second asking leaves its first plan standing.
    chat.reply(streamed(JSON.stringify(english())), failure(503, 'The model is overloaded'));
    expect((await plan()).tagline).to.equal('Fresh bread in Leeds every morning');
    asked = chat.requests.length;
    chat.reply(streamed(JSON.stringify(german())));
    expect((await plan()).name).to.equal('Bäckerei Sonnenschein');
    expect(chat.requests.length - asked).to.equal(1);
  });
});

describe('AI generations with an endpoint that ignores the facts', function () {
  this.timeout(60_000);
  const endpoint = useEndpointApp();
  const { request } = endpoint;

  it('shows the stated facts on the pages and in the business details, and none of the invented ones', async () => {
    endpoint.chat.reply(streamed(JSON.stringify(carelessPlan())));
    const last = await generateThrough(request, { prompt: LEEDS_PROMPT, pages: 3 });
    expect([last.status, last.provider], last.error ?? '').to.deep.equal(['succeeded', 'openai']);

    // The system prompt gave the model the facts to keep.
    const system = (endpoint.chat.requests.at(-1)!.body.messages as { content: string }[])[0].content;
    expect(system).to.contain('Name of the business: Rise & Shine Bakery').and.to.contain('Phone: 0113 496 0000').and.to.contain('Sourdough loaf: £4.50');

    const { project } = (await request('GET', `/api/v1/projects/${last.project_id}`)).result as { project: Project };
    expect(project.name).to.equal('Rise & Shine Bakery');
    const text = visibleText(project.pages!.map((page) => page.html).join(' '));
    for (const stated of ['Rise & Shine Bakery', '0113 496 0000', 'hello@riseandshine.co.uk', 'LS1 6BY', 'Tuesday – Saturday', '07:00 – 16:00', '£4.50']) expect(text).to.contain(stated);
    expect(text).to.not.match(/Sunrise|0113 222 3333|\+32 9|sunrisebakery|€|9:00 – 17:00|Kraanlei/);

    const { business } = (await request('GET', `/api/v1/projects/${project.id}/business`)).result as { business: BusinessDetails };
    expect(business).to.include({ name: 'Rise & Shine Bakery', phone: '0113 496 0000', email: 'hello@riseandshine.co.uk', postcode: 'LS1 6BY', city: 'Leeds', country: 'GB' });
    expect(business.opening_hours!.tuesday).to.deep.equal([{ opens: '07:00', closes: '16:00' }]);
    expect(business.opening_hours!.monday).to.deep.equal([]);
  });
});
