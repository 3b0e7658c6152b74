import { expect } from 'chai';
import { PlanPageScanner, type StreamedPage } from '../../server/modules/ai/providers/plan-pages.ts';
import { samplePlan } from './support/sample-plan.ts';

/** Feeds the answer one character at a time, noting after how many characters each page came out. */
function scan(text: string): { at: number; page: StreamedPage }[] {
  const scanner = new PlanPageScanner();
  const seen: { at: number; page: StreamedPage }[] = [];
  for (let length = 1; length <= text.length; length += 1) {
    for (const page of scanner.read(text.slice(0, length))) seen.push({ at: length, page });
  }
  return seen;
}

describe('AI: pages of a streamed plan', function () {
  it('gives each page the moment its closing brace arrives, checked and cleaned', function () {
    const plan = samplePlan();
    plan.pages[1].name = '  Menu <b>today</b> ';
    const text = JSON.stringify(plan, null, 2);
    const seen = scan(text);
    expect(seen.map(({ page }) => [page.index, page.page.name])).to.deep.equal([
      [0, 'Home'],
      [1, 'Menu today'],
      [2, 'Contact'],
    ]);
    // Each one at its own closing brace: before the next page's first character, and with the page's last one.
    const starts = plan.pages.map((page) => text.indexOf(`"title": ${JSON.stringify(page.title)}`));
    for (const [index, { at }] of seen.entries()) {
      expect(text[at - 1], plan.pages[index].name).to.equal('}');
      expect(at).to.be.greaterThan(starts[index]);
      if (index + 1 < starts.length) expect(at).to.be.lessThan(starts[index + 1]);
      expect(JSON.parse(text.slice(text.lastIndexOf('\n    {', at), at)).name).to.equal(plan.pages[index].name);
    }
    expect(seen[0].page.page.sections).to.deep.equal(samplePlan().pages[0].sections);
  });

  it('skips what a model writes around the plan, braces and quotes inside its strings, and lists named "pages" deeper down', function () {
    const plan = samplePlan();
    const tricky = { ...plan, tagline: 'Say "{hello}" [or] \\ {"pages": [{}]}', extra: { pages: [{ name: 'Not a page' }] } };
    const text = `<think>The user wants {a bakery}; pages: [{"name": "x"}]</think>Here is the plan:\n\`\`\`json\n${JSON.stringify(tricky)}\n\`\`\`\nEnjoy {it}!`;
    expect(scan(text).map(({ page }) => page.page.name)).to.deep.equal(['Home', 'Menu', 'Contact']);
  });

  it('passes over a page that is not valid on its own, keeping the others in their places', function () {
    const plan = samplePlan() as unknown as { pages: Record<string, unknown>[] };
    plan.pages[1].sections = [];
    expect(scan(JSON.stringify(plan)).map(({ page }) => [page.index, page.page.name])).to.deep.equal([
      [0, 'Home'],
      [2, 'Contact'],
    ]);
  });

  it('gives nothing for an answer cut off inside a page', function () {
    const text = JSON.stringify(samplePlan());
    const cut = text.slice(0, text.indexOf('"name":"Menu"') + 40);
    expect(scan(cut).map(({ page }) => page.page.name)).to.deep.equal(['Home']);
  });
});
