// Which pages the site has and which sections each holds. Asked-for sections always get a place,
// and so do the stated facts (offers, people, hours); a section whose own page is missing falls back
// to a related page, and finally to the home page. Invented figures appear only when asked for.
import type { Random } from './random.ts';
import { kindCopy } from './sections/context.ts';
import type { Brief, PageTopic, SectionKey } from './types.ts';

export interface PageLayout {
  topic: PageTopic;
  keys: SectionKey[];
}

/** The page a section belongs on when the site has that page. */
const HOME_OF: Record<SectionKey, PageTopic> = {
  features: 'home', about: 'about', stats: 'about', menu: 'menu', hours: 'contact', pricing: 'pricing',
  testimonials: 'home', team: 'team', faq: 'faq', gallery: 'gallery', posts: 'posts', 'contact-form': 'contact',
  booking: 'booking', order: 'order', signup: 'home', contact: 'contact', cta: 'home',
};

/** Where a page's sections go when the page itself is not part of the site. */
const FALLBACK: Record<PageTopic, PageTopic[]> = {
  home: [], about: [], menu: [], pricing: ['menu'], booking: ['contact'], order: ['menu', 'contact'], gallery: ['about'],
  team: ['about'], posts: [], faq: ['contact', 'pricing'], contact: [],
};

/** What a page is for: the section it cannot be without. */
const MAIN_SECTION: Record<Exclude<PageTopic, 'home'>, SectionKey> = {
  about: 'about', menu: 'menu', pricing: 'pricing', booking: 'booking', order: 'order', gallery: 'gallery',
  team: 'team', posts: 'posts', faq: 'faq', contact: 'contact',
};

const NAV_ORDER: PageTopic[] = ['menu', 'pricing', 'gallery', 'about', 'team', 'posts', 'faq', 'booking', 'order', 'contact'];

/** The order sections follow on any page; the middle "story" run is shuffled per seed. */
const LEAD: SectionKey[] = ['features', 'menu'];
const STORY: SectionKey[] = ['about', 'stats', 'gallery', 'team', 'testimonials', 'posts'];
const CLOSE: SectionKey[] = ['pricing', 'faq', 'hours', 'order', 'booking', 'contact-form', 'signup', 'contact', 'cta'];

const FILLERS: PageTopic[] = ['about', 'contact', 'gallery', 'faq', 'posts', 'team', 'pricing', 'menu'];

export function primaryAction(brief: Brief): SectionKey {
  if (brief.asked.includes('order')) return 'order';
  if (brief.asked.includes('booking')) return 'booking';
  return brief.library.primary;
}

export function layoutPages(brief: Brief, pageCount: number, random: Random): PageLayout[] {
  const askedTopics = brief.asked.map((key) => HOME_OF[key]).filter((topic) => topic !== 'home');
  const topics: Exclude<PageTopic, 'home'>[] = unique([...askedTopics, ...brief.library.pages, ...FILLERS])
    .filter((topic): topic is Exclude<PageTopic, 'home'> => topic !== 'home' && writable(MAIN_SECTION[topic], brief))
    .slice(0, pageCount - 1);
  if (pageCount >= 3 && !topics.includes('contact')) {
    const replaceable = topics.findLastIndex((topic) => !askedTopics.includes(topic));
    if (replaceable >= 0) topics[replaceable] = 'contact';
  }
  topics.sort((a, b) => NAV_ORDER.indexOf(a) - NAV_ORDER.indexOf(b));

  const { facts } = brief;
  const stated: SectionKey[] = [
    ...(facts.offers.length > 0 ? ['menu' as const] : []),
    ...(facts.people.length > 0 ? ['team' as const] : []),
    ...(facts.hours ? ['hours' as const] : []),
  ];
  const kindSections = brief.library.sections.filter((key) => key !== 'stats');
  const keys = new Set<SectionKey>([...kindSections, ...brief.asked, ...stated, primaryAction(brief), 'contact', 'cta']);
  for (const topic of topics) keys.add(MAIN_SECTION[topic]);
  if (topics.includes('contact') && !keys.has('booking') && !keys.has('order')) keys.add('contact-form');

  const story = random.shuffle(STORY);
  const order = [...LEAD, ...story, ...CLOSE];
  const pages: PageLayout[] = [{ topic: 'home', keys: [] }, ...topics.map((topic) => ({ topic, keys: [] as SectionKey[] }))];
  for (const key of order) {
    if (!keys.has(key) || !writable(key, brief)) continue;
    const home = HOME_OF[key];
    const target = [home, ...FALLBACK[home]].find((topic) => topic !== 'home' && topics.includes(topic)) ?? 'home';
    pages.find((page) => page.topic === target)?.keys.push(key);
  }
  // A page that ends without a way forward gets the home page's call to action too.
  const primary = primaryAction(brief);
  for (const page of pages.slice(1)) {
    const closes = page.keys.some((key) => ['order', 'booking', 'contact-form', 'signup', 'contact', primary].includes(key));
    if (!closes) page.keys.push('cta');
  }
  return pages;
}

/** Sections with nothing to say without the kind's copy in the site's language or the prompt's own offers. */
function writable(key: SectionKey, brief: Brief): boolean {
  const copy = kindCopy(brief.library, brief.language) !== undefined;
  if (key === 'posts') return copy;
  if (key === 'features' || key === 'menu') return copy || brief.facts.offers.length > 0 || (!brief.known && brief.words !== undefined);
  return true;
}

function unique<T>(list: T[]): T[] {
  return [...new Set(list)];
}
