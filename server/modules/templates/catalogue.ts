import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isBusinessBlock } from '../../../common/business-blocks.ts';
import type { ElementDefinition } from '../../../common/editor/types.ts';
import { templatesDir } from '../../../config/paths.ts';

// The block catalogue and draggable element catalogue are data:
// templates/blocks/catalogue.json lists {name, category, file, icon?, keywords?, layout?, business?} in panel
// order and each file holds one element's markup. Icons are files under templates/site/icons.

export const BLOCKS_DIR = 'blocks';
export const SITE_ASSETS_URL = '/site-assets';
const FILE = /^[a-z0-9][a-z0-9-]*\.html$/;
const ICON = /^[a-z0-9-]+$/;

interface CatalogueEntry {
  name: string;
  category: string;
  file: string;
  icon?: string;
  keywords?: string[];
  layout?: boolean;
  business?: string;
}

function checkEntry(entry: CatalogueEntry, index: number): void {
  const where = `templates/${BLOCKS_DIR}/catalogue.json: entry ${index}`;
  if (typeof entry.name !== 'string' || !entry.name) throw new Error(`${where}: name is required`);
  if (typeof entry.category !== 'string' || !entry.category) throw new Error(`${where}: category is required`);
  if (typeof entry.file !== 'string' || !FILE.test(entry.file)) throw new Error(`${where}: file must be a file name like card.html`);
  if (entry.icon !== undefined && !ICON.test(entry.icon)) throw new Error(`${where}: icon must be an icon name`);
  if (entry.keywords !== undefined && !(Array.isArray(entry.keywords) && entry.keywords.every((k) => typeof k === 'string'))) {
    throw new Error(`${where}: keywords must be a list of strings`);
  }
  if (entry.business !== undefined && !isBusinessBlock(entry.business)) throw new Error(`${where}: business must name a business block`);
}

/** Reads the catalogue from disk (templates/blocks). */
export function readElementCatalogue(root = templatesDir): ElementDefinition[] {
  const dir = join(root, BLOCKS_DIR);
  const entries = JSON.parse(readFileSync(join(dir, 'catalogue.json'), 'utf8')) as CatalogueEntry[];
  if (!Array.isArray(entries)) throw new Error(`templates/${BLOCKS_DIR}/catalogue.json must be a list`);
  return entries.map((entry, index) => {
    checkEntry(entry, index);
    const element: ElementDefinition = { name: entry.name, category: entry.category, html: readFileSync(join(dir, entry.file), 'utf8').trim() };
    if (entry.icon) element.icon = `${SITE_ASSETS_URL}/icons/${entry.icon}.svg`;
    if (entry.keywords) element.keywords = entry.keywords;
    if (entry.layout) element.layout = true;
    if (isBusinessBlock(entry.business)) element.business = entry.business;
    return element;
  });
}

let catalogue: ElementDefinition[] | null = null;

/** The catalogue ships with the app and never changes while it runs: read once. */
export function elementCatalogue(): ElementDefinition[] {
  catalogue ??= readElementCatalogue();
  return catalogue;
}
