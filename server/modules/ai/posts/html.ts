import { escapeText } from '../../../../common/editor/html.ts';
import type { PostBlock } from './types.ts';

// A draft's body as the blog stores it: rich text of headings, paragraphs and lists. Every text is
// escaped, so neither a business's name nor a model's answer can put markup into it.

function blockHtml(block: PostBlock): string {
  if ('items' in block) return `<${block.type}>${block.items.map((item) => `<li>${escapeText(item)}</li>`).join('')}</${block.type}>`;
  return `<${block.type}>${escapeText(block.text)}</${block.type}>`;
}

export function postHtml(blocks: readonly PostBlock[]): string {
  return blocks.map(blockHtml).join('\n');
}
