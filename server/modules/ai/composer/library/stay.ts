// Places to stay, unwind and celebrate: hotels, spas, weddings and events, conferences.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

const hotel: KindLibrary = {
  kind: 'hotel',
  label: { en: 'hotel', de: 'Hotel', fr: 'hôtel', es: 'hotel', nl: 'hotel', pt: 'hotel' },
  keywords: ['hotel', 'hotels', 'hostel', 'guesthouse', 'guest house', 'bed and breakfast', 'b&b', 'inn', 'resort', 'pension', 'pousada', 'lodge', 'holiday apartments', 'holiday rental', '~gite', 'chambres d hotes', 'herberg', 'hostal', 'posada', 'gasthof'],
  offering: 'comfortable rooms',
  tone: 'luxury',
  hues: [[195, 220], [28, 42]],
  heroLooks: ['image', 'split'],
  images: { hero: ['hero-coast', 'hero-mountains'], gallery: ['hero-coast', 'dining-room', 'hero-mountains', 'dish-salad'] },
  taglines: ['A quiet stay{inPlace}', 'Rest well{inPlace}'],
  heroes: [
    { heading: 'A quiet place to stay{inPlace}', text: '{name} offers {offering}, a few steps from everything worth seeing.' },
    { heading: 'Sleep well, wake up somewhere beautiful', text: 'Expect {offering} and a warm welcome: {name} is your home{inPlace}.' },
  ],
  about: [
    '{name} takes care of its guests: good beds, clean rooms and people who are glad you came.',
    'Our team is happy to share the restaurants, walks and corners of {place} that guidebooks miss.',
  ],
  features: [
    { icon: 'moon', title: 'Restful rooms', text: 'Good beds, clean linen and quiet nights.' },
    { icon: 'message', title: 'Here to help', text: 'Tips, directions and a friendly word whenever you need them.' },
    { icon: 'map-pin', title: 'Local tips', text: 'Where to eat, what to see and how to get there.' },
    { icon: 'smile', title: 'A warm welcome', text: 'We are glad you came, and it shows.' },
  ],
  offer: 'rooms',
  menu: [
    { title: 'Rooms', items: [item('Classic double', 'A comfortable room for two.', 120), item('Superior room', 'More space and more light.', 165), item('Family suite', 'Room for the whole family.', 220)] },
  ],
  plans: [
    plan('Room only', 120, 'night', ['Your room, nothing more', 'Tips for your stay', 'Ask us about cancellation']),
    plan('Bed and breakfast', 145, 'night', ['Breakfast included', 'Tips for your stay', 'Ask us about cancellation'], true),
    plan('Weekend escape', 390, undefined, ['A weekend away', 'Tips for your stay', 'Ask us what is included']),
  ],
  testimonials: [
    { quote: 'The quietest night’s sleep we have had in years, and such a kind welcome.', role: 'Weekend guests' },
    { quote: 'The staff sent us to restaurants we would never have found alone.', role: 'Guest from abroad' },
    { quote: 'Beautiful room, spotless, and a place we did not want to leave.', role: 'Honeymooners' },
  ],
  faq: [
    { question: 'What time are check-in and check-out?', answer: 'We tell you when you book; ask us if you need more time.' },
    { question: 'Is there parking?', answer: 'Ask us when you book and we will tell you where to park.' },
    { question: 'Are pets allowed?', answer: 'Ask us before you book and we will tell you what is possible.' },
  ],
  team: [
    { role: 'Host and owner', bio: 'Makes sure every guest feels at home.' },
    { role: 'Guest relations', bio: 'Knows every good table in the area.' },
    { role: 'Housekeeping', bio: 'Keeps every room spotless.' },
  ],
  posts: [
    { title: 'Walks from our door', text: 'Our favourite routes, short and long.' },
    { title: 'News from {name}', text: 'What is new for our guests this season.' },
    { title: 'Where we eat on our day off', text: 'The team’s list of restaurants nearby.' },
  ],
  stats: [['14', 'rooms'], ['20', 'years'], ['4.9', 'rating']],
  hours: 'always',
  booking: 'room',
  primary: 'booking',
  sections: ['features', 'menu', 'about', 'gallery', 'testimonials', 'booking', 'contact', 'cta'],
  pages: ['menu', 'booking', 'gallery', 'about', 'contact', 'faq', 'posts'],
};

