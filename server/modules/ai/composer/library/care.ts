// Looking after people: dentists, clinics, hair salons and barbers, gyms and studios.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

const dentist: KindLibrary = {
  kind: 'dentist',
  label: { en: 'dental practice', de: 'Zahnarztpraxis', fr: 'cabinet dentaire', es: 'clínica dental', nl: 'tandartspraktijk', pt: 'clínica dentária' },
  keywords: ['dentist', 'dentists', 'dental', 'dental clinic', 'dental practice', 'orthodontist', 'orthodontics', 'zahnarzt', 'zahnarztpraxis', 'zahnarztin', 'dentiste', 'dentista', 'tandarts', 'tandartspraktijk', 'clinica dental', 'clinica dentaria'],
  offering: 'gentle dental care',
  names: ['Bright Smile Dental', 'Clearwater Dental', 'Smile Studio', 'Parkside Dentistry', 'Gentle Dental Care', 'Pearl Dental'],
  tone: 'professional',
  hues: [[180, 200], [205, 215]],
  heroLooks: ['split', 'dark'],
  images: { hero: ['workspace', 'hero-coast'], gallery: ['workspace', 'hero-coast', 'blog-forest', 'blog-city'] },
  taglines: ['Gentle dental care{inPlace}', 'Healthy smiles{inPlace}'],
  heroes: [
    { heading: 'Gentle dental care{inPlace} for the whole family', text: '{name} offers {offering}: check-ups, hygiene and treatment with time to explain, and without the fear.' },
    { heading: 'A dentist you will look forward to seeing', text: 'Modern equipment, calm rooms and {offering}{inPlace}: that is {name}.' },
  ],
  about: [
    '{name} is an independent practice. We take time for every patient, explain every step and agree the cost before we start.',
    'Nervous patients are welcome: we go at your pace and offer sedation when it helps.',
  ],
  features: [
    { icon: 'shield', title: 'Check-ups and hygiene', text: 'Regular care that keeps teeth and gums healthy.' },
    { icon: 'smile', title: 'Whitening and aligners', text: 'A brighter, straighter smile, planned with you.' },
    { icon: 'heart', title: 'Calm for nervous patients', text: 'Longer appointments, clear explanations, sedation if needed.' },
    { icon: 'clock', title: 'Emergency slots', text: 'Same-day appointments for pain every weekday.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Treatments', items: [item('Check-up', 'Examination, advice and x-rays when needed.', 55), item('Hygiene visit', 'Scale and polish with our hygienist.', 70), item('Whitening', 'Home whitening trays with follow-up.', 290), item('Clear aligners', 'From consultation to final smile.', 2400)] },
  ],
  plans: [
    plan('Essential', 15, 'month', ['Two check-ups a year', 'Two hygiene visits', 'Ten percent off treatment']),
    plan('Family', 39, 'month', ['Cover for up to four', 'Check-ups and hygiene for all', 'Emergency visits included'], true),
    plan('Complete', 25, 'month', ['Two check-ups and four hygiene visits', 'Whitening top-ups', 'Fifteen percent off treatment']),
  ],
  testimonials: [
    { quote: 'I have been afraid of dentists all my life. Not any more.', role: 'Patient for two years' },
    { quote: 'Clear prices before anything starts and a lovely team.', role: 'Aligner patient' },
    { quote: 'They fitted my son in the same day when he chipped a tooth.', role: 'Parent' },
  ],
  faq: [
    { question: 'Do you take new patients?', answer: 'Yes, adults and children. Book a first check-up online or by phone.' },
    { question: 'What if I am in pain?', answer: 'Call us in the morning: we keep emergency slots free every weekday.' },
    { question: 'Can I pay in instalments?', answer: 'For treatment over 500 euros you can spread the cost over twelve months.' },
  ],
  team: [
    { role: 'Principal dentist', bio: 'Twenty years of gentle, careful dentistry.' },
    { role: 'Dental hygienist', bio: 'Keeps gums healthy and patients smiling.' },
    { role: 'Practice manager', bio: 'Finds you a time that works and answers every question.' },
  ],
  posts: [
    { title: 'How often should you see the hygienist?', text: 'Why twice a year suits most people, and when it does not.' },
    { title: 'Aligners or braces?', text: 'A straight answer on what suits whom.' },
    { title: 'Tips for nervous patients', text: 'Small things that make a visit easier.' },
  ],
  stats: [['20', 'years'], ['4000', 'customers'], ['4.9', 'rating']],
  hours: 'office',
  booking: 'appointment',
  primary: 'booking',
  sections: ['features', 'menu', 'about', 'team', 'testimonials', 'faq', 'booking', 'hours', 'contact', 'cta'],
  pages: ['menu', 'booking', 'team', 'about', 'faq', 'contact', 'pricing'],
};

