import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { templatesDir } from '../../config/paths.ts';
import { prepareMarkup, renderMarkup } from '../../server/modules/publishing/build/markup.ts';
import { scanTags, tokenizeTags, type TagHandler } from '../../server/modules/publishing/build/markup-tags.ts';
import { buildTemplatePages } from '../../server/modules/templates/seed.ts';
import { readSiteTemplates } from '../../server/modules/templates/sources.ts';

// The publisher reads a page's tags with a scanner where it can and with parse5's tokenizer
// otherwise (markup-tags.ts): for any markup the scanner takes, both must read the same tags,
// or a published page would lose or keep the wrong attributes depending on which one read it.

type TagEvent = ['start', string, [string, string, number, number][], number, boolean] | ['end', string, number];

function events(read: (source: string, handler: TagHandler) => unknown, source: string): TagEvent[] {
  const out: TagEvent[] = [];
  read(source, {
    startTag: (tag) => out.push(['start', tag.name, tag.attrs.map((attr) => [attr.name, attr.value, attr.start, attr.end]), tag.end, tag.rawText]),
    endTag: (name, start) => out.push(['end', name, start]),
  });
  return out;
}

/** The scanner's tags, or null when it leaves the markup to parse5. */
function scanned(source: string): TagEvent[] | null {
  let taken = false;
  const out = events((text, handler) => (taken = scanTags(text, handler)), source);
  return taken ? out : null;
}

/** A deterministic random number generator (mulberry32), so a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Pieces that reach every state the scanner has: tag and attribute names (upper case, non-ASCII
// letters the tokenizer must not lower-case), quotes, `=`, `/`, whitespace, character
// references, raw-text elements and their end tags, SVG and MathML with their integration points.
const PIECES = [
  '<', '</', '>', '/>', '/', '=', '"', "'", ' ', '\n', '\t', '\f', 'a', 'B', 'İ', 'K', 'x-y', 'é',
  '<div', '<DIV', '<p', '</p>', '<span class="a b"', ' class=', ' CLASS="c"', ' data-id="d1"', ' data-sw-x', ' href=', ' src="/storage/a.png"',
  ' style="background:url(/storage/b.png)"', ' srcset="/storage/c.png 1x, /storage/d.png 2x"', 'x&amp;y', '&lt;', '&notit;', '&#x41;', '&',
  '<style>', '</style>', '</STYLE >', '<textarea>', '</textarea', '<title>', '</title>', '<iframe src="/x">', '</iframe>', '<noscript>', '</noscript>', '<xmp>', '</xmp>',
  '<svg>', '</svg>', '<svg/>', '<foreignObject>', '</foreignObject>', '<math>', '</math>', '<mi>', '</mi>', '<annotation-xml encoding="text/html">', '</annotation-xml>',
  '<font color="red">', '<font>', '<b>', '<desc>', '</desc>', '<a href="menu.html">', '</a>', 'text ',
];

function randomMarkup(next: () => number): string {
  const count = 1 + Math.floor(next() * 40);
  let out = '';
  for (let i = 0; i < count; i++) out += PIECES[Math.floor(next() * PIECES.length)];
  return out;
}

function templateMarkup(): string[] {
  const pages = readSiteTemplates().flatMap((template) => buildTemplatePages(template).map((page) => page.html));
  const blocks = join(templatesDir, 'blocks');
  const snippets = readdirSync(blocks)
    .filter((name) => name.endsWith('.html'))
    .map((name) => readFileSync(join(blocks, name), 'utf8'));
  return [...pages, ...snippets];
}

describe('reading the tags of page markup (publishing/build/markup-tags)', () => {
  it('scans every starter page and block the way parse5 tokenizes it', () => {
    const sources = templateMarkup();
    let taken = 0;
    for (const source of sources) {
      const fast = scanned(source);
      if (fast === null) continue;
      taken += 1;
      expect(fast, source.slice(0, 200)).to.deep.equal(events(tokenizeTags, source));
    }
    // The starter markup is what the scanner is for: it takes nearly all of it.
    expect(taken).to.be.greaterThan(sources.length * 0.9);
  });

  it('reads the hard cases as parse5 does: quotes, missing values, duplicates, references, raw text, foreign content, a tag cut off', () => {
    const cases = [
      '<a href="x" b=y c d = "e" f=g>t</a ><p/><q x="1"/><r x=1/>',
      '<div class=a class=b CLASS="c" =d e="x>y" f=\'g"h\'>',
      '<a href="?a=1&amp;b=2&copy=3&notit;">x</a><img alt="&lt;&#x41;&">',
      '<a"b c\'d <e>',
      '<div a="1"b="2"/c>',
      '<DİV Kx="1">',
      '<style>a { background: url(/storage/a.png) } <div class="no"></style><div class="yes">',
      '<textarea><b class="no"></textarea x="</textarea>" ><b class="yes">',
      '<title></titlex><i class="no"></title/><i class="yes">',
      '<svg><style><i class="in-svg"></i></style></svg><style><i class="no"></style>',
      '<svg><foreignObject><textarea><b class="no"></textarea></foreignObject><title><b class="svg-title"></title></svg>',
      '<math><annotation-xml encoding="text/html"><style><b class="no"></style></annotation-xml></math>',
      '<svg><font color="red"><style><b class="no"></style>',
      '<svg><desc><iframe><b class="no"></iframe></desc></svg>',
      '<div class="a"',
      '<div class="a',
      '<div class=a',
      '<div class',
      '<p></p',
      '<iframe src="/x"><b class="no">',
      'a < b <3 <<div>',
    ];
    for (const source of cases) expect(scanned(source), source).to.deep.equal(events(tokenizeTags, source));
  });

  it('leaves comments, scripts, doctypes, CDATA, carriage returns and NULs to parse5', () => {
    for (const source of ['<!-- <a> -->', '<script>"</script>"</script>', '<!doctype html>', '<svg><![CDATA[<a>]]></svg>', '<a\r\nhref=x>', '<a\0>', '</ >', '<?x>', '<plaintext>']) {
      expect(scanned(source), source).to.equal(null);
    }
  });

  it('reads random markup as parse5 does', () => {
    const next = random(28);
    let taken = 0;
    for (let i = 0; i < 5000; i++) {
      const source = randomMarkup(next);
      const fast = scanned(source);
      if (fast === null) continue;
      taken += 1;
      expect(fast, JSON.stringify(source)).to.deep.equal(events(tokenizeTags, source));
    }
    expect(taken).to.be.greaterThan(2500);
  });
});

describe('what a page uses and loses when published (publishing/build/markup)', () => {
  it('splits class attributes at any whitespace, and takes the whitespace before an editor attribute with it', () => {
    const spaces = ['\t', '\n', '\v', '\f', ' ', '\u00a0', '\u1680', '\u2003', '\u2028', '\u202f', '\u3000', '\ufeff'];
    const words = ['a', ...spaces.map((space, index) => `${space}w${index}`), '\u200bzero-width'].join('');
    // A carriage return sends the markup to parse5's tokenizer: both readers must agree.
    for (const value of [words, `${words}\r\nlast`]) {
      const html = `<div class="${value}" \t\n\f data-id="d1"\n data-sw-layer="x" id="keep">t</div>`;
      const prepared = prepareMarkup(html);
      expect([...prepared.classes]).to.deep.equal(value.split(/\s+/).filter(Boolean));
      expect(renderMarkup(prepared)).to.equal(`<div class="${value}" id="keep">t</div>`);
    }
  });
});