const spa: KindLibrary = {
  kind: 'spa',
  label: { en: 'spa', de: 'Spa', fr: 'spa', es: 'spa', nl: 'spa', pt: 'spa' },
  keywords: ['spa', 'spas', 'day spa', 'wellness', 'massage', 'massages', 'beauty salon', 'beauty', 'sauna', 'nail salon', 'nails', 'facials', 'skincare', 'kosmetik', 'kosmetikstudio', 'institut de beaute', 'estetica', 'schoonheidssalon', 'nagelstudio', 'nagelsalon', 'nail bar', 'nail technician', 'manicure', 'beautician', 'kosmetikerin', 'estheticienne', 'esthetique', 'esteticista', 'schoonheidsspecialiste'],
  offering: 'massages and calming treatments',
  tone: 'luxury',
  hues: [[150, 175], [260, 285], [25, 35]],
  heroLooks: ['image', 'split'],
  images: { hero: ['hero-coast', 'blog-forest'], gallery: ['blog-forest', 'hero-coast', 'hero-mountains', 'dining-room'] },
  taglines: ['Time for yourself{inPlace}', 'Breathe out{inPlace}'],
  heroes: [
    { heading: 'Slow down, breathe out', text: '{name} offers {offering}{inPlace}: an hour that belongs entirely to you.' },
    { heading: 'A calm place{inPlace} to feel like yourself again', text: 'Warm rooms, skilled hands and {offering}: {name} is made for rest.' },
  ],
  about: [
    '{name} is a spa that feels personal: skilled hands, calm rooms and time that is yours.',
    'We choose our products with care and leave time between treatments, so nobody is rushed.',
  ],
  features: [
    { icon: 'leaf', title: 'Good products', text: 'Oils and creams chosen with care.' },
    { icon: 'heart', title: 'Skilled therapists', text: 'People who know their craft and listen to you.' },
    { icon: 'moon', title: 'Quiet rooms', text: 'Warm, calm rooms made for real rest.' },
  ],
  offer: 'treatments',
  menu: [
    { title: 'Massages', items: [item('Relaxing massage', 'Long strokes, warm oil, full body.', 70), item('Deep tissue massage', 'For tight shoulders and tired backs.', 80), item('Hot stone massage', 'Basalt stones and slow work.', 110)] },
    { title: 'Face and body', items: [item('Signature facial', 'Cleanse, mask and massage.', 75), item('Body scrub', 'Sea salt and almond oil.', 55)] },
  ],
  plans: [
    plan('Single treatment', 70, undefined, ['A treatment of your choice', 'Tea afterwards', 'Time to rest']),
    plan('Spa day', 160, 'person', ['Treatments of your choice', 'Time to rest in between', 'Ask us what is included'], true),
    plan('Monthly ritual', 120, 'month', ['A massage every month', 'A regular time for yourself', 'Ask us about the details']),
  ],
  testimonials: [
    { quote: 'The best massage I have ever had. I floated home.', role: 'First-time guest' },
    { quote: 'A spa day here was the perfect birthday present.', role: 'Birthday guest' },
    { quote: 'Calm, spotless and never rushed. I come every month.', role: 'Monthly member' },
  ],
  faq: [
    { question: 'What should I bring?', answer: 'Just yourself. When you book, we tell you if anything else is useful.' },
    { question: 'Can I give a treatment as a gift?', answer: 'Ask us and we will tell you how.' },
    { question: 'Can I have a massage when pregnant?', answer: 'Tell us when you book, and we will suggest a treatment that is right for you.' },
  ],
  team: [
    { role: 'Founder and therapist', bio: 'Specialises in deep tissue and sports massage.' },
    { role: 'Facial therapist', bio: 'Believes good skin starts with rest.' },
    { role: 'Massage therapist', bio: 'Knows just where the tension hides.' },
  ],
  posts: [
    { title: 'Why rest is not a luxury', text: 'What an hour of calm does for body and mind.' },
    { title: 'Rest in the cold months', text: 'Why a warm treatment does so much good in winter.' },
    { title: 'Caring for your skin at home', text: 'Simple habits our facial therapist swears by.' },
  ],
  stats: [['10', 'years'], ['5000', 'customers'], ['4.9', 'rating']],
  hours: 'studio',
  booking: 'appointment',
  primary: 'booking',
  sections: ['features', 'menu', 'about', 'testimonials', 'booking', 'hours', 'contact', 'cta'],
  pages: ['menu', 'booking', 'about', 'gallery', 'contact', 'faq', 'pricing'],
};

