// Local services, shops and causes, plus the fallback for anything the library does not know.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

const trades: KindLibrary = {
  kind: 'trades',
  label: { en: 'trades business', de: 'Handwerksbetrieb', fr: 'artisan', es: 'empresa de reformas', nl: 'vakman', pt: 'empresa de reparações' },
  keywords: ['plumber', 'plumbers', 'plumbing', 'electrician', 'electricians', 'electrical', 'carpenter', 'joiner', 'handyman', 'roofer', 'roofing', 'builder', 'builders', 'construction', 'renovation', 'renovations', 'hvac', 'heating engineer', 'locksmith', 'painter and decorator', 'installateur', 'elektriker', 'klempner', 'handwerk', 'handwerker', 'schreiner', 'tischler', 'plombier', 'electricien', 'menuisier', 'fontanero', 'electricista', 'reformas', 'carpintero', 'loodgieter', 'elektricien', 'timmerman', 'aannemer', 'canalizador', 'eletricista', 'carpinteiro', 'canalizacao', 'decorator', 'painter decorator', 'maler', 'malermeister', 'dachdecker', 'fliesenleger', 'schilder', 'schildersbedrijf', 'dakdekker', 'stukadoor', 'peintre en batiment', 'couvreur', 'carreleur', 'albanil', 'pedreiro', 'empreiteiro'],
  offering: 'repairs and installations done right',
  tone: 'professional',
  hues: [[20, 32], [205, 218], [120, 135]],
  heroLooks: ['split', 'dark', 'image'],
  images: { hero: ['project-4', 'blog-city'], gallery: ['project-2', 'project-4', 'project-5', 'project-6'] },
  taglines: ['Done right, first time', 'Local and reliable'],
  heroes: [
    { heading: 'Reliable help{inPlace}, when you need it', text: '{name} provides {offering}: on time, tidy and at a fair price.' },
    { heading: 'Done right the first time', text: 'Local and reliable: {name} answers the phone, turns up and provides {offering}{inPlace}.' },
  ],
  about: [
    '{name} is a local business that takes pride in careful work and honest advice.',
    'We quote before we start, clean up when we finish and never leave a job half done.',
  ],
  features: [
    { icon: 'clock', title: 'Quick to respond', text: 'Call us and we will tell you when we can come.' },
    { icon: 'shield', title: 'Careful work', text: 'Done properly and checked before we leave.' },
    { icon: 'dollar-sign', title: 'Clear quotes', text: 'We explain the cost before we start.' },
    { icon: 'check-circle', title: 'Tidy work', text: 'We protect your floors and leave no mess behind.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Services', items: [item('Call-out', 'Diagnosis and repair.', 85), item('Safety check', 'A check of your installation, with clear advice.', 95), item('Bathroom or kitchen fitting', 'A quote after a visit.'), item('Urgent repair', 'Call us and we will tell you when we can be there.', 140)] },
  ],
  plans: [
    plan('Call-out', 85, undefined, ['Diagnosis and repair', 'Parts explained before fitting', 'Ask us about the details']),
    plan('Annual care', 12, 'month', ['Regular safety checks', 'Help when something goes wrong', 'Ask us about the details'], true),
    plan('Project', 0, undefined, ['A visit and a quote', 'Price agreed before we start', 'One team from start to finish']),
  ],
  testimonials: [
    { quote: 'Came quickly, fixed the leak and left the kitchen cleaner than before.', role: 'Homeowner' },
    { quote: 'Fair price, clear quote, excellent work. Our go-to from now on.', role: 'Landlord' },
    { quote: 'Rewired our whole flat on time and on budget.', role: 'Flat owner' },
  ],
  faq: [
    { question: 'How do I get a quote?', answer: 'Tell us about the job; we look at it and tell you the price before we start.' },
    { question: 'Do you do emergency work?', answer: 'Call us and we will tell you when we can be there.' },
    { question: 'What if something is not right?', answer: 'Tell us, and we will come back and look at it.' },
  ],
  team: [
    { role: 'Owner', bio: 'Learned the trade on the tools and still loves the work.' },
    { role: 'Engineer', bio: 'Careful, tidy and easy to talk to.' },
    { role: 'Office manager', bio: 'Books your visit and keeps you informed.' },
  ],
  posts: [
    { title: 'Before the cold comes', text: 'Simple steps to protect your pipes.' },
    { title: 'When to call a professional', text: 'Small jobs you can do yourself, and the ones you should not.' },
    { title: 'Project: a bathroom from start to finish', text: 'From bare walls to finished room.' },
  ],
  stats: [['20', 'years'], ['3000', 'projects'], ['4.9', 'rating']],
  hours: 'office',
  booking: 'appointment',
  primary: 'contact-form',
  sections: ['features', 'menu', 'about', 'testimonials', 'faq', 'contact-form', 'contact', 'cta'],
  pages: ['menu', 'about', 'contact', 'gallery', 'faq', 'pricing', 'posts'],
};

