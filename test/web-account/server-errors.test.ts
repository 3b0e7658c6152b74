import { expect } from 'chai';
import { fieldForServerKey, fieldPaths, placeServerErrors } from '../../web/src/lib/forms/server-errors.ts';
import { applyServerErrors } from '../../web/src/lib/forms/use-server-errors.ts';
import { HttpError } from '../../web/src/lib/http/http-error.ts';
import { dismissToast, getCurrentToast } from '../../web/src/ui/toast/toast-store.ts';

/** The part of a react-hook-form form that applyServerErrors uses, recording what it is told. */
function fakeForm(values: Record<string, unknown>) {
  const set: { field: string; message: string | undefined; focus: boolean }[] = [];
  return {
    set,
    getValues: () => values,
    setError: (field: string, error: { message?: string }, options?: { shouldFocus: boolean }) => {
      set.push({ field, message: error.message, focus: Boolean(options?.shouldFocus) });
    },
  };
}

const invalid = (errors: Record<string, string | string[]>, message = 'The given data was invalid.') => new HttpError(422, { message, errors }, '/auth/register');

describe('server field errors on form fields', () => {
  afterEach(() => dismissToast());

  it('puts the first message of each field on that field and focuses the first field of the form', () => {
    const placement = placeServerErrors(
      { message: 'Invalid', errors: { password: ['Too short', 'Too common'], email: 'Taken' } },
      ['email', 'password', 'password_confirmation'],
    );
    expect(placement).to.deep.equal({ placed: { password: 'Too short', email: 'Taken' }, focus: 'email', unplaced: [] });
  });

  it('matches nested fields both ways and keeps messages for unknown keys apart', () => {
    const fields = ['email', 'policies.terms', 'policies.privacy'];
    expect(fieldForServerKey('policies', fields)).to.equal('policies.terms');
    expect(fieldForServerKey('email.0', fields)).to.equal('email');
    expect(fieldForServerKey('token', fields)).to.equal(null);
    const placement = placeServerErrors({ message: 'x', errors: { 'policies.privacy': 'Accept it', token: ['Expired'], empty: [] } }, fields);
    expect(placement).to.deep.equal({ placed: { 'policies.privacy': 'Accept it' }, focus: 'policies.privacy', unplaced: ['Expired'] });
  });

  it('lists a form’s fields from its values, nested ones as dotted paths, in order', () => {
    expect(fieldPaths({ email: '', remember: false, policies: { terms: false, privacy: true }, tags: ['a'] })).to.deep.equal([
      'email',
      'remember',
      'policies.terms',
      'policies.privacy',
      'tags',
    ]);
  });

  it('sets the errors on a react-hook-form form and shows no toast', () => {
    const form = fakeForm({ email: '', password: '' });
    applyServerErrors(form, invalid({ password: 'Too short', email: ['Taken'] }));
    expect(form.set).to.deep.equal([
      { field: 'password', message: 'Too short', focus: false },
      { field: 'email', message: 'Taken', focus: true },
    ]);
    expect(getCurrentToast()).to.equal(null);
  });

  it('shows the shared danger toast when the answer has no field errors', () => {
    const form = fakeForm({ email: '' });
    applyServerErrors(form, new HttpError(429, { message: 'Too many login attempts.' }, '/auth/login'));
    expect(form.set).to.deep.equal([]);
    expect(getCurrentToast()).to.deep.include({ type: 'danger', message: 'Too many login attempts.' });

    applyServerErrors(form, new TypeError('network down'));
    expect(getCurrentToast()).to.deep.include({ type: 'danger', message: 'There was an issue. Please try again.' });
  });

  it('shows the toast when no field of the form is named, and a leftover message next to placed ones', () => {
    const form = fakeForm({ code: '' });
    applyServerErrors(form, invalid({ recovery_code: 'Invalid code' }, ''));
    expect(form.set).to.deep.equal([]);
    expect(getCurrentToast()).to.deep.include({ type: 'danger', message: 'Invalid code' });

    applyServerErrors(form, invalid({ code: 'Invalid code', session: 'Your sign-in has expired.' }));
    expect(form.set).to.deep.equal([{ field: 'code', message: 'Invalid code', focus: true }]);
    expect(getCurrentToast()).to.deep.include({ type: 'danger', message: 'Your sign-in has expired.' });
  });
});