const wedding: KindLibrary = {
  kind: 'wedding',
  label: { en: 'wedding and event planner', de: 'Hochzeitsplanung', fr: 'organisation de mariages', es: 'organización de bodas', nl: 'bruiloftsplanner', pt: 'organização de casamentos' },
  keywords: ['wedding', 'weddings', 'wedding planner', 'event planner', 'event planning', 'party planner', '~events', '~event', 'bridal', 'hochzeit', 'hochzeiten', 'mariage', 'mariages', 'boda', 'bodas', 'casamento', 'casamentos', 'bruiloft', 'trouwen'],
  offering: 'weddings and celebrations',
  tone: 'luxury',
  hues: [[335, 355], [30, 42]],
  heroLooks: ['image', 'split'],
  images: { hero: ['hero-coast', 'dining-room'], gallery: ['hero-coast', 'dining-room', 'dish-dessert', 'hero-mountains'] },
  taglines: ['Celebrations{inPlace}, planned with care', 'Your day, without the stress'],
  heroes: [
    { heading: 'Your day, planned down to the last petal', text: '{name} designs and runs {offering}{inPlace}, so you can simply enjoy them.' },
    { heading: 'Celebrations{inPlace} that feel like you', text: 'From the first idea to the last dance, {name} takes care of {offering} down to every detail.' },
  ],
  about: [
    '{name} plans celebrations of every size, from a small gathering to a big party.',
    'We know the venues, caterers, florists and musicians{inPlace}, and we stay with you on the day until the last guest leaves.',
  ],
  features: [
    { icon: 'heart', title: 'Full planning', text: 'Venue, suppliers, budget and timeline, handled for you.' },
    { icon: 'calendar', title: 'Day coordination', text: 'We run the day so you and your family can relax.' },
    { icon: 'gift', title: 'Design and styling', text: 'Flowers, tables and light that tell your story.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Services', items: [item('Full planning', 'Every supplier and the whole day, from the first idea.', 4500), item('Partial planning', 'We join when you need us and take it home.', 2500), item('Day coordination', 'Someone to run the day for you.', 1200)] },
  ],
  plans: [
    plan('On the day', 1200, undefined, ['A coordinator on the day', 'Timeline and supplier calls', 'A visit beforehand']),
    plan('Partial planning', 2500, undefined, ['Support in the final stretch', 'Supplier recommendations', 'Day coordination'], true),
    plan('Full planning', 4500, undefined, ['Meetings whenever you need them', 'Venue search and design', 'Budget management']),
  ],
  testimonials: [
    { quote: 'We did not lift a finger on the day. Everything was exactly as we dreamed.', role: 'Married in June' },
    { quote: 'They found a venue we had never heard of and it was perfect.', role: 'Couple from abroad' },
    { quote: 'Calm, organised and kind: the best money we spent.', role: 'Parents of the bride' },
  ],
  faq: [
    { question: 'How early should we contact you?', answer: 'As early as you can for full planning; for day coordination, a few months is usually enough.' },
    { question: 'Do you plan events other than weddings?', answer: 'Yes: anniversaries, birthdays and company celebrations too.' },
    { question: 'Can you work with our own suppliers?', answer: 'Of course. We coordinate with anyone you already love.' },
  ],
  team: [
    { role: 'Lead planner', bio: 'Has planned celebrations of every size and still cries at the speeches.' },
    { role: 'Designer and stylist', bio: 'Turns mood boards into tables, flowers and light.' },
    { role: 'Coordinator', bio: 'Keeps the timeline and every supplier on track.' },
  ],
  posts: [
    { title: 'Questions to ask a venue', text: 'What we always check before you sign.' },
    { title: 'Ideas for an outdoor wedding', text: 'Flowers, long tables and a plan for the weather.' },
    { title: 'How to plan a budget that holds', text: 'Where to spend, where to save.' },
  ],
  stats: [['200', 'events'], ['12', 'years'], ['5.0', 'rating']],
  hours: 'office',
  booking: 'consultation',
  primary: 'contact-form',
  sections: ['features', 'about', 'gallery', 'testimonials', 'pricing', 'contact-form', 'contact', 'cta'],
  pages: ['gallery', 'menu', 'about', 'contact', 'pricing', 'faq', 'posts'],
};

