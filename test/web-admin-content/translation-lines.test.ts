import { expect } from 'chai';
import { changedLines, missingCount, visibleLines } from '../../web/src/features/admin/localizations/translation-lines.ts';

// The localization line editor: search, the "missing only" filter and what Save sends.
describe('admin localization lines', () => {
  const english = { Save: 'Save', 'Log out': 'Sign out' };
  const saved = { Save: 'Enregistrer', 'Log out': '', Dashboard: '' };

  it('lists every line with its English source (the key when English has none) and whether it is missing', () => {
    expect(visibleLines({ english, saved, edits: {} }, '', false)).to.deep.equal([
      { key: 'Save', english: 'Save', value: 'Enregistrer', missing: false, edited: false },
      { key: 'Log out', english: 'Sign out', value: '', missing: true, edited: false },
      { key: 'Dashboard', english: 'Dashboard', value: '', missing: true, edited: false },
    ]);
  });

  it('shows only missing lines, counting unsaved edits', () => {
    const edits = { Dashboard: 'Tableau de bord' };
    expect(visibleLines({ english, saved, edits }, '', true).map((row) => row.key)).to.deep.equal(['Log out']);
    expect(missingCount(saved, edits)).to.equal(1);
    expect(missingCount(saved, {})).to.equal(2);
  });

  it('searches key, English and translation, ignoring case', () => {
    expect(visibleLines({ english, saved, edits: {} }, 'SIGN', false).map((row) => row.key)).to.deep.equal(['Log out']);
    expect(visibleLines({ english, saved, edits: {} }, 'enreg', false).map((row) => row.key)).to.deep.equal(['Save']);
    expect(visibleLines({ english, saved, edits: {} }, 'nothing like it', false)).to.deep.equal([]);
  });

  it('sends only edits that differ from what is saved', () => {
    expect(changedLines(saved, { Save: 'Enregistrer', 'Log out': 'Déconnexion' })).to.deep.equal({ 'Log out': 'Déconnexion' });
    expect(changedLines(saved, { Save: '' })).to.deep.equal({ Save: '' });
  });
});
