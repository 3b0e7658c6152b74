import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerInjectResponse } from '@hapi/hapi';
import { AVATAR_MAX_BYTES } from '../../common/constants.ts';
import type { User as UserData } from '../../common/types.ts';
import { AccessToken, Session, SocialProfile } from '../../server/modules/auth/models.ts';
import { Localization } from '../../server/modules/localization/models.ts';
import { User, UserRole } from '../../server/modules/users/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { withCsrf } from '../helpers/http.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----sitewright${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('users: profile, locale, avatar and account deletion', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await Localization.findOrCreate({ where: { language: 'fr' }, defaults: { language: 'fr', name: 'Français', lines: {} } });
  });
  after(() => app.stop());

  function call(method: string, url: string, cookie: string | null, payload?: object): Promise<ServerInjectResponse> {
    return app.server.inject({ method, url, headers: withCsrf(cookie ? { cookie } : {}), payload });
  }

  function upload(url: string, cookie: string, parts: Part[]): Promise<ServerInjectResponse> {
    const { payload, contentType } = multipart(parts);
    return app.server.inject({ method: 'POST', url, headers: withCsrf({ cookie, 'content-type': contentType }), payload });
  }

  const userOf = (res: ServerInjectResponse) => (res.result as { user: UserData }).user;
  const avatarFile = (avatar: string) => join(app.config.dataDir, 'public', 'avatars', avatar.split('/').pop()!);

  describe('GET users/{id}', () => {
    it('answers the signed-in user as `me` or by id, with the relations asked for and no 2FA secrets', async () => {
      const { user, email } = await createTestUser();
      const cookie = await signInAs(user);
      await SocialProfile.create({ user_id: user.id, service_name: 'github', user_service_id: `gh-${user.id}`, username: 'octocat', email });
      const token = await AccessToken.create({ user_id: user.id, name: 'CLI', token_hash: `hash-${user.id}` });
      await user.update({ two_factor_secret: 'sealed-secret', two_factor_recovery_codes: 'sealed-codes' });

      const res = await call('GET', '/api/v1/users/me?with=roles,social_profiles,tokens', cookie);
      expect(res.statusCode).to.equal(200);
      const data = userOf(res);
      expect(data.email).to.equal(email);
      expect(data.roles.map((role) => role.name)).to.deep.equal(['users']);
      expect(data.social_profiles).to.deep.equal([{ service_name: 'github', username: 'octocat' }]);
      expect(data.tokens).to.deep.equal([{ id: token.id, name: 'CLI', last_used_at: null }]);
      for (const secret of ['sealed-secret', 'sealed-codes', 'two_factor_secret', 'scrypt$']) expect(res.payload).to.not.contain(secret);
      // Present-but-masked codes tell the web app 2FA is pending or on, without revealing them.
      expect(data.two_factor_recovery_codes).to.have.length(8);
      expect(data.two_factor_recovery_codes!.every((code) => /^\*{10}-\*{10}$/.test(code))).to.equal(true);

      const plain = userOf(await call('GET', `/api/v1/users/${user.id}`, cookie));
      expect(plain.id).to.equal(user.id);
      expect(plain).to.not.have.property('tokens');
      expect(plain).to.not.have.property('social_profiles');
    });

    it('keeps other users’ profiles from non-admins (403), lets admins read them, and 404s the unknown', async () => {
      const me = await createTestUser();
      const other = await createTestUser();
      const admin = await createTestUser({ roles: ['admin'] });
      const cookie = await signInAs(me.user);
      expect((await call('GET', `/api/v1/users/${other.user.id}?with=tokens`, cookie)).statusCode).to.equal(403);
      expect((await call('GET', '/api/v1/users/999999', cookie)).statusCode).to.equal(403);
      expect((await call('GET', '/api/v1/users/me', null)).statusCode).to.equal(401);
      expect((await call('GET', '/api/v1/users/abc', cookie)).statusCode).to.equal(400);

      const adminCookie = await signInAs(admin.user);
      const seen = await call('GET', `/api/v1/users/${other.user.id}?with=roles`, adminCookie);
      expect(seen.statusCode).to.equal(200);
      expect(userOf(seen).email).to.equal(other.email);
      expect((await call('GET', '/api/v1/users/999999', adminCookie)).statusCode).to.equal(404);
    });
  });

  describe('PUT users/me and POST users/me/locale', () => {
    it('updates account details and location and language', async () => {
      const { user } = await createTestUser();
      const cookie = await signInAs(user);
      const details = await call('PUT', '/api/v1/users/me', cookie, { first_name: 'Ada', last_name: 'Lovelace', avatar: null });
      expect(details.statusCode, details.payload).to.equal(200);
      expect(userOf(details)).to.include({ first_name: 'Ada', last_name: 'Lovelace', display_name: 'Ada Lovelace', avatar: null });

      const location = await call('PUT', '/api/v1/users/me', cookie, { language: 'fr', country: 'DE', timezone: 'Europe/Berlin' });
      expect(location.statusCode, location.payload).to.equal(200);
      expect(userOf(location)).to.include({ language: 'fr', country: 'de', timezone: 'Europe/Berlin', first_name: 'Ada' });
      await user.reload();
      expect([user.language, user.country, user.timezone]).to.deep.equal(['fr', 'de', 'Europe/Berlin']);

      // Method override, as the web app sends PUT.
      const overridden = await app.server.inject({ method: 'POST', url: '/api/v1/users/me?_method=PUT', headers: withCsrf({ cookie }), payload: { timezone: 'UTC' } });
      expect(overridden.statusCode).to.equal(200);
      expect(userOf(overridden).timezone).to.equal('UTC');
    });

    it('validates country (ISO 3166), timezone (IANA), language (existing localization) and avatar links', async () => {
      const { user } = await createTestUser();
      const cookie = await signInAs(user);
      const cases: [object, string, string][] = [
        [{ country: 'zz' }, 'country', 'The selected country is invalid.'],
        [{ timezone: 'Mars/Olympus_Mons' }, 'timezone', 'The selected timezone is invalid.'],
        [{ language: 'xx' }, 'language', 'The selected language is not available.'],
        [{ avatar: 'javascript:alert(1)' }, 'avatar', 'The avatar must be an http or https link to an image.'],
        [{ avatar: '/storage/avatars/0123456789abcdef0123456789abcdef.png' }, 'avatar', 'The avatar must be an http or https link to an image.'],
      ];
      for (const [payload, field, message] of cases) {
        const res = await call('PUT', '/api/v1/users/me', cookie, payload);
        expect(res.statusCode, JSON.stringify(payload)).to.equal(422);
        expect(JSON.parse(res.payload).errors).to.deep.equal({ [field]: message });
      }
      expect((await call('PUT', '/api/v1/users/me', cookie, {})).statusCode).to.equal(400);
      await user.reload();
      expect([user.country, user.timezone, user.language, user.avatar]).to.deep.equal([null, null, null, null]);
    });

    it('refuses changes to another user’s profile', async () => {
      const me = await createTestUser();
      const other = await createTestUser();
      const res = await call('PUT', `/api/v1/users/${other.user.id}`, await signInAs(me.user), { first_name: 'Mallory' });
      expect(res.statusCode).to.equal(403);
      await other.user.reload();
      expect(other.user.first_name).to.equal(null);
    });

    it('sets the locale to an existing localization only', async () => {
      const { user } = await createTestUser();
      const cookie = await signInAs(user);
      const res = await call('POST', '/api/v1/users/me/locale', cookie, { locale: 'fr' });
      expect(res.statusCode).to.equal(200);
      expect(res.result).to.deep.equal({ locale: 'fr' });
      await user.reload();
      expect(user.language).to.equal('fr');
      const bad = await call('POST', '/api/v1/users/me/locale', cookie, { locale: 'xx' });
      expect(bad.statusCode).to.equal(422);
      expect(JSON.parse(bad.payload).errors).to.deep.equal({ locale: 'The selected language is not available.' });
      expect((await call('POST', '/api/v1/users/me/locale', null, { locale: 'fr' })).statusCode).to.equal(401);
    });
  });

  describe('avatar', () => {
    it('stores an uploaded image under a random name and serves it with long caching and nosniff', async () => {
      const { user } = await createTestUser();
      const cookie = await signInAs(user);
      const res = await upload('/api/v1/users/me/avatar', cookie, [{ name: 'file', value: PNG, filename: 'me.png', contentType: 'image/png' }]);
      expect(res.statusCode, res.payload).to.equal(200);
      const avatar = userOf(res).avatar!;
      expect(avatar).to.match(/^\/storage\/avatars\/[a-f0-9]{32}\.png$/);
      expect(readFileSync(avatarFile(avatar)).equals(PNG)).to.equal(true);

      const served = await app.server.inject({ url: avatar });
      expect(served.statusCode).to.equal(200);
      expect(served.headers['content-type']).to.equal('image/png');
      expect(served.headers['cache-control']).to.match(/max-age=31536000/).and.match(/public/);
      expect(served.headers['x-content-type-options']).to.equal('nosniff');
      expect(served.rawPayload.equals(PNG)).to.equal(true);
      expect((await app.server.inject({ url: '/storage/avatars/missing.png' })).statusCode).to.equal(404);
      for (const escape of ['/storage/..%2fdatabase.sqlite', '/storage/avatars/..%2f..%2fdatabase.sqlite']) {
        expect((await app.server.inject({ url: escape })).statusCode, escape).to.be.oneOf([403, 404]);
      }

      // By id too; the new image replaces the old file.
      const again = await upload(`/api/v1/users/${user.id}/avatar`, cookie, [{ name: 'file', value: JPEG, filename: 'me.jpg', contentType: 'image/jpeg' }]);
      expect(again.statusCode).to.equal(200);
      expect(userOf(again).avatar).to.match(/\.jpg$/);
      expect(existsSync(avatarFile(avatar))).to.equal(false);
    });

    it('recognises images by their bytes: GIF and WebP pass, a text file named .png does not', async () => {
      const { user } = await createTestUser();
      const cookie = await signInAs(user);
      for (const [bytes, extension] of [[GIF, 'gif'], [WEBP, 'webp']] as const) {
        const res = await upload('/api/v1/users/me/avatar', cookie, [{ name: 'file', value: bytes, filename: `a.${extension}`, contentType: `image/${extension}` }]);
        expect(res.statusCode, extension).to.equal(200);
        expect(userOf(res).avatar).to.match(new RegExp(`\\.${extension}$`));
      }
      const current = (await User.findByPk(user.id))!.avatar;

      const fakes: Part[] = [
        { name: 'file', value: 'just some text, honestly', filename: 'photo.png', contentType: 'image/png' },
        { name: 'file', value: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', filename: 'x.svg', contentType: 'image/svg+xml' },
      ];
      for (const fake of fakes) {
        const res = await upload('/api/v1/users/me/avatar', cookie, [fake]);
        expect(res.statusCode, fake.filename).to.equal(422);
        expect(JSON.parse(res.payload).errors).to.deep.equal({ file: 'The file must be an image: PNG, JPEG, GIF or WebP.' });
      }
      const empty = await upload('/api/v1/users/me/avatar', cookie, []);
      expect(empty.statusCode).to.equal(422);
      expect(JSON.parse(empty.payload).errors).to.deep.equal({ file: 'Please select an image' });
      expect((await User.findByPk(user.id))!.avatar).to.equal(current);
    });

    it('refuses images over 2 MB with a field error', async () => {
      const { user } = await createTestUser();
      const cookie = await signInAs(user);
      const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG.length)]);
      const res = await upload('/api/v1/users/me/avatar', cookie, [{ name: 'file', value: big, filename: 'big.png', contentType: 'image/png' }]);
      expect(res.statusCode).to.equal(422);
      expect(JSON.parse(res.payload).errors).to.deep.equal({ file: 'The file must not be larger than 2 MB.' });
      const exact = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
      expect((await upload('/api/v1/users/me/avatar', cookie, [{ name: 'file', value: exact, filename: 'ok.png', contentType: 'image/png' }])).statusCode).to.equal(200);
    });

    it('takes an http(s) URL instead of a file, without fetching it, and removes the old file', async () => {
      const { user } = await createTestUser();
      const cookie = await signInAs(user);
      const uploaded = userOf(await upload('/api/v1/users/me/avatar', cookie, [{ name: 'file', value: PNG, filename: 'me.png', contentType: 'image/png' }])).avatar!;

      const url = 'https://images.example.com/people/ada.png';
      const res = await upload('/api/v1/users/me/avatar', cookie, [{ name: 'url', value: url }]);
      expect(res.statusCode, res.payload).to.equal(200);
      expect(userOf(res).avatar).to.equal(url);
      expect(existsSync(avatarFile(uploaded))).to.equal(false);

      const json = await call('POST', '/api/v1/users/me/avatar', cookie, { url: 'http://cdn.example.org/a.webp' });
      expect(userOf(json).avatar).to.equal('http://cdn.example.org/a.webp');
      for (const bad of ['ftp://example.com/a.png', 'javascript:alert(1)', `https://example.com/${'a'.repeat(300)}.png`]) {
        const refused = await call('POST', '/api/v1/users/me/avatar', cookie, { url: bad });
        expect(refused.statusCode, bad).to.equal(422);
        expect(JSON.parse(refused.payload).errors).to.deep.equal({ url: 'The avatar must be an http or https link to an image.' });
      }
    });

    it('deletes the avatar and its file', async () => {
      const { user } = await createTestUser();
      const cookie = await signInAs(user);
      const avatar = userOf(await upload('/api/v1/users/me/avatar', cookie, [{ name: 'file', value: PNG, filename: 'me.png', contentType: 'image/png' }])).avatar!;
      const res = await call('DELETE', `/api/v1/users/${user.id}/avatar`, cookie);
      expect(res.statusCode).to.equal(200);
      expect(userOf(res).avatar).to.equal(null);
      expect(existsSync(avatarFile(avatar))).to.equal(false);
      expect((await app.server.inject({ url: avatar })).statusCode).to.equal(404);
    });

    it('refuses to change or delete another user’s avatar', async () => {
      const me = await createTestUser();
      const other = await createTestUser();
      const otherCookie = await signInAs(other.user);
      const avatar = userOf(await upload('/api/v1/users/me/avatar', otherCookie, [{ name: 'file', value: PNG, filename: 'me.png', contentType: 'image/png' }])).avatar!;
      const cookie = await signInAs(me.user);
      const res = await upload(`/api/v1/users/${other.user.id}/avatar`, cookie, [{ name: 'file', value: GIF, filename: 'x.gif', contentType: 'image/gif' }]);
      expect(res.statusCode).to.equal(403);
      expect((await call('DELETE', `/api/v1/users/${other.user.id}/avatar`, cookie)).statusCode).to.equal(403);
      expect((await User.findByPk(other.user.id))!.avatar).to.equal(avatar);
      expect(existsSync(avatarFile(avatar))).to.equal(true);
    });

    it('refuses another user’s account before reading or validating the body', async () => {
      const me = await createTestUser();
      const other = await createTestUser();
      const cookie = await signInAs(me.user);
      // An invalid body would be a 400 if validation ran first; access is declared, so it is a 403.
      expect((await call('PUT', `/api/v1/users/${other.user.id}`, cookie, { unknown: 'field' })).statusCode).to.equal(403);
      // The body is never read: a declared length hapi's payload limit would refuse with 413 is still 403.
      const res = await app.server.inject({
        method: 'POST',
        url: `/api/v1/users/${other.user.id}/avatar`,
        headers: withCsrf({ cookie, 'content-type': 'application/octet-stream', 'content-length': String(AVATAR_MAX_BYTES * 4) }),
        payload: Buffer.alloc(16),
      });
      expect(res.statusCode).to.equal(403);
      expect((await call('PUT', '/api/v1/users/me', cookie, { unknown: 'field' })).statusCode).to.equal(400);
    });
  });

  describe('DELETE users/{id}?deleteCurrentUser=true', () => {
    it('deletes the account with everything it owns and ends the session', async () => {
      const { user } = await createTestUser();
      const cookie = await signInAs(user);
      const otherDevice = await signInAs(user, { passwordConfirmed: false });
      const avatar = userOf(await upload('/api/v1/users/me/avatar', cookie, [{ name: 'file', value: PNG, filename: 'me.png', contentType: 'image/png' }])).avatar!;
      const token = (await call('POST', '/api/v1/access-tokens', cookie, { tokenName: 'CI' })).result as { plainTextToken: string };
      await SocialProfile.create({ user_id: user.id, service_name: 'google', user_service_id: `g-${user.id}` });

      const res = await call('DELETE', `/api/v1/users/${user.id}?deleteCurrentUser=true`, cookie);
      expect(res.statusCode, res.payload).to.equal(200);
      expect(res.result).to.deep.equal({ message: 'Account deleted' });
      expect(String(res.headers['set-cookie'])).to.match(/sitewright_session=;[^,]*Max-Age=0/);

      expect(await User.findByPk(user.id)).to.equal(null);
      for (const model of [Session, AccessToken, SocialProfile, UserRole] as const) {
        expect(await (model as typeof Session).count({ where: { user_id: user.id } }), model.name).to.equal(0);
      }
      expect(existsSync(avatarFile(avatar))).to.equal(false);
      for (const stale of [cookie, otherDevice]) expect((await call('GET', '/api/v1/users/me', stale)).statusCode).to.equal(401);
      const viaToken = await app.server.inject({ url: '/api/v1/users/me', headers: { authorization: `Bearer ${token.plainTextToken}` } });
      expect(viaToken.statusCode).to.equal(401);
    });

    it('needs a recently confirmed password, the flag, and one’s own account', async () => {
      const me = await createTestUser();
      const other = await createTestUser();
      const otherCookie = await signInAs(other.user);
      const unconfirmed = await signInAs(me.user, { passwordConfirmed: false });
      expect((await call('DELETE', '/api/v1/users/me?deleteCurrentUser=true', unconfirmed)).statusCode).to.equal(423);

      const cookie = await signInAs(me.user);
      expect((await call('DELETE', '/api/v1/users/me', cookie)).statusCode).to.equal(403);
      expect((await call('DELETE', `/api/v1/users/${other.user.id}?deleteCurrentUser=true`, cookie)).statusCode).to.equal(403);
      expect((await call('DELETE', '/api/v1/users/me?deleteCurrentUser=true', null)).statusCode).to.equal(401);
      expect(await User.count({ where: { id: [me.user.id, other.user.id] } })).to.equal(2);
      for (const stillIn of [cookie, otherCookie]) expect((await call('GET', '/api/v1/users/me', stillIn)).statusCode).to.equal(200);
    });
  });
});
