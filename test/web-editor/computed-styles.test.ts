import { expect } from 'chai';
import { ComputedStyles } from '../../web/src/features/editor/canvas/computed-styles.ts';
import type { Operation } from '../../common/editor/index.ts';

/** A canvas element carrying `classes` (its own and its ancestors'), and a window counting the reads it answers. */
function canvas(classes: string[]) {
  const reads: string[] = [];
  let version = 0;
  const element = { closest: (selector: string) => (classes.includes(selector.slice(1)) ? element : null) } as unknown as Element;
  const view = {
    getComputedStyle: () => ({
      getPropertyValue(property: string) {
        reads.push(property);
        return `${property}@${version}`;
      },
    }),
  } as unknown as Window;
  return { element, view, reads, restyle: () => (version += 1) };
}

const PANEL = ['text-align', 'font-weight', 'color', 'padding-top', 'margin-left', 'background-color'];
const setStyle = (selector: string, declarations: Record<string, string | null>): Operation => ({ type: 'setStyle', selector, breakpoint: 'all', declarations });

describe('the style panel\'s computed values (canvas/computed-styles.ts)', () => {
  it('reads each value from the canvas once while nothing changes', () => {
    const { element, view, reads } = canvas(['sw-own0000001']);
    const styles = new ComputedStyles();
    for (let render = 0; render < 3; render++) for (const property of PANEL) styles.read(element, view, property);
    expect(reads).to.deep.equal(PANEL);
  });

  it("after a change of the element's own rule, reads again only that property's family and the values layout gives", () => {
    const { element, view, reads, restyle } = canvas(['sw-own0000001']);
    const styles = new ComputedStyles();
    for (const property of PANEL) styles.read(element, view, property);
    reads.length = 0;
    restyle();
    styles.changed(setStyle('.sw-own0000001', { 'text-align': 'center' }));
    const values = PANEL.map((property) => styles.read(element, view, property));
    expect(reads).to.have.members(['text-align', 'padding-top', 'margin-left']);
    expect(values[0]).to.equal('text-align@1');
    expect(values[1], 'an untouched value stays as read').to.equal('font-weight@0');
  });

  it('a rule that does not reach the element leaves its values, but for those layout gives', () => {
    const { element, view, reads } = canvas(['sw-own0000001']);
    const styles = new ComputedStyles();
    for (const property of PANEL) styles.read(element, view, property);
    reads.length = 0;
    styles.changed(setStyle('.sw-other00001', { 'font-size': '40px', color: 'red' }));
    for (const property of PANEL) styles.read(element, view, property);
    expect(reads).to.have.members(['padding-top', 'margin-left']);
  });

  it('reads everything again after a change others are computed from, or any edit that is not a style rule', () => {
    const { element, view, reads } = canvas(['sw-parent0001']);
    const styles = new ComputedStyles();
    const readAll = () => {
      reads.length = 0;
      for (const property of PANEL) styles.read(element, view, property);
      return [...reads];
    };
    readAll();
    // An ancestor's font size moves em lengths; its colour moves currentColor.
    styles.changed(setStyle('.sw-parent0001', { 'font-size': '2rem' }));
    expect(readAll()).to.have.members(PANEL);
    styles.changed({ type: 'replaceClass', id: 'x', from: 'a', to: 'b' });
    expect(readAll()).to.have.members(PANEL);
    styles.forget();
    expect(readAll()).to.have.members(PANEL);
  });

  it("an element's first style edit gives it its own class: only what its rule sets is read again", () => {
    const { element, view, reads } = canvas(['sw-own0000001']);
    const styles = new ComputedStyles();
    for (const property of PANEL) styles.read(element, view, property);
    reads.length = 0;
    styles.changed({ type: 'replaceClass', id: 'x', from: null, to: 'sw-own0000001' });
    styles.changed(setStyle('.sw-own0000001', { 'background-color': 'navy' }));
    for (const property of PANEL) styles.read(element, view, property);
    expect(reads).to.have.members(['background-color', 'padding-top', 'margin-left']);
  });

  it('keeps one element at a time: another selection starts afresh', () => {
    const first = canvas(['sw-own0000001']);
    const styles = new ComputedStyles();
    styles.read(first.element, first.view, 'color');
    const second = canvas(['sw-own0000002']);
    styles.read(second.element, second.view, 'color');
    styles.read(first.element, first.view, 'color');
    expect(first.reads).to.deep.equal(['color', 'color']);
    expect(second.reads).to.deep.equal(['color']);
  });
});
