import { expect } from 'chai';
import type { BootstrapData } from '../../common/types.ts';
import { Localization } from '../../server/modules/localization/models.ts';
import englishLines from '../../server/modules/localization/lines/en.json' with { type: 'json' };
import { setSetting } from '../../server/modules/settings/service.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startAdminWorld, type AdminWorld } from './support.ts';

interface LocalizationRow {
  id: number;
  name: string;
  language: string;
  missing_lines: number;
  total_lines: number;
}

interface LocalizationDetail extends LocalizationRow {
  lines: Record<string, string>;
}

const SOURCE = englishLines as Record<string, string>;
const TOTAL = Object.keys(SOURCE).length;

describe('admin: localizations', function () {
  this.timeout(60_000);
  let world: AdminWorld;
  let english: LocalizationRow;

  before(async () => {
    world = await startAdminWorld();
    english = (await world.list<LocalizationRow>('/api/v1/admin/localizations', { query: 'English' })).data[0];
  });
  after(() => world.app.stop());

  const create = async (name: string, language: string) => (await world.ok<{ localization: LocalizationDetail }>('POST', '/api/v1/admin/localizations', { name, language })).localization;
  const update = async (id: number, payload: object) => (await world.ok<{ localization: LocalizationDetail }>('PUT', `/api/v1/admin/localizations/${id}`, payload)).localization;

  async function bootstrapFor(cookie: string): Promise<BootstrapData> {
    const response = await world.app.server.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: { cookie } });
    return (response.result as { data: BootstrapData }).data;
  }

  it('lists English with every source line translated', () => {
    expect(english).to.include({ name: 'English', language: 'en', missing_lines: 0, total_lines: TOTAL });
  });

  it('starts a new language from English, counts emptied lines as missing, and merges edits', async () => {
    const french = await create('Français', 'fr');
    expect(french).to.include({ name: 'Français', language: 'fr', missing_lines: 0, total_lines: TOTAL });
    expect(french.lines).to.deep.equal(SOURCE);

    const edited = await update(french.id, { lines: { 'Log in': 'Se connecter', Dashboard: '', Pricing: '  ' } });
    expect(edited.missing_lines).to.equal(2);
    expect(edited.lines).to.include({ 'Log in': 'Se connecter', Dashboard: '', 'Log out': 'Log out' });
    const again = await update(french.id, { lines: { 'Log out': 'Se déconnecter' } });
    expect(again.lines).to.include({ 'Log in': 'Se connecter', 'Log out': 'Se déconnecter', Dashboard: '' });
    expect(again.missing_lines).to.equal(2);

    const shown = (await world.ok<{ localization: LocalizationDetail }>('GET', `/api/v1/admin/localizations/${french.id}`)).localization;
    expect(shown).to.deep.include({ id: french.id, missing_lines: 2, total_lines: TOTAL });
    expect(Object.keys(shown.lines)).to.deep.equal(Object.keys(SOURCE));

    const listed = await world.list<LocalizationRow>('/api/v1/admin/localizations', { orderBy: 'language', orderDir: 'asc' });
    expect(listed.data.map((row) => [row.language, row.missing_lines])).to.deep.equal([
      ['en', 0],
      ['fr', 2],
    ]);
    // A line that is missing from the stored lines altogether counts as missing too.
    const row = (await Localization.findByPk(french.id))!;
    const { 'Get Started': _dropped, ...rest } = row.lines;
    await row.update({ lines: rest });
    expect((await world.list<LocalizationRow>('/api/v1/admin/localizations', { query: 'fr' })).data[0].missing_lines).to.equal(3);
  });

  it('shows an edited line at once in the bootstrap data of a user with that language; untranslated lines fall back to English', async () => {
    const spanish = await create('Español', 'es');
    const { user } = await createTestUser();
    await user.update({ language: 'es' });
    const cookie = await signInAs(user);
    expect((await bootstrapFor(cookie)).i18n.lines).to.not.have.property('Log in');

    await update(spanish.id, { lines: { 'Log in': 'Iniciar sesión', Dashboard: '' } });
    const { i18n } = await bootstrapFor(cookie);
    expect(i18n.language).to.equal('es');
    expect(i18n.lines['Log in']).to.equal('Iniciar sesión');
    expect(i18n.lines).to.not.have.property('Dashboard');
  });

  it('validates the language code, refuses a taken one and unknown lines', async () => {
    for (const language of ['french', 'FR', 'pt-br', 'p1', '']) {
      const response = await world.request('POST', '/api/v1/admin/localizations', { name: 'Bad', language });
      expect(response.statusCode, language).to.equal(400);
      expect((response.result as { errors: Record<string, string> }).errors).to.have.property('language');
    }
    const taken = await world.request('POST', '/api/v1/admin/localizations', { name: 'Anglais', language: 'en' });
    expect(taken.statusCode).to.equal(422);
    expect(taken.result).to.deep.equal({ message: 'The language has already been taken.', errors: { language: 'The language has already been taken.' } });

    const brazil = await create('Português (Brasil)', 'pt-BR');
    const clash = await world.request('PUT', `/api/v1/admin/localizations/${brazil.id}`, { language: 'fr' });
    expect(clash.statusCode).to.equal(422);
    const unknown = await world.request('PUT', `/api/v1/admin/localizations/${brazil.id}`, { lines: { 'No such line anywhere': 'x' } });
    expect(unknown.statusCode).to.equal(422);
    expect((unknown.result as { errors: Record<string, string> }).errors.lines).to.equal('Unknown line: "No such line anywhere".');
    expect((await update(brazil.id, { language: 'pt', name: 'Português' })).language).to.equal('pt');
    const englishRename = await world.request('PUT', `/api/v1/admin/localizations/${english.id}`, { language: 'de' });
    expect(englishRename.statusCode).to.equal(422);
  });

  it('refuses to delete English or the default localization, and deletes the others', async () => {
    const english409 = await world.request('DELETE', `/api/v1/admin/localizations/${english.id}`);
    expect(english409.statusCode).to.equal(409);
    expect((english409.result as { message: string }).message).to.equal('English is the source of every translation and cannot be deleted.');

    const italian = await create('Italiano', 'it');
    const dutch = await create('Nederlands', 'nl');
    await setSetting('i18n.default_localization', 'it');
    try {
      const busy = await world.request('DELETE', `/api/v1/admin/localizations/${italian.id}`);
      expect(busy.statusCode).to.equal(409);
      expect((busy.result as { message: string }).message).to.equal('This is the default localization: choose another default first.');
      // All or nothing: the bulk delete that includes the default keeps every one.
      expect((await world.request('DELETE', '/api/v1/admin/localizations', { ids: [dutch.id, italian.id] })).statusCode).to.equal(409);
      expect(await Localization.count({ where: { id: [dutch.id, italian.id] } })).to.equal(2);
      // Renaming the default's code moves the setting with it.
      await update(italian.id, { language: 'it-IT' });
      const busyAgain = await world.request('DELETE', `/api/v1/admin/localizations/${italian.id}`);
      expect(busyAgain.statusCode).to.equal(409);
    } finally {
      await setSetting('i18n.default_localization', 'en');
    }
    expect((await world.request('DELETE', '/api/v1/admin/localizations', { ids: [dutch.id, italian.id] })).statusCode).to.equal(204);
    expect(await Localization.count({ where: { id: [dutch.id, italian.id] } })).to.equal(0);
    expect(await Localization.count({ where: { language: 'en' } })).to.equal(1);
  });
});
