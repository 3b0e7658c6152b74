import { expect } from 'chai';
import { normalizeSearchQuery, readSearchQuery, SEARCH_DEBOUNCE_MS, SEARCH_PARAM, withSearchQuery } from '../../web/src/features/dashboard/project-search.ts';

// The dashboard search box writes ?query= (the API's parameter name) 300 ms after the last key.
describe('dashboard search parameter', () => {
  const params = (search: string) => new URLSearchParams(search);

  it('uses the API parameter name and a 300 ms debounce', () => {
    expect(SEARCH_PARAM).to.equal('query');
    expect(SEARCH_DEBOUNCE_MS).to.equal(300);
  });

  it('normalizes typed text: trims and collapses inner whitespace', () => {
    expect(normalizeSearchQuery('  my   shop ')).to.equal('my shop');
    expect(normalizeSearchQuery('\t\n')).to.equal('');
    expect(normalizeSearchQuery(null)).to.equal('');
    expect(normalizeSearchQuery(undefined)).to.equal('');
  });

  it('reads the query from the URL, absent meaning no search', () => {
    expect(readSearchQuery(params('?query=bakery'))).to.equal('bakery');
    expect(readSearchQuery(params('?query=%20caf%C3%A9%20%20bar'))).to.equal('café bar');
    expect(readSearchQuery(params(''))).to.equal('');
  });

  it('sets the query and keeps the other parameters', () => {
    const next = withSearchQuery(params('?tab=all'), 'portfolio');
    expect(next?.toString()).to.equal('tab=all&query=portfolio');
  });

  it('replaces an existing query and removes it when the box is emptied', () => {
    expect(withSearchQuery(params('?query=old&tab=all'), ' new ')?.get('query')).to.equal('new');
    const cleared = withSearchQuery(params('?query=old&tab=all'), '   ');
    expect(cleared?.has('query')).to.equal(false);
    expect(cleared?.get('tab')).to.equal('all');
  });

  it('answers null when the URL already holds the same search, so no navigation happens', () => {
    expect(withSearchQuery(params('?query=shop'), 'shop ')).to.equal(null);
    expect(withSearchQuery(params(''), '')).to.equal(null);
    expect(withSearchQuery(params('?tab=all'), '  ')).to.equal(null);
    // A hand-written URL with untrimmed text is rewritten to the normalized form.
    expect(withSearchQuery(params('?query=%20shop'), 'shop')?.get('query')).to.equal('shop');
  });

  it('does not touch the parameters it was given', () => {
    const original = params('?query=a');
    withSearchQuery(original, 'b');
    expect(original.get('query')).to.equal('a');
  });
});
