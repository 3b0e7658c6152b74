import { expect } from 'chai';
import '../web-uploads/component-setup.ts';
import { json, useBrowserGlobals } from '../web-account/browser-globals.ts';
import { render, type Rendered } from '../web-uploads/render.ts';
import { until } from './support.ts';

const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { PublishFormWarnings } = await import('../../web/src/features/forms/publish-form-warnings.tsx');

const WARNING = 'The form “Booking” on Home has no recipient: turn on e-mail or add a webhook.';

// Before publishing, the dialog says which forms would reach no one; publishing stays possible.
describe('publish dialog form warnings', () => {
  const browser = useBrowserGlobals();
  let view: Rendered | null = null;
  afterEach(() => view?.unmount());

  function show() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    view = render(
      <QueryClientProvider client={client}>
        <PublishFormWarnings projectId={7} />
      </QueryClientProvider>,
    );
    return view;
  }

  it("lists the site's form warnings with a link to the form settings", async () => {
    browser.respondWith(() => json(200, { forms: [], warnings: [WARNING] }));
    const dialog = show();
    const box = await until(() => dialog.query('publish-form-warnings'));
    expect(dialog.text(box)).to.contain(WARNING);
    expect(dialog.get('publish-form-settings-link').props.href).to.equal('/dashboard/sites/7/submissions?tab=settings');
    expect(browser.calls.map((call) => call.url)).to.deep.equal(['/api/v1/projects/7/forms']);
  });

  it('shows nothing when every form reaches someone, or when the check fails', async () => {
    browser.respondWith(() => json(200, { forms: [{ id: 'f1' }], warnings: [] }));
    const quiet = show();
    await until(() => browser.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(quiet.query('publish-form-warnings')).to.equal(null);
    quiet.unmount();
    browser.respondWith(() => json(500, { message: 'Down' }));
    const failed = show();
    await until(() => browser.calls.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failed.text()).to.equal('');
  });
});
