import { expect } from 'chai';
import { stripDataIds } from '../../common/editor/data-ids.ts';

describe('stripDataIds', () => {
  it('drops every data-id attribute and keeps every other byte', () => {
    const html = `<section data-id="aaaaaaaaaa" class="hero"><p data-id='bbbbbbbbbb'>Say data-id="cccccccccc" &amp; more</p><template><i data-id=dddddddddd></i></template><svg data-id="eeeeeeeeee" viewBox="0 0 1 1"><path data-id="ffffffffff" d="M0"/></svg></section>`;
    expect(stripDataIds(html)).to.equal(
      '<section class="hero"><p>Say data-id="cccccccccc" &amp; more</p><template><i></i></template><svg viewBox="0 0 1 1"><path d="M0"/></svg></section>',
    );
  });

  it('leaves markup without ids untouched', () => {
    expect(stripDataIds('<b>bold</b> text')).to.equal('<b>bold</b> text');
  });
});
