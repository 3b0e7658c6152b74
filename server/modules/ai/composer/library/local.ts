// Local services, shops and causes, plus the fallback for anything the library does not know.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

const trades: KindLibrary = {
  kind: 'trades',
  label: { en: 'trades business', de: 'Handwerksbetrieb', fr: 'artisan', es: 'empresa de reformas', nl: 'vakman', pt: 'empresa de reparações' },
  keywords: ['plumber', 'plumbers', 'plumbing', 'electrician', 'electricians', 'electrical', 'carpenter', 'joiner', 'handyman', 'roofer', 'roofing', 'builder', 'builders', 'construction', 'renovation', 'renovations', 'hvac', 'heating engineer', 'locksmith', 'painter and decorator', 'landscaper', 'gardener', 'cleaning', 'cleaner', 'installateur', 'elektriker', 'klempner', 'handwerker', 'schreiner', 'tischler', 'plombier', 'electricien', 'menuisier', 'artisan', 'fontanero', 'electricista', 'reformas', 'carpintero', 'loodgieter', 'elektricien', 'timmerman', 'aannemer', 'canalizador', 'eletricista', 'carpinteiro', 'canalizacao'],
  offering: 'repairs and installations done right',
  names: ['Reliable Repairs', 'Hammer & Level', 'Bright Spark Electrical', 'FlowRight Plumbing', 'True Line Builders', 'Handy Crew'],
  tone: 'professional',
  hues: [[20, 32], [205, 218], [120, 135]],
  heroLooks: ['split', 'dark', 'image'],
  images: { hero: ['project-4', 'blog-city'], gallery: ['project-2', 'project-4', 'project-5', 'project-6'] },
  taglines: ['Done right, first time', 'Local, reliable, insured'],
  heroes: [
    { heading: 'Reliable help{inPlace}, when you need it', text: '{name} provides {offering}: on time, tidy and at a fair, fixed price.' },
    { heading: 'Done right the first time', text: 'Qualified, insured and local: {name} answers the phone, turns up and gets {offering}{inPlace}.' },
  ],
  about: [
    '{name} is a local, family-run business. We are fully qualified and insured, and every job comes with a written guarantee.',
    'We quote before we start, clean up when we finish and never leave a job half done.',
  ],
  features: [
    { icon: 'clock', title: 'Emergency call-outs', text: 'Same-day help for leaks, faults and breakdowns.' },
    { icon: 'shield', title: 'Insured and certified', text: 'Qualified work with a twelve-month guarantee.' },
    { icon: 'dollar-sign', title: 'Fixed quotes', text: 'You know the price before we lift a tool.' },
    { icon: 'check-circle', title: 'Tidy work', text: 'We protect your floors and leave no mess behind.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Services', items: [item('Call-out and first hour', 'Diagnosis and repair of most faults.', 85), item('Boiler or fuse-box check', 'Safety check with written report.', 95), item('Bathroom or kitchen fitting', 'Fixed quote after a free visit.'), item('Emergency visit', 'Evenings and weekends.', 140)] },
  ],
  plans: [
    plan('Call-out', 85, undefined, ['First hour of work', 'Parts at cost', 'Twelve-month guarantee']),
    plan('Annual care', 12, 'month', ['Yearly safety check', 'Priority call-outs', 'Ten percent off repairs'], true),
    plan('Project', 0, undefined, ['Free visit and written quote', 'Fixed price', 'One team from start to finish']),
  ],
  testimonials: [
    { quote: 'Came the same evening, fixed the leak and left the kitchen cleaner than before.', role: 'Homeowner' },
    { quote: 'Fair price, clear quote, excellent work. Our go-to from now on.', role: 'Landlord' },
    { quote: 'Rewired our whole flat on time and on budget.', role: 'Flat owner' },
  ],
  faq: [
    { question: 'Do you charge for quotes?', answer: 'No. We visit, look at the job and send a written, fixed quote for free.' },
    { question: 'Do you do emergency work?', answer: 'Yes, seven days a week; call us and we will tell you when we can be there.' },
    { question: 'Is your work guaranteed?', answer: 'Every job comes with a twelve-month guarantee on labour and parts.' },
  ],
  team: [
    { role: 'Owner and master tradesman', bio: 'Twenty years on the tools and still on site every day.' },
    { role: 'Engineer', bio: 'Fully certified, careful and tidy.' },
    { role: 'Office manager', bio: 'Books your visit and keeps you informed.' },
  ],
  posts: [
    { title: 'How to avoid frozen pipes this winter', text: 'Five simple steps.' },
    { title: 'When to call a professional', text: 'Small jobs you can do yourself, and the ones you should not.' },
    { title: 'Project: a complete bathroom in ten days', text: 'From bare walls to finished room.' },
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
  keywords: ['online shop', 'online store', 'webshop', 'web shop', 'e-commerce', 'ecommerce', '~shop', '~store', '~boutique', 'retail', 'handmade', 'onlineshop', 'laden', 'tienda', 'tienda online', 'loja', 'loja online', 'winkel'],
  offering: 'carefully made products',
  names: ['The Goods Store', 'Maker’s Market', 'Little Things', 'Good Supply Co.', 'Hearth & Home', 'Common Thread'],
  tone: 'playful',
  hues: [[330, 350], [170, 190], [35, 45]],
  heroLooks: ['split', 'image'],
  images: { hero: ['project-5', 'project-2'], gallery: ['project-1', 'project-2', 'project-5', 'project-6'] },
  taglines: ['Made to last', 'Good things, made well'],
  heroes: [
    { heading: 'Good things, made well', text: '{name} sells {offering}, chosen for quality and made to last.' },
    { heading: 'New in: this season’s favourites', text: 'Small batches of {offering}, fair prices and free delivery on larger orders at {name}.' },
  ],
  about: [
    '{name} started at a weekend market table and now ships across the country.',
    'We work with small makers, pay fairly and pack every order by hand with recycled materials.',
  ],
  features: [
    { icon: 'truck', title: 'Free delivery', text: 'On orders over 50 euros, dispatched within two days.' },
    { icon: 'gift', title: 'Gift wrapping', text: 'Wrapped by hand with a handwritten note.' },
    { icon: 'leaf', title: 'Made responsibly', text: 'Small makers, natural materials, plastic-free packing.' },
    { icon: 'check', title: 'Easy returns', text: 'Thirty days to change your mind.' },
  ],
  offer: 'products',
  menu: [
    { title: 'Bestsellers', items: [item('Handmade mug', 'Stoneware, glazed by hand.', 24), item('Linen tea towel', 'Washed linen, three colours.', 16), item('Gift box', 'A selection of favourites, wrapped.', 55)] },
  ],
  plans: [
    plan('Standard delivery', 4.9, undefined, ['Two to four days', 'Tracked', 'Free over 50 euros']),
    plan('Gift box', 55, undefined, ['Three favourite pieces', 'Wrapped by hand', 'Handwritten note'], true),
    plan('Monthly box', 35, 'month', ['A surprise every month', 'Members’ discount', 'Pause any time']),
  ],
  testimonials: [
    { quote: 'Beautifully packed and even nicer in real life.', role: 'Customer' },
    { quote: 'My go-to for gifts. Fast delivery and lovely notes.', role: 'Repeat customer' },
    { quote: 'You can feel the care in every piece.', role: 'Customer' },
  ],
  faq: [
    { question: 'How long does delivery take?', answer: 'Two to four working days; we dispatch within two days of your order.' },
    { question: 'Can I return something?', answer: 'Yes, within thirty days, unused and in its packaging.' },
    { question: 'Do you ship abroad?', answer: 'We ship across Europe; costs are shown at checkout.' },
  ],
  team: [
    { role: 'Founder', bio: 'Finds the makers and chooses every product.' },
    { role: 'Packing and shipping', bio: 'Wraps every order by hand.' },
    { role: 'Customer care', bio: 'Answers every message within a day.' },
  ],
  posts: [
    { title: 'Meet the maker', text: 'A visit to the potter behind our bestselling mugs.' },
    { title: 'Gift ideas under 30 euros', text: 'Small presents that feel special.' },
    { title: 'How we pack without plastic', text: 'Paper, card and a little creativity.' },
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
  keywords: ['school', 'schools', 'tutor', 'tutors', 'tutoring', 'tuition', 'lessons', 'language school', 'driving school', 'music lessons', 'music school', 'academy', 'courses', 'course', 'kindergarten', 'nursery', 'daycare', 'preschool', 'coaching', 'schule', 'nachhilfe', 'sprachschule', 'kita', 'ecole', 'cours particuliers', 'escuela', 'academia', 'clases particulares', 'escola', 'explicacoes', 'bijles', 'taalschool'],
  offering: 'lessons that build confidence',
  names: ['Bright Minds', 'The Learning Room', 'Open Book Academy', 'Next Step Tutoring', 'Little Acorns', 'Clear Path Learning'],
  tone: 'playful',
  hues: [[200, 215], [40, 50], [140, 150]],
  heroLooks: ['split', 'image'],
  images: { hero: ['workspace', 'blog-city'], gallery: ['workspace', 'blog-city', 'blog-forest', 'conference'] },
  taglines: ['Learning that sticks{inPlace}', 'Grow in confidence'],
  heroes: [
    { heading: 'Learning that builds confidence', text: '{name} offers {offering}{inPlace}, in small groups or one to one, at every level.' },
    { heading: 'Every learner can shine', text: 'Patient teachers, clear goals and {offering}: welcome to {name}.' },
  ],
  about: [
    '{name} was founded by teachers who believe every learner can make progress with the right support.',
    'We keep groups small, set clear goals and report progress to students and parents every month.',
  ],
  features: [
    { icon: 'users', title: 'Small groups', text: 'Never more than six, so everyone is heard.' },
    { icon: 'user', title: 'One-to-one', text: 'Lessons planned around each learner.' },
    { icon: 'award', title: 'Qualified teachers', text: 'Experienced, checked and kind.' },
    { icon: 'trending-up', title: 'Visible progress', text: 'Monthly reports and clear goals.' },
  ],
  offer: 'classes',
  menu: [
    { title: 'Courses', items: [item('One-to-one lesson', 'Sixty minutes, in person or online.', 40), item('Small group', 'Up to six learners, weekly.', 22), item('Exam preparation', 'Ten-week intensive course.', 380)] },
  ],
  plans: [
    plan('Trial lesson', 0, undefined, ['Thirty minutes', 'Level check', 'Learning plan']),
    plan('Weekly group', 85, 'month', ['Four group lessons', 'Materials included', 'Monthly report'], true),
    plan('One-to-one', 150, 'month', ['Four private lessons', 'Homework feedback', 'Flexible times']),
  ],
  testimonials: [
    { quote: 'My daughter went from dreading maths to asking for extra homework.', role: 'Parent' },
    { quote: 'Patient, clear and always prepared. I passed with a distinction.', role: 'Former student' },
    { quote: 'The small groups make all the difference.', role: 'Parent of two' },
  ],
  faq: [
    { question: 'Is there a trial lesson?', answer: 'Yes, the first thirty minutes are free, with a level check and a plan.' },
    { question: 'Do you teach online?', answer: 'Every course runs in person and online.' },
    { question: 'What if we miss a lesson?', answer: 'Tell us a day ahead and we will reschedule at no cost.' },
  ],
  team: [
    { role: 'Founder and head teacher', bio: 'Fifteen years in classrooms.' },
    { role: 'Teacher', bio: 'Makes hard subjects simple.' },
    { role: 'Teacher', bio: 'Specialises in exam preparation.' },
  ],
  posts: [
    { title: 'How to revise without stress', text: 'A study plan that works.' },
    { title: 'New evening courses', text: 'Small groups starting next month.' },
    { title: 'Reading together at home', text: 'Ten minutes a day that make a difference.' },
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
  keywords: ['non-profit', 'nonprofit', 'not-for-profit', 'charity', 'charities', 'foundation', 'ngo', 'volunteers', 'volunteering', 'animal shelter', 'food bank', 'community group', 'cause', 'verein', 'stiftung', 'ehrenamt', 'association', 'fondation', 'asociacion', 'fundacion', 'ong', 'stichting', 'vereniging', 'goede doel', 'associacao', 'fundacao', 'instituicao de caridade'],
  offering: 'practical help for people and animals who need it',
  names: ['Open Hands', 'Common Good', 'Second Chance', 'The Helping Hub', 'Green Shoots', 'Safe Harbour'],
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
    '{name} was started by neighbours who saw a need and decided to act.',
    'Almost all our work is done by volunteers, and every euro donated goes where it is needed most; our accounts are published every year.',
  ],
  features: [
    { icon: 'heart', title: 'Donate', text: 'A regular gift lets us plan ahead.' },
    { icon: 'users', title: 'Volunteer', text: 'Give an afternoon a month, or more.' },
    { icon: 'globe', title: 'Spread the word', text: 'Share our work with friends and colleagues.' },
  ],
  offer: 'programme',
  menu: [
    { title: 'Our work', items: [item('Direct help', 'Food, shelter and care where it is needed.'), item('Community projects', 'Local projects run with neighbours.'), item('Advice and support', 'A friendly voice and practical help.')] },
  ],
  plans: [
    plan('Friend', 5, 'month', ['Monthly updates', 'Our yearly report', 'Invitation to open days']),
    plan('Supporter', 15, 'month', ['Everything for friends', 'Visit a project', 'Name on our supporters’ wall'], true),
    plan('One-off gift', 50, 'once', ['Any amount you choose', 'Tax receipt', 'A thank-you card']),
  ],
  testimonials: [
    { quote: 'Volunteering here is the best part of my week.', role: 'Volunteer' },
    { quote: 'They helped us when nobody else would.', role: 'Family supported last winter' },
    { quote: 'Transparent, local and effective. We give every month.', role: 'Monthly donor' },
  ],
  faq: [
    { question: 'How is my donation used?', answer: 'Directly in our projects; we publish our accounts every year.' },
    { question: 'How can I volunteer?', answer: 'Sign up below and we will invite you to an introduction evening.' },
    { question: 'Can companies support you?', answer: 'Yes, through team volunteering days, sponsorship or matched giving.' },
  ],
  team: [
    { role: 'Chair', bio: 'Founded the charity after years of volunteering.' },
    { role: 'Volunteer coordinator', bio: 'Matches people to the work that suits them.' },
    { role: 'Treasurer', bio: 'Makes every euro count and every report clear.' },
  ],
  posts: [
    { title: 'What your gifts did this year', text: 'Our annual report, in plain words.' },
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
  names: ['Northwind', 'Bluebell & Co.', 'Harbour Lane', 'Silverleaf', 'Cornerstone', 'Brightwater'],
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
    '{name} is an independent business. We started with a simple idea: treat every customer the way we would like to be treated.',
    'We keep our promises, answer quickly and are proud of every recommendation we receive.',
  ],
  features: [
    { icon: 'check-circle', title: 'Reliable', text: 'We do what we say, when we say.' },
    { icon: 'smile', title: 'Personal', text: 'One contact who knows you and your needs.' },
    { icon: 'star', title: 'Recommended', text: 'Most new customers come through a friend.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Services', items: [item('First conversation', 'We listen and suggest the next step.', 0), item('Standard service', 'Our most popular offer.', 90), item('Premium service', 'Everything, with priority.', 190)] },
  ],
  plans: [
    plan('Basic', 49, 'month', ['The essentials', 'Email support', 'Cancel any time']),
    plan('Plus', 99, 'month', ['Everything in Basic', 'Priority support', 'Monthly review'], true),
    plan('Premium', 199, 'month', ['Everything in Plus', 'Dedicated contact', 'Quarterly planning']),
  ],
  testimonials: [
    { quote: 'Friendly, fast and exactly what we needed.', role: 'Customer' },
    { quote: 'They listened first, and it showed in the result.', role: 'Long-time customer' },
    { quote: 'I recommend them to everyone I know.', role: 'Customer' },
  ],
  faq: [
    { question: 'How do we start?', answer: 'Send us a message or call; the first conversation is free.' },
    { question: 'How quickly do you reply?', answer: 'Within one working day, usually sooner.' },
    { question: 'Can I change my plan later?', answer: 'Yes, at any time, with no fee.' },
  ],
  team: [
    { role: 'Founder', bio: 'Started the business and still answers the phone.' },
    { role: 'Customer lead', bio: 'Your first contact for anything you need.' },
    { role: 'Operations', bio: 'Makes sure everything runs on time.' },
  ],
  posts: [
    { title: 'What is new this season', text: 'A few changes our customers asked for.' },
    { title: 'Behind the scenes', text: 'How we work, and why.' },
    { title: 'Customer story', text: 'How we helped one customer save time every week.' },
  ],
  stats: [['10', 'years'], ['800', 'customers'], ['4.8', 'rating']],
  hours: 'office',
  booking: 'appointment',
  primary: 'contact-form',
  sections: ['features', 'about', 'menu', 'testimonials', 'faq', 'contact-form', 'contact', 'cta'],
  pages: ['menu', 'about', 'contact', 'faq', 'pricing', 'team', 'posts'],
};

export const LOCAL = [trades, shop, school, nonprofit];
