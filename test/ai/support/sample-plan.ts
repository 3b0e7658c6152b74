import type { SitePlan } from '../../../common/ai/site-plan.ts';

/** A valid plan that uses every section type, already in the normalised form parseSitePlan gives. */
export function samplePlan(): SitePlan {
  return {
    name: 'Brood & Zo',
    language: 'en',
    kind: 'bakery',
    tagline: 'Sourdough and pastries from the Kraanlei in Ghent since 1998',
    style: {
      palette: { primary: '#8a4b2a', primaryDark: '#6b3820', accent: '#e0a458', dark: '#2b1d14', light: '#fbf6ef' },
      headingFont: 'playfair-display',
      bodyFont: 'lato',
      rounding: 'small',
      hero: 'image',
    },
    pages: [
      {
        name: 'Home',
        slug: '',
        title: 'Brood & Zo, sourdough bakery in Ghent',
        description: 'Slow-fermented sourdough, croissants and cakes, baked every morning on the Kraanlei in Ghent.',
        sections: [
          {
            type: 'hero',
            id: 'welcome',
            eyebrow: 'Kraanlei 12, Ghent',
            heading: 'Bread that takes its time',
            text: 'Our sourdough rises for 36 hours before it meets the oven at 5 in the morning.',
            image: 'hero-coast',
            actions: [
              { label: 'See the menu', page: 'menu' },
              { label: 'Order a cake', page: 'contact', section: 'order' },
            ],
          },
          {
            type: 'features',
            id: 'why-us',
            heading: 'Why Ghent queues at our door',
            intro: 'Three things we never compromise on.',
            items: [
              { title: 'Organic flour', text: 'Milled by the Vandewiele mill in Deinze, 20 km away.', icon: 'leaf' },
              { title: 'Baked at dawn', text: 'The first loaves leave the oven at 6:30.', icon: 'clock', meta: 'Every day' },
              { title: 'Made by hand', text: 'Every croissant is folded by Sofie or Jonas.', icon: 'heart' },
            ],
          },
          { type: 'stats', id: 'numbers', heading: 'Brood & Zo in numbers', items: [{ value: '1998', label: 'Year we opened' }, { value: '420', label: 'Loaves a day' }] },
          {
            type: 'testimonials',
            id: 'reviews',
            heading: 'What our neighbours say',
            items: [{ quote: 'The best sourdough in Flanders, and I have tried them all.', name: 'Marie De Smet', role: 'Regular since 2005' }],
          },
          { type: 'cta', id: 'visit', heading: 'Come by tomorrow morning', text: 'We open at 7, and the croissants go fast.', action: { label: 'Opening hours', page: 'contact', section: 'hours' } },
        ],
      },
      {
        name: 'Menu',
        slug: 'menu',
        title: 'Menu, Brood & Zo',
        description: 'Breads, pastries and cakes with prices.',
        sections: [
          {
            type: 'menu',
            id: 'menu',
            heading: 'Today at the counter',
            groups: [
              { title: 'Bread', items: [{ title: 'Country sourdough', text: 'Spelt and wheat, 800 g.', meta: '€5.20', image: 'dish-salad' }] },
              { title: 'Pastries', items: [{ title: 'Butter croissant', text: 'Normandy butter, 27 layers.', meta: '€1.90' }] },
            ],
          },
          {
            type: 'pricing',
            id: 'subscriptions',
            heading: 'Bread subscriptions',
            intro: 'Fresh bread every week, kept aside for you.',
            plans: [
              { name: 'Weekly loaf', price: '€18', period: 'a month', features: ['One loaf a week', 'Pick up any day'], action: { label: 'Subscribe', page: 'contact', section: 'order' } },
              { name: 'Family', price: '€45', period: 'a month', features: ['Three loaves a week', 'A cake on birthdays'], featured: true, action: { label: 'Subscribe', page: 'contact' } },
            ],
          },
          { type: 'gallery', id: 'gallery', heading: 'From our oven', images: [{ image: 'dish-dessert', caption: 'Saturday fruit tart' }, { image: 'dining-room', caption: 'The shop at 7 am' }] },
          { type: 'posts', id: 'news', heading: 'News from the bakery', items: [{ title: 'Rye is back', text: 'Our dark rye returns for the winter.', meta: '3 November 2025', icon: 'calendar' }] },
        ],
      },
      {
        name: 'Contact',
        slug: 'contact',
        title: 'Contact and opening hours, Brood & Zo',
        description: 'Find us on the Kraanlei, order a cake or ask a question.',
        sections: [
          {
            type: 'text',
            id: 'story',
            heading: 'Our story',
            paragraphs: ['Sofie Claes opened Brood & Zo in 1998 with one oven and a starter from her grandmother.', 'Today six bakers keep that starter alive.'],
            image: 'workspace',
          },
          { type: 'team', id: 'team', heading: 'The bakers', members: [{ name: 'Sofie Claes', role: 'Founder and baker', bio: 'Bakes the sourdough since 1998.' }] },
          { type: 'hours', id: 'hours', heading: 'Opening hours', rows: [{ days: 'Tuesday to Saturday', hours: '7:00 to 18:00' }, { days: 'Sunday', hours: '7:00 to 13:00' }], note: 'Closed on Mondays.' },
          { type: 'faq', id: 'faq', heading: 'Questions', items: [{ question: 'Do you bake gluten-free?', answer: 'Not yet: our kitchen is full of flour.' }] },
          {
            type: 'form',
            id: 'order',
            purpose: 'order',
            heading: 'Order a cake',
            intro: 'Two days ahead, please.',
            fields: [
              { label: 'Name', type: 'text', required: true },
              { label: 'Email', type: 'email', required: true },
              { label: 'Cake', type: 'select', options: ['Fruit tart', 'Chocolate cake'] },
              { label: 'Pick-up date', type: 'date' },
            ],
            submit: 'Send order',
          },
          { type: 'contact', id: 'contact', heading: 'Find us', address: 'Kraanlei 12, 9000 Ghent', phone: '+32 9 123 45 67', email: 'hallo@broodenzo.be' },
        ],
      },
    ],
    footer: 'Kraanlei 12, Ghent. Baking since 1998.',
  };
}
