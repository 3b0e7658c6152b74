import { expect } from 'chai';
import { BUSINESS_MESSAGES, emptyOpeningHours, type BusinessDetails } from '../../common/business.ts';
import type { ElementDefinition } from '../../common/editor/types.ts';
import { readElementCatalogue } from '../../server/modules/templates/catalogue.ts';
import { json, useBrowserGlobals, type RecordedCall } from '../web-account/browser-globals.ts';
import '../web-uploads/component-setup.ts';
import { fire, render, settle, type HostElement, type Rendered } from '../web-uploads/render.ts';
import { harness, page } from './support.ts';

const { QueryClientProvider } = await import('@tanstack/react-query');
const { queryClient } = await import('../../web/src/lib/query-client.ts');
const { BusinessDetailsLoader } = await import('../../web/src/features/editor/dialogs/business-details.tsx');
const { EditorContext } = await import('../../web/src/features/editor/editor-context.tsx');
const { withBusinessDetails } = await import('../../web/src/features/editor/state/catalogue.ts');
const { dismissToast, getCurrentToast } = await import('../../web/src/ui/toast/toast-store.ts');

const STORED: BusinessDetails = {
  name: 'Brood & Zo',
  kind: 'Bakery',
  phone: '+32 9 123 45 67',
  email: 'hallo@broodenzo.be',
  street: 'Kraanlei 12',
  postcode: '9000',
  city: 'Ghent',
  region: '',
  country: 'BE',
  opening_hours: { ...emptyOpeningHours(), monday: [{ opens: '07:00', closes: '18:00' }], tuesday: [{ opens: '07:00', closes: '18:00' }] },
  price_range: '€',
};
const COUNTRIES = [
  { code: 'be', name: 'Belgium' },
  { code: 'gb', name: 'United Kingdom' },
];

describe('editor: the business details dialog', () => {
  const browser = useBrowserGlobals();
  let stored: BusinessDetails | null = null;
  let answerSave: (call: RecordedCall) => Response = (call) => json(200, { business: call.body });
  let done = 0;

  beforeEach(() => {
    queryClient.clear();
    dismissToast();
    done = 0;
    answerSave = (call) => json(200, { business: call.body });
    browser.respondWith((call) => {
      if (call.url.startsWith('/api/v1/value-lists/countries')) return json(200, { countries: COUNTRIES });
      if (call.url.startsWith('/api/v1/projects/7/business') && call.method === 'GET') return json(200, { business: stored });
      if (call.url.startsWith('/api/v1/projects/7/business') && call.method === 'PUT') return answerSave(call);
      return json(404, { message: 'Not found' });
    });
  });

  async function open(): Promise<Rendered> {
    const { store } = harness([page('p1', 'Home', '<div class="container"></div>')]);
    const view = render(
      <QueryClientProvider client={queryClient}>
        <EditorContext.Provider value={{ store } as never}>
          <BusinessDetailsLoader onDone={() => (done += 1)} />
        </EditorContext.Provider>
      </QueryClientProvider>,
    );
    for (let turn = 0; turn < 50 && (!view.query('business-dialog') || view.get('business-country').children.length < 3); turn++) await settle();
    return view;
  }

  const change = (element: HostElement, value: string) => fire(element, 'onChange', { target: { value, checked: false } });
  const check = (element: HostElement, checked: boolean) => fire(element, 'onChange', { target: { checked } });
  const saves = () => browser.calls.filter((call) => call.method === 'PUT');

  async function submit(view: Rendered): Promise<void> {
    fire(view.get('business-dialog'), 'onSubmit');
    for (let turn = 0; turn < 10; turn++) await settle();
  }

  it("shows the site's details, refuses a bad phone number on the spot and saves the week as edited", async () => {
    stored = STORED;
    const view = await open();
    expect(view.get('business-name').props.value).to.equal('Brood & Zo');
    expect(view.get('business-kind').props.value).to.equal('Bakery');
    expect(view.get('business-country').props.value).to.equal('BE');
    expect(view.get('business-opens-monday-0').props.value).to.equal('07:00');
    expect(view.get('business-closed-wednesday').props.checked).to.equal(true);

    change(view.get('business-phone'), 'call me');
    await submit(view);
    expect(view.text(view.get('business-error-phone'))).to.equal(BUSINESS_MESSAGES.phone);
    expect(saves(), 'nothing is sent while a field is wrong').to.deep.equal([]);

    change(view.get('business-phone'), '+32 9 765 43 21');
    expect(view.query('business-error-phone'), 'the message goes once the field changes').to.equal(null);
    check(view.get('business-closed-monday'), true);
    check(view.get('business-closed-saturday'), false);
    change(view.get('business-closes-saturday-0'), '13:00');
    fire(view.get('business-period-add-tuesday'), 'onClick');
    change(view.get('business-opens-tuesday-1'), '19:00');
    change(view.get('business-closes-tuesday-1'), '22:00');
    change(view.get('business-country'), 'GB');
    await submit(view);

    expect(saves().map((call) => call.body)).to.deep.equal([
      {
        ...STORED,
        phone: '+32 9 765 43 21',
        country: 'GB',
        opening_hours: {
          ...emptyOpeningHours(),
          tuesday: [{ opens: '07:00', closes: '18:00' }, { opens: '19:00', closes: '22:00' }],
          saturday: [{ opens: '09:00', closes: '13:00' }],
        },
      },
    ]);
    expect(done).to.equal(1);
    expect(getCurrentToast()?.message).to.equal(BUSINESS_MESSAGES.saved);
  });

  it("starts a site without details from its name, and puts the server's field errors on their fields", async () => {
    stored = null;
    const view = await open();
    expect(view.get('business-name').props.value).to.equal('My site');
    expect(view.query('business-day-monday'), 'no hours until asked for').to.equal(null);
    fire(view.get('business-hours-add'), 'onClick');
    expect(view.get('business-opens-friday-0').props.value).to.equal('09:00');
    expect(view.get('business-closed-sunday').props.checked).to.equal(true);

    answerSave = () => json(422, { message: BUSINESS_MESSAGES.invalid, errors: { email: 'Enter a valid email address.', 'opening_hours.friday': BUSINESS_MESSAGES.sameTimes } });
    change(view.get('business-email'), 'shop@example.com');
    await submit(view);
    expect(saves()).to.have.length(1);
    expect(view.text(view.get('business-error-email'))).to.equal('Enter a valid email address.');
    expect(view.text(view.get('business-error-opening_hours.friday'))).to.equal(BUSINESS_MESSAGES.sameTimes);
    expect(done, 'the dialog stays open').to.equal(0);
  });
});

