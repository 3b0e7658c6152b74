import { expect } from 'chai';
import type { BootstrapData } from '../../common/types.ts';
import type { FormSubmission } from '../../common/forms.ts';
import '../web-uploads/component-setup.ts';
import { json, useBrowserGlobals } from '../web-account/browser-globals.ts';
import { fire, render, type Rendered } from '../web-uploads/render.ts';
import { until } from './support.ts';

const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { MemoryRouter } = await import('react-router');
const { setBootstrapData } = await import('../../web/src/app/bootstrap/bootstrap-store.ts');
const { SubmissionsInbox, NO_SUBMISSIONS_MESSAGE } = await import('../../web/src/features/forms/submissions-inbox.tsx');
const { submissionSender, submissionSnippet } = await import('../../web/src/features/forms/submission-format.ts');

const bootstrap = { settings: {}, user: null, i18n: { language: 'en', name: 'English', lines: {} } } as unknown as BootstrapData;

function submission(id: number, extra: Partial<FormSubmission> = {}): FormSubmission {
  return {
    id,
    project_id: 7,
    form_id: 'f1',
    form_name: 'Booking',
    page_id: 'p1',
    fields: [
      { name: 'name', label: 'Your name', value: `Visitor ${id}` },
      { name: 'email', label: 'E-mail', value: `v${id}@example.com` },
      { name: 'message', label: 'Message', value: `A table for ${id}, please.\nBy the window.` },
    ],
    email: `v${id}@example.com`,
    status: 'new',
    created_at: `2025-03-0${id}T10:00:00.000Z`,
    handled_at: null,
    ...extra,
  };
}

function page(submissions: FormSubmission[], total = submissions.length) {
  return { submissions, total, page: 1, per_page: 25, counts: { new: total, handled: 0, spam: 0 } };
}

// The Submissions list as the owner meets it: loading, nothing yet, rows, a failure with retry.
// The API answers through a stubbed fetch; the list renders in a memory router.
describe('submissions list states', () => {
  const browser = useBrowserGlobals();
  let view: Rendered | null = null;
  beforeEach(() => setBootstrapData(structuredClone(bootstrap)));
  afterEach(() => view?.unmount());

  function show(props: { filter?: 'inbox' | 'spam'; query?: string; page?: number } = {}) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    view = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard/sites/7/submissions']}>
          <SubmissionsInbox projectId={7} filter={props.filter ?? 'inbox'} query={props.query ?? ''} page={props.page ?? 1} input={props.query ?? ''} onInput={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return view;
  }

  it('shows the loading list until the answer arrives, then the rows newest first as the server sent them', async () => {
    let answer: (response: Response) => void = () => undefined;
    browser.respondWith(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response);
    const list = show();
    expect(list.get('submissions-loading').props['aria-busy']).to.equal('true');
    expect(list.query('submissions-list')).to.equal(null);
    answer(json(200, page([submission(3), submission(2, { status: 'handled', email: null, fields: [{ name: 'name', label: 'Name', value: 'Ann' }] })])));
    await until(() => list.query('submissions-list'));
    const rows = list.all('submission-row');
    expect(rows.map((row) => row.props['data-submission-id'])).to.deep.equal([3, 2]);
    expect(list.text(rows[0])).to.contain('v3@example.com').and.contain('Booking').and.contain('New').and.contain('Visitor 3');
    expect(list.text(rows[1]), 'without an e-mail, the first answer names the sender').to.contain('Ann').and.contain('Handled');
    expect(list.text(list.get('submissions-total'))).to.equal('2 submissions');
    expect(browser.calls.map((call) => call.url)).to.deep.equal(['/api/v1/projects/7/submissions?page=1&per_page=25']);
  });

  it('explains where submissions come from while there are none', async () => {
    browser.respondWith(() => json(200, page([])));
    const list = show();
    await until(() => list.query('submissions-empty'));
    expect(list.text(list.get('submissions-empty'))).to.contain('No submissions yet').and.contain(NO_SUBMISSIONS_MESSAGE);
  });

  it('says so when a search or another tab finds nothing, and sends the filter', async () => {
    browser.respondWith(() => json(200, page([])));
    const list = show({ filter: 'spam', query: 'pizza' });
    await until(() => list.query('submissions-no-results'));
    expect(list.query('submissions-empty')).to.equal(null);
    expect(list.text(list.get('submissions-no-results'))).to.equal('No submissions match your search');
    expect(browser.calls[0].url).to.equal('/api/v1/projects/7/submissions?status=spam&query=pizza&page=1&per_page=25');
  });

  it('shows a failure with the server message and loads again on Try again', async () => {
    browser.respondWith(() => json(500, { message: 'Something went wrong.' }));
    const list = show();
    await until(() => list.query('submissions-error'));
    expect(list.text(list.get('submissions-error'))).to.contain('Submissions could not be loaded').and.contain('Something went wrong.');
    browser.respondWith(() => json(200, page([submission(1)])));
    fire(list.get('submissions-error-retry'), 'onClick');
    await until(() => list.query('submissions-list'));
    expect(list.all('submission-row')).to.have.length(1);
  });

  it('pages through long lists', async () => {
    browser.respondWith(() => json(200, { ...page([submission(1)], 60), page: 2 }));
    const list = show({ page: 2 });
    await until(() => list.query('submissions-pages'));
    expect(list.text(list.get('submissions-page-of'))).to.equal('Page 2 of 3');
    expect(list.get('submissions-prev').props.href).to.equal('/dashboard/sites/7/submissions');
    expect(list.get('submissions-next').props.href).to.equal('/dashboard/sites/7/submissions?page=3');
  });
});

describe('submission rows', () => {
  it('names the sender by e-mail, else the first answer, and joins the other answers into one short line', () => {
    const long = { email: null, fields: [{ name: 'n', label: 'N', value: 'Bo' }, { name: 'm', label: 'M', value: `${'word '.repeat(40)}\nend` }] };
    expect(submissionSender(long)).to.equal('Bo');
    const snippet = submissionSnippet(long);
    expect(snippet).to.have.length.at.most(120).and.match(/…$/);
    expect(snippet).not.to.contain('\n');
    const answers = [{ name: 'n', label: 'N', value: 'Al' }, { name: 'e', label: 'E', value: 'a@b.co' }, { name: 'm', label: 'M', value: 'Hi\nthere' }];
    expect(submissionSnippet({ email: 'a@b.co', fields: answers }), 'the sender is not repeated').to.equal('Al · Hi there');
  });
});
