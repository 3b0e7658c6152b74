// Places to stay, unwind and celebrate: hotels, spas, weddings and events, conferences.
import type { KindLibrary } from '../types.ts';
import { item, plan, timed } from './build.ts';

const hotel: KindLibrary = {
  kind: 'hotel',
  label: { en: 'hotel', de: 'Hotel', fr: 'hôtel', es: 'hotel', nl: 'hotel', pt: 'hotel' },
  keywords: ['hotel', 'hotels', 'hostel', 'guesthouse', 'guest house', 'bed and breakfast', 'b&b', 'inn', 'resort', 'pension', 'pousada', 'lodge', 'holiday apartments', 'holiday rental', 'gite', 'chambres d hotes', 'herberg', 'hostal', 'posada', 'gasthof'],
  offering: 'quiet rooms and slow breakfasts',
  names: ['The Harbour House', 'Casa Alma', 'Hotel Solace', 'The Linden', 'Maison Claire', 'Stone Lodge'],
  tone: 'luxury',
  hues: [[195, 220], [28, 42]],
  heroLooks: ['image', 'split'],
  images: { hero: ['hero-coast', 'hero-mountains'], gallery: ['hero-coast', 'dining-room', 'hero-mountains', 'dish-salad'] },
  taglines: ['A quiet stay{inPlace}', 'Rest well{inPlace}'],
  heroes: [
    { heading: 'A quiet place to stay{inPlace}', text: '{name} offers {offering}, a few steps from everything worth seeing.' },
    { heading: 'Sleep well, wake up somewhere beautiful', text: 'Expect {offering}, a garden terrace and a warm welcome: {name} is your home{inPlace}.' },
  ],
  about: [
    '{name} is a small, independent hotel. We have kept the old walls and filled the rooms with good beds, linen and light.',
    'Our team lives nearby and is happy to share the restaurants, walks and corners of {place} that guidebooks miss.',
  ],
  features: [
    { icon: 'moon', title: 'Restful rooms', text: 'Handmade mattresses, blackout curtains and quiet nights.' },
    { icon: 'coffee', title: 'Breakfast until eleven', text: 'Local bread, fruit, eggs cooked to order.' },
    { icon: 'map-pin', title: 'Central and calm', text: 'Walk to the sights, sleep away from the noise.' },
    { icon: 'sun', title: 'Garden terrace', text: 'A glass of wine in the evening sun, on the house at arrival.' },
  ],
  offer: 'rooms',
  menu: [
    { title: 'Rooms', items: [item('Classic double', 'Queen bed, garden view, rain shower.', 120), item('Superior room', 'King bed, balcony, bathtub.', 165), item('Family suite', 'Two rooms for four, kitchenette.', 220)] },
  ],
  plans: [
    plan('Room only', 120, 'night', ['Flexible cancellation', 'Welcome drink', 'Free wifi']),
    plan('Bed and breakfast', 145, 'night', ['Breakfast for two', 'Late check-out', 'Welcome drink'], true),
    plan('Weekend escape', 390, undefined, ['Two nights with breakfast', 'Dinner for two', 'Bicycles to explore']),
  ],
  testimonials: [
    { quote: 'The quietest night’s sleep we have had in years, and the breakfast was a feast.', role: 'Weekend guests' },
    { quote: 'The staff sent us to restaurants we would never have found alone.', role: 'Guest from abroad' },
    { quote: 'Beautiful room, spotless, and a terrace we never wanted to leave.', role: 'Honeymooners' },
  ],
  faq: [
    { question: 'What time are check-in and check-out?', answer: 'Check-in from 15:00 and check-out until 11:00; ask us if you need more time.' },
    { question: 'Is there parking?', answer: 'We have six spaces behind the hotel; please reserve one with your room.' },
    { question: 'Are pets allowed?', answer: 'Well-behaved dogs are welcome in our garden rooms for a small fee.' },
  ],
  team: [
    { role: 'Host and owner', bio: 'Restored the house room by room.' },
    { role: 'Guest relations', bio: 'Knows every good table in the area.' },
    { role: 'Breakfast chef', bio: 'Bakes the morning bread and cooks eggs just the way you like them.' },
  ],
  posts: [
    { title: 'Five walks from our door', text: 'Our favourite routes, from an hour to a whole day.' },
    { title: 'The garden rooms are open', text: 'Three new rooms facing the lemon trees.' },
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
  keywords: ['spa', 'spas', 'day spa', 'wellness', 'massage', 'massages', 'beauty salon', 'beauty', 'sauna', 'nail salon', 'nails', 'facials', 'skincare', 'kosmetik', 'kosmetikstudio', 'institut de beaute', 'estetica', 'schoonheidssalon'],
  offering: 'massages and calming treatments',
  names: ['Still Waters', 'Lotus Rooms', 'Quiet Hour', 'The Salt House', 'Serene Spa', 'Willow & Stone'],
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
    '{name} was opened by two therapists who wanted a spa that felt personal rather than clinical.',
    'We use natural oils and products made nearby, and we never book treatments back to back, so nobody is rushed.',
  ],
  features: [
    { icon: 'leaf', title: 'Natural products', text: 'Oils and creams made without synthetic perfume.' },
    { icon: 'heart', title: 'Skilled therapists', text: 'Each with years of training and their own speciality.' },
    { icon: 'moon', title: 'Quiet rooms', text: 'Warm, dim and soundproofed for real rest.' },
  ],
  offer: 'treatments',
  menu: [
    { title: 'Massages', items: [item('Relaxing massage, 60 min', 'Long strokes, warm oil, full body.', 70), item('Deep tissue, 60 min', 'For tight shoulders and tired backs.', 80), item('Hot stone, 90 min', 'Basalt stones and slow work.', 110)] },
    { title: 'Face and body', items: [item('Signature facial', 'Cleanse, mask and massage.', 75), item('Body scrub', 'Sea salt and almond oil.', 55)] },
  ],
  plans: [
    plan('Single treatment', 70, undefined, ['Sixty minutes', 'Tea in the lounge', 'Use of the sauna']),
    plan('Spa day', 160, 'person', ['Two treatments', 'Light lunch', 'Robe and slippers'], true),
    plan('Monthly ritual', 120, 'month', ['One massage a month', 'Ten percent off products', 'Bring a friend once a year']),
  ],
  testimonials: [
    { quote: 'The best massage I have ever had. I floated home.', role: 'First-time guest' },
    { quote: 'A spa day here was the perfect birthday present.', role: 'Gift voucher guest' },
    { quote: 'Calm, spotless and never rushed. I come every month.', role: 'Monthly member' },
  ],
  faq: [
    { question: 'What should I bring?', answer: 'Nothing at all; we provide robes, slippers and towels.' },
    { question: 'Do you sell gift vouchers?', answer: 'Yes, for any treatment or amount, valid for a year.' },
    { question: 'Can I have a massage when pregnant?', answer: 'After the first trimester, yes: our pregnancy massage is designed for it.' },
  ],
  team: [
    { role: 'Founder and therapist', bio: 'Specialises in deep tissue and sports massage.' },
    { role: 'Facial therapist', bio: 'Believes good skin starts with rest.' },
    { role: 'Massage therapist', bio: 'Trained in hot stone and pregnancy massage.' },
  ],
  posts: [
    { title: 'Why rest is not a luxury', text: 'What an hour of calm does for body and mind.' },
    { title: 'Our new winter ritual', text: 'A warming scrub and massage for the cold months.' },
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
  keywords: ['wedding', 'weddings', 'wedding planner', 'event planner', 'event planning', 'party planner', '~events', '~event', 'bridal', 'hochzeit', 'hochzeiten', 'mariage', 'mariages', 'boda', 'bodas', 'casamento', 'casamentos', 'bruiloft', 'trouwen', 'catering'],
  offering: 'weddings and celebrations',
  names: ['Ever After Events', 'Golden Hour Weddings', 'Petal & Vow', 'The Celebration Co.', 'Two Rings', 'Bloom Events'],
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
    '{name} has planned celebrations of every size, from twenty guests in a garden to two hundred in a castle.',
    'We know the venues, caterers, florists and musicians{inPlace}, and we stay with you on the day until the last guest leaves.',
  ],
  features: [
    { icon: 'heart', title: 'Full planning', text: 'Venue, suppliers, budget and timeline, handled for you.' },
    { icon: 'calendar', title: 'Day coordination', text: 'We run the day so you and your family can relax.' },
    { icon: 'gift', title: 'Design and styling', text: 'Flowers, tables and light that tell your story.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Services', items: [item('Full planning', 'Twelve months of support, every supplier, the whole day.', 4500), item('Partial planning', 'We join three months before and take it home.', 2500), item('Day coordination', 'A coordinator and assistant for the day.', 1200)] },
  ],
  plans: [
    plan('On the day', 1200, undefined, ['Coordinator for twelve hours', 'Timeline and supplier calls', 'Rehearsal visit']),
    plan('Partial planning', 2500, undefined, ['Three months of support', 'Supplier recommendations', 'Day coordination'], true),
    plan('Full planning', 4500, undefined, ['Unlimited meetings', 'Venue search and design', 'Budget management']),
  ],
  testimonials: [
    { quote: 'We did not lift a finger on the day. Everything was exactly as we dreamed.', role: 'Married in June' },
    { quote: 'They found a venue we had never heard of and it was perfect.', role: 'Couple from abroad' },
    { quote: 'Calm, organised and kind: the best money we spent.', role: 'Parents of the bride' },
  ],
  faq: [
    { question: 'How early should we contact you?', answer: 'Twelve to eighteen months ahead for full planning; a few months is enough for day coordination.' },
    { question: 'Do you plan events other than weddings?', answer: 'Yes: anniversaries, birthdays and company celebrations too.' },
    { question: 'Can you work with our own suppliers?', answer: 'Of course. We coordinate with anyone you already love.' },
  ],
  team: [
    { role: 'Lead planner', bio: 'Has planned more than two hundred celebrations.' },
    { role: 'Designer and stylist', bio: 'Turns mood boards into tables, flowers and light.' },
    { role: 'Coordinator', bio: 'Keeps the timeline and every supplier on track.' },
  ],
  posts: [
    { title: 'Ten questions to ask a venue', text: 'What we always check before you sign.' },
    { title: 'A garden wedding in late summer', text: 'Wildflowers, long tables and a sunset ceremony.' },
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
  keywords: ['conference', 'conferences', 'summit', 'meetup', 'congress', 'symposium', 'hackathon', 'convention', 'trade fair', 'expo', 'festival', 'konferenz', 'tagung', 'kongress', 'congres', 'conferencia', 'congreso', 'congresso', 'conferentie', 'conferencia'],
  offering: 'talks, workshops and good conversations',
  names: ['Future Forward', 'Open Horizons Summit', 'Build Week', 'Next Wave', 'The Gathering', 'Signal Conf'],
  tone: 'bold',
  hues: [[235, 265], [185, 200], [320, 335]],
  heroLooks: ['dark', 'image'],
  images: { hero: ['conference', 'blog-city'], gallery: ['conference', 'workspace', 'blog-city', 'app-dashboard'] },
  taglines: ['Two days of ideas{inPlace}', 'Where the community meets'],
  heroes: [
    { heading: 'Two days of ideas, people and practice{inPlace}', text: '{name} brings together {offering} with the people who build what comes next.' },
    { heading: 'Meet the people shaping what comes next', text: 'Keynotes, hands-on workshops and {offering}: {name}{inPlace}.' },
  ],
  about: [
    '{name} started as an evening meetup and grew into a two-day conference run by and for the community.',
    'Talks are chosen by an open call and reviewed blind, and every ticket helps fund places for students and newcomers.',
  ],
  features: [
    { icon: 'mic', title: 'Thirty talks', text: 'Practical talks from people doing the work.' },
    { icon: 'settings', title: 'Hands-on workshops', text: 'Small groups, real exercises, take-home material.' },
    { icon: 'users', title: 'Room to meet', text: 'Long breaks, shared tables and an evening party.' },
    { icon: 'heart', title: 'Open to everyone', text: 'Code of conduct, step-free venue and diversity tickets.' },
  ],
  offer: 'programme',
  menu: [
    { title: 'Day one', items: [timed('Opening keynote', 'Where we are and where we go next.', '09:30'), timed('Talks in two tracks', 'Practice, tools and stories from the field.', '11:00'), timed('Evening party', 'Food, music and the hallway track.', '19:00')] },
    { title: 'Day two', items: [timed('Workshops', 'Three hours of hands-on sessions.', '09:30'), timed('Lightning talks', 'Ten talks, five minutes each.', '14:00'), timed('Closing keynote', 'Looking ahead, together.', '16:30')] },
  ],
  plans: [
    plan('Student', 49, undefined, ['Both days', 'Lunch and coffee', 'Evening party']),
    plan('Standard', 249, undefined, ['Both days', 'One workshop', 'Lunch, coffee and party'], true),
    plan('Supporter', 449, undefined, ['Everything in Standard', 'Funds a diversity ticket', 'Front-row seating']),
  ],
  testimonials: [
    { quote: 'The most practical conference I go to. I come home with ideas I can use on Monday.', role: 'Attendee for three years' },
    { quote: 'The workshops alone were worth the ticket.', role: 'First-time attendee' },
    { quote: 'A warm, open community. I met half my network here.', role: 'Speaker' },
  ],
  faq: [
    { question: 'Are the talks recorded?', answer: 'Yes, videos are published a few weeks after the event.' },
    { question: 'Can I get a refund?', answer: 'Tickets are refundable until thirty days before; after that you can transfer yours to a colleague.' },
    { question: 'Is the venue accessible?', answer: 'Fully step-free, with a quiet room and live captions in the main hall.' },
  ],
  team: [
    { role: 'Programme chair', bio: 'Leads the open call and the review committee.' },
    { role: 'Keynote speaker', bio: 'Author and long-time member of the community.' },
    { role: 'Workshop lead', bio: 'Teaches hands-on sessions around the world.' },
  ],
  posts: [
    { title: 'The call for talks is open', text: 'Share what you learned this year; first-time speakers welcome.' },
    { title: 'First speakers announced', text: 'Meet the people opening and closing this year’s edition.' },
    { title: 'Travel and stay', text: 'Hotels, trains and our attendee discount.' },
  ],
  stats: [['30', 'events'], ['800', 'members'], ['4.8', 'rating']],
  hours: 'office',
  booking: 'ticket',
  primary: 'booking',
  sections: ['features', 'menu', 'team', 'pricing', 'faq', 'booking', 'contact', 'cta'],
  pages: ['menu', 'team', 'booking', 'pricing', 'faq', 'contact', 'posts'],
};

export const STAY = [hotel, spa, wedding, conference];