const clinic: KindLibrary = {
  kind: 'clinic',
  label: { en: 'clinic', de: 'Praxis', fr: 'cabinet médical', es: 'clínica', nl: 'praktijk', pt: 'clínica' },
  keywords: ['clinic', 'clinics', 'doctor', 'doctors', 'medical practice', 'medical centre', 'medical center', 'physio', 'physiotherapy', 'physiotherapist', 'osteopath', 'chiropractor', 'therapist', 'therapy', 'psychologist', 'counselling', 'counseling', 'vet', 'veterinary', 'arztpraxis', 'arzt', 'praxis', 'physiotherapie', 'clinique', 'medecin', 'kinesitherapeute', 'clinica', 'medico', 'fisioterapia', 'kliniek', 'huisarts', 'fysiotherapie', 'fysiotherapeut'],
  offering: 'attentive, personal care',
  names: ['Riverside Clinic', 'Northgate Health', 'The Wellbeing Practice', 'Cedar Clinic', 'Active Health', 'Harbour Health'],
  tone: 'professional',
  hues: [[190, 210], [150, 165]],
  heroLooks: ['split', 'dark'],
  images: { hero: ['workspace', 'blog-forest'], gallery: ['workspace', 'blog-forest', 'hero-mountains', 'blog-city'] },
  taglines: ['Care you can trust{inPlace}', 'Your health, our time'],
  heroes: [
    { heading: 'Care that takes its time{inPlace}', text: '{name} offers {offering}: longer appointments, clear advice and a plan that fits your life.' },
    { heading: 'Feel better, move better, live better', text: 'Experienced practitioners and {offering}{inPlace}, all under one roof at {name}.' },
  ],
  about: [
    '{name} was founded by practitioners who wanted more time with each patient than a busy system allows.',
    'We listen first, explain what we find and agree a plan with you; most patients see the same practitioner every visit.',
  ],
  features: [
    { icon: 'user', title: 'One practitioner', text: 'See the same person every visit, who knows your history.' },
    { icon: 'clock', title: 'Longer appointments', text: 'Forty-five minutes, never rushed.' },
    { icon: 'check-circle', title: 'Clear plans', text: 'What we find, what we suggest and what it costs, in writing.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Appointments', items: [item('First consultation', 'Assessment, advice and a treatment plan, 60 minutes.', 85), item('Follow-up', 'Treatment and progress check, 45 minutes.', 65), item('Sports assessment', 'Movement analysis and exercise plan.', 95)] },
  ],
  plans: [
    plan('Single visit', 65, 'session', ['Forty-five minutes', 'Exercise sheet', 'Email follow-up']),
    plan('Recovery plan', 290, undefined, ['First consultation and five sessions', 'Personal exercise programme', 'Progress report'], true),
    plan('Ongoing care', 55, 'month', ['One session a month', 'Priority booking', 'Discount on extra sessions']),
  ],
  testimonials: [
    { quote: 'After months of back pain I finally had someone explain what was going on.', role: 'Patient' },
    { quote: 'Professional, warm and always on time.', role: 'Patient for three years' },
    { quote: 'They got me back to running within six weeks.', role: 'Marathon runner' },
  ],
  faq: [
    { question: 'Do I need a referral?', answer: 'No, you can book directly. Bring any letters or scans you already have.' },
    { question: 'Is treatment covered by insurance?', answer: 'Most private insurers cover our treatment; we give you an invoice to claim.' },
    { question: 'What should I wear?', answer: 'Comfortable clothes you can move in.' },
  ],
  team: [
    { role: 'Lead practitioner', bio: 'Fifteen years of clinical practice.' },
    { role: 'Practitioner', bio: 'Specialises in sports injuries and rehabilitation.' },
    { role: 'Reception', bio: 'The friendly voice who finds you an appointment.' },
  ],
  posts: [
    { title: 'Five exercises for a stiff back', text: 'Simple movements you can do at your desk.' },
    { title: 'When to rest and when to move', text: 'A guide to recovering from a strain.' },
    { title: 'Evening appointments now available', text: 'We are open until eight on Tuesdays and Thursdays.' },
  ],
  stats: [['15', 'years'], ['6000', 'customers'], ['4.9', 'rating']],
  hours: 'office',
  booking: 'appointment',
  primary: 'booking',
  sections: ['features', 'menu', 'about', 'team', 'testimonials', 'faq', 'booking', 'hours', 'contact', 'cta'],
  pages: ['menu', 'booking', 'team', 'about', 'faq', 'contact', 'posts'],
};

