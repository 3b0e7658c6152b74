import { expect } from 'chai';
import '../web-uploads/component-setup.ts';
import { json, useBrowserGlobals } from '../web-account/browser-globals.ts';
import { harness, idOf, page, stripIds, html } from '../web-editor/support.ts';
import { fire, render, settle, type HostElement } from '../web-uploads/render.ts';
import { until } from './support.ts';

const { SettingsPanel } = await import('../../web/src/features/editor/panels/settings/settings-panel.tsx');
const { EditorContext } = await import('../../web/src/features/editor/editor-context.tsx');
const { queryClient } = await import('../../web/src/lib/query-client.ts');
const { WEBHOOK_URL_MESSAGE } = await import('../../web/src/features/forms/form-elements.ts');

const HOME = [
  '<div class="container"><h2 id="book">Book a table</h2>',
  '<form method="post" action="/api/v1/forms/submit">',
  '<label for="n">Name</label><input id="n" name="name" required>',
  '<input type="email" name="email" maxlength="120">',
  '<textarea name="message"></textarea>',
  '<button type="submit">Send</button></form>',
  '<section id="thanks"><p>See you soon</p></section></div>',
].join('');

const change = (element: HostElement, value: string) => fire(element, 'onChange', { target: { value }, currentTarget: { value } });
const commit = (element: HostElement, value: string) => {
  change(element, value);
  fire(element, 'onBlur');
};

// The Settings panel of a selected <form>: the attributes the site's form intake reads, each change
// one undoable editor step.
describe('editor form settings', () => {
  const browser = useBrowserGlobals();
  beforeEach(() => {
    queryClient.clear();
    browser.respondWith(() => json(200, { settings: { email_enabled: true, recipients: ['owner@example.com', 'desk@example.com'], retention_days: 365 } }));
  });

  function setup() {
    const h = harness([page('p1', 'Home', HOME), page('p2', 'Thank you', '<div class="container"></div>')]);
    h.store.select(idOf(h.store, 'form'));
    const view = render(
      <EditorContext.Provider value={{ store: h.store } as never}>
        <SettingsPanel />
      </EditorContext.Provider>,
    );
    const form = () => stripIds(html(h.store)).match(/<form[^>]*>/)![0];
    return { ...h, view, form, labels: () => h.store.getState().history.labels };
  }

  it('sends visitors to a page after sending, and undo restores the message', async () => {
    const { view, store, form, labels } = setup();
    expect(view.get('setting-form-thanks-kind').props.value).to.equal('message');
    expect(view.get('setting-form-thanks-message').props.value).to.equal('Thank you! Your message has been sent.');
    change(view.get('setting-form-thanks-kind'), 'page');
    expect(form()).to.contain('data-sw-thanks="page:p1"');
    change(view.get('setting-form-thanks-page'), 'p2');
    expect(form()).to.contain('data-sw-thanks="page:p2"');
    expect(labels()).to.deep.equal(['Change what shows after sending', 'Change what shows after sending']);
    store.undo();
    expect(form()).to.contain('data-sw-thanks="page:p1"');
    store.undo();
    expect(form()).not.to.contain('data-sw-thanks');
    await settle();
    expect(view.get('setting-form-thanks-kind').props.value).to.equal('message');
  });

  it('types a thanks message as one step, and offers the sections of the page', () => {
    const { view, store, form, labels } = setup();
    change(view.get('setting-form-thanks-message'), 'Thanks');
    change(view.get('setting-form-thanks-message'), 'Thanks, see you!');
    expect(form()).to.contain('data-sw-thanks="message:Thanks, see you!"');
    expect(labels()).to.have.length(1);
    change(view.get('setting-form-thanks-kind'), 'anchor');
    expect(view.get('setting-form-thanks-anchor').children.map((option) => (option as HostElement).props.value)).to.deep.equal(['book', 'n', 'thanks']);
    change(view.get('setting-form-thanks-anchor'), 'thanks');
    expect(form()).to.contain('data-sw-thanks="anchor:#thanks"');
    store.undo();
    store.undo();
    expect(form()).to.contain('data-sw-thanks="message:Thanks, see you!"');
  });

  it('names the form and refuses a webhook that is not a web address', () => {
    const { view, form, labels } = setup();
    change(view.get('setting-form-name'), 'Booking');
    expect(form()).to.contain('data-sw-form-name="Booking"');
    commit(view.get('setting-form-webhook'), 'ftp://hooks.example.com');
    expect(view.text(view.get('setting-form-webhook-error'))).to.equal(WEBHOOK_URL_MESSAGE);
    expect(form()).not.to.contain('data-sw-webhook');
    commit(view.get('setting-form-webhook'), 'https://hooks.example.com/in');
    expect(view.query('setting-form-webhook-error')).to.equal(null);
    expect(form()).to.contain('data-sw-webhook="https://hooks.example.com/in"');
    expect(labels()).to.deep.equal(['Rename form', 'Change form webhook']);
  });

  it("lists the form's fields and edits their name, required and max length", () => {
    const { view, store, labels } = setup();
    const fields = view.all('setting-form-field');
    expect(fields.map((field) => field.props['data-field-type'])).to.deep.equal(['text', 'email', 'textarea']);
    expect(view.all('setting-form-field-name').map((input) => input.props.value)).to.deep.equal(['name', 'email', 'message']);
    expect(view.all('setting-form-field-required').map((box) => box.props.checked)).to.deep.equal([true, false, false]);
    expect(view.all('setting-form-field-maxlength').map((input) => input.props.value)).to.deep.equal(['', '120', '']);

    fire(view.all('setting-form-field-required')[2], 'onChange', { target: { checked: true } });
    change(view.all('setting-form-field-maxlength')[2], '99999');
    change(view.all('setting-form-field-name')[1], 'reply_to');
    const body = stripIds(html(store));
    expect(body).to.contain('<textarea name="message" required="" maxlength="5000"></textarea>');
    expect(body).to.contain('<input type="email" name="reply_to" maxlength="120">');
    expect(labels()).to.deep.equal(['Change required field', 'Change max length', 'Rename form field']);
    store.undo();
    store.undo();
    store.undo();
    expect(stripIds(html(store))).to.contain('<textarea name="message"></textarea>');
  });

  it("says where submissions go, from the site's form settings, with a link to them", async () => {
    const { view } = setup();
    const note = await until(() => (view.text(view.get('setting-form-recipients')).includes('owner@') ? view.get('setting-form-recipients') : null));
    expect(view.text(note)).to.contain("Submissions go to the site's inbox and to owner@example.com, desk@example.com.");
    expect(view.get('setting-form-submissions-link').props).to.include({ href: '/dashboard/sites/7/submissions?tab=settings', target: '_blank' });
    expect(browser.calls.map((call) => call.url)).to.deep.equal(['/api/v1/projects/7/form-settings']);
  });
});
