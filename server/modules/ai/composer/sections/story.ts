// Who the business is: its story, pictures, people, reviews, news and answers. The people are the
// ones the prompt names; anyone else (team members it does not name, every reviewer) is an
// obvious placeholder marked as sample, never a made-up person presented as real.
import type { PlanSection } from '../../../../../common/ai/site-plan.ts';
import type { SectionContext } from './context.ts';

type Section<T extends PlanSection['type']> = Extract<PlanSection, { type: T }>;

export function about(ctx: SectionContext, id: string): Section<'text'> {
  const paragraphs = ctx.copy?.about ?? ctx.texts.about;
  return {
    type: 'text',
    id,
    heading: ctx.texts.headings.about,
    paragraphs: paragraphs.map((p) => ctx.fill(p)),
    image: ctx.random.pick(ctx.library.images.gallery),
  };
}

export function gallery(ctx: SectionContext, id: string): Section<'gallery'> {
  const images = ctx.random.shuffle(ctx.library.images.gallery);
  return {
    type: 'gallery',
    id,
    heading: ctx.texts.headings.gallery,
    intro: ctx.texts.intros.gallery,
    images: images.map((image) => ({ image, caption: ctx.texts.captions[image] })),
  };
}

export function team(ctx: SectionContext, id: string): Section<'team'> {
  const { texts, copy } = ctx;
  const section = { type: 'team' as const, id, heading: texts.headings.team, intro: texts.intros.team };
  const { people } = ctx.brief.facts;
  if (people.length > 0) {
    return { ...section, members: people.map((person) => ({ name: person.name, role: person.role ?? ctx.fill(texts.member.role), bio: ctx.fill(texts.member.bio) })) };
  }
  const { placeholders } = texts;
  const roles = copy?.team ?? [{ role: placeholders.role, bio: placeholders.bio }];
  const members = roles.map((member, i) => ({
    name: i === 0 ? placeholders.person : placeholders.member,
    role: ctx.fill(member.role),
    bio: ctx.fill(member.bio),
    sample: true,
  }));
  return { ...section, members, sample: true };
}

/** Reviews are never the prompt's: each is sample, by a placeholder name. */
export function testimonials(ctx: SectionContext, id: string): Section<'testimonials'> {
  const { placeholders } = ctx.texts;
  const reviews = ctx.copy ? ctx.random.shuffle(ctx.copy.testimonials) : [{ quote: placeholders.quote, role: undefined }];
  return {
    type: 'testimonials',
    id,
    heading: ctx.texts.headings.testimonials,
    items: reviews.map((t) => ({ quote: ctx.fill(t.quote), name: placeholders.customer, ...(t.role ? { role: ctx.fill(t.role) } : {}), sample: true })),
    sample: true,
  };
}

/** Example news for the kind; a language the kind has no copy in has none (the layout leaves the section out). */
export function posts(ctx: SectionContext, id: string): Section<'posts'> {
  const images = ctx.random.shuffle(ctx.library.images.gallery);
  return {
    type: 'posts',
    id,
    heading: ctx.texts.headings.posts,
    items: (ctx.copy?.posts ?? []).map((post, i) => ({ title: ctx.fill(post.title), text: ctx.fill(post.text), image: images[i % images.length], sample: true })),
    sample: true,
  };
}

export function faq(ctx: SectionContext, id: string): Section<'faq'> {
  return {
    type: 'faq',
    id,
    heading: ctx.texts.headings.faq,
    items: (ctx.copy?.faq ?? ctx.texts.faq).map((item) => ({ question: ctx.fill(item.question), answer: ctx.fill(item.answer) })),
  };
}
