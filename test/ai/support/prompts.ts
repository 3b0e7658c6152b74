import type { PlanLanguage } from '../../../common/ai/site-plan.ts';

export interface PromptCase {
  prompt: string;
  pages?: number;
  kind: string;
  language: PlanLanguage;
  name?: string;
  place?: string;
  /** A word of the offering the copy must use (checked for English plans, whose long copy is native). */
  offering?: string;
  /** Sections asked for: a section type, or "form:<purpose>". */
  asks: string[];
}

/** Two dozen and more prompts: kinds of site, languages, names, places and the sections they ask for. */
export const PROMPT_CASES: PromptCase[] = [
  { prompt: 'a cosy bakery in Lisbon with online orders and opening hours', kind: 'bakery', language: 'en', place: 'Lisbon', offering: 'bread', asks: ['form:order', 'hours'] },
  { prompt: 'Padaria Sol is a bakery in Porto', pages: 3, kind: 'bakery', language: 'en', name: 'Padaria Sol', place: 'Porto', offering: 'pastries', asks: [] },
  { prompt: 'A law firm called Smith & Partners in New York with team and FAQ', pages: 5, kind: 'law-firm', language: 'en', name: 'Smith & Partners', place: 'New York', offering: 'legal', asks: ['team', 'faq'] },
  { prompt: 'eine gemütliche Bäckerei in Berlin mit Öffnungszeiten und Online-Bestellung', kind: 'bakery', language: 'de', place: 'Berlin', asks: ['hours', 'form:order'] },
  { prompt: 'un restaurant italien à Paris avec menu et réservation', pages: 2, kind: 'restaurant', language: 'fr', place: 'Paris', asks: ['menu', 'form:booking'] },
  { prompt: 'una peluquería en Madrid con precios y reseñas', kind: 'hair-salon', language: 'es', place: 'Madrid', asks: ['pricing', 'testimonials'] },
  { prompt: 'een tandarts in Utrecht met afspraak maken en veelgestelde vragen', pages: 6, kind: 'dentist', language: 'nl', place: 'Utrecht', asks: ['form:booking', 'faq'] },
  { prompt: 'um café aconchegante no Porto com cardápio e galeria', pages: 1, kind: 'cafe', language: 'pt', place: 'Porto', asks: ['menu', 'gallery'] },
  { prompt: 'a luxury hotel by the sea in Nice with booking and gallery', pages: 8, kind: 'hotel', language: 'en', place: 'Nice', offering: 'rooms', asks: ['form:booking', 'gallery'] },
  { prompt: 'a plumber in Manchester with contact form and pricing', pages: 3, kind: 'trades', language: 'en', place: 'Manchester', offering: 'repairs', asks: ['form:contact', 'pricing'] },
  { prompt: 'yoga studio in Amsterdam for busy parents with class timetable and pricing', kind: 'yoga', language: 'en', place: 'Amsterdam', offering: 'classes', asks: ['menu', 'pricing'] },
  { prompt: 'minimal portfolio for a graphic designer named Lena Ortiz', pages: 2, kind: 'portfolio', language: 'en', name: 'Lena Ortiz', offering: 'design', asks: ['gallery'] },
  { prompt: 'a digital marketing agency in London with case studies, team and testimonials', pages: 5, kind: 'agency', language: 'en', place: 'London', offering: 'brands', asks: ['gallery', 'team', 'testimonials'] },
  { prompt: 'a SaaS app for invoicing with pricing and FAQ called Ledgerly', kind: 'saas', language: 'en', name: 'Ledgerly', offering: 'software', asks: ['pricing', 'faq'] },
  { prompt: 'an online shop selling handmade ceramics', pages: 3, kind: 'shop', language: 'en', offering: 'handmade ceramics', asks: [] },
  { prompt: 'wedding photographer in Tuscany with gallery and contact form', kind: 'photographer', language: 'en', place: 'Tuscany', offering: 'portraits', asks: ['gallery', 'form:contact'] },
  { prompt: 'a tech conference in Berlin with schedule, tickets and speakers', pages: 5, kind: 'conference', language: 'en', place: 'Berlin', offering: 'talks', asks: ['menu', 'form:booking', 'team'] },
  { prompt: 'a tutor for maths and physics in Dublin', pages: 2, kind: 'school', language: 'en', place: 'Dublin', offering: 'lessons', asks: [] },
  { prompt: 'a charity for animal shelters in Lyon with news and a newsletter', kind: 'nonprofit', language: 'en', place: 'Lyon', offering: 'help', asks: ['posts', 'form:signup'] },
  { prompt: 'personal blog of a travel writer', pages: 3, kind: 'blog', language: 'en', offering: 'essays', asks: ['posts'] },
  { prompt: 'rock band "The Velvet Owls" from Glasgow with gallery and news', kind: 'musician', language: 'en', name: 'The Velvet Owls', place: 'Glasgow', offering: 'music', asks: ['gallery', 'posts'] },
  { prompt: 'real estate agency in Miami with listings and contact form', pages: 7, kind: 'real-estate', language: 'en', place: 'Miami', offering: 'homes', asks: ['menu', 'form:contact'] },
  { prompt: 'an accountant for freelancers in Zurich', kind: 'accountant', language: 'en', place: 'Zurich', offering: 'tax', asks: [] },
  { prompt: 'cocktail bar in Barcelona with opening hours and reservations', pages: 1, kind: 'bar', language: 'en', place: 'Barcelona', offering: 'cocktails', asks: ['hours', 'form:booking'] },
  { prompt: 'a spa with massages and a booking form', kind: 'spa', language: 'en', offering: 'massage', asks: ['form:booking'] },
  { prompt: 'a barber shop called Sharp & Co with prices, team and reviews', kind: 'hair-salon', language: 'en', name: 'Sharp & Co', offering: 'haircuts', asks: ['pricing', 'team', 'testimonials'] },
  { prompt: 'a wedding planner near Sintra, with an FAQ and a contact form', kind: 'wedding', language: 'en', place: 'Sintra', offering: 'weddings', asks: ['faq', 'form:contact'] },
  { prompt: 'a physiotherapy clinic in Munich with appointments and opening hours', kind: 'clinic', language: 'en', place: 'Munich', offering: 'care', asks: ['form:booking', 'hours'] },
  { prompt: 'something nice for my uncle', pages: 2, kind: 'business', language: 'en', offering: 'service', asks: [] },
];