const shop: KindLibrary = {
  kind: 'shop',
  label: { en: 'shop', de: 'Laden', fr: 'boutique', es: 'tienda', nl: 'winkel', pt: 'loja' },
  keywords: ['online shop', 'online store', 'webshop', 'web shop', 'e-commerce', 'ecommerce', '~shop', '~store', '~boutique', 'retail', 'handmade', 'onlineshop', '~laden', '~tienda', 'tienda online', '~loja', 'loja online', '~winkel'],
  offering: 'carefully made products',
  tone: 'playful',
  hues: [[330, 350], [170, 190], [35, 45]],
  heroLooks: ['split', 'image'],
  images: { hero: ['project-5', 'project-2'], gallery: ['project-1', 'project-2', 'project-5', 'project-6'] },
  taglines: ['Made to last', 'Good things, made well'],
  heroes: [
    { heading: 'Good things, made well', text: '{name} sells {offering}, chosen for quality and made to last.' },
    { heading: 'Our favourites', text: 'Discover {offering} at {name}, chosen with care.' },
  ],
  about: [
    '{name} is a shop for things that are made well and meant to be used.',
    'We choose every product with care and are happy to tell you where it comes from.',
  ],
  features: [
    { icon: 'star', title: 'Chosen with care', text: 'Every product picked for its quality.' },
    { icon: 'gift', title: 'Good for gifts', text: 'Ask us for help choosing a present.' },
    { icon: 'message', title: 'Ask us anything', text: 'We know our products and tell you honestly.' },
    { icon: 'check', title: 'Friendly service', text: 'A question before or after you buy? Just ask.' },
  ],
  offer: 'products',
  menu: [
    { title: 'Bestsellers', items: [item('Handmade mug', 'Stoneware, glazed by hand.', 24), item('Linen tea towel', 'Washed linen.', 16), item('Gift box', 'A selection of favourites, wrapped.', 55)] },
  ],
  plans: [
    plan('Delivery', 4.9, undefined, ['Delivery times shown at checkout', 'Delivered to your door', 'Ask us about the details']),
    plan('Gift box', 55, undefined, ['A few favourite pieces', 'Ready to give', 'Add a personal note'], true),
    plan('Monthly box', 35, 'month', ['A surprise every month', 'Chosen for you', 'Ask us about the details']),
  ],
  testimonials: [
    { quote: 'Beautifully packed and even nicer in real life.', role: 'Customer' },
    { quote: 'My go-to for gifts. Always something special.', role: 'Repeat customer' },
    { quote: 'You can feel the care in every piece.', role: 'Customer' },
  ],
  faq: [
    { question: 'How long does delivery take?', answer: 'It depends on where you are; ask us and we will tell you.' },
    { question: 'Can I return something?', answer: 'Write to us and we will tell you how.' },
    { question: 'Do you ship abroad?', answer: 'Ask us and we will tell you where we can deliver.' },
  ],
  team: [
    { role: 'Founder', bio: 'Finds the makers and chooses every product.' },
    { role: 'Packing and shipping', bio: 'Packs every order with care.' },
    { role: 'Customer care', bio: 'Answers your questions.' },
  ],
  posts: [
    { title: 'Meet the maker', text: 'A visit to one of the makers behind our products.' },
    { title: 'Small gift ideas', text: 'Little presents that feel special.' },
    { title: 'How we choose what we sell', text: 'What we look for in every product.' },
  ],
  stats: [['10000', 'customers'], ['4.9', 'rating'], ['6', 'years']],
  hours: 'shop',
  booking: 'appointment',
  primary: 'order',
  sections: ['features', 'menu', 'about', 'testimonials', 'faq', 'order', 'contact', 'cta'],
  pages: ['menu', 'order', 'about', 'faq', 'contact', 'posts', 'gallery'],
};

