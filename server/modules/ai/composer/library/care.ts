// Looking after people: dentists, clinics, hair salons and barbers, gyms and studios.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

const dentist: KindLibrary = {
  kind: 'dentist',
  label: { en: 'dental practice', de: 'Zahnarztpraxis', fr: 'cabinet dentaire', es: 'clínica dental', nl: 'tandartspraktijk', pt: 'clínica dentária' },
  keywords: ['dentist', 'dentists', 'dental', 'dental clinic', 'dental practice', 'orthodontist', 'orthodontics', 'dentistry', 'zahnarzt', 'zahnarztpraxis', 'zahnarztin', 'dentiste', 'dentaire', 'dentista', 'tandarts', 'tandartspraktijk', 'clinica dental', 'clinica dentaria'],
  offering: 'gentle dental care',
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
    '{name} takes time for every patient, explains every step and agrees the cost before we start.',
    'Nervous patients are welcome: we go at your pace and stop whenever you need.',
  ],
  features: [
    { icon: 'shield', title: 'Check-ups and hygiene', text: 'Regular care that keeps teeth and gums healthy.' },
    { icon: 'smile', title: 'Treatment planned with you', text: 'We explain the options, and you decide.' },
    { icon: 'heart', title: 'Calm for nervous patients', text: 'Clear explanations, at your pace, without judgement.' },
    { icon: 'clock', title: 'Help when it hurts', text: 'In pain? Call us and we will find you a time as soon as we can.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Treatments', items: [item('Check-up', 'Examination, advice and x-rays when needed.', 55), item('Hygiene visit', 'Scale and polish with our hygienist.', 70), item('Whitening', 'Home whitening trays with follow-up.', 290), item('Clear aligners', 'From consultation to final smile.', 2400)] },
  ],
  plans: [
    plan('Essential', 15, 'month', ['Regular check-ups', 'Hygiene visits', 'Ask us about the details']),
    plan('Family', 39, 'month', ['For the whole family', 'Check-ups and hygiene for all', 'Ask us about the details'], true),
    plan('Complete', 25, 'month', ['Check-ups and extra hygiene visits', 'Care planned with you', 'Ask us about the details']),
  ],
  testimonials: [
    { quote: 'I have been afraid of dentists all my life. Not any more.', role: 'Long-standing patient' },
    { quote: 'Clear prices before anything starts and a lovely team.', role: 'Patient' },
    { quote: 'They found time for my son quickly when he chipped a tooth.', role: 'Parent' },
  ],
  faq: [
    { question: 'Do you take new patients?', answer: 'Get in touch and we will tell you when we can see you.' },
    { question: 'What if I am in pain?', answer: 'Call us: we will find you a time as soon as we can.' },
    { question: 'How much will my treatment cost?', answer: 'We explain the cost before we start, so there are no surprises.' },
  ],
  team: [
    { role: 'Principal dentist', bio: 'Gentle, careful dentistry, one patient at a time.' },
    { role: 'Dental hygienist', bio: 'Keeps gums healthy and patients smiling.' },
    { role: 'Practice manager', bio: 'Finds you a time that works and answers every question.' },
  ],
  posts: [
    { title: 'How often should you see the hygienist?', text: 'Why regular visits matter, and how often is right for you.' },
    { title: 'Caring for your teeth at home', text: 'Simple habits that make a difference.' },
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
  keywords: ['^clinic', '^clinics', 'doctor', 'doctors', 'medical practice', 'medical centre', 'medical center', 'physio', 'physiotherapy', 'physiotherapist', 'osteopath', 'chiropractor', '^therapist', '^therapy', 'psychologist', 'counselling', 'counseling', 'arztpraxis', 'arzt', '~praxis', 'physiotherapie', '^clinique', 'medecin', 'medical', 'medicale', 'kinesitherapeute', '^clinica', 'medico', 'fisioterapia', '^kliniek', 'huisarts', 'fysiotherapie', 'fysiotherapeut', 'podiatrist', 'podiatry', 'chiropodist', 'podologe', 'podologue', 'podologo', 'podoloog', 'osteopathe', 'osteopata', 'osteopaat', 'naturopath', 'naturopathe', 'naturopata', 'heilpraktiker', 'homeopath', 'acupuncture', 'acupuncturist', 'akupunktur', 'acupuncteur', 'acupuntura', 'psychologe', 'psychologue', 'psicologo', 'psycholoog', 'psychotherapist', 'psychotherapeut', 'psychotherapeute', 'psicoterapeuta', 'speech therapist', 'logopade', 'logopadin', 'logopedist', 'orthophoniste', 'logopeda', 'terapeuta da fala', 'fonoaudiologo', 'occupational therapist', 'ergotherapeut', 'ergotherapie', 'ergotherapeute', 'terapeuta ocupacional', 'physiotherapeut', 'kinesitherapie', 'fisioterapeuta', 'fysiopraktijk', 'midwife', 'hebamme', 'sage femme', 'matrona', 'parteira', 'verloskundige', 'dietitian', 'nutritionist', 'dietist', 'dieteticien', 'nutricionista', 'ernahrungsberater', 'kinderarzt', 'hausarzt', 'pediatre', 'pediatra', 'kinderarts', 'cabinet medical', 'consultorio'],
  offering: 'attentive, personal care',
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
    '{name} is run by practitioners who want time for each patient.',
    'We listen first, explain what we find and agree a plan with you.',
  ],
  features: [
    { icon: 'user', title: 'Personal care', text: 'Care from people who know your history.' },
    { icon: 'clock', title: 'Time to listen', text: 'Appointments that are never rushed.' },
    { icon: 'check-circle', title: 'Clear plans', text: 'What we find, what we suggest and what it costs.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Appointments', items: [item('First consultation', 'Assessment, advice and a treatment plan.', 85), item('Follow-up', 'Treatment and a check on your progress.', 65), item('Sports assessment', 'Movement analysis and exercise plan.', 95)] },
  ],
  plans: [
    plan('Single visit', 65, 'session', ['One appointment', 'Advice to take home', 'Follow-up if you need it']),
    plan('Recovery plan', 290, undefined, ['First consultation and follow-ups', 'Personal exercise programme', 'Progress checks'], true),
    plan('Ongoing care', 55, 'month', ['Regular sessions', 'Care that keeps you moving', 'Ask us about the details']),
  ],
  testimonials: [
    { quote: 'After months of back pain I finally had someone explain what was going on.', role: 'Patient' },
    { quote: 'Professional, warm and always on time.', role: 'Regular patient' },
    { quote: 'They got me back to running.', role: 'Runner' },
  ],
  faq: [
    { question: 'Do I need a referral?', answer: 'Get in touch and we will tell you. Bring any letters or scans you already have.' },
    { question: 'Is treatment covered by insurance?', answer: 'Ask your insurer; we give you an invoice you can use to claim.' },
    { question: 'What should I wear?', answer: 'Comfortable clothes you can move in.' },
  ],
  team: [
    { role: 'Lead practitioner', bio: 'An experienced clinician who always listens first.' },
    { role: 'Practitioner', bio: 'Specialises in sports injuries and rehabilitation.' },
    { role: 'Reception', bio: 'The friendly voice who finds you an appointment.' },
  ],
  posts: [
    { title: 'Exercises for a stiff back', text: 'Simple movements you can do at your desk.' },
    { title: 'When to rest and when to move', text: 'A guide to recovering from a strain.' },
    { title: 'Your first visit', text: 'What to bring and what to expect.' },
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
  keywords: ['hair salon', 'hairdresser', 'hairdressers', 'hairdressing', 'barber', 'barbers', 'barbershop', 'barber shop', '~salon', 'hair studio', 'friseur', 'friseursalon', 'coiffeur', 'coiffure', 'salon de coiffure', 'peluqueria', 'barberia', 'kapper', 'kapsalon', 'cabeleireiro', 'cabeleireira', 'barbearia', 'kapsalon', 'friseurin', 'coiffeuse', 'peluquera', 'kapster'],
  offering: 'haircuts, colour and styling',
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
    'We choose our products with care, and we keep our prices clear and fair.',
  ],
  features: [
    { icon: 'star', title: 'Precision cuts', text: 'Shaped for your hair, your face and your morning routine.' },
    { icon: 'pen-tool', title: 'Colour', text: 'From a subtle change to something new, planned with you.' },
    { icon: 'smile', title: 'A relaxed visit', text: 'Time to sit back, talk or simply switch off.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Cuts', items: [item('Cut and finish', 'Consultation, wash, cut and style.', 45), item('Men’s cut', 'Scissor or clipper, washed and styled.', 28), item('Children’s cut', 'For younger clients.', 18)] },
    { title: 'Colour and more', items: [item('Balayage', 'Hand-painted, toner included.', 120), item('Root colour', 'Touch-up with gloss.', 55), item('Hair treatment', 'Care for dry or tired hair.', 30)] },
  ],
  plans: [
    plan('Fresh cut', 28, undefined, ['Wash, cut and style', 'Styling advice', 'Tips for home']),
    plan('Colour club', 65, 'month', ['Regular root colour', 'Regular cuts', 'Ask us about the details'], true),
    plan('Regular cut', 40, 'month', ['Your cut, booked ahead', 'Styling advice', 'Ask us about the details']),
  ],
  testimonials: [
    { quote: 'Best haircut I have had in years, and they actually listened.', role: 'Regular client' },
    { quote: 'My balayage looks natural and grew out beautifully.', role: 'Colour client' },
    { quote: 'Great cut, great music and a relaxed hour.', role: 'Client' },
  ],
  faq: [
    { question: 'Do you take walk-ins?', answer: 'When a chair is free, yes; booking ahead is the surest way.' },
    { question: 'Do I need a patch test for colour?', answer: 'We may ask for a quick skin test before a first colour; we tell you when you book.' },
    { question: 'What if I am late?', answer: 'Let us know: we will do our best, but we may need to shorten or move your appointment.' },
  ],
  team: [
    { role: 'Owner and senior stylist', bio: 'A long career behind the chair and still loves a challenge.' },
    { role: 'Colourist', bio: 'Lives for natural-looking balayage.' },
    { role: 'Stylist', bio: 'Loves a classic cut and a clean finish.' },
  ],
  posts: [
    { title: 'Cuts for this season', text: 'What our stylists are asked for most right now.' },
    { title: 'How to keep colour bright', text: 'Simple care between appointments.' },
    { title: 'Meet the team', text: 'The people behind the chairs at {name}.' },
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
  keywords: ['gym', 'gyms', 'fitness', 'fitness studio', 'crossfit', 'personal trainer', 'personal training', 'boxing', 'martial arts', 'climbing gym', 'dance studio', 'bootcamp', 'fitnessstudio', 'salle de sport', 'gimnasio', 'ginasio', 'sportschool', 'entrenador personal', 'treinador pessoal', 'personal treinador', 'coach sportif'],
  offering: 'classes and personal training',
  tone: 'bold',
  hues: [[0, 12], [15, 28], [255, 270], [150, 160]],
  heroLooks: ['dark', 'image'],
  images: { hero: ['hero-mountains', 'hero-coast'], gallery: ['hero-mountains', 'hero-coast', 'blog-forest', 'blog-city'] },
  taglines: ['Move more{inPlace}', 'Stronger every week'],
  heroes: [
    { heading: 'Get stronger, move better, feel great', text: '{name} offers {offering}{inPlace} for every level, from first class to personal best.' },
    { heading: 'Your first class{inPlace} starts here', text: 'Friendly coaches and {offering} for every level: welcome to {name}.' },
  ],
  about: [
    '{name} is a place to train with people who know you: your name, your goals and your injuries.',
    'Whether you are starting out or training for something big, we build a plan that fits your week.',
  ],
  features: [
    { icon: 'users', title: 'Personal coaching', text: 'Coaches who watch, correct and encourage.' },
    { icon: 'target', title: 'Personal plans', text: 'Goals set with a coach and checked along the way.' },
    { icon: 'calendar', title: 'Classes through the week', text: 'See the timetable for the times that suit you.' },
    { icon: 'heart', title: 'All levels', text: 'Every exercise has an easier and a harder option.' },
  ],
  offer: 'classes',
  menu: [
    { title: 'Classes', items: [item('Strength basics', 'Technique first, then load.', 15), item('Vinyasa flow', 'Breath and movement.', 15), item('HIIT', 'Short, sharp intervals.', 12), item('Mobility', 'Stretch, release, recover.', 12)] },
  ],
  plans: [
    plan('Drop-in', 15, 'session', ['Any class', 'Pay as you go', 'No commitment']),
    plan('Unlimited', 79, 'month', ['All classes', 'Check-ins with a coach', 'Ask us about the details'], true),
    plan('Personal training', 60, 'hour', ['One-to-one sessions', 'Plan and progress tracking', 'Nutrition basics']),
  ],
  testimonials: [
    { quote: 'I never liked gyms. This place changed that.', role: 'Former gym sceptic' },
    { quote: 'The coaches know my name, my goals and my dodgy knee.', role: 'Strength class regular' },
    { quote: 'The morning class is the best start to my day.', role: 'Early riser' },
  ],
  faq: [
    { question: 'I am a complete beginner. Is that all right?', answer: 'Absolutely. Every class has options for every level; just tell the coach it is your first time.' },
    { question: 'Can I freeze my membership?', answer: 'Ask us: we will find a way for travel or injury.' },
    { question: 'What should I bring?', answer: 'Water and comfortable clothes; ask us about anything else.' },
  ],
  team: [
    { role: 'Head coach', bio: 'Former athlete who loves teaching beginners.' },
    { role: 'Yoga teacher', bio: 'Teaches vinyasa and yin with patience and humour.' },
    { role: 'Strength coach', bio: 'Makes lifting safe, simple and fun.' },
  ],
  posts: [
    { title: 'How to start strength training', text: 'Three movements to learn first.' },
    { title: 'Training before work', text: 'How to fit a class into a busy week.' },
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
