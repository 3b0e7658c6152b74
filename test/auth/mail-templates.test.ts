import { expect } from 'chai';
import { sendMail } from '../../server/mail/mailer.ts';
import { renderEmail, renderText } from '../../server/mail/templates.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { mailTo, startMailServer, type TestMailServer } from './support/mail-server.ts';

describe('mail: templates and sendMail', () => {
  it('escapes values in HTML and keeps them as typed in plain text', () => {
    const data = {
      site_name: 'Sitewright',
      app_url: 'http://localhost',
      display_name: '<b>Eve</b> & "friends"',
      verify_url: 'http://localhost/auth/email/verify/1/abc?expires=1&signature=2',
      hours: '24',
    };
    const { html, text } = renderEmail('verify-email', data);
    expect(html).to.contain('Hi &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;friends&quot;,');
    expect(html).to.not.contain('<b>Eve</b>');
    expect(html).to.contain('href="http://localhost/auth/email/verify/1/abc?expires=1&amp;signature=2"');
    expect(text).to.contain('Hi <b>Eve</b> & "friends",');
    expect(text).to.contain('http://localhost/auth/email/verify/1/abc?expires=1&signature=2');
  });

  it('refuses to render with a value missing', () => {
    expect(() => renderText('Hello {{ name }} from {{site}}', { name: 'Ada' })).to.throw('Mail template value "site" is missing');
    expect(renderText('Hello {{ name }}', { name: 'Ada' })).to.equal('Hello Ada');
  });

  describe('over SMTP', () => {
    let mail: TestMailServer;
    let app: TestApp;
    before(async () => {
      mail = await startMailServer();
      app = await startTestApp({ env: { MAIL_URL: mail.url, MAIL_FROM: 'Site <site@example.com>' } });
    });
    after(async () => {
      await app.stop();
      await mail.close();
    });

    it('sends HTML and text parts from MAIL_FROM with the site name filled in', async () => {
      await sendMail(app.ctx, {
        to: 'reader@example.com',
        subject: 'New sign-in to your account',
        template: 'new-sign-in',
        data: { display_name: 'Reader', device: 'Firefox on Windows', ip_address: '192.0.2.9', location: 'Unknown', time: 'now', reset_url: 'http://x/r', settings_url: 'http://x/s' },
      });
      const received = await mail.take(mailTo('reader@example.com', 'New sign-in to your account'));
      expect(received.parsed.from?.value[0]).to.include({ address: 'site@example.com', name: 'Site' });
      expect(received.text).to.contain('Your Sitewright account was just signed into.');
      expect(received.html).to.contain('Firefox on Windows');
    });
  });
});