const school: KindLibrary = {
  kind: 'school',
  label: { en: 'school', de: 'Schule', fr: 'école', es: 'escuela', nl: 'school', pt: 'escola' },
  keywords: ['~school', 'tutor', 'tutors', 'tutoring', 'tuition', '~lessons', 'language school', 'music lessons', 'music school', '~academy', '~courses', '~course', '~schule', 'nachhilfe', 'sprachschule', '~ecole', 'cours particuliers', '~escuela', '~academia', 'clases particulares', '~escola', 'explicacoes', 'bijles', 'taalschool'],
  offering: 'lessons that build confidence',
  tone: 'playful',
  hues: [[200, 215], [40, 50], [140, 150]],
  heroLooks: ['split', 'image'],
  images: { hero: ['workspace', 'blog-city'], gallery: ['workspace', 'blog-city', 'blog-forest', 'conference'] },
  taglines: ['Learning that sticks{inPlace}', 'Grow in confidence'],
  heroes: [
    { heading: 'Learning that builds confidence', text: '{name} offers {offering}{inPlace}, for learners of every level.' },
    { heading: 'Every learner can shine', text: 'Patient teachers, clear goals and {offering}: welcome to {name}.' },
  ],
  about: [
    '{name} believes every learner can make progress with the right support.',
    'We set clear goals and keep students and parents informed of progress.',
  ],
  features: [
    { icon: 'users', title: 'Attention for everyone', text: 'Lessons where every learner is heard.' },
    { icon: 'user', title: 'Tailored', text: 'Lessons planned around the learner.' },
    { icon: 'award', title: 'Good teachers', text: 'Patient, prepared and kind.' },
    { icon: 'trending-up', title: 'Visible progress', text: 'Clear goals and regular feedback.' },
  ],
  offer: 'classes',
  menu: [
    { title: 'Courses', items: [item('One-to-one lesson', 'Lessons planned around one learner.', 40), item('Small group', 'Learning together.', 22), item('Exam preparation', 'Focused preparation for the exam.', 380)] },
  ],
  plans: [
    plan('Trial lesson', 0, undefined, ['A first lesson', 'Level check', 'Learning plan']),
    plan('Weekly group', 85, 'month', ['Regular group lessons', 'Ask us about materials', 'Progress feedback'], true),
    plan('One-to-one', 150, 'month', ['Private lessons', 'Homework feedback', 'Times agreed with you']),
  ],
  testimonials: [
    { quote: 'My daughter went from dreading maths to asking for extra homework.', role: 'Parent' },
    { quote: 'Patient, clear and always prepared. I passed with a distinction.', role: 'Former student' },
    { quote: 'The attention they give makes all the difference.', role: 'Parent of two' },
  ],
  faq: [
    { question: 'Can we try a lesson first?', answer: 'Get in touch and we will tell you how to start.' },
    { question: 'Do you teach online?', answer: 'Ask us which courses can be followed online.' },
    { question: 'What if we miss a lesson?', answer: 'Tell us as early as you can and we will find a solution.' },
  ],
  team: [
    { role: 'Founder and head teacher', bio: 'A teacher at heart who still loves a first lesson.' },
    { role: 'Teacher', bio: 'Makes hard subjects simple.' },
    { role: 'Teacher', bio: 'Specialises in exam preparation.' },
  ],
  posts: [
    { title: 'How to revise without stress', text: 'A study plan that works.' },
    { title: 'New courses', text: 'What is starting soon, and who it is for.' },
    { title: 'Reading together at home', text: 'A few minutes a day that make a difference.' },
  ],
  stats: [['1200', 'students'], ['15', 'years'], ['4.9', 'rating']],
  hours: 'office',
  booking: 'class',
  primary: 'booking',
  sections: ['features', 'menu', 'pricing', 'team', 'testimonials', 'faq', 'booking', 'contact', 'cta'],
  pages: ['menu', 'pricing', 'team', 'booking', 'about', 'faq', 'contact'],
};

