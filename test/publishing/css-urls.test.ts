import { expect } from 'chai';
import { cssUrls, mapCssUrls } from '../../server/modules/publishing/build/css-urls.ts';

// Published CSS points its local url()s at the copied assets (css-urls.ts). A reference missed
// leaves a broken image on the live site; text rewritten inside a string or a comment changes
// what the site shows; an address written back without its escapes breaks the rule around it.

const toAssets = (url: string) => (url.startsWith('/uploads/') ? `/assets/${url.slice('/uploads/'.length)}` : null);

describe('url() references in published CSS (publishing/build/css-urls.ts)', () => {
  it('rewrites quoted and unquoted references, keeping each quote and everything around them', () => {
    const css = `.a{background:url(/uploads/a.png) no-repeat}.b{background-image:url( '/uploads/b.png' )}.c{src:URL("/uploads/c.woff") format("woff")}`;
    expect(cssUrls(css)).to.deep.equal(['/uploads/a.png', '/uploads/b.png', '/uploads/c.woff']);
    expect(mapCssUrls(css, toAssets)).to.equal(`.a{background:url(/assets/a.png) no-repeat}.b{background-image:url('/assets/b.png')}.c{src:url("/assets/c.woff") format("woff")}`);
  });

  it('leaves references that map keeps exactly as written', () => {
    const css = `.a { background: url( https://cdn.example.com/x.png ), url( "data:image/png;base64,iVBORw0KGgo=" ) }`;
    expect(mapCssUrls(css, toAssets)).to.equal(css);
  });

  it('does not touch url( text inside strings or comments', () => {
    const css = `.a::before{content:"url(/uploads/in-string.png)"}/* background: url(/uploads/in-comment.png) */.b{content:'see url("/uploads/quoted.png")'}.c{background:url(/uploads/real.png)}`;
    expect(cssUrls(css)).to.deep.equal(['/uploads/real.png']);
    expect(mapCssUrls(css, toAssets)).to.equal(css.replace('url(/uploads/real.png)', 'url(/assets/real.png)'));
  });

  it('reads data: URIs whole, commas, semicolons and quotes of another kind included', () => {
    const svg = `data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0'/></svg>`;
    const css = `.i{--sw-icon:url("${svg}")}.j{background:url(data:image/gif;base64,R0lGODlhAQABAAAAACw=)}`;
    expect(cssUrls(css)).to.deep.equal([svg, 'data:image/gif;base64,R0lGODlhAQABAAAAACw=']);
  });

  it('decodes escaped characters and escapes the ones the new address needs', () => {
    const css = `.a{background:url(/uploads/a\\)b.png)}.b{background:url("/uploads/say \\"hi\\".png")}.c{background:url(/uploads/\\31 .png)}`;
    expect(cssUrls(css)).to.deep.equal(['/uploads/a)b.png', '/uploads/say "hi".png', '/uploads/1.png']);
    const mapped = mapCssUrls(css, (url) => `/assets/${url.slice('/uploads/'.length).replace('.png', ' copy.png')}`);
    expect(mapped).to.equal(`.a{background:url(/assets/a\\)b\\ copy.png)}.b{background:url("/assets/say \\"hi\\" copy.png")}.c{background:url(/assets/1\\ copy.png)}`);
    expect(cssUrls(mapped)).to.deep.equal(['/assets/a)b copy.png', '/assets/say "hi" copy.png', '/assets/1 copy.png']);
  });

  it('finds references in a declaration list or a single value as in a stylesheet, and skips malformed ones', () => {
    expect(cssUrls('background: url(/uploads/a.png); color: red')).to.deep.equal(['/uploads/a.png']);
    expect(cssUrls('image-set(url(/uploads/a.png) 1x, "/uploads/b.png" 2x)')).to.deep.equal(['/uploads/a.png']);
    // A space inside an unquoted address makes a bad url that browsers drop: nothing to copy.
    expect(cssUrls('.a{background:url(/uploads/a b.png)}')).to.deep.equal([]);
    expect(cssUrls('.a{background:url("/uploads/a.png" x)}')).to.deep.equal([]);
  });
});
