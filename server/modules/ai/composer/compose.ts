// The offline composer: turns a short description into a SitePlan with no network and no model,
// from a content library per kind of site and the prompt's own words. The same input always gives
// the same plan; another seed gives another design.
import {
  MAX_GENERATED_PAGES,
  MAX_PROMPT_LENGTH,
  MIN_GENERATED_PAGES,
  type PlanLanguage,
  type PlanLink,
  type PlanPage,
  type SitePlan,
} from '../../../../common/ai/site-plan.ts';
import { InvalidError } from '../../../errors.ts';
import { analyse } from './analyse.ts';
import type { SiteFacts } from './facts/types.ts';
import { designStyle } from './design.ts';
import { capitalise, slugify } from './format.ts';
import { layoutPages } from './layout.ts';
import { normalise } from './match.ts';
import { hashString, seededRandom } from './random.ts';
import { textsFor } from './texts/index.ts';
import { createContext, kindLabel } from './sections/context.ts';
import { SECTION_IDS, buildSection } from './sections/index.ts';
import { homeHero, pageHero } from './sections/intro.ts';
import type { Brief, SectionKey, Tone } from './types.ts';

export interface ComposeInput {
  prompt: string;
  /** 1 to 8; other values are brought into that range. Default 4. */
  pages?: number;
  /** Otherwise detected from the prompt, 'en' when unsure. */
  language?: PlanLanguage;
  seed?: number;
  /** The look asked for; otherwise the tone the prompt suggests. */
  style?: Tone;
  /** What the prompt states, when already read out of it (facts/extract.ts) with the same language. */
  facts?: SiteFacts;
}

const DEFAULT_PAGES = 4;

export function composeSitePlan(input: ComposeInput): SitePlan {
  const prompt = input.prompt.trim();
  if (!prompt) throw InvalidError.field('prompt', 'Describe the site you want in a few words.');
  if (prompt.length > MAX_PROMPT_LENGTH) throw InvalidError.field('prompt', `The description can be at most ${MAX_PROMPT_LENGTH} characters.`);

  const read = analyse(prompt, input.language, input.facts);
  return composeBrief(input.style ? { ...read, tone: input.style } : read, { prompt, pages: input.pages, seed: input.seed });
}

/** The plan for a brief already read: the same brief, prompt and seed always give the same plan. */
export function composeBrief(brief: Brief, input: Pick<ComposeInput, 'prompt' | 'pages' | 'seed'>): SitePlan {
  const random = seededRandom(hashString(`${input.prompt.trim()}\u0000${input.seed ?? 0}`));
  const name = brief.name ?? inventedName(brief);
  const layout = layoutPages(brief, pageCount(input.pages), random);

  const texts = textsFor(brief.language);
  const pageNames = layout.map(({ topic }) =>
    topic === 'home' ? texts.pages.home : topic === 'menu' ? texts.offers[brief.library.offer] : texts.pages[topic],
  );
  const slugs = uniqueSlugs(pageNames.map((pageName, i) => (i === 0 ? '' : slugify(pageName) || `page-${i + 1}`)));
  const idOf = (key: SectionKey): string => (key === 'menu' ? brief.library.offer : SECTION_IDS[key]);

  const located = new Map<SectionKey, PlanLink>();
  layout.forEach((page, i) => {
    for (const key of page.keys) if (key !== 'cta' && !located.has(key)) located.set(key, { label: '', page: slugs[i], section: idOf(key) });
  });
  const context = createContext(brief, name, random, {
    link: (key, label) => ({ ...(located.get(key) ?? located.get('contact') ?? { page: '' }), label }),
    placed: (key) => located.has(key),
  });

  const style = designStyle(brief.library, brief.tone, random);
  const tagline = context.fill(context.copy ? random.pick(context.copy.taglines) : context.texts.tagline);
  const pages: PlanPage[] = layout.map((page, i) => {
    const hero = page.topic === 'home' ? homeHero(context, 'hero') : pageHero(context, 'hero', page.topic, pageNames[i]);
    return {
      name: pageNames[i],
      slug: slugs[i],
      title: i === 0 ? `${name} – ${tagline}` : `${pageNames[i]} – ${name}`,
      description: page.topic === 'home' ? context.fill(context.texts.description) : context.fill(context.texts.pageIntros[page.topic]),
      sections: [hero, ...page.keys.map((key) => buildSection(key, context, idOf(key)))],
    };
  });

  return {
    name,
    language: brief.language,
    kind: brief.library.kind,
    tagline,
    style,
    pages,
    footer: context.fill(context.texts.footer),
  };
}

/**
 * A site whose prompt states no name is called what it is, in the prompt's words and with its place
 * once ("Podiatrist in Harrogate", "Bäckerei in Köln", "Cabinet d'ostéopathie à Nantes"): a made-up
 * name would read as the business's real one, and the owner could publish it unnoticed.
 */
function inventedName(brief: Brief): string {
  const texts = textsFor(brief.language);
  const label = capitalise(kindLabel(brief));
  const placed = !brief.place || normalise(label).includes(normalise(brief.place));
  return placed ? label : `${label}${texts.in}${brief.place}`;
}

function pageCount(pages: number | undefined): number {
  if (pages === undefined || !Number.isFinite(pages)) return DEFAULT_PAGES;
  return Math.min(MAX_GENERATED_PAGES, Math.max(MIN_GENERATED_PAGES, Math.round(pages)));
}

/** Two page names may slug alike in some language; later ones get a number. */
function uniqueSlugs(slugs: string[]): string[] {
  const seen = new Set<string>();
  return slugs.map((slug) => {
    let candidate = slug;
    for (let n = 2; seen.has(candidate); n += 1) candidate = `${slug}-${n}`;
    seen.add(candidate);
    return candidate;
  });
}