const hairSalon: KindLibrary = {
  kind: 'hair-salon',
  label: { en: 'hair salon', de: 'Friseursalon', fr: 'salon de coiffure', es: 'peluquería', nl: 'kapsalon', pt: 'cabeleireiro' },
  keywords: ['hair salon', 'hairdresser', 'hairdressers', 'hairdressing', 'barber', 'barbers', 'barbershop', 'barber shop', '~salon', 'hair studio', 'friseur', 'friseursalon', 'coiffeur', 'coiffure', 'salon de coiffure', 'peluqueria', 'barberia', 'kapper', 'kapsalon', 'cabeleireiro', 'cabeleireira', 'barbearia'],
  offering: 'haircuts, colour and styling',
  names: ['Sharp & Co.', 'The Chair', 'Mane Street', 'Shear Studio', 'Fringe & Fade', 'Salon Nova'],
  tone: 'playful',
  hues: [[330, 350], [15, 25], [180, 190]],
  heroLooks: ['split', 'image', 'dark'],
  images: { hero: ['project-2', 'project-4'], gallery: ['project-1', 'project-2', 'project-4', 'project-5'] },
  taglines: ['Great hair{inPlace}', 'Cut, colour, confidence'],
  heroes: [
    { heading: 'Great hair starts here{inPlace}', text: '{name} offers {offering} by people who listen first and cut second.' },
    { heading: 'Leave feeling like the best version of you', text: 'Book your chair at {name}{inPlace} for {offering} by people who love their craft.' },
  ],
  about: [
    '{name} is a small salon with a big love for craft. Every appointment starts with a proper consultation.',
    'We use plant-based colour and recyclable products, and we keep our prices clear and fair.',
  ],
  features: [
    { icon: 'star', title: 'Precision cuts', text: 'Shaped for your hair, your face and your morning routine.' },
    { icon: 'pen-tool', title: 'Natural colour', text: 'Balayage, highlights and grey blending with gentle products.' },
    { icon: 'smile', title: 'Beard and shave', text: 'Hot towel shaves and beard trims done properly.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Cuts', items: [item('Cut and finish', 'Consultation, wash, cut and style.', 45), item('Men’s cut', 'Scissor or clipper, washed and styled.', 28), item('Children’s cut', 'Under twelve.', 18)] },
    { title: 'Colour and more', items: [item('Balayage', 'Hand-painted, toner included.', 120), item('Root colour', 'Touch-up with gloss.', 55), item('Hot towel shave', 'Traditional, with balm.', 30)] },
  ],
  plans: [
    plan('Fresh cut', 28, undefined, ['Wash, cut and style', 'Styling advice', 'Free fringe trims']),
    plan('Colour club', 65, 'month', ['Root colour every month', 'Cut every other month', 'Ten percent off products'], true),
    plan('Groom', 40, 'month', ['Cut and beard trim every month', 'Hot towel finish', 'Priority booking']),
  ],
  testimonials: [
    { quote: 'Best haircut I have had in years, and they actually listened.', role: 'Regular client' },
    { quote: 'My balayage looks natural and grew out beautifully.', role: 'Colour client' },
    { quote: 'Proper hot towel shave, great music and great coffee.', role: 'Barber client' },
  ],
  faq: [
    { question: 'Do you take walk-ins?', answer: 'When a chair is free, yes; booking online is the surest way.' },
    { question: 'Do I need a patch test for colour?', answer: 'Yes, 48 hours before your first colour; it takes five minutes.' },
    { question: 'What if I am late?', answer: 'We will do our best; after fifteen minutes we may need to shorten or move your appointment.' },
  ],
  team: [
    { role: 'Owner and senior stylist', bio: 'Fifteen years behind the chair and still loves a challenge.' },
    { role: 'Colourist', bio: 'Lives for natural-looking balayage.' },
    { role: 'Barber', bio: 'Fades, beards and the perfect hot towel shave.' },
  ],
  posts: [
    { title: 'Five cuts for this season', text: 'What our stylists are asked for most right now.' },
    { title: 'How to keep colour bright', text: 'Simple care between appointments.' },
    { title: 'A new barber joins the team', text: 'Evening appointments for beards and fades.' },
  ],
  stats: [['10', 'years'], ['2500', 'customers'], ['4.9', 'rating']],
  hours: 'studio',
  booking: 'appointment',
  primary: 'booking',
  sections: ['features', 'menu', 'team', 'gallery', 'testimonials', 'booking', 'hours', 'contact', 'cta'],
  pages: ['menu', 'booking', 'gallery', 'team', 'contact', 'about', 'faq'],
};

