// The pages of a site plan as a slow model writes them: the answer is scanned as it grows, and each
// object of the plan's `pages` list is taken the moment its closing brace arrives, so a model that
// needs minutes for a site shows its pages one by one instead of all at the end.
import type { PlanPage } from '../../../../common/ai/site-plan.ts';
import { parsePlanPage } from '../plan-schema.ts';

export interface StreamedPage {
  /** Its place in the answer's `pages` list. */
  index: number;
  page: PlanPage;
}

const THINK_OPEN = '<think>';
const THINK_CLOSE = '</think>';

/**
 * Reads the growing text of one answer. Only the object's syntax is followed (strings, escapes,
 * nesting); what a page says is checked by the plan's own schema, and the whole plan is still
 * checked once it is complete.
 */
export class PlanPageScanner {
  private at = 0;
  /** Open objects and lists; empty before the plan's object starts. */
  private readonly open: ('{' | '[')[] = [];
  private started = false;
  private finished = false;
  private inString = false;
  private escaped = false;
  /** The plan's own keys: the text of the last string at its top level, and the key it named. */
  private stringStart = -1;
  private lastString: string | null = null;
  private key: string | null = null;
  /** The depth of the `pages` list once it opened. */
  private pagesDepth = -1;
  private pageStart = -1;
  private pageIndex = 0;

  /** The pages completed since the last call, given the whole answer so far. */
  read(text: string): StreamedPage[] {
    const pages: StreamedPage[] = [];
    while (this.at < text.length && !this.finished) {
      if (!this.started) {
        if (!this.seekPlan(text)) break;
        continue;
      }
      const page = this.step(text, text[this.at]);
      this.at += 1;
      if (page) pages.push(page);
    }
    return pages;
  }

  /** Moves to the plan's opening brace past a reasoning model's <think> block; false to wait for more text. */
  private seekPlan(text: string): boolean {
    if (text.startsWith(THINK_OPEN, this.at) || THINK_OPEN.startsWith(text.slice(this.at))) {
      const close = text.indexOf(THINK_CLOSE, this.at);
      if (close < 0) return false;
      this.at = close + THINK_CLOSE.length;
      return true;
    }
    if (text[this.at] === '{') {
      this.started = true;
      return true;
    }
    this.at += 1;
    return true;
  }

  private step(text: string, char: string): StreamedPage | null {
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (char === '\\') this.escaped = true;
      else if (char === '"') this.endString(text);
      return null;
    }
    switch (char) {
      case '"':
        this.inString = true;
        this.stringStart = this.at;
        return null;
      case ':':
        if (this.open.length === 1) this.key = this.lastString;
        return null;
      case ',':
        if (this.open.length === 1) this.key = null;
        return null;
      case '{':
      case '[':
        this.open.push(char);
        if (char === '[' && this.open.length === 2 && this.key === 'pages') this.pagesDepth = 2;
        if (char === '{' && this.pagesDepth > 0 && this.open.length === this.pagesDepth + 1) this.pageStart = this.at;
        return null;
      case '}':
      case ']':
        return this.close(text, char);
      default:
        return null;
    }
  }

  private endString(text: string): void {
    this.inString = false;
    if (this.open.length !== 1) return;
    try {
      this.lastString = JSON.parse(text.slice(this.stringStart, this.at + 1)) as string;
    } catch {
      this.lastString = null;
    }
  }

  private close(text: string, char: string): StreamedPage | null {
    const closesPage = char === '}' && this.pageStart >= 0 && this.open.length === this.pagesDepth + 1;
    this.open.pop();
    if (this.open.length === 0) this.finished = true;
    if (char === ']' && this.open.length === this.pagesDepth - 1) this.pagesDepth = -1;
    if (!closesPage) return null;
    const source = text.slice(this.pageStart, this.at + 1);
    this.pageStart = -1;
    const index = this.pageIndex;
    this.pageIndex += 1;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch {
      return null;
    }
    const checked = parsePlanPage(value);
    return 'page' in checked ? { index, page: checked.page } : null;
  }
}
