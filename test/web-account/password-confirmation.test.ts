import { expect } from 'chai';
import { createConfirmedRunner, isPasswordConfirmationCancelled } from '../../web/src/features/auth/password-confirmation.ts';
import { apiClient } from '../../web/src/lib/http/api-client.ts';
import { isHttpError } from '../../web/src/lib/http/http-error.ts';
import { json, useBrowserGlobals, type RecordedCall } from './browser-globals.ts';

// The flow every sensitive action goes through: status check, the
// "Confirm password" dialog when needed, the action, and one retry after a 423.
describe('password confirmation before sensitive actions', () => {
  const browser = useBrowserGlobals();
  const route = (call: RecordedCall) => `${call.method} ${call.url}`;
  let confirmed: boolean;
  let asked: number;
  let answerDialog: boolean;
  const ask = async () => {
    asked++;
    if (answerDialog) confirmed = true;
    return answerDialog;
  };

  beforeEach(() => {
    confirmed = false;
    asked = 0;
    answerDialog = true;
    browser.respondWith((call) => {
      if (call.url.startsWith('/auth/user/confirmed-password-status')) return json(200, { confirmed });
      if (call.url === '/auth/user/confirm-password') {
        if ((call.body as { password: string }).password !== 'right') return json(422, { message: 'Wrong', errors: { password: 'The password is incorrect.' } });
        confirmed = true;
        return json(200, { confirmed: true });
      }
      if (call.url === '/api/v1/access-tokens') {
        return confirmed ? json(200, { plainTextToken: '1|abc' }) : json(423, { message: 'Password confirmation required.' });
      }
      return json(404, { message: 'Not found' });
    });
  });

  const createToken = () => apiClient.post<{ plainTextToken: string }>('access-tokens', { tokenName: 'CI' });

  it('asks the server first and runs the action without a dialog when the password was confirmed', async () => {
    confirmed = true;
    const result = await createConfirmedRunner(ask)(createToken);
    expect(result).to.deep.equal({ plainTextToken: '1|abc' });
    expect(asked).to.equal(0);
    expect(browser.calls.map(route)).to.deep.equal(['GET /auth/user/confirmed-password-status?seconds=9000', 'POST /api/v1/access-tokens']);
  });

  it('shows the dialog before the action when the password was not confirmed', async () => {
    const result = await createConfirmedRunner(ask)(createToken);
    expect(result.plainTextToken).to.equal('1|abc');
    expect(asked).to.equal(1);
    expect(browser.calls.map(route)).to.deep.equal(['GET /auth/user/confirmed-password-status?seconds=9000', 'POST /api/v1/access-tokens']);
  });

  it('does not run the action when the dialog is closed', async () => {
    answerDialog = false;
    const error = await createConfirmedRunner(ask)(createToken).catch((e: unknown) => e);
    expect(isPasswordConfirmationCancelled(error)).to.equal(true);
    expect(browser.calls.map(route)).to.deep.equal(['GET /auth/user/confirmed-password-status?seconds=9000']);
  });

  it('asks once more and retries when the action still answers 423', async () => {
    let first = true;
    const statusSaysYes = () => {
      // The window ran out between the check and the action.
      const wasFirst = first;
      first = false;
      return wasFirst;
    };
    browser.respondWith((call) => {
      if (call.url.startsWith('/auth/user/confirmed-password-status')) return json(200, { confirmed: statusSaysYes() });
      if (call.url === '/api/v1/access-tokens') return confirmed ? json(200, { plainTextToken: '1|abc' }) : json(423, { message: 'Password confirmation required.' });
      return json(404, {});
    });
    const result = await createConfirmedRunner(ask)(createToken);
    expect(result.plainTextToken).to.equal('1|abc');
    expect(asked).to.equal(1);
    expect(browser.calls.map(route)).to.deep.equal(['GET /auth/user/confirmed-password-status?seconds=9000', 'POST /api/v1/access-tokens', 'POST /api/v1/access-tokens']);
  });

  it('confirms with a password the form already has instead of a second dialog', async () => {
    const result = await createConfirmedRunner(ask)(createToken, { password: 'right' });
    expect(result.plainTextToken).to.equal('1|abc');
    expect(asked).to.equal(0);
    expect(browser.calls.map(route)).to.deep.equal(['POST /api/v1/access-tokens', 'POST /auth/user/confirm-password', 'POST /api/v1/access-tokens']);
  });

  it('reports a wrong password from the form as a field error on password', async () => {
    const error = await createConfirmedRunner(ask)(createToken, { password: 'wrong' }).catch((e: unknown) => e);
    expect(isHttpError(error) && error.status).to.equal(422);
    expect(isHttpError(error) && error.body.errors).to.deep.equal({ password: 'The password is incorrect.' });
    expect(asked).to.equal(0);
  });

  it('passes other failures through untouched', async () => {
    confirmed = true;
    const error = await createConfirmedRunner(ask)(() => apiClient.delete('access-tokens/9')).catch((e: unknown) => e);
    expect(isHttpError(error) && error.status).to.equal(404);
    expect(asked).to.equal(0);
  });
});
