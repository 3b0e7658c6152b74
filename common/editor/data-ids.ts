import { parseFragment, type DefaultTreeAdapterTypes as P5 } from 'parse5';

// The editor's data-id attributes are for the editor only: a preview or a published page drops
// them, and markup copied into a new page drops them so the page gives its elements new ones.
// Attributes are found by the HTML parser, never by pattern, so text that merely reads like
// data-id="…" stays as written.

function collectDataIdRanges(parent: P5.ParentNode, source: string, into: [number, number][]): void {
  for (const child of parent.childNodes) {
    if (!('tagName' in child)) continue;
    const attr = child.sourceCodeLocation?.attrs?.['data-id'];
    if (attr) {
      // The whitespace before the attribute goes with it.
      let start = attr.startOffset;
      while (start > 0 && /\s/.test(source[start - 1])) start -= 1;
      into.push([start, attr.endOffset]);
    }
    collectDataIdRanges(child.tagName === 'template' ? (child as P5.Template).content : child, source, into);
  }
}

/** The markup without the editor's data-id attributes; every other byte as written. */
export function stripDataIds(html: string): string {
  const ranges: [number, number][] = [];
  collectDataIdRanges(parseFragment(html, { sourceCodeLocationInfo: true }), html, ranges);
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let position = 0;
  for (const [start, end] of ranges) {
    out += html.slice(position, start);
    position = end;
  }
  return out + html.slice(position);
}
