import { parseFragment, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { escapeAttribute, NS } from './html.ts';

// The script policy: inside widgets and custom code only
// <script src="https://…"> whose URL is on the allowlist (the `editor.script_allowlist` setting)
// runs in previews and published pages. Everything else that is a script element is taken out
// and reported with its message (SCRIPT_POLICY_MESSAGES). Inline event handlers and javascript: URLs are not
// script elements: the Content-Security-Policy sent with the page (no 'unsafe-inline') blocks them.

export const SCRIPT_POLICY_MESSAGES = {
  nonHttps: 'Blocked non-HTTPS script',
  inline: 'Blocked inline script',
  untrusted: 'Blocked untrusted script',
} as const;

export type ScriptBlockReason = keyof typeof SCRIPT_POLICY_MESSAGES;

export interface BlockedScript {
  reason: ScriptBlockReason;
  message: (typeof SCRIPT_POLICY_MESSAGES)[ScriptBlockReason];
  /** The src as written; null for an inline script. */
  src: string | null;
}

export interface ScriptPolicyResult {
  /** The input with every blocked script replaced and every allowed one rewritten to its safe attributes. */
  html: string;
  blocked: BlockedScript[];
  /** The allowed scripts' URLs, in page order. */
  allowed: string[];
}

export interface ScriptPolicyOptions {
  /** What a blocked script becomes (default: an HTML comment carrying the message and src). */
  replacement?: (blocked: BlockedScript) => string;
}

/** The normalized form of an https URL (what the allowlist compares), or null for anything else. */
export function httpsScriptUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Why a script with this src (null: inline) is blocked, or null when it may run. */
export function scriptBlockReason(src: string | null, allowlist: readonly string[]): ScriptBlockReason | null {
  if (src === null) return 'inline';
  const href = httpsScriptUrl(src);
  if (href === null) return isAbsoluteNonHttps(src) ? 'nonHttps' : 'untrusted';
  return allowlist.some((entry) => httpsScriptUrl(entry) === href) ? null : 'untrusted';
}

/** http:, data:, javascript: and the like; a relative or malformed address is merely not on the list. */
function isAbsoluteNonHttps(src: string): boolean {
  try {
    new URL(src.trim());
    return true;
  } catch {
    return false;
  }
}

/** The default replacement: invisible on the page, readable in its source. */
export function blockedScriptComment(blocked: BlockedScript): string {
  const text = blocked.src === null ? blocked.message : `${blocked.message}: ${blocked.src}`;
  // Nothing in a comment may end it early or open a new one.
  return `<!-- ${text.replace(/--/g, '- -').replace(/>/g, '&gt;')} -->`;
}

/**
 * The page's custom JS as markup: code that starts with a tag is markup (script tags, as an
 * embed code is pasted); anything else is bare JavaScript, which is one inline script.
 */
export function customCodeAsHtml(code: string): string {
  const trimmed = code.trim();
  if (!trimmed) return '';
  return trimmed.startsWith('<') ? code : `<script>${code}</script>`;
}

/** Attributes an allowed script keeps; event handlers and anything else are dropped. */
const KEPT_SCRIPT_ATTRIBUTES = new Set(['async', 'defer', 'crossorigin', 'integrity', 'referrerpolicy', 'nomodule', 'type', 'id']);

function keptAttributes(element: P5.Element, srcName: string): string {
  return element.attrs
    .filter((attr) => attr.name !== srcName && (KEPT_SCRIPT_ATTRIBUTES.has(attr.name) || attr.name.startsWith('data-')))
    .map((attr) => (attr.value === '' ? ` ${attr.name}` : ` ${attr.name}="${escapeAttribute(attr.value)}"`))
    .join('');
}

function scriptSource(element: P5.Element): { name: string; value: string } | null {
  if (element.namespaceURI !== NS.svg) {
    const src = element.attrs.find((attr) => attr.name === 'src');
    return src ? { name: 'src', value: src.value } : null;
  }
  // SVG 2 reads href before xlink:href.
  const href = element.attrs.find((attr) => attr.name === 'href' && !attr.prefix) ?? element.attrs.find((attr) => attr.name === 'href');
  return href ? { name: 'href', value: href.value } : null;
}

/** Where an element ends in the source; an unclosed one (at the end of the input) ends after its last child. */
function endOffset(node: P5.ChildNode): number {
  const location = node.sourceCodeLocation;
  if (!location) return 0;
  if (!('tagName' in node) || (location as P5.Element['sourceCodeLocation'])?.endTag) return location.endOffset;
  let end = (location as NonNullable<P5.Element['sourceCodeLocation']>).startTag?.endOffset ?? location.endOffset;
  for (const child of node.childNodes) end = Math.max(end, endOffset(child));
  return end;
}

function collectScripts(parent: P5.ParentNode, into: P5.Element[]): void {
  for (const child of parent.childNodes) {
    if (!('tagName' in child)) continue;
    if (child.tagName === 'script') {
      into.push(child);
      continue;
    }
    collectScripts(child.tagName === 'template' ? (child as P5.Template).content : child, into);
  }
}

/**
 * Applies the policy to a fragment of HTML (a page body, a widget, custom code). Only script
 * elements change; every other byte of the input is kept as written.
 */
export function applyScriptPolicy(html: string, allowlist: readonly string[], options: ScriptPolicyOptions = {}): ScriptPolicyResult {
  const replacement = options.replacement ?? blockedScriptComment;
  const scripts: P5.Element[] = [];
  collectScripts(parseFragment(html, { sourceCodeLocationInfo: true }), scripts);
  const blocked: BlockedScript[] = [];
  const allowed: string[] = [];
  let out = '';
  let position = 0;
  for (const script of scripts) {
    const location = script.sourceCodeLocation;
    if (!location) continue;
    const source = scriptSource(script);
    const reason = scriptBlockReason(source?.value ?? null, allowlist);
    let rewritten: string;
    if (reason) {
      const entry: BlockedScript = { reason, message: SCRIPT_POLICY_MESSAGES[reason], src: source?.value ?? null };
      blocked.push(entry);
      rewritten = replacement(entry);
    } else {
      const href = httpsScriptUrl(source!.value)!;
      allowed.push(href);
      rewritten = `<script ${source!.name}="${escapeAttribute(href)}"${keptAttributes(script, source!.name)}></script>`;
    }
    out += html.slice(position, location.startOffset) + rewritten;
    position = endOffset(script);
  }
  return { html: out + html.slice(position), blocked, allowed };
}
