import { businessBlockHtml } from '../../../../../common/business-blocks.ts';
import type { BusinessDetails } from '../../../../../common/business.ts';
import type { ElementDefinition } from '../model.ts';

export interface ElementGroup {
  category: string;
  elements: ElementDefinition[];
}

function haystack(element: ElementDefinition): string {
  return [element.name, element.category, ...(element.keywords ?? [])].join(' ').toLowerCase();
}

/**
 * The catalogue filtered by a search (every word must appear in the name, category or keywords)
 * and grouped by category, categories in the order the catalogue first names them.
 */
export function groupElements(elements: readonly ElementDefinition[], query: string): ElementGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, ElementDefinition[]>();
  for (const element of elements) {
    const text = haystack(element);
    if (!words.every((word) => text.includes(word))) continue;
    const list = groups.get(element.category);
    if (list) list.push(element);
    else groups.set(element.category, [element]);
  }
  return [...groups].map(([category, list]) => ({ category, elements: list }));
}

/**
 * The catalogue with its business blocks written from the site's business details, so an inserted
 * block (click or drag) shows the business; a block the details cannot fill keeps its sample.
 */
export function withBusinessDetails(elements: readonly ElementDefinition[], details: BusinessDetails | null | undefined): ElementDefinition[] {
  if (!details) return [...elements];
  return elements.map((element) => {
    const html = element.business ? businessBlockHtml(element.business, details) : null;
    return html ? { ...element, html } : element;
  });
}
