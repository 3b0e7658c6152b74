import type { ElementDefinition } from '../model.ts';

// Custom builder elements: an ES module the server serves at GET
// /api/v1/elements/custom (the admin's `editor.custom_elements_module` file), whose default
// export lists element definitions: {name, category, html, icon?, keywords?, layout?}. They join
// the elements panel in their category.

export const CUSTOM_ELEMENTS_URL = '/api/v1/elements/custom';

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The entries of the module's export that are element definitions; anything else is skipped. */
export function customElementsFrom(exported: unknown): ElementDefinition[] {
  if (!Array.isArray(exported)) return [];
  return exported.flatMap((entry: unknown): ElementDefinition[] => {
    const candidate = entry as Partial<Record<keyof ElementDefinition, unknown>> | null;
    if (!candidate || typeof candidate !== 'object') return [];
    const { name, category, html, icon, keywords, layout } = candidate;
    if (typeof name !== 'string' || !name.trim() || typeof category !== 'string' || !category.trim() || typeof html !== 'string' || !html.trim()) return [];
    const element: ElementDefinition = { name: name.trim(), category: category.trim(), html };
    if (typeof icon === 'string' && icon) element.icon = icon;
    if (isStringList(keywords)) element.keywords = keywords;
    if (layout === true) element.layout = true;
    return [element];
  });
}

/** Loads the file as an ES module; `load` is the dynamic import. */
export async function fetchCustomElements(load: (url: string) => Promise<{ default?: unknown }> = (url) => import(/* @vite-ignore */ url)): Promise<ElementDefinition[]> {
  return customElementsFrom((await load(CUSTOM_ELEMENTS_URL)).default);
}