const conference: KindLibrary = {
  kind: 'conference',
  label: { en: 'conference', de: 'Konferenz', fr: 'conférence', es: 'conferencia', nl: 'conferentie', pt: 'conferência' },
  keywords: ['conference', 'conferences', 'summit', 'meetup', 'congress', 'symposium', 'hackathon', 'convention', 'trade fair', 'expo', 'konferenz', 'tagung', 'kongress', 'congres', 'conferencia', 'congreso', 'congresso', 'conferentie', 'conferencia'],
  offering: 'talks, workshops and good conversations',
  tone: 'bold',
  hues: [[235, 265], [185, 200], [320, 335]],
  heroLooks: ['dark', 'image'],
  images: { hero: ['conference', 'blog-city'], gallery: ['conference', 'workspace', 'blog-city', 'app-dashboard'] },
  taglines: ['Ideas and people{inPlace}', 'Where the community meets'],
  heroes: [
    { heading: 'Ideas, people and practice{inPlace}', text: '{name} brings together {offering} with the people who build what comes next.' },
    { heading: 'Meet the people shaping what comes next', text: 'Keynotes, hands-on workshops and {offering}: {name}{inPlace}.' },
  ],
  about: [
    '{name} is a conference made for its community, with room for practice as well as ideas.',
    'We choose talks that people can use, and we keep the doors open to newcomers as well as old hands.',
  ],
  features: [
    { icon: 'mic', title: 'Practical talks', text: 'Practical talks from people doing the work.' },
    { icon: 'settings', title: 'Hands-on workshops', text: 'Small groups, real exercises, take-home material.' },
    { icon: 'users', title: 'Room to meet', text: 'Breaks to talk, and people worth meeting.' },
    { icon: 'heart', title: 'Open to everyone', text: 'A code of conduct, and help with access: just ask.' },
  ],
  offer: 'programme',
  menu: [
    { title: 'Talks', items: [item('Opening keynote', 'Where we are and where we go next.'), item('Talks', 'Practice, tools and stories from the field.'), item('Evening party', 'Food, music and the hallway track.')] },
    { title: 'Workshops and more', items: [item('Workshops', 'Hands-on sessions in small groups.'), item('Lightning talks', 'Short talks, one after another.'), item('Closing keynote', 'Looking ahead, together.')] },
  ],
  plans: [
    plan('Student', 49, undefined, ['The whole conference', 'Coffee in the breaks', 'For students']),
    plan('Standard', 249, undefined, ['The whole conference', 'A workshop', 'Ask us what is included'], true),
    plan('Supporter', 449, undefined, ['Everything in Standard', 'Helps someone else attend', 'Our thanks on the day']),
  ],
  testimonials: [
    { quote: 'The most practical conference I go to. I come home with ideas I can use on Monday.', role: 'Returning attendee' },
    { quote: 'The workshops alone were worth the ticket.', role: 'First-time attendee' },
    { quote: 'A warm, open community. I met half my network here.', role: 'Speaker' },
  ],
  faq: [
    { question: 'Are the talks recorded?', answer: 'Follow our news: we say there what we share after the event.' },
    { question: 'Can I get a refund?', answer: 'The conditions are shown when you buy; if you cannot come, ask us about passing your ticket on.' },
    { question: 'Is the venue accessible?', answer: 'Tell us what you need and we will tell you how we can help.' },
  ],
  team: [
    { role: 'Programme chair', bio: 'Leads the open call and the review committee.' },
    { role: 'Keynote speaker', bio: 'Author and long-time member of the community.' },
    { role: 'Workshop lead', bio: 'Runs the hands-on sessions.' },
  ],
  posts: [
    { title: 'The call for talks is open', text: 'Share what you learned this year; first-time speakers welcome.' },
    { title: 'First speakers announced', text: 'Meet the people opening and closing this year’s edition.' },
    { title: 'Travel and stay', text: 'Hotels and trains nearby.' },
  ],
  stats: [['30', 'events'], ['800', 'members'], ['4.8', 'rating']],
  hours: 'office',
  booking: 'ticket',
  primary: 'booking',
  sections: ['features', 'menu', 'team', 'pricing', 'faq', 'booking', 'contact', 'cta'],
  pages: ['menu', 'team', 'booking', 'pricing', 'faq', 'contact', 'posts'],
};

export const STAY = [hotel, spa, wedding, conference];
