// Who the business is: its story, pictures, people, reviews, news and answers.
import type { PlanImage, PlanSection } from '../../../../../common/ai/site-plan.ts';
import type { SectionContext } from './context.ts';

type Section<T extends PlanSection['type']> = Extract<PlanSection, { type: T }>;

/** Captions for the pictures that ship with the app. */
const CAPTIONS: Record<PlanImage, string> = {
  'app-dashboard': 'The dashboard at a glance',
  'avatar-1': 'A familiar face',
  'avatar-2': 'A familiar face',
  'avatar-3': 'A familiar face',
  'avatar-4': 'A familiar face',
  'blog-city': 'Out in the city',
  'blog-coffee': 'Coffee first',
  'blog-forest': 'A walk in the woods',
  conference: 'A full house',
  'dining-room': 'The dining room',
  'dish-dessert': 'Something sweet',
  'dish-pasta': 'Made by hand',
  'dish-salad': 'Fresh from the market',
  'hero-coast': 'By the sea',
  'hero-mountains': 'Up in the hills',
  'project-1': 'Recent work',
  'project-2': 'Details that matter',
  'project-3': 'From sketch to finish',
  'project-4': 'Behind the scenes',
  'project-5': 'Made with care',
  'project-6': 'The finished piece',
  workspace: 'Where the work happens',
};

export function about(ctx: SectionContext, id: string): Section<'text'> {
  const paragraphs = ctx.nativeCopy ? ctx.library.about : ctx.texts.about;
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
    images: images.map((image) => ({ image, caption: CAPTIONS[image] })),
  };
}

export function team(ctx: SectionContext, id: string): Section<'team'> {
  return {
    type: 'team',
    id,
    heading: ctx.texts.headings.team,
    intro: ctx.texts.intros.team,
    members: ctx.library.team.map((member) => ({ name: ctx.person(), role: member.role, bio: ctx.fill(member.bio) })),
  };
}

export function testimonials(ctx: SectionContext, id: string): Section<'testimonials'> {
  return {
    type: 'testimonials',
    id,
    heading: ctx.texts.headings.testimonials,
    items: ctx.random.shuffle(ctx.library.testimonials).map((t) => ({ quote: ctx.fill(t.quote), name: ctx.person(), role: t.role })),
  };
}

export function posts(ctx: SectionContext, id: string): Section<'posts'> {
  const images = ctx.random.shuffle(ctx.library.images.gallery);
  return {
    type: 'posts',
    id,
    heading: ctx.texts.headings.posts,
    items: ctx.library.posts.map((post, i) => ({ title: post.title, text: ctx.fill(post.text), image: images[i % images.length] })),
  };
}

export function faq(ctx: SectionContext, id: string): Section<'faq'> {
  return {
    type: 'faq',
    id,
    heading: ctx.texts.headings.faq,
    items: ctx.library.faq.map((item) => ({ question: ctx.fill(item.question), answer: ctx.fill(item.answer) })),
  };
}