describe('editor: business blocks filled from the details', () => {
  const catalogue = readElementCatalogue();
  const block = (elements: ElementDefinition[], name: string) => elements.find((element) => element.name === name)!;

  it('writes the phone, address and hours blocks from the details, and keeps the samples for what is not set', () => {
    const samples = withBusinessDetails(catalogue, null);
    expect(block(samples, 'Phone').html).to.contain('href="tel:+442079460000"');

    const filled = withBusinessDetails(catalogue, STORED);
    expect(block(filled, 'Phone').html).to.equal('<p><a href="tel:+3291234567"><i class="icon icon-phone"></i> +32&nbsp;9&nbsp;123&nbsp;45&nbsp;67</a></p>');
    expect(block(filled, 'Address').html).to.contain('Kraanlei 12<br>9000 Ghent<br>Belgium<br>');
    expect(block(filled, 'Address').html).to.contain('href="https://www.openstreetmap.org/search?query=Kraanlei%2012%2C%209000%20Ghent%2C%20Belgium"');
    expect(block(filled, 'Opening hours').html).to.equal(
      '<table class="table"><tbody><tr><th scope="row">Monday – Tuesday</th><td>07:00 – 18:00</td></tr><tr><th scope="row">Wednesday – Sunday</th><td>Closed</td></tr></tbody></table>',
    );
    const contact = block(filled, 'Contact details').html;
    for (const part of ['tel:+3291234567', 'mailto:hallo@broodenzo.be', 'Kraanlei 12', '07:00 – 18:00']) expect(contact).to.contain(part);

    const phoneOnly = withBusinessDetails(catalogue, { ...STORED, opening_hours: null, street: '', postcode: '', city: '', country: '' });
    expect(block(phoneOnly, 'Opening hours').html).to.equal(block(samples, 'Opening hours').html);
    expect(block(phoneOnly, 'Address').html).to.equal(block(samples, 'Address').html);
    expect(block(phoneOnly, 'Heading').html).to.equal(block(samples, 'Heading').html);
  });
});
