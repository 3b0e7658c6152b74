import { expect } from 'chai';
import { parsePage, serializePage } from '../../common/editor/document.ts';
import { applyOperation, EditError, mergeKeyOf, type Operation } from '../../common/editor/operations.ts';
import { restyleCopy, rulesForSubtree } from '../../common/editor/style-copies.ts';
import { isValidStyleValue, ownStyleClass, resolveDeclaration, styleRulesOf, stylesToCss } from '../../common/editor/styles.ts';

const style = (selector: string, breakpoint: 'all' | 'laptop' | 'tablet' | 'mobile', declarations: Record<string, string | null>): Operation => ({
  type: 'setStyle',
  selector,
  breakpoint,
  declarations,
});

describe('editor styles as data', () => {
  it('sets declarations of one rule per breakpoint and returns the inverse that restores values and order', () => {
    const doc = parsePage('<h1 class="sw-aaaaaaaaaa">Hi</h1>');
    const first = applyOperation(doc, style('.sw-aaaaaaaaaa', 'all', { padding: '10px', 'padding-top': '0', color: 'red' }));
    expect(first).to.deep.equal(style('.sw-aaaaaaaaaa', 'all', { padding: null, 'padding-top': null, color: null }));
    const removal = applyOperation(doc, style('.sw-aaaaaaaaaa', 'all', { padding: null }));
    expect(styleRulesOf(doc.styles)[0].declarations).to.deep.equal({ 'padding-top': '0', color: 'red' });
    applyOperation(doc, removal);
    // The shorthand is back before its longhand, or padding-top: 0 would lose.
    expect(Object.keys(styleRulesOf(doc.styles)[0].declarations)).to.deep.equal(['padding', 'padding-top', 'color']);
    applyOperation(doc, first);
    expect(styleRulesOf(doc.styles), 'an emptied rule is not saved').to.deep.equal([]);
  });

  it('cascades from wider breakpoints to narrower ones until overridden', () => {
    const doc = parsePage('<p>x</p>');
    applyOperation(doc, style('.sw-aaaaaaaaaa', 'all', { 'font-size': '40px' }));
    applyOperation(doc, style('.sw-aaaaaaaaaa', 'mobile', { 'font-size': '24px' }));
    expect(resolveDeclaration(doc.styles, '.sw-aaaaaaaaaa', 'tablet', 'font-size')).to.deep.equal({ value: '40px', from: 'all' });
    expect(resolveDeclaration(doc.styles, '.sw-aaaaaaaaaa', 'mobile', 'font-size')).to.deep.equal({ value: '24px', from: 'mobile' });
    expect(resolveDeclaration(doc.styles, '.sw-aaaaaaaaaa', 'all', 'color')).to.equal(null);
    expect(stylesToCss(doc.styles.values())).to.equal(
      '.sw-aaaaaaaaaa { font-size: 40px; }\n@media (max-width: 479px) {\n  .sw-aaaaaaaaaa { font-size: 24px; }\n}',
    );
  });

  it('refuses what would break out of one declaration or address elements by anything but a class', () => {
    const doc = parsePage('<p>x</p>');
    for (const op of [
      style('[data-id="x"]', 'all', { color: 'red' }),
      style('.a .b', 'all', { color: 'red' }),
      style('.a', 'all', { 'color;': 'red' }),
      style('.a', 'all', { color: 'red; background: blue' }),
      style('.a', 'all', { color: 'red } body { display: none' }),
      style('.a', 'all', { color: '</style><script>' }),
      style('.a', 'all', { color: 'red !important' }),
      { ...style('.a', 'all', { color: 'red' }), breakpoint: 'huge' } as unknown as Operation,
    ]) {
      expect(() => applyOperation(doc, op), JSON.stringify(op)).to.throw(EditError);
    }
    expect(isValidStyleValue('url("/a;b.svg") no-repeat')).to.equal(true);
    expect(styleRulesOf(doc.styles)).to.deep.equal([]);
  });

  it('merges consecutive changes of the same properties of one rule, not of others', () => {
    expect(mergeKeyOf(style('.a', 'all', { color: 'red' }))).to.equal(mergeKeyOf(style('.a', 'all', { color: 'blue' })));
    expect(mergeKeyOf(style('.a', 'all', { color: 'red' }))).not.to.equal(mergeKeyOf(style('.a', 'mobile', { color: 'red' })));
    expect(mergeKeyOf(style('.a', 'all', { color: 'red' }))).not.to.equal(mergeKeyOf(style('.a', 'all', { opacity: '1' })));
  });

  it('edits page settings as one undoable operation and refuses unknown ones', () => {
    const doc = parsePage('<p>x</p>', { title: 'Home', css: 'p{}' });
    const inverse = applyOperation(doc, { type: 'setPageMeta', values: { title: 'Menu', slug: 'menu' } });
    expect(doc.meta).to.include({ title: 'Menu', slug: 'menu', css: 'p{}' });
    applyOperation(doc, inverse);
    expect(doc.meta).to.include({ title: 'Home', slug: '' });
    expect(() => applyOperation(doc, { type: 'setPageMeta', values: { html: 'x' } as never })).to.throw(EditError);
  });

  it('loads saved rules with the page and skips ones no editor could have written', () => {
    const doc = parsePage('<p class="sw-aaaaaaaaaa">x</p>', {
      styles: [
        { selector: '.sw-aaaaaaaaaa', breakpoint: 'tablet', declarations: { color: 'red', bad: 'x;y' } },
        { selector: 'body', breakpoint: 'all', declarations: { display: 'none' } },
      ],
    });
    expect(styleRulesOf(doc.styles)).to.deep.equal([{ selector: '.sw-aaaaaaaaaa', breakpoint: 'tablet', declarations: { color: 'red' } }]);
    const p = [...doc.nodes.values()].find((node) => node.type === 'element' && node.tag === 'p')!;
    expect(ownStyleClass(p as never)).to.equal('sw-aaaaaaaaaa');
  });

  it('gives a copied element fresh own classes carrying the original rules', () => {
    const doc = parsePage('<div class="card sw-aaaaaaaaaa"><h2 class="sw-bbbbbbbbbb">T</h2></div><p class="sw-cccccccccc">x</p>', {
      styles: [
        { selector: '.sw-aaaaaaaaaa', breakpoint: 'all', declarations: { color: 'red' } },
        { selector: '.sw-bbbbbbbbbb', breakpoint: 'mobile', declarations: { 'font-size': '20px' } },
        { selector: '.sw-cccccccccc', breakpoint: 'all', declarations: { color: 'blue' } },
      ],
    });
    const div = [...doc.nodes.values()].find((node) => node.type === 'element' && node.tag === 'div')!;
    const rules = rulesForSubtree(doc, div.id);
    expect(rules.map((rule) => rule.selector)).to.deep.equal(['.sw-aaaaaaaaaa', '.sw-bbbbbbbbbb']);
    const copy = restyleCopy('<div class="card sw-aaaaaaaaaa"><h2 class="sw-bbbbbbbbbb">T</h2></div>', rules);
    expect(copy.html).not.to.contain('sw-aaaaaaaaaa');
    expect(copy.html).to.match(/class="card sw-[\w-]{10}"/);
    expect(copy.ops).to.have.length(2);
    for (const op of copy.ops) applyOperation(doc, op);
    expect(styleRulesOf(doc.styles)).to.have.length(5);
    expect(serializePage(doc), 'the original is untouched').to.contain('sw-aaaaaaaaaa');
    expect(restyleCopy('<p>plain</p>', rules)).to.deep.equal({ html: '<p>plain</p>', ops: [] });
  });
});
