import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { setTranslations, Trans, transChoice } from '../../web/src/lib/i18n.tsx';

// Lines that depend on a number hold one form per plural category ("{one} …|{other} …"), and the
// language's own rules pick the form: English has two, Polish four, French counts 0 as one.

const SITES = '{one} :count site|{other} :count sites';

describe('plural lines (web/src/lib/i18n.tsx)', () => {
  after(() => setTranslations({}));

  it('picks the English form by count, and :count is the count', () => {
    setTranslations({}, 'en');
    expect([0, 1, 2, 21].map((n) => transChoice(SITES, n))).to.deep.equal(['0 sites', '1 site', '2 sites', '21 sites']);
    expect(transChoice('{one} Your draft is written.|{other} Your drafts are written.', 1)).to.equal('Your draft is written.');
    expect(transChoice('{one} :amount / year|{other} :amount / :count years', 3, { amount: '€10' })).to.equal('€10 / 3 years');
  });

  it('follows the rules of the language the lines are in, with as many forms as it has', () => {
    setTranslations({ [SITES]: '{one} :count strona|{few} :count strony|{many} :count stron|{other} :count strony' }, 'pl');
    expect([1, 2, 5, 22, 25, 1.5].map((n) => transChoice(SITES, n))).to.deep.equal(['1 strona', '2 strony', '5 stron', '22 strony', '25 stron', '1.5 strony']);
    setTranslations({ [SITES]: '{one} :count site|{other} :count sites' }, 'fr');
    expect(transChoice(SITES, 0)).to.equal('0 site');
  });

  it('falls back to the other form, then the last, and reads a line without forms whole', () => {
    setTranslations({ [SITES]: '{one} :count strona|{other} :count stron' }, 'pl');
    expect(transChoice(SITES, 3), 'no "few" form written').to.equal('3 stron');
    setTranslations({ [SITES]: 'Sites: :count' }, 'pl');
    expect(transChoice(SITES, 3)).to.equal('Sites: 3');
    setTranslations({}, 'not a language!');
    expect(transChoice(SITES, 1), 'an unknown language counts as English').to.equal('1 site');
  });

  it('renders <Trans count> with the chosen form, a formatted :count kept', () => {
    setTranslations({}, 'en');
    expect(renderToStaticMarkup(<Trans message={SITES} count={1} />)).to.equal('1 site');
    expect(renderToStaticMarkup(<Trans message="{one} :count line|{other} :count lines" count={1234} values={{ count: '1,234' }} />)).to.equal('1,234 lines');
    setTranslations({ [SITES]: '{one} :count strona|{few} :count strony|{many} :count stron|{other} :count strony' }, 'pl');
    expect(renderToStaticMarkup(<Trans message={SITES} count={5} />)).to.equal('5 stron');
  });
});
