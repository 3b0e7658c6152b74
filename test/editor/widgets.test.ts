import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { elementName, elementNameFromHtml, parsePage, type ElementNode } from '../../common/editor/index.ts';
import { ARTICLE_WIDGET, OMELETTE_WIDGET, WIDGETS, widgetHtml, widgetOf } from '../../common/editor/widgets.ts';

function firstElement(html: string): ElementNode {
  const doc = parsePage(html);
  return doc.nodes.get((doc.nodes.get(doc.rootId) as ElementNode).children[0]) as ElementNode;
}

describe('add-on widgets', () => {
  it('are the two add-on widgets with every data attribute and their refresh delays', () => {
    expect(WIDGETS.map((w) => w.name)).to.deep.equal(['Omelette Widget', 'Factory Article']);
    expect(OMELETTE_WIDGET.fields.map((f) => f.attribute)).to.deep.equal([
      'data-waitlist', 'data-variant', 'data-title', 'data-subtitle', 'data-submittext', 'data-hasnamefield',
      'data-hasphonefield', 'data-imglocation', 'data-imgsrc', 'data-subscribercounttext', 'data-metafields',
    ]);
    expect(ARTICLE_WIDGET.fields.map((f) => f.attribute)).to.deep.equal(['data-article-id', 'data-article-url', 'data-article-keyword']);
    expect([OMELETTE_WIDGET.refreshDelayMs, ARTICLE_WIDGET.refreshDelayMs]).to.deep.equal([900, 100]);
  });

  it('insert as one empty element carrying every attribute at its default, named after the widget', () => {
    const html = widgetHtml(OMELETTE_WIDGET);
    const node = firstElement(html);
    expect(node.children).to.deep.equal([]);
    expect(node.attrs['data-sw-widget']).to.equal('omelette');
    expect(node.attrs['data-title']).to.equal('Join the waitlist');
    expect(node.attrs['data-hasnamefield']).to.equal('true');
    expect(elementName(node)).to.equal('Omelette Widget');
    expect(elementNameFromHtml(widgetHtml(ARTICLE_WIDGET))).to.equal('Factory Article');
  });

  it('are recognised by their kind, or by their marker attribute in markup written by hand', () => {
    expect(widgetOf(firstElement(widgetHtml(ARTICLE_WIDGET)))).to.equal(ARTICLE_WIDGET);
    expect(widgetOf(firstElement('<div data-waitlist="w1"></div>'))).to.equal(OMELETTE_WIDGET);
    expect(widgetOf(firstElement('<section data-article-id="7"></section>'))).to.equal(ARTICLE_WIDGET);
    expect(widgetOf(firstElement('<div data-title="x"></div>'))).to.equal(null);
    expect(widgetOf(null)).to.equal(null);
  });

  it('the runtime (templates/site/widgets.js) watches the same attributes and refreshes after the same delays', () => {
    const runtime = readFileSync(new URL('../../templates/site/widgets.js', import.meta.url), 'utf8');
    expect(runtime).to.contain(`REFRESH_MS = { omelette: ${OMELETTE_WIDGET.refreshDelayMs}, article: ${ARTICLE_WIDGET.refreshDelayMs} }`);
    for (const widget of WIDGETS) {
      expect(runtime).to.contain(`${widget.kind}: [${widget.fields.map((f) => `'${f.attribute}'`).join(', ')}]`);
    }
    expect(runtime).to.match(/START_DELAY_MS = 100;[\s\S]*ADDED_BATCH_MS = 50;[\s\S]*EMPTY_CHECK_MS = 500;/);
  });
});
