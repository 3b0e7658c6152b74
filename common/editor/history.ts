import { HISTORY_MAX_STEPS } from '../constants.ts';
import { getElement, type PageDocument } from './document.ts';
import { elementName, elementNameFromHtml } from './names.ts';
import type { Operation } from './operations.ts';

/** One undoable step: operations in application order and their inverses in the same order. */
export interface HistoryStep {
  label: string;
  ops: Operation[];
  inverses: Operation[];
  mergeKey: string | null;
}

/**
 * The undo stack of one page. Stores operations and their
 * inverses, never snapshots, so memory grows with the edits, not with the page.
 *
 * `pointer` is the index of the last applied step; -1 is the page as opened (or as far back as the
 * cap allows). undo/redo/goTo move the pointer and return the operations the caller applies, in
 * order, to the document and the canvas.
 */
export class EditorHistory {
  private list: HistoryStep[] = [];
  private at = -1;
  /** Pointer value of the saved state; null when that state has been dropped from the stack. */
  private savedAt: number | null = -1;
  private listeners = new Set<() => void>();
  /**
   * What pointer -1 is: null while it is the page as opened; once the cap has dropped steps, the
   * label of the last dropped one, whose result that state is.
   */
  private base: string | null = null;

  constructor(readonly max: number = HISTORY_MAX_STEPS) {}

  get steps(): readonly HistoryStep[] {
    return this.list;
  }

  /** The label of the state before the first kept step; null for the page as opened. */
  get baseLabel(): string | null {
    return this.base;
  }

  get pointer(): number {
    return this.at;
  }

  get canUndo(): boolean {
    return this.at >= 0;
  }

  get canRedo(): boolean {
    return this.at < this.list.length - 1;
  }

  /** True after any change until markSaved; undoing back to the saved state makes it false again. */
  get dirty(): boolean {
    return this.at !== this.savedAt;
  }

  /**
   * Records applied operations. Merges into the top step when `mergeKey` equals its key, nothing
   * is undone (a redo tail means the user went back: the new change starts a step of its own) and
   * the top step is not the saved state.
   * A new step drops the redo tail; past `max` steps the oldest is dropped.
   */
  record(label: string, ops: Operation[], inverses: Operation[], mergeKey: string | null = null): void {
    if (!ops.length) return;
    const top = this.list[this.list.length - 1];
    // Never merge into the saved step: the saved state stays reachable by undo.
    if (mergeKey !== null && top?.mergeKey === mergeKey && this.at === this.list.length - 1 && this.savedAt !== this.at) {
      top.ops.push(...ops);
      // Inverses are kept in application order; undo runs them backwards, so every merged change is
      // reverted even when the merged operations touched different attributes.
      top.inverses.push(...inverses);
      this.emit();
      return;
    }
    if (this.savedAt !== null && this.savedAt > this.at) this.savedAt = null;
    this.list.length = this.at + 1;
    this.list.push({ label, ops: [...ops], inverses: [...inverses], mergeKey });
    this.at = this.list.length - 1;
    while (this.list.length > this.max) {
      this.base = this.list.shift()!.label;
      this.at--;
      if (this.savedAt !== null) this.savedAt = this.savedAt - 1 < -1 ? null : this.savedAt - 1;
    }
    this.emit();
  }

  /** The operations that revert the current step, or null when there is nothing to undo. */
  undo(): Operation[] | null {
    if (!this.canUndo) return null;
    const step = this.list[this.at--];
    this.emit();
    return [...step.inverses].reverse();
  }

  /** The operations that reapply the next step, or null when there is nothing to redo. */
  redo(): Operation[] | null {
    if (!this.canRedo) return null;
    const step = this.list[++this.at];
    this.emit();
    return [...step.ops];
  }

  /** Moves to the state after step `index` (-1: before the first step); returns what to apply. */
  goTo(index: number): Operation[] {
    if (!Number.isInteger(index) || index < -1 || index >= this.list.length) {
      throw new RangeError(`History step ${index} does not exist`);
    }
    const out: Operation[] = [];
    while (this.at > index) {
      const step = this.list[this.at--];
      for (let i = step.inverses.length - 1; i >= 0; i--) out.push(step.inverses[i]);
    }
    while (this.at < index) out.push(...this.list[++this.at].ops);
    this.emit();
    return out;
  }

  markSaved(): void {
    this.savedAt = this.at;
    this.emit();
  }

  /** Forgets every step (another page opened); the current state counts as saved. */
  clear(): void {
    this.list = [];
    this.at = -1;
    this.savedAt = -1;
    this.base = null;
    this.emit();
  }

  /** Called after every change of steps, pointer or saved state (useSyncExternalStore-friendly). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * A readable label for the history panel, e.g. "Edit text of Heading", "Insert Button".
 * Call it before applying the operation (a removed element has no name afterwards).
 */
export function describeOperation(doc: PageDocument, op: Operation): string {
  if (op.type === 'insert') return `Insert ${elementNameFromHtml(op.html)}`;
  if (op.type === 'setStyle') return `Style ${Object.keys(op.declarations).join(', ')}`;
  if (op.type === 'setPageMeta') return 'Edit page settings';
  const node = getElement(doc, op.id);
  const name = node ? elementName(node) : 'Element';
  switch (op.type) {
    case 'setAttributes': {
      const names = Object.keys(op.attrs);
      if (names.length === 1 && names[0] === 'style') return `Edit style of ${name}`;
      if (names.length === 1 && names[0] === 'href') return `Edit link of ${name}`;
      if (names.length === 1 && names[0] === 'class') return `Change class of ${name}`;
      return `Edit attributes of ${name}`;
    }
    case 'replaceClass':
      return `Change class of ${name}`;
    case 'renameElement': {
      const next = elementName({ tag: op.tag.trim().toLowerCase(), attrs: node?.attrs ?? {} });
      return next === name ? `Change ${name} to <${op.tag.trim().toLowerCase()}>` : `Change ${name} to ${next}`;
    }
    case 'replaceContent':
      return `Edit text of ${name}`;
    case 'remove':
      return `Delete ${name}`;
    case 'move':
      return `Move ${name}`;
  }
}
