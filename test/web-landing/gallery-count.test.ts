import { expect } from 'chai';
import { MIN_COUNTED_PAGES, shownPagesCount } from '../../web/src/features/landing/gallery-count.ts';

// The home page's gallery heads itself with the install's page count ("12 pages created with …"),
// but only once there is something to count: a fresh install says "Made with …" instead.
describe('the gallery heading’s page count', () => {
  it('names no count on a fresh install or with only a couple of pages', () => {
    expect(shownPagesCount(0)).to.equal(null);
    expect(shownPagesCount(1)).to.equal(null);
    expect(shownPagesCount(MIN_COUNTED_PAGES - 1)).to.equal(null);
    expect(shownPagesCount(undefined)).to.equal(null);
  });

  it('names the real count from a few pages on', () => {
    expect(shownPagesCount(MIN_COUNTED_PAGES)).to.equal(MIN_COUNTED_PAGES);
    expect(shownPagesCount(1234)).to.equal(1234);
  });
});
