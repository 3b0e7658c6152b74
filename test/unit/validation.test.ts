import { expect } from 'chai';
import { emailProblem, isValidEmail, passwordProblem, VALIDATION_MESSAGES } from '../../common/validation.ts';
import { validateRegistration } from '../../server/modules/auth/registration.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

const ACCEPTED = ['ada@example.com', ' Ada@Example.COM ', 'user+tag@sub.example.co.uk', "o'brien@example.ie", 'jörg@müller.de', 'a_b-c.d@ex-ample.org'];
const REFUSED = ['a@b', 'a@1.2', 'not-an-email', '@example.com', 'a@', 'a b@example.com', 'a..b@example.com', '.a@example.com', 'a@-example.com', 'a@example..com', `${'x'.repeat(180)}@example.com`];

describe('account rules (common/validation.ts)', () => {
  it('accepts ordinary addresses and refuses ones mail cannot be delivered to', () => {
    for (const email of ACCEPTED) expect(emailProblem(email), email).to.equal(null);
    for (const email of REFUSED) expect(isValidEmail(email), email).to.equal(false);
    expect(emailProblem(`${'x'.repeat(180)}@example.com`)).to.equal(VALIDATION_MESSAGES.emailTooLong);
  });

  it('holds passwords to 8..255 characters', () => {
    expect(passwordProblem('short')).to.equal('The password must be at least 8 characters.');
    expect(passwordProblem('x'.repeat(256))).to.equal(VALIDATION_MESSAGES.passwordTooLong);
    expect(passwordProblem('long enough')).to.equal(null);
  });

  describe('on a running app', function () {
    this.timeout(60_000);
    let app: TestApp;
    before(async () => (app = await startTestApp()));
    after(() => app.stop());

    it('is the rule registration applies, so the CLI and the web app agree on every address', async () => {
      for (const email of [...ACCEPTED, ...REFUSED]) {
        const form = { email, password: 'long enough', password_confirmation: 'long enough', policies: {} };
        const refusal = await validateRegistration(form).then(
          () => null,
          (error: { details?: { path: (string | number)[]; message: string }[] }) => error.details?.find((detail) => detail.path[0] === 'email')?.message ?? null,
        );
        expect(refusal, email).to.equal(emailProblem(email));
      }
    });
  });
});
