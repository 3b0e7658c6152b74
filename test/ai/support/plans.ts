import type { PlanSection, SitePlan } from '../../../common/ai/site-plan.ts';
import type { ProjectPage } from '../../../common/editor/types.ts';

// Site plans for the renderer's tests: one a generator could have written, with every section
// type, and one whose every string is an attack.

/** A bakery over four pages: every section type at least once, links to pages and to sections. */
export const BAKERY_PLAN: SitePlan = {
  name: 'Crumb & Co.',
  language: 'en',
  kind: 'bakery',
  tagline: 'Sourdough, pastries and coffee on Elm Street',
  style: {
    palette: { primary: '#9a3412', primaryDark: '#7c2d12', accent: '#fbbf24', dark: '#292524', light: '#fef7ed' },
    headingFont: 'playfair-display',
    bodyFont: 'lato',
    rounding: 'small',
    hero: 'dark',
  },
  footer: 'Baked daily at 12 Elm Street since 2009.',
  pages: [
    {
      name: 'Home',
      slug: '',
      title: 'Crumb & Co. - Bakery on Elm Street',
      description: 'Slow-proved sourdough, laminated pastries and good coffee, every morning from seven.',
      sections: [
        {
          type: 'hero',
          id: 'welcome',
          eyebrow: 'Bakery & coffee',
          heading: 'Bread worth getting up for',
          text: 'Our loaves prove for thirty-six hours before they meet the oven. Come early: the croissants are gone by ten.',
          image: 'blog-coffee',
          actions: [
            { label: 'See what we bake', page: 'menu' },
            { label: 'Order a cake', page: 'order', section: 'order-form' },
          ],
        },
        {
          type: 'features',
          id: 'why-us',
          heading: 'Why the queue is worth it',
          intro: 'Three things we will not compromise on.',
          items: [
            { title: 'Slow dough', text: 'Thirty-six hours of proving for flavour and an open crumb.', icon: 'clock' },
            { title: 'Local flour', text: 'Milled forty miles away from heritage wheat.', icon: 'leaf', meta: 'Since 2012' },
            { title: 'Real butter', text: 'Every croissant is laminated by hand with cultured butter.', icon: 'heart' },
          ],
        },
        { type: 'stats', id: 'numbers', items: [{ value: '1,200', label: 'loaves a week' }, { value: '36 h', label: 'of proving' }, { value: '15', label: 'years on Elm Street' }] },
        {
          type: 'testimonials',
          id: 'reviews',
          heading: 'What our neighbours say',
          items: [
            { quote: 'The best sourdough in town, and the friendliest queue.', name: 'Priya Shah', role: 'Regular since 2015' },
            { quote: 'Their cardamom buns ruined all other buns for me.', name: 'Tom Becker' },
          ],
        },
        {
          type: 'gallery',
          id: 'gallery',
          heading: 'Inside the bakery',
          intro: 'Flour, ovens and the morning rush.',
          images: [
            { image: 'dining-room', caption: 'Our café with its long oak table' },
            { image: 'dish-dessert', caption: 'A raspberry tart fresh from the oven' },
            { image: 'workspace', caption: 'The bench where the dough is shaped' },
          ],
        },
        { type: 'cta', id: 'visit', heading: 'Warm bread, every morning', text: 'Open from seven, Tuesday to Sunday.', action: { label: 'Find us', page: 'visit', section: 'find-us' } },
      ],
    },
    {
      name: 'Menu',
      slug: 'menu',
      title: 'Menu - Crumb & Co.',
      description: 'Breads, pastries, cakes and coffee, with prices.',
      sections: [
        {
          type: 'menu',
          id: 'menu',
          heading: 'What we bake',
          intro: 'Everything is made here, before sunrise.',
          groups: [
            {
              title: 'Breads',
              items: [
                { title: 'Country sourdough', text: 'Our everyday loaf: crisp crust, open crumb.', meta: '$8' },
                { title: 'Seeded rye', text: 'Dense, dark and full of seeds.', meta: '$9' },
              ],
            },
            { title: 'Pastries', items: [{ title: 'Butter croissant', text: 'Laminated by hand.', meta: '$4' }, { title: 'Cardamom bun', text: 'Our best seller.', meta: '$4.50' }] },
          ],
        },
        {
          type: 'posts',
          id: 'journal',
          heading: 'From the journal',
          items: [
            { title: 'Why we mill our own rye', text: 'Freshly milled flour changes everything.', image: 'blog-forest', meta: 'March 2025' },
            { title: 'A week of croissants', text: 'Three days of lamination in pictures.', meta: 'February 2025' },
          ],
        },
        {
          type: 'pricing',
          id: 'subscriptions',
          heading: 'Bread subscriptions',
          intro: 'A loaf on your doorstep, as often as you like.',
          plans: [
            { name: 'Weekly', price: '$8', period: 'per week', features: ['One loaf a week', 'Pause any time'], action: { label: 'Subscribe', page: 'order' } },
            { name: 'Twice a week', price: '$15', period: 'per week', features: ['Two loaves a week', 'Free pastry on Sundays'], featured: true, action: { label: 'Subscribe', page: 'order' } },
            { name: 'Family', price: '$28', period: 'per week', features: ['Four loaves a week', 'Free delivery'], action: { label: 'Ask us', page: 'visit', section: 'contact' } },
          ],
        },
      ],
    },
    {
      name: 'Order',
      slug: 'order',
      title: 'Order a cake - Crumb & Co.',
      description: 'Order celebration cakes and large orders two days ahead.',
      sections: [
        {
          type: 'form',
          id: 'order-form',
          purpose: 'order',
          heading: 'Order a cake',
          intro: 'Tell us what you would like and when; we confirm by e-mail within a day.',
          fields: [
            { label: 'Name', type: 'text', required: true },
            { label: 'E-mail', type: 'email', required: true },
            { label: 'Phone', type: 'tel' },
            { label: 'Pick-up date', type: 'date', required: true },
            { label: 'Pick-up time', type: 'time' },
            { label: 'Servings', type: 'number' },
            { label: 'Cake', type: 'select', required: true, options: ['Chocolate', 'Lemon', 'Carrot'] },
            { label: 'Size', type: 'select', options: ['Small', 'Large'] },
            { label: 'Message on the cake', type: 'textarea' },
          ],
          submit: 'Send my order',
        },
        {
          type: 'faq',
          id: 'questions',
          heading: 'Good to know',
          items: [
            { question: 'How early should I order?', answer: 'Two days ahead for cakes, a week for weddings.' },
            { question: 'Do you bake gluten-free?', answer: 'We bake one gluten-free loaf on Fridays, in a separate oven.' },
          ],
        },
      ],
    },
    {
      name: 'Visit',
      slug: 'visit',
      title: 'Visit us - Crumb & Co.',
      description: 'Opening hours, address and how to reach the bakery.',
      sections: [
        { type: 'text', id: 'story', heading: 'Our story', paragraphs: ['Anna opened Crumb & Co. in 2009 with one oven.', 'Today twelve bakers work through the night.'], image: 'dish-pasta' },
        { type: 'text', id: 'promise', heading: 'Our promise', paragraphs: ['Nothing left over is thrown away: it goes to the food bank at noon.'] },
        {
          type: 'team',
          id: 'bakers',
          heading: 'The bakers',
          intro: 'The people up at three.',
          members: [
            { name: 'Anna Kowalski', role: 'Founder', bio: 'Learnt to bake in her grandmother\'s kitchen in Kraków.' },
            { name: 'Luis Ortega', role: 'Head baker', bio: 'Twenty years of sourdough and still curious.' },
            { name: 'Mei Chen', role: 'Pastry', bio: 'In charge of everything laminated.' },
          ],
        },
        { type: 'hours', id: 'hours', heading: 'Opening hours', intro: 'The ovens are on before we open.', rows: [{ days: 'Tuesday to Friday', hours: '7:00 to 18:00' }, { days: 'Saturday and Sunday', hours: '8:00 to 14:00' }], note: 'Closed on Mondays.' },
        { type: 'contact', id: 'contact', heading: 'Find us', address: '12 Elm Street\nSpringfield 01101', phone: '+1 (413) 555-0142', email: 'hello@crumb.example', text: 'Come by, or write to us any time.' },
      ],
    },
  ],
};

