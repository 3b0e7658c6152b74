import { expect } from 'chai';
import {
  createProject,
  deleteProject,
  duplicateProject,
  fetchProjects,
  fetchSiteTemplates,
  nextProjectsPage,
  PROJECTS_PER_PAGE,
  projectsQueryKey,
  PROJECTS_QUERY_KEY,
  renameProject,
  showProjectError,
} from '../../web/src/features/dashboard/projects-api.ts';
import { HttpError } from '../../web/src/lib/http/http-error.ts';
import { dismissToast, getCurrentToast } from '../../web/src/ui/toast/toast-store.ts';
import { json, useBrowserGlobals } from '../web-account/browser-globals.ts';

// The dashboard's calls, checked against the issue 4 contract's HTTP API.
describe('dashboard projects API calls', () => {
  const browser = useBrowserGlobals();
  const project = { id: 7, uuid: 'u', name: 'Shop', slug: 'shop', template: null, published: false, version: 1, thumbnail: null, created_at: '', updated_at: '', pages_count: 1 };
  afterEach(() => dismissToast());

  it('lists 24 per page, sending query only when searching', async () => {
    const pagination = { data: [project], current_page: 1, last_page: 1, per_page: 24, total: 1 };
    browser.respondWith(() => json(200, { pagination }));
    expect(await fetchProjects('', 1)).to.deep.equal(pagination);
    await fetchProjects('my shop', 2);
    expect(PROJECTS_PER_PAGE).to.equal(24);
    expect(browser.calls.map((c) => `${c.method} ${c.url}`)).to.deep.equal([
      'GET /api/v1/projects?page=1&perPage=24',
      'GET /api/v1/projects?query=my+shop&page=2&perPage=24',
    ]);
  });

  it('asks for the next page until the last', () => {
    expect(nextProjectsPage({ current_page: 1, last_page: 3 })).to.equal(2);
    expect(nextProjectsPage({ current_page: 3, last_page: 3 })).to.equal(undefined);
    expect(nextProjectsPage({ current_page: 1, last_page: 1 })).to.equal(undefined);
  });

  it('keys every list under "projects" so one invalidation refreshes all searches', () => {
    expect(projectsQueryKey('shop').slice(0, 1)).to.deep.equal([...PROJECTS_QUERY_KEY]);
    expect(projectsQueryKey('shop')).to.not.deep.equal(projectsQueryKey(''));
  });

  it('reads the site templates', async () => {
    const templates = [{ id: 1, slug: 'restaurant', name: 'Restaurant', description: '', category: 'food', thumbnail: '/site-templates/restaurant/thumbnail.svg', pages_count: 3 }];
    browser.respondWith(() => json(200, { templates }));
    expect(await fetchSiteTemplates()).to.deep.equal(templates);
    expect(browser.calls[0].url).to.equal('/api/v1/site-templates');
  });

  it('creates a blank site without templateSlug and a template site with it', async () => {
    browser.respondWith(() => json(201, { project }));
    expect(await createProject({ name: 'Shop' })).to.deep.equal(project);
    await createProject({ name: 'Menu', templateSlug: 'restaurant' });
    expect(browser.calls.map((c) => [c.method, c.url, c.body])).to.deep.equal([
      ['POST', '/api/v1/projects', { name: 'Shop' }],
      ['POST', '/api/v1/projects', { name: 'Menu', templateSlug: 'restaurant' }],
    ]);
  });

  it('renames, duplicates and deletes by id', async () => {
    browser.respondWith((call) => json(200, call.method === 'DELETE' ? { message: 'Project deleted' } : { project }));
    await renameProject(7, 'New name');
    await duplicateProject(7);
    await deleteProject(7);
    expect(browser.calls.map((c) => [c.method, c.url.replace(/\?_method=\w+$/, ''), c.body])).to.deep.equal([
      ['PUT', '/api/v1/projects/7', { name: 'New name' }],
      ['POST', '/api/v1/projects/7/duplicate', undefined],
      ['DELETE', '/api/v1/projects/7', undefined],
    ]);
  });

  describe('refused create', () => {
    const quotaMessage = 'You have reached the maximum number of sites your plan allows (3). Upgrade your plan to create more.';

    it('shows the quota message as a danger toast leading to /pricing', () => {
      showProjectError(new HttpError(403, { message: quotaMessage }, '/api/v1/projects'));
      const toast = getCurrentToast();
      expect(toast?.type).to.equal('danger');
      expect(toast?.message).to.equal(quotaMessage);
      expect(toast?.action).to.deep.equal({ label: 'Upgrade', action: '/pricing' });
    });

    it('keeps an action the server sends', () => {
      showProjectError(new HttpError(403, { message: quotaMessage, action: { label: 'See plans', action: '/billing' } }, '/api/v1/projects'));
      expect(getCurrentToast()?.action).to.deep.equal({ label: 'See plans', action: '/billing' });
    });

    it('shows other failures with the shared error toast, without the pricing action', () => {
      showProjectError(new HttpError(500, { message: 'Server error' }, '/api/v1/projects'));
      expect(getCurrentToast()).to.include({ type: 'danger', message: 'Server error' });
      expect(getCurrentToast()?.action).to.equal(undefined);
      showProjectError(new HttpError(0, { message: '' }, '/api/v1/projects'));
      expect(getCurrentToast()?.message).to.equal('There was an issue. Please try again.');
    });
  });
});