const nonprofit: KindLibrary = {
  kind: 'nonprofit',
  label: { en: 'charity', de: 'gemeinnütziger Verein', fr: 'association', es: 'asociación', nl: 'stichting', pt: 'associação' },
  keywords: ['non-profit', 'nonprofit', 'not-for-profit', 'charity', 'charities', 'foundation', 'ngo', 'volunteers', 'volunteering', 'animal shelter', 'food bank', 'community group', 'verein', 'stiftung', 'ehrenamt', 'association', 'fondation', 'asociacion', 'fundacion', 'ong', 'stichting', 'vereniging', 'goede doel', 'associacao', 'fundacao', 'instituicao de caridade'],
  offering: 'practical help where it is needed',
  tone: 'cosy',
  hues: [[95, 140], [195, 210], [20, 30]],
  heroLooks: ['image', 'split'],
  images: { hero: ['blog-forest', 'hero-mountains'], gallery: ['blog-forest', 'hero-mountains', 'conference', 'blog-city'] },
  taglines: ['Together we help{inPlace}', 'Small acts, big change'],
  heroes: [
    { heading: 'Together we can do more{inPlace}', text: '{name} brings {offering}, thanks to volunteers and supporters like you.' },
    { heading: 'Small acts, big change', text: 'Donate, volunteer or spread the word: every bit helps {name} bring {offering}.' },
  ],
  about: [
    '{name} exists because people saw a need and decided to act.',
    'Volunteers and supporters make our work possible, and we are open about how every donation is used.',
  ],
  features: [
    { icon: 'heart', title: 'Donate', text: 'A regular gift lets us plan ahead.' },
    { icon: 'users', title: 'Volunteer', text: 'Give as much time as you can.' },
    { icon: 'globe', title: 'Spread the word', text: 'Share our work with friends and colleagues.' },
  ],
  offer: 'programme',
  menu: [
    { title: 'Our work', items: [item('Direct help', 'Practical support where it is needed.'), item('Community projects', 'Local projects run with neighbours.'), item('Advice and support', 'A friendly voice and practical help.')] },
  ],
  plans: [
    plan('Friend', 5, 'month', ['Regular updates', 'What your gifts made possible', 'Our thanks']),
    plan('Supporter', 15, 'month', ['Everything for friends', 'A closer look at our work', 'Ask us about the details'], true),
    plan('One-off gift', 50, 'once', ['Any amount you choose', 'Used where it is needed most', 'Our thanks']),
  ],
  testimonials: [
    { quote: 'Volunteering here is the best part of my week.', role: 'Volunteer' },
    { quote: 'They helped us when nobody else would.', role: 'Family we supported' },
    { quote: 'Transparent, local and effective. We give every month.', role: 'Monthly donor' },
  ],
  faq: [
    { question: 'How is my donation used?', answer: 'Directly in our work; ask us and we will tell you how.' },
    { question: 'How can I volunteer?', answer: 'Get in touch and we will tell you how you can help.' },
    { question: 'Can companies support you?', answer: 'Yes. Get in touch and we will talk about what could work.' },
  ],
  team: [
    { role: 'Chair', bio: 'Leads the charity and its volunteers.' },
    { role: 'Volunteer coordinator', bio: 'Matches people to the work that suits them.' },
    { role: 'Treasurer', bio: 'Makes every gift count and every report clear.' },
  ],
  posts: [
    { title: 'What your gifts did this year', text: 'Our report, in plain words.' },
    { title: 'Volunteers of the month', text: 'Meet the people who make it happen.' },
    { title: 'Our winter appeal', text: 'How you can help this season.' },
  ],
  stats: [['250', 'volunteers'], ['12', 'years'], ['3000', 'customers']],
  hours: 'office',
  booking: 'appointment',
  primary: 'signup',
  sections: ['features', 'about', 'stats', 'posts', 'testimonials', 'signup', 'contact', 'cta'],
  pages: ['about', 'posts', 'team', 'contact', 'faq', 'gallery', 'pricing'],
};