/** Every string a plan can carry, as an attack. */
export const HOSTILE = {
  script: '<script>alert(1)</script>',
  attribute: '" onmouseover="x',
  url: 'javascript:alert(1)',
  textarea: '</textarea><img src=x onerror=alert(1)>',
  style: '</style><script>alert(2)</script>',
  entity: '&lt;b&gt; &amp;amp; \'single\' <!-- comment -->',
} as const;

const all = Object.values(HOSTILE).join(' ');

type Of<T extends PlanSection['type']> = Extract<PlanSection, { type: T }>;

function hostileSection(type: PlanSection['type'], id: string): PlanSection {
  const link = { label: HOSTILE.script, page: HOSTILE.url, section: HOSTILE.attribute };
  const item = { title: HOSTILE.script, text: all, meta: HOSTILE.attribute };
  switch (type) {
    case 'hero': return { type, id, eyebrow: HOSTILE.attribute, heading: HOSTILE.script, text: all, actions: [link, { label: HOSTILE.url, page: 'javascript:alert(1)//' }] };
    case 'features': return { type, id, heading: HOSTILE.script, intro: all, items: [item, { ...item, image: 'project-1' }] };
    case 'text': return { type, id, heading: HOSTILE.attribute, paragraphs: [all, HOSTILE.textarea] };
    case 'stats': return { type, id, heading: HOSTILE.script, items: [{ value: HOSTILE.script, label: HOSTILE.attribute }] };
    case 'menu': return { type, id, heading: HOSTILE.script, intro: all, groups: [{ title: HOSTILE.attribute, items: [item] }] };
    case 'hours': return { type, id, heading: HOSTILE.script, intro: all, rows: [{ days: HOSTILE.script, hours: HOSTILE.attribute }], note: HOSTILE.textarea };
    case 'pricing': return { type, id, heading: HOSTILE.script, intro: all, plans: [{ name: HOSTILE.script, price: HOSTILE.attribute, period: HOSTILE.url, features: [HOSTILE.textarea], featured: true, action: link }] };
    case 'testimonials': return { type, id, heading: HOSTILE.script, items: [{ quote: all, name: HOSTILE.attribute, role: HOSTILE.url }] };
    case 'team': return { type, id, heading: HOSTILE.script, intro: all, members: [{ name: HOSTILE.attribute, role: HOSTILE.script, bio: all }] };
    case 'faq': return { type, id, heading: HOSTILE.script, items: [{ question: HOSTILE.attribute, answer: all }] };
    case 'gallery': return { type, id, heading: HOSTILE.script, intro: all, images: [{ image: 'project-2', caption: HOSTILE.attribute }] };
    case 'posts': return { type, id, heading: HOSTILE.script, items: [item] };
    case 'form':
      return {
        type, id, purpose: 'contact', heading: HOSTILE.script, intro: all, submit: HOSTILE.textarea,
        fields: [
          { label: HOSTILE.attribute, type: 'text', required: true },
          { label: HOSTILE.textarea, type: 'textarea' },
          { label: HOSTILE.script, type: 'select', options: [HOSTILE.script, HOSTILE.attribute] },
          { label: HOSTILE.script, type: 'email' },
        ],
      };
    case 'contact': return { type, id, heading: HOSTILE.script, address: all, phone: `${HOSTILE.url} 555`, email: `${HOSTILE.attribute}@x.com`, text: all };
    case 'cta': return { type, id, heading: HOSTILE.script, text: all, action: link };
  }
}

