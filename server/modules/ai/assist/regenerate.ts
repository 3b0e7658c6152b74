import { ASSIST_MESSAGES, type AssistAnswer, type SectionRequest } from '../../../../common/ai/assist.ts';
import type { PlanSection } from '../../../../common/ai/site-plan.ts';
import { parsePage, serializeNode, type ElementNode } from '../../../../common/editor/document.ts';
import type { AppContext } from '../../../context.ts';
import { findAccessibleProject } from '../../projects/service.ts';
import { ProjectPage } from '../../projects/models.ts';
import type { User } from '../../users/models.ts';
import { slugify } from '../composer/format.ts';
import { detectLanguage } from '../composer/language.ts';
import { hashString, seededRandom } from '../composer/random.ts';
import type { SectionContext as ComposerContext } from '../composer/sections/context.ts';
import { buildSection, SECTION_IDS } from '../composer/sections/index.ts';
import { homeHero, pageHero } from '../composer/sections/intro.ts';
import type { PageTopic } from '../composer/types.ts';
import { sectionPictureSlots } from '../images/slots.ts';
import { AiGeneration } from '../models.ts';
import { renderSection } from '../render/page.ts';
import { throttleAssist, withEndpoint } from './endpoint.ts';
import { ProjectSite } from './project-site.ts';
import { markupText, readSection, type ReadPicture, type ReadSection } from './section-reading.ts';
import { sectionWithChat } from './section-chat.ts';

// Regenerating one section of a page, the others left alone: the composer (or the endpoint)
// writes a fresh section of the same type for what the site is about, and the renderer writes it
// as the generation would have, with the old section's id, heading level and background, and the
// site's own photos the old section showed: a stock photo stays, and with it the credit the site's
// footer gives it as its source's terms require, instead of giving way to a catalogue picture.

/** The composer has few versions of some sections; a handful of seeds finds another if there is one. */
const OFFLINE_ATTEMPTS = 6;

export interface RegeneratedSection extends AssistAnswer {
  html: string;
}

/** A sub-page's hero introduces the page: its topic from its name in the site's language. */
function topicOf(ctx: ComposerContext, pageName: string): Exclude<PageTopic, 'home'> {
  const name = slugify(pageName);
  const pages = Object.entries(ctx.texts.pages).find(([topic, label]) => topic !== 'home' && slugify(label) === name)?.[0];
  if (pages) return pages as Exclude<PageTopic, 'home'>;
  return Object.values(ctx.texts.offers).some((label) => slugify(label) === name) ? 'menu' : 'about';
}

/** The same text whatever the layout: a section's variants put its parts in different orders. */
function sameWords(a: string, b: string): boolean {
  const words = (text: string) => text.split(' ').sort().join(' ');
  return words(a) === words(b);
}

/** The section with the old one's own pictures in its picture places, in order; places left over keep the new section's. */
function withPictures(section: PlanSection, pictures: readonly ReadPicture[]): PlanSection {
  if (pictures.length === 0) return section;
  const kept = structuredClone(section);
  // A sub-page's hero (or an endpoint's text) has no picture place: the section's photo gets one.
  if ((kept.type === 'hero' || kept.type === 'text') && !kept.image) kept.image = { ...pictures[0] };
  for (const [index, slot] of sectionPictureSlots(kept).entries()) if (pictures[index]) slot.set({ ...pictures[index] });
  return kept;
}

function composeSection(ctx: ComposerContext, read: ReadSection, id: string, home: boolean, pageName: string): PlanSection {
  if (read.role.key !== 'hero') return buildSection(read.role.key, ctx, id);
  return home ? homeHero(ctx, id) : pageHero(ctx, id, topicOf(ctx, pageName), pageName);
}

export async function regenerateSection(ctx: AppContext, user: User, input: SectionRequest): Promise<RegeneratedSection> {
  await throttleAssist(user);
  const project = await findAccessibleProject(user, input.projectId);
  const read = readSection(input.html);
  const [pages, generation] = await Promise.all([
    ProjectPage.findAll({ where: { project_id: project.id }, order: [['position', 'ASC']] }),
    AiGeneration.findOne({ where: { project_id: project.id }, order: [['id', 'DESC']] }),
  ]);
  const projectSite = new ProjectSite(project.name, pages);
  const prompt = projectSite.about(generation?.prompt ?? null);
  const language = projectSite.language(generation?.options.language ?? null) ?? detectLanguage(prompt);
  const page = pages.find((candidate) => candidate.page_id === input.pageId);
  const home = !page || projectSite.isHome(page.page_id);
  const look = read.role.key === 'hero' ? read.role.look : 'dark';
  const id = read.id ?? (read.role.key === 'hero' ? 'hero' : SECTION_IDS[read.role.key]);

  const render = (section: PlanSection): string => {
    const { site, page: sitePage } = projectSite.renderSite(input.pageId, look, read.ids);
    const markup = renderSection(withPictures(section, read.pictures), { site, page: sitePage, id, level: read.level, tone: read.tone, title: '', untitled: false })?.markup ?? '';
    // The data-ids the editor's parse gives, as a generated page has them.
    const doc = parsePage(markup);
    const rootId = (doc.nodes.get(doc.rootId) as ElementNode).children[0];
    return rootId ? serializeNode(doc, rootId) : '';
  };
  const composed = (attempt: number) => {
    const random = seededRandom(hashString(`${prompt}\u0000${input.seed + attempt}\u0000${id}`));
    return composeSection(projectSite.composerContext(prompt, language, random), read, id, home, page?.name ?? '');
  };

  const answer = await withEndpoint(
    ctx,
    () => {
      for (let attempt = 0; attempt < OFFLINE_ATTEMPTS; attempt++) {
        const html = render(composed(attempt));
        if (!sameWords(markupText(html), read.text)) return { value: html, notice: null };
      }
      return { value: render(composed(0)), notice: ASSIST_MESSAGES.sameSection };
    },
    async (endpoint) =>
      render(await sectionWithChat(endpoint, { about: prompt, siteName: projectSite.businessName(language), language, offline: composed(0), current: read.text })),
  );
  return { html: answer.value, notice: answer.notice };
}
