import { expect } from 'chai';
import { fieldPaths, placeServerErrors } from '../../web/src/lib/forms/server-errors.ts';
import { formValuesFrom, settingErrorBody, type AdminSettings, type SettingSpecs } from '../../web/src/features/admin/settings/setting-values.ts';

// A refused save names the setting by its payload path; the settings form must show the message
// under that setting's field, a write-only secret included, and move the focus there.
describe('admin settings form: server errors', () => {
  const specs: SettingSpecs = {
    'mail.host': { kind: 'text' },
    'mail.username': { kind: 'text' },
    'mail.password': { kind: 'secret' },
    'storage.s3.endpoint': { kind: 'text' },
    'storage.s3.access_key_id': { kind: 'text' },
    'storage.s3.secret_access_key': { kind: 'secret' },
  };
  const saved: AdminSettings = {
    settings: { 'mail.host': 'smtp.example.com', 'mail.username': 'mailer', 'storage.s3.endpoint': '', 'storage.s3.access_key_id': 'AKIA' },
    secrets: { 'mail.password': true, 'storage.s3.secret_access_key': true },
  };
  const fields = fieldPaths(formValuesFrom(specs, saved));

  it('puts "enter the secret again" under the secret field that is kept', () => {
    const mail = placeServerErrors(
      settingErrorBody({ message: 'Enter the password again for the new server.', errors: { 'settings.mail.password': 'Enter the password again for the new server.' } }),
      fields,
    );
    expect(mail).to.deep.equal({ placed: { 'mail.password': 'Enter the password again for the new server.' }, focus: 'mail.password', unplaced: [] });

    const storage = placeServerErrors(
      settingErrorBody({
        message: 'Enter the secret access key again for the new endpoint.',
        errors: { 'settings.storage.s3.secret_access_key': 'Enter the secret access key again for the new endpoint.' },
      }),
      fields,
    );
    expect(storage.placed).to.deep.equal({ 'storage.s3.secret_access_key': 'Enter the secret access key again for the new endpoint.' });
    expect(storage.focus).to.equal('storage.s3.secret_access_key');
  });
});