export const SECTION_TYPES: PlanSection['type'][] = ['hero', 'features', 'text', 'stats', 'menu', 'hours', 'pricing', 'testimonials', 'team', 'faq', 'gallery', 'posts', 'form', 'contact', 'cta'];

/** Hostile text in every field, and in the fields the type says are safe (ids, slugs, colours, fonts, icons). */
export const HOSTILE_PLAN: SitePlan = {
  name: HOSTILE.script,
  language: 'pt',
  kind: HOSTILE.attribute,
  tagline: all,
  footer: all,
  style: {
    palette: { primary: HOSTILE.style, primaryDark: 'red;}</style>', accent: '#ffffff', dark: '#ffffff', light: '#000000' },
    headingFont: HOSTILE.style as 'inter',
    bodyFont: 'inter',
    rounding: '__proto__' as 'small',
    hero: 'image',
  },
  pages: [
    {
      name: HOSTILE.script,
      slug: '',
      title: `${HOSTILE.script} ${all} ${all}`,
      description: all,
      sections: SECTION_TYPES.map((type) => hostileSection(type, `${HOSTILE.attribute} ${type}`)),
    },
    {
      name: HOSTILE.attribute,
      slug: HOSTILE.url,
      title: HOSTILE.textarea,
      description: HOSTILE.attribute,
      sections: [
        { ...(hostileSection('features', HOSTILE.script) as Of<'features'>), items: [{ title: HOSTILE.script, text: all, icon: HOSTILE.attribute as 'star', image: '../../etc/passwd' as 'project-1' }] },
        { ...(hostileSection('hero', 'hero') as Of<'hero'>), image: `x') ; background: url('javascript:alert(1)` as 'hero-coast' },
        { type: HOSTILE.script, id: 'unknown' } as unknown as PlanSection,
      ],
    },
  ],
};

/** The file a rendered page is published as. */
export function pageFile(page: ProjectPage, index: number): string {
  return index === 0 ? 'index.html' : `${page.doc.slug}.html`;
}