/** Any other business: the copy speaks of service and care rather than a trade. */
export const GENERIC: KindLibrary = {
  kind: 'business',
  label: { en: 'business', de: 'Unternehmen', fr: 'entreprise', es: 'empresa', nl: 'bedrijf', pt: 'empresa' },
  keywords: [],
  offering: 'friendly, reliable service',
  tone: 'professional',
  hues: [[200, 240], [160, 180], [15, 30]],
  heroLooks: ['split', 'dark', 'image'],
  images: { hero: ['workspace', 'hero-coast'], gallery: ['workspace', 'hero-coast', 'blog-city', 'project-3'] },
  taglines: ['Here to help{inPlace}', 'Good service, simply'],
  heroes: [
    { heading: 'Good service, simply done', text: '{name} offers {offering}{inPlace}, with people who take the time to listen.' },
    { heading: 'Here to help{inPlace}', text: 'Clear advice, fair prices and {offering}: that is {name}.' },
  ],
  about: [
    '{name} works by a simple idea: treat every customer the way we would like to be treated.',
    'We keep our promises, answer quickly and are proud of every recommendation we receive.',
  ],
  features: [
    { icon: 'check-circle', title: 'Reliable', text: 'We do what we say, when we say.' },
    { icon: 'smile', title: 'Personal', text: 'People who know you and your needs.' },
    { icon: 'star', title: 'Clear', text: 'We explain what we do and what it costs.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Services', items: [item('First conversation', 'We listen and suggest the next step.', 0), item('Standard service', 'Our most popular offer.', 90), item('Premium service', 'Everything, with priority.', 190)] },
  ],
  plans: [
    plan('Basic', 49, 'month', ['The essentials', 'Email support', 'Ask us about the details']),
    plan('Plus', 99, 'month', ['Everything in Basic', 'Priority support', 'Regular reviews'], true),
    plan('Premium', 199, 'month', ['Everything in Plus', 'Dedicated contact', 'Planning together']),
  ],
  testimonials: [
    { quote: 'Friendly, fast and exactly what we needed.', role: 'Customer' },
    { quote: 'They listened first, and it showed in the result.', role: 'Long-time customer' },
    { quote: 'I recommend them to everyone I know.', role: 'Customer' },
  ],
  faq: [
    { question: 'How do we start?', answer: 'Send us a message or call, and we will take it from there.' },
    { question: 'How quickly do you reply?', answer: 'As quickly as we can.' },
    { question: 'Can I change my plan later?', answer: 'Yes. Ask us and we will find what suits you.' },
  ],
  team: [
    { role: 'Founder', bio: 'Started the business and still answers the phone.' },
    { role: 'Customer lead', bio: 'Your first contact for anything you need.' },
    { role: 'Operations', bio: 'Makes sure everything runs on time.' },
  ],
  posts: [
    { title: 'What is new this season', text: 'A few changes our customers asked for.' },
    { title: 'Behind the scenes', text: 'How we work, and why.' },
    { title: 'Customer story', text: 'How we helped one of our customers.' },
  ],
  stats: [['10', 'years'], ['800', 'customers'], ['4.8', 'rating']],
  hours: 'office',
  booking: 'appointment',
  primary: 'contact-form',
  sections: ['features', 'about', 'menu', 'testimonials', 'faq', 'contact-form', 'contact', 'cta'],
  pages: ['menu', 'about', 'contact', 'faq', 'pricing', 'team', 'posts'],
};

export const LOCAL = [trades, shop, school, nonprofit];
