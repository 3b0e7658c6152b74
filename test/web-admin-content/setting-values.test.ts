import { expect } from 'chai';
import {
  changedSettings,
  firstErrorMessage,
  formValuesFrom,
  fromFormValue,
  settingErrorBody,
  settingsUnder,
  toFormValue,
  type AdminSettings,
  type SettingSpecs,
} from '../../web/src/features/admin/settings/setting-values.ts';

// The settings forms hold strings and booleans; the API holds typed values under dotted keys.
// What an admin types must arrive as the setting's type, and only what they changed is sent.
describe('admin settings form values', () => {
  const MB = 1024 * 1024;
  const specs: SettingSpecs = {
    'branding.site_name': { kind: 'text' },
    'auth.secondary_redirect_uri': { kind: 'text', nullable: true },
    'mail.host': { kind: 'text' },
    'mail.port': { kind: 'number' },
    'mail.secure': { kind: 'boolean' },
    'mail.password': { kind: 'secret' },
    'uploads.max_size': { kind: 'megabytes' },
    'uploads.allowed_types': { kind: 'list', nullable: true },
    'uploads.blocked_types': { kind: 'list' },
    'uploads.disable_tus': { kind: 'inverted' },
    'auth.two_factor': { kind: 'text' },
  };
  const saved: AdminSettings = {
    settings: {
      'branding.site_name': 'Sitewright',
      'auth.secondary_redirect_uri': null,
      'mail.host': 'smtp.example.com',
      'mail.port': 587,
      'mail.secure': false,
      'uploads.max_size': 1024 * MB,
      'uploads.allowed_types': null,
      'uploads.blocked_types': ['exe', 'php'],
      'uploads.disable_tus': false,
    },
    secrets: { 'mail.password': true },
  };

  it('starts the form from the saved values, nested by key, with secrets empty', () => {
    expect(formValuesFrom(specs, saved)).to.deep.equal({
      branding: { site_name: 'Sitewright' },
      auth: { secondary_redirect_uri: '' },
      mail: { host: 'smtp.example.com', port: '587', secure: false, password: '' },
      uploads: { max_size: '1024', allowed_types: '', blocked_types: 'exe, php', disable_tus: true },
    });
  });

  it('leaves out a setting the server does not offer', () => {
    expect(formValuesFrom(specs, saved)).to.not.have.nested.property('auth.two_factor');
  });

  it('sends nothing when nothing changed, and an untouched secret is kept', () => {
    const values = formValuesFrom(specs, saved);
    expect(changedSettings(specs, formValuesFrom(specs, saved), values)).to.deep.equal({});
  });

  it('sends only what changed, in the setting’s type', () => {
    const initial = formValuesFrom(specs, saved);
    const values = formValuesFrom(specs, saved);
    (values.mail as Record<string, unknown>).port = '2525';
    (values.mail as Record<string, unknown>).secure = true;
    (values.uploads as Record<string, unknown>).max_size = '2.5';
    (values.uploads as Record<string, unknown>).allowed_types = 'image/*, pdf ,,';
    (values.uploads as Record<string, unknown>).disable_tus = false;
    expect(changedSettings(specs, initial, values)).to.deep.equal({
      'mail.port': 2525,
      'mail.secure': true,
      'uploads.max_size': Math.round(2.5 * MB),
      'uploads.allowed_types': ['image/*', 'pdf'],
      'uploads.disable_tus': true,
    });
  });

  it('sends a typed secret, and an emptied nullable field as null', () => {
    const initial = formValuesFrom(specs, { ...saved, settings: { ...saved.settings, 'auth.secondary_redirect_uri': '/welcome' } });
    const values = structuredClone(initial);
    (values.mail as Record<string, unknown>).password = ' s3cret ';
    (values.auth as Record<string, unknown>).secondary_redirect_uri = '  ';
    expect(changedSettings(specs, initial, values)).to.deep.equal({ 'mail.password': 's3cret', 'auth.secondary_redirect_uri': null });
  });

  it('converts each kind both ways', () => {
    expect(toFormValue({ kind: 'megabytes' }, null)).to.equal('');
    expect(fromFormValue({ kind: 'megabytes' }, '')).to.equal(null);
    expect(fromFormValue({ kind: 'number' }, '')).to.equal(null);
    // A number that does not parse goes as typed: the server's validation names the field.
    expect(fromFormValue({ kind: 'number' }, 'abc')).to.equal('abc');
    expect(fromFormValue({ kind: 'list' }, '')).to.deep.equal([]);
    expect(fromFormValue({ kind: 'list', nullable: true }, ' ')).to.equal(null);
    expect(toFormValue({ kind: 'inverted' }, true)).to.equal(false);
    expect(fromFormValue({ kind: 'inverted' }, false)).to.equal(true);
    expect(fromFormValue({ kind: 'text' }, '  Acme ')).to.equal('Acme');
    expect(fromFormValue({ kind: 'text' }, '')).to.equal('');
  });

  it('gives a provider test every value of its group, secrets only when typed', () => {
    const values = formValuesFrom(specs, saved);
    expect(settingsUnder('mail', specs, values)).to.deep.equal({ 'mail.host': 'smtp.example.com', 'mail.port': 587, 'mail.secure': false });
    (values.mail as Record<string, unknown>).password = 'pw';
    expect(settingsUnder('mail', specs, values)).to.include({ 'mail.password': 'pw' });
  });

  it('keys field errors by setting, whether the server names the setting or its payload path', () => {
    expect(settingErrorBody({ message: 'Invalid', errors: { 'settings.mail.port': 'Connection refused', 'mail.host': ['Unknown host'] } })).to.deep.equal({
      message: 'Invalid',
      errors: { 'mail.port': 'Connection refused', 'mail.host': ['Unknown host'] },
    });
    expect(firstErrorMessage({ message: 'The given data was invalid.', errors: { 'mail.port': ['connect ECONNREFUSED 127.0.0.1:1'] } })).to.equal('connect ECONNREFUSED 127.0.0.1:1');
    expect(firstErrorMessage({ message: 'Mail server unreachable' })).to.equal('Mail server unreachable');
  });
});