const fitness: KindLibrary = {
  kind: 'fitness',
  label: { en: 'fitness studio', de: 'Fitnessstudio', fr: 'salle de sport', es: 'gimnasio', nl: 'sportschool', pt: 'ginásio' },
  keywords: ['gym', 'gyms', 'fitness', 'fitness studio', 'yoga', 'yoga studio', 'pilates', 'crossfit', 'personal trainer', 'personal training', 'boxing', 'martial arts', 'climbing gym', 'dance studio', 'bootcamp', 'fitnessstudio', 'salle de sport', 'gimnasio', 'ginasio', 'sportschool'],
  offering: 'classes and personal training',
  names: ['Move Studio', 'Iron & Grace', 'Balance Lab', 'Peak Fitness', 'Flow House', 'Strong Roots'],
  tone: 'bold',
  hues: [[0, 12], [15, 28], [255, 270], [150, 160]],
  heroLooks: ['dark', 'image'],
  images: { hero: ['hero-mountains', 'hero-coast'], gallery: ['hero-mountains', 'hero-coast', 'blog-forest', 'blog-city'] },
  taglines: ['Move more{inPlace}', 'Stronger every week'],
  heroes: [
    { heading: 'Get stronger, move better, feel great', text: '{name} offers {offering}{inPlace} for every level, from first class to personal best.' },
    { heading: 'Your first class{inPlace} is on us', text: 'Small groups, expert coaches and {offering} for every level: welcome to {name}.' },
  ],
  about: [
    '{name} is a community studio. Our classes are small so every coach knows your name, your goals and your injuries.',
    'Whether you are starting out or training for something big, we build a plan that fits your week.',
  ],
  features: [
    { icon: 'users', title: 'Small classes', text: 'Never more than twelve people, so coaching is personal.' },
    { icon: 'target', title: 'Personal plans', text: 'Goals set with a coach and checked every month.' },
    { icon: 'calendar', title: 'Sixty classes a week', text: 'Early mornings, lunchtimes and evenings.' },
    { icon: 'heart', title: 'All levels', text: 'Every exercise has an easier and a harder option.' },
  ],
  offer: 'classes',
  menu: [
    { title: 'Classes', items: [item('Strength basics', 'Technique first, then load. 60 minutes.', 15), item('Vinyasa flow', 'Breath and movement. 60 minutes.', 15), item('HIIT', 'Short, sharp intervals. 45 minutes.', 12), item('Mobility', 'Stretch, release, recover. 45 minutes.', 12)] },
  ],
  plans: [
    plan('Drop-in', 15, 'session', ['Any class', 'Towel and mat', 'No commitment']),
    plan('Unlimited', 79, 'month', ['All classes', 'Monthly check-in with a coach', 'Bring a friend once a month'], true),
    plan('Personal training', 60, 'hour', ['One-to-one sessions', 'Plan and progress tracking', 'Nutrition basics']),
  ],
  testimonials: [
    { quote: 'I never liked gyms. This place changed that in a month.', role: 'Member for a year' },
    { quote: 'The coaches know my name, my goals and my dodgy knee.', role: 'Strength class regular' },
    { quote: 'The morning yoga is the best start to my day.', role: 'Early riser' },
  ],
  faq: [
    { question: 'I am a complete beginner. Is that all right?', answer: 'Absolutely. Every class has options for every level, and your first class is free.' },
    { question: 'Can I freeze my membership?', answer: 'Yes, for up to two months a year, for travel or injury.' },
    { question: 'What should I bring?', answer: 'Water and comfortable clothes; we have mats, towels and showers.' },
  ],
  team: [
    { role: 'Head coach', bio: 'Former athlete who loves teaching beginners.' },
    { role: 'Yoga teacher', bio: 'Ten years of vinyasa and yin.' },
    { role: 'Strength coach', bio: 'Makes lifting safe, simple and fun.' },
  ],
  posts: [
    { title: 'How to start strength training', text: 'Three movements to learn first.' },
    { title: 'New early classes', text: 'Strength and yoga at 6:30 every weekday.' },
    { title: 'Why rest days matter', text: 'Recovery is where progress happens.' },
  ],
  stats: [['10', 'years'], ['900', 'members'], ['4.9', 'rating']],
  hours: 'studio',
  booking: 'class',
  primary: 'pricing',
  sections: ['features', 'menu', 'pricing', 'team', 'testimonials', 'faq', 'hours', 'contact', 'cta'],
  pages: ['menu', 'pricing', 'team', 'booking', 'about', 'contact', 'faq'],
};

export const CARE = [dentist, clinic, hairSalon, fitness];
