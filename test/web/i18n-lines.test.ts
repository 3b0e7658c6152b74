import { expect } from 'chai';
import { englishLines, webLines } from '../../scripts/i18n-lines.ts';

describe('translatable lines', () => {
  it('English holds every line the web app shows, so the localization editor can offer it', () => {
    const english = englishLines();
    const missing = [...webLines()].filter(([line]) => !Object.hasOwn(english, line)).map(([line, file]) => `${file}: ${line}`);
    expect(missing, 'run npm run i18n:extract').to.deep.equal([]);
  });

  it('finds the lines of <Trans> and trans()', () => {
    const lines = webLines();
    expect(lines.get('Search elements')).to.be.a('string');
    expect(lines.get('Take me there!')).to.be.a('string');
  });

  it('finds the plural lines of transChoice() and <Trans count>', () => {
    const lines = webLines();
    expect(lines.get('{one} :count page|{other} :count pages')).to.equal('web/src/features/publishing/deploy-history.tsx');
    expect(lines.get('{one} :count site|{other} :count sites')).to.equal('web/src/features/dashboard/dashboard-page.tsx');
  });
});
