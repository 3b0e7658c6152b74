import type { Collection } from '../../../../common/collections.ts';
import { generateId, parsePage, serializePage } from '../../../../common/editor/index.ts';
import type { PageDoc, Project, ProjectPage } from '../../../../common/editor/types.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { siteFrameStart } from '../editor/state/page-start.ts';
import { newSaveKey, type SavedPage } from '../editor/state/saving.ts';
import { updateCollection } from './content-api.ts';
import { collectionPageHtml, freeSlug, type SetupWords } from './collection-markup.ts';

// "Set up the blog": one new page in the site's layout (its header and footer) holding the
// section that shows one item and the paginated list, saved beside the other pages (which the
// server keeps as they are) and made the collection's template page. Its slug is the base path of
// the collection's pages (`blog`, `blog/first-post/`, `blog/page/2/`).

export interface SetupNames {
  /** The page's name in the editor and its title. */
  page: string;
  /** The list's heading. */
  heading: string;
  /** The slug the page asks for (a number is added when another page has it). */
  slug: string;
}

/** The new page: the site's frame around the collection's sections, every element with its data id. */
export function collectionPage(project: Pick<Project, 'pages' | 'parts'>, collection: Collection, words: SetupWords, names: SetupNames): ProjectPage {
  const pages = project.pages ?? [];
  const content = collectionPageHtml(collection, words, names.heading);
  const start = pages[0] ? siteFrameStart(pages[0], project.parts ?? [], content) : null;
  const taken = new Set(pages.map((page) => page.doc.slug ?? '').filter(Boolean));
  const doc: PageDoc = {
    title: names.page,
    description: '',
    css: start?.doc.css ?? '',
    js: '',
    headLinks: start?.doc.headLinks ?? [],
    fonts: start?.doc.fonts ?? [],
    styles: start?.doc.styles ?? [],
    slug: freeSlug(names.slug, taken),
  };
  return { id: generateId(), name: names.page, html: serializePage(parsePage(start?.html ?? content, doc)), doc };
}

/** Adds the page to the project (a 409 when the pages changed meanwhile) and makes it the collection's template page. */
export async function setUpCollectionPage(projectId: number, collection: Collection, words: SetupWords, names: SetupNames): Promise<ProjectPage> {
  const { project } = await apiClient.get<{ project: Project }>(`projects/${projectId}`);
  const page = collectionPage(project, collection, words, names);
  const kept: SavedPage[] = (project.pages ?? []).map((existing) => (existing.version === undefined ? existing : { id: existing.id, version: existing.version }));
  await apiClient.put(`projects/${projectId}/pages`, { version: project.version, pages: [...kept, page], saveKey: newSaveKey() });
  await updateCollection(projectId, collection.slug, { template_page_id: page.id });
  return page;
}
