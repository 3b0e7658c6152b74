import { expect } from 'chai';
import type { Ads, BootstrapData } from '../../common/types.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { clientFor, type AdminSettingsAnswer } from './support/admin-client.ts';

const TOP =
  '<div class="promo" style="text-align:center;position:fixed"><a href="https://ads.example/go" target="_blank" onclick="steal()">' +
  '<img src="https://ads.example/banner.png" alt="Spring sale" onerror="steal()"></a><script>steal()</script>' +
  '<iframe src="https://ads.example/frame"></iframe><a href="javascript:steal()">Click</a></div>';

describe('admin ads', function () {
  this.timeout(60_000);
  let app: TestApp;
  let admin: ReturnType<typeof clientFor>;
  let userCookie: string;

  before(async () => {
    app = await startTestApp();
    admin = clientFor(app, await signInAs((await createTestUser({ roles: ['admin'] })).user));
    userCookie = await signInAs((await createTestUser()).user);
  });
  after(() => app?.stop());

  async function bootstrap(cookie?: string): Promise<BootstrapData> {
    const response = await app.server.inject({ url: '/api/v1/bootstrap-data', headers: cookie ? { cookie } : {} });
    return (response.result as { data: BootstrapData }).data;
  }

  it('starts with both slots empty', async () => {
    expect((await admin('GET', 'admin/ads')).result).to.deep.equal({ ads: { dashboard_top: null, dashboard_bottom: null } });
  });

  it('stores the ads sanitized: links and images stay, scripts, handlers, frames and javascript: URLs go', async () => {
    const response = await admin('PUT', 'admin/ads', { ads: { dashboard_top: TOP, dashboard_bottom: '<p>Thanks for building with us</p>' } });
    expect(response.statusCode, response.payload).to.equal(200);
    const { ads } = response.result as { ads: Ads };
    expect(ads.dashboard_top).to.equal(
      '<div class="promo" style="text-align:center"><a href="https://ads.example/go" target="_blank" rel="noopener noreferrer sponsored">' +
        '<img src="https://ads.example/banner.png" alt="Spring sale" /></a><a>Click</a></div>',
    );
    expect(ads.dashboard_bottom).to.equal('<p>Thanks for building with us</p>');
    expect((await admin('GET', 'admin/ads')).result).to.deep.equal({ ads });
  });

  it('hands the ads to signed-in users in bootstrap data, and none to visitors', async () => {
    const signedIn = await bootstrap(userCookie);
    expect(signedIn.ads.dashboard_top).to.contain('https://ads.example/banner.png');
    expect(signedIn.ads.dashboard_bottom).to.equal('<p>Thanks for building with us</p>');
    expect((await bootstrap()).ads).to.deep.equal({ dashboard_top: null, dashboard_bottom: null });
    expect((await bootstrap()).settings, 'ads are not public settings').to.not.have.property('ads');
  });

  it('sanitizes ads saved through admin/settings too, and empties a slot with blank HTML', async () => {
    const response = await admin('PUT', 'admin/settings', { settings: { 'ads.dashboard_top': '<b onmouseover="x()">Bold</b><script>x()</script>', 'ads.dashboard_bottom': '  ' } });
    expect(response.statusCode, response.payload).to.equal(200);
    expect((response.result as AdminSettingsAnswer).settings).to.include({ 'ads.dashboard_top': '<b>Bold</b>', 'ads.dashboard_bottom': null });
    expect((await bootstrap(userCookie)).ads).to.deep.equal({ dashboard_top: '<b>Bold</b>', dashboard_bottom: null });
  });
});
