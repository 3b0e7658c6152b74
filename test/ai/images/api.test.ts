import { expect } from 'chai';
import type { GenerationRecord } from '../../../common/ai/generations.ts';
import { MAX_GENERATION_PHOTOS, type AiImageSettings } from '../../../common/ai/image-settings.ts';
import { AiGeneration } from '../../../server/modules/ai/models.ts';
import { PHOTO_MESSAGES } from '../../../server/modules/ai/images/photos.ts';
import { Setting } from '../../../server/modules/settings/models.ts';
import { FileEntryModel } from '../../../server/modules/uploads/models.ts';
import type { User } from '../../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { withCsrf } from '../../helpers/http.ts';

describe('pictures API: photos handed to a generation, and the admin\'s picture settings', function () {
  this.timeout(60_000);
  let app: TestApp;
  let user: User;
  let cookie = '';
  let admin = '';

  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
    ({ user } = await createTestUser());
    cookie = await signInAs(user);
    admin = await signInAs((await createTestUser({ roles: ['admin'] })).user);
  });
  after(() => app?.stop());

  const request = (method: string, url: string, payload?: object, as = cookie) => app.server.inject({ method, url, payload, headers: withCsrf({ cookie: as }) });
  const file = (owner: User, name: string, mime: string) =>
    FileEntryModel.create({ name, file_name: `${Math.random().toString(16).slice(2)}.bin`, mime, extension: name.split('.').pop()!, file_size: 10, type: 'file', disk: 'uploads', user_id: owner.id });

  it('refuses photos that are not the user\'s own images, naming the photos field', async () => {
    const stranger = (await createTestUser()).user;
    const theirs = await file(stranger, 'theirs.jpg', 'image/jpeg');
    const document = await file(user, 'notes.pdf', 'application/pdf');
    for (const [photos, message] of [
      [[theirs.id], PHOTO_MESSAGES.notFound],
      [[999_999], PHOTO_MESSAGES.notFound],
      [[document.id], PHOTO_MESSAGES.notImage],
    ] as const) {
      const response = await request('POST', '/api/v1/ai/generations', { prompt: 'a bicycle repair workshop', photos });
      expect(response.statusCode, response.payload).to.equal(422);
      expect((response.result as { errors: Record<string, string> }).errors).to.deep.equal({ photos: message });
    }
    const tooMany = await request('POST', '/api/v1/ai/generations', { prompt: 'a bicycle repair workshop', photos: Array.from({ length: MAX_GENERATION_PHOTOS + 1 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).to.equal(422);
    expect(await AiGeneration.count(), 'nothing was started').to.equal(0);
  });

  it('keeps the user\'s own images with the generation', async () => {
    const mine = await file(user, 'shop-front.jpg', 'image/jpeg');
    const response = await request('POST', '/api/v1/ai/generations', { prompt: 'a bicycle repair workshop', pages: 1, photos: [mine.id] });
    expect(response.statusCode, response.payload).to.equal(202);
    const { generation } = response.result as { generation: GenerationRecord };
    expect((await AiGeneration.findByPk(generation.id))!.options.photos).to.deep.equal([mine.id]);
  });

  it('answers the picture settings to admins only, never the keys, and saves them sealed', async () => {
    for (const method of ['GET', 'PUT']) {
      const response = await request(method, '/api/v1/admin/ai/images', method === 'PUT' ? { generation_base_url: null, generation_model: null } : undefined);
      expect(response.statusCode, method).to.equal(403);
    }
    const initial = (await request('GET', '/api/v1/admin/ai/images', undefined, admin)).result as { settings: AiImageSettings };
    expect(initial.settings).to.deep.equal({ unsplash_key_set: false, pexels_key_set: false, generation_base_url: null, generation_model: null, generation_api_key_set: false, in_use: ['uploads', 'bundled'] });

    const saved = await request('PUT', '/api/v1/admin/ai/images', { unsplash_key: 'unsplash-secret', pexels_key: 'pexels-secret', generation_base_url: 'https://images.example.test/v1', generation_model: 'gpt-image-1', generation_api_key: 'sk-image-secret' }, admin);
    expect(saved.statusCode, saved.payload).to.equal(200);
    expect((saved.result as { settings: AiImageSettings }).settings).to.deep.equal({
      unsplash_key_set: true,
      pexels_key_set: true,
      generation_base_url: 'https://images.example.test/v1',
      generation_model: 'gpt-image-1',
      generation_api_key_set: true,
      in_use: ['uploads', 'unsplash', 'pexels', 'generation', 'bundled'],
    });
    for (const secret of ['unsplash-secret', 'pexels-secret', 'sk-image-secret']) {
      expect(saved.payload).to.not.include(secret);
      const rows = await Setting.findAll();
      expect(rows.some((row) => row.value?.includes(secret)), `${secret} is sealed`).to.equal(false);
    }

    // An absent key keeps the stored one; '' removes it.
    const kept = await request('PUT', '/api/v1/admin/ai/images', { unsplash_key: '', generation_base_url: null, generation_model: null }, admin);
    expect((kept.result as { settings: AiImageSettings }).settings).to.deep.include({ unsplash_key_set: false, pexels_key_set: true, generation_api_key_set: true, in_use: ['uploads', 'pexels', 'bundled'] });
  });

  it('refuses an images endpoint that is not http(s) or has no model, saying which field', async () => {
    for (const [payload, field] of [
      [{ generation_base_url: 'ftp://images.example.test', generation_model: 'm' }, 'generation_base_url'],
      [{ generation_base_url: 'https://images.example.test/v1', generation_model: null }, 'generation_model'],
    ] as const) {
      const response = await request('PUT', '/api/v1/admin/ai/images', payload, admin);
      expect(response.statusCode, JSON.stringify(payload)).to.equal(422);
      expect((response.result as { errors: Record<string, unknown> }).errors).to.have.property(field);
    }
  });
});
