import { FORM_LIMITS } from '../../../../common/forms.ts';
import type { ElementNode, PageDocument } from '../editor/model.ts';

// A <form>'s fields as the editor's settings panel lists them: each control element inside it,
// with the attributes the site's form intake validates (name, type, required, maxlength).

/** Controls whose value is never a visitor's answer (the same ones the intake ignores). */
const NOT_ANSWERS = new Set(['submit', 'button', 'reset', 'image', 'file']);

export interface FormControl {
  id: string;
  tag: string;
  /** '' when the control has none: its answer is then not sent. */
  name: string;
  type: string;
  required: boolean;
  /** The declared maxlength, or null (the intake then allows FORM_LIMITS.fieldChars). */
  maxLength: number | null;
}

function controlType(node: ElementNode): string | null {
  if (node.tag === 'textarea' || node.tag === 'select') return node.tag;
  if (node.tag !== 'input') return null;
  const type = (node.attrs.type ?? 'text').trim().toLowerCase() || 'text';
  return NOT_ANSWERS.has(type) ? null : type;
}

/** The answer controls inside a form, in document order. */
export function formControls(doc: PageDocument, formId: string): FormControl[] {
  const out: FormControl[] = [];
  const visit = (id: string) => {
    const node = doc.nodes.get(id);
    if (node?.type !== 'element') return;
    const type = controlType(node);
    if (type) {
      const declared = Number.parseInt(node.attrs.maxlength ?? '', 10);
      out.push({ id, tag: node.tag, name: node.attrs.name?.trim() ?? '', type, required: 'required' in node.attrs, maxLength: declared > 0 ? declared : null });
    }
    node.children.forEach(visit);
  };
  const form = doc.nodes.get(formId);
  if (form?.type === 'element') form.children.forEach(visit);
  return out;
}

/** A typed max length as the attribute stores it: a whole number 1..FORM_LIMITS.fieldChars, or null (none). */
export function maxLengthAttribute(input: string): string | null {
  const value = Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(value) || value < 1) return null;
  return String(Math.min(value, FORM_LIMITS.fieldChars));
}

export const WEBHOOK_URL_MESSAGE = 'Enter a web address starting with https:// or http://.';

/** What is wrong with a typed webhook address, or null (empty means no webhook). */
export function webhookProblem(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname && !/\s/.test(text) ? null : WEBHOOK_URL_MESSAGE;
  } catch {
    return WEBHOOK_URL_MESSAGE;
  }
}
