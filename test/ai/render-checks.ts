import { htmlValidate } from '../publishing/support/built-site.ts';
import { elementsOf } from '../templates/support.ts';

// What the renderer's tests check rendered markup with.

export async function htmlErrors(html: string, file: string): Promise<string[]> {
  const report = await htmlValidate.validateString(html, file);
  return report.results.flatMap((result) => result.messages.map((message) => `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`));
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'style', 'srcset', 'poster', 'data']);
const ACTIVE_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'base', 'meta', 'link']);

/** What in markup could run or load something: active elements, event handlers, javascript: URLs. */
export function activeContent(html: string): string[] {
  return elementsOf(html).flatMap(({ tag, attrs }) => [
    ...(ACTIVE_TAGS.has(tag) ? [`<${tag}>`] : []),
    ...Object.entries(attrs)
      .filter(([name, value]) => /^on/i.test(name) || (URL_ATTRIBUTES.has(name) && /^\s*(javascript|data|vbscript):|url\(\s*['"]?\s*(javascript|data):/i.test(value)))
      .map(([name, value]) => `<${tag} ${name}="${value}">`),
  ]);
}
