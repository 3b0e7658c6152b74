// The editor model on a 2,000-element page: one edit must cost O(size of the edit), not O(page).
// Run alone with `node --import tsx bench/editor.ts`; `npm run bench` calls benchEditor().
import { pathToFileURL } from 'node:url';
import { elementChildren, isInsideOrSelf, parsePage, type PageDocument, serializePage } from '../common/editor/document.ts';
import { EditorHistory } from '../common/editor/history.ts';
import { applyOperation, applyOperations, type Operation } from '../common/editor/operations.ts';
import { elements, generatePageHtml } from '../test/editor/support.ts';

const ELEMENTS = 2000;
const REPEATS = 200;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median time of `run` over REPEATS runs, with `reset` (untimed) after each. */
function time(run: () => void, reset: () => void = () => undefined): number {
  for (let i = 0; i < 20; i++) {
    run();
    reset();
  }
  const samples: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
    reset();
  }
  return median(samples);
}

/** Times one operation applied to the page, undoing it (untimed) between runs. */
function timeOperation(doc: PageDocument, make: () => Operation): number {
  let inverse: Operation | undefined;
  return time(
    () => {
      inverse = applyOperation(doc, make());
    },
    () => applyOperation(doc, inverse!),
  );
}

export function benchEditor(): void {
  const html = generatePageHtml(ELEMENTS);
  const parseMs = time(() => parsePage(html));
  const doc = parsePage(html);
  const count = elements(doc).length - 1;
  const serializeMs = time(() => serializePage(doc));

  const all = elements(doc);
  const columns = all.filter((el) => /col-sm-/.test(el.attrs.class ?? ''));
  const middle = columns[Math.floor(columns.length / 2)];
  const heading = all.filter((el) => el.tag === 'h2')[Math.floor(all.filter((el) => el.tag === 'h2').length / 2)];
  const block = elementChildren(doc, middle.id)[0];
  const sizeOf = (id: string) => all.filter((el) => isInsideOrSelf(doc, el.id, id)).length;
  const section = all
    .filter((el) => el.tag === 'section')
    .map((el) => ({ el, size: sizeOf(el.id) }))
    .sort((a, b) => b.size - a.size)[0];

  const rows: Record<string, { 'median ms': number; 'x of one full serialization': string }> = {};
  const add = (label: string, ms: number) => {
    rows[label] = { 'median ms': Number(ms.toFixed(4)), 'x of one full serialization': (ms / serializeMs).toFixed(4) };
  };
  add(`parsePage (${count} elements, ${(html.length / 1024).toFixed(0)} KiB)`, parseMs);
  add('serializePage (save only)', serializeMs);
  add('setAttributes', timeOperation(doc, () => ({ type: 'setAttributes', id: heading.id, attrs: { style: 'color: red', title: 'x' } })));
  add('replaceClass', timeOperation(doc, () => ({ type: 'replaceClass', id: heading.id, from: 'title', to: 'headline' })));
  add('renameElement', timeOperation(doc, () => ({ type: 'renameElement', id: heading.id, tag: 'h3' })));
  add('replaceContent (inline edit end)', timeOperation(doc, () => ({ type: 'replaceContent', id: heading.id, html: 'New <em>heading</em> text' })));
  add('insert (a paragraph)', timeOperation(doc, () => ({ type: 'insert', parentId: middle.id, index: 0, html: '<p>A new <b>paragraph</b> with a <a href="#">link</a>.</p>' })));
  add('remove (a block)', timeOperation(doc, () => ({ type: 'remove', id: block.id })));
  add(`remove (the largest section, ${section.size} elements)`, timeOperation(doc, () => ({ type: 'remove', id: section.el.id })));
  add('move (a block to another column)', timeOperation(doc, () => ({ type: 'move', id: block.id, parentId: columns[3].id, index: 0 })));

  const history = new EditorHistory();
  const step: Operation = { type: 'setAttributes', id: heading.id, attrs: { title: 'undo me' } };
  history.record('Edit', [step], [applyOperation(doc, step)]);
  add(
    'undo (one history step)',
    time(
      () => applyOperations(doc, history.undo()!),
      () => applyOperations(doc, history.redo()!),
    ),
  );
  let edits = 0;
  const thousand = time(() => {
    for (let i = 0; i < 1000; i++) applyOperation(doc, { type: 'setAttributes', id: heading.id, attrs: { 'data-n': String(edits++) } });
  });
  add('1,000 setAttributes in a row', thousand);

  console.log(`\neditor model on a ${count}-element page (${doc.nodes.size} nodes), median of ${REPEATS} runs each`);
  console.table(rows);
  console.log(`1,000 setAttributes take ${(thousand / serializeMs).toFixed(2)}x the time of ONE full serialization (${(serializeMs * 1000 / thousand).toFixed(0)}x less than reserializing per edit).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchEditor();
