import { expect } from 'chai';
import { ELEMENT_ID_LENGTH } from '../../common/constants.ts';
import { parsePage } from '../../common/editor/document.ts';
import { generateId } from '../../common/editor/ids.ts';
import { elements, generatePageHtml } from './support.ts';

/** Runs `run` with crypto.getRandomValues counted; the real source still fills the bytes. */
function countingRandomCalls<T>(run: () => T): { result: T; calls: number } {
  const original = crypto.getRandomValues;
  let calls = 0;
  crypto.getRandomValues = <A extends ArrayBufferView | null>(array: A): A => {
    calls += 1;
    return original.call(crypto, array as Parameters<typeof original>[0]) as A;
  };
  try {
    return { result: run(), calls };
  } finally {
    crypto.getRandomValues = original;
  }
}

describe('element ids (common/editor/ids.ts)', () => {
  it('stays unique across many refills of the random buffer', () => {
    const { result: ids, calls } = countingRandomCalls(() => Array.from({ length: 20_000 }, generateId));
    // 20,000 ids spend far more bytes than one buffer holds: it was refilled several times.
    expect(calls).to.be.greaterThan(10);
    expect(new Set(ids).size).to.equal(ids.length);
    for (const id of ids) expect(id).to.match(new RegExp(`^[A-Za-z0-9]{${ELEMENT_ID_LENGTH}}$`));
  });

  it('names a page of thousands of elements with a few calls to the random source, not one per element', () => {
    const html = generatePageHtml(5000);
    const { result: doc, calls } = countingRandomCalls(() => parsePage(html));
    const named = elements(doc).length - 1;
    expect(named).to.be.at.least(5000);
    expect(calls).to.be.at.most(Math.ceil(named / 100));
    expect(new Set(elements(doc).map((el) => el.id)).size).to.equal(named + 1);
  });

  it('uses every character of its alphabet about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 12_400; i++) for (const char of generateId()) counts.set(char, (counts.get(char) ?? 0) + 1);
    // 124,000 characters over 62 letters and digits: 2,000 each expected.
    expect(counts.size).to.equal(62);
    for (const count of counts.values()) expect(count).to.be.within(1700, 2300);
  });
});
