// Firms that sell expertise: lawyers, accountants, agencies, software makers and estate agents.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

const lawFirm: KindLibrary = {
  kind: 'law-firm',
  label: { en: 'law firm', de: 'Kanzlei', fr: "cabinet d'avocats", es: 'despacho de abogados', nl: 'advocatenkantoor', pt: 'escritório de advogados' },
  keywords: ['law firm', 'law office', 'lawyer', 'lawyers', 'attorney', 'attorneys', 'solicitor', 'solicitors', 'legal', 'notary', 'barrister', 'anwalt', 'rechtsanwalt', 'rechtsanwaltin', 'anwaltskanzlei', '^kanzlei', 'avocat', 'avocats', 'cabinet d avocats', 'abogado', 'abogados', 'bufete', 'advogado', 'advogados', 'advocaat', 'advocaten', 'advocatenkantoor'],
  offering: 'clear legal advice',
  tone: 'professional',
  hues: [[212, 232], [348, 358]],
  heroLooks: ['dark', 'split'],
  images: { hero: ['blog-city', 'workspace'], gallery: ['blog-city', 'workspace', 'conference', 'hero-mountains'] },
  taglines: ['Clear legal advice{inPlace}', 'On your side'],
  heroes: [
    { heading: 'Clear legal advice when it matters most', text: '{name} gives individuals and businesses{inPlace} {offering}, plain answers and firm representation.' },
    { heading: 'Experienced lawyers{inPlace}, on your side', text: 'From contracts to disputes, {name} gives {offering} in plain language and fights for the best result.' },
  ],
  about: [
    '{name} handles every matter with care, from the first call to the final signature.',
    'We explain the costs before we start and tell you honestly when a case is not worth pursuing.',
  ],
  features: [
    { icon: 'briefcase', title: 'We listen first', text: 'Every matter starts with understanding your situation.' },
    { icon: 'message', title: 'Plain language', text: 'Advice you can understand and act on.' },
    { icon: 'shield', title: 'Honest advice', text: 'Including when the best step is not to go to court.' },
    { icon: 'dollar-sign', title: 'Clear costs', text: 'We tell you what it will cost before we begin.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Services', items: [item('First consultation', 'A first meeting to understand your situation.', 90), item('Contract review', 'Clear comments on a contract before you sign.', 450), item('Will and estate planning', 'A will drafted and witnessed.', 600), item('Company formation', 'Articles, registration and first resolutions.', 900)] },
  ],
  plans: [
    plan('Consultation', 90, undefined, ['A first meeting', 'Next steps explained', 'Ask us about the details']),
    plan('Business retainer', 450, 'month', ['Short questions answered', 'Contract reviews', 'Ask us about the details'], true),
    plan('Fixed-fee matter', 900, 'project', ['Scope agreed in advance', 'No hourly surprises', 'Ask us about the details']),
  ],
  testimonials: [
    { quote: 'They explained everything in plain language and got us a settlement we did not think possible.', role: 'Managing director' },
    { quote: 'Fast, precise and honest about costs from day one.', role: 'Start-up founder' },
    { quote: 'They made a painful family matter as calm as it could be.', role: 'Private client' },
  ],
  faq: [
    { question: 'How much does a first meeting cost?', answer: 'We tell you the cost before we meet, and deduct it from the fee if you instruct us.' },
    { question: 'Do you work on fixed fees?', answer: 'Ask us: before we start, we tell you how we will charge, and we stick to it.' },
    { question: 'Can we meet online?', answer: 'Ask us, and we will find a way to meet that suits you.' },
  ],
  team: [
    { role: 'Managing partner', bio: 'Long experience in commercial law and litigation.' },
    { role: 'Partner', bio: 'Calm advice through difficult moments.' },
    { role: 'Associate', bio: 'Prepares every case with care.' },
  ],
  posts: [
    { title: 'Clauses to check before you sign', text: 'The terms that cause most disputes, explained.' },
    { title: 'When to call a lawyer', text: 'Signs that it is time to get advice.' },
    { title: 'Why everyone needs a will', text: 'And what happens when there is none.' },
  ],
  stats: [['25', 'years'], ['1200', 'customers'], ['98%', 'rating']],
  hours: 'office',
  booking: 'consultation',
  primary: 'contact-form',
  sections: ['features', 'about', 'stats', 'team', 'testimonials', 'faq', 'contact-form', 'contact', 'cta'],
  pages: ['menu', 'team', 'about', 'contact', 'faq', 'posts', 'pricing'],
};

const accountant: KindLibrary = {
  kind: 'accountant',
  label: { en: 'accounting firm', de: 'Steuerkanzlei', fr: "cabinet d'expertise comptable", es: 'asesoría contable', nl: 'accountantskantoor', pt: 'gabinete de contabilidade' },
  keywords: ['accountant', 'accountants', 'accounting', 'bookkeeping', 'bookkeeper', 'tax advisor', 'tax adviser', 'tax consultant', 'payroll', 'cpa', 'steuer', 'steuerberater', 'steuerberatung', 'buchhaltung', 'comptable', 'expert comptable', 'contable', 'asesoria', 'gestoria', 'contador', 'contabilidade', 'boekhouder', 'accountantskantoor', 'administratiekantoor', 'contabilista', 'contabilidad', 'comptabilite', 'boekhouding', 'steuerkanzlei'],
  offering: 'bookkeeping, tax returns and straight answers',
  tone: 'professional',
  hues: [[205, 225], [150, 165]],
  heroLooks: ['split', 'dark'],
  images: { hero: ['workspace', 'app-dashboard'], gallery: ['workspace', 'app-dashboard', 'blog-city', 'conference'] },
  taglines: ['Numbers made simple{inPlace}', 'Your accounts, sorted'],
  heroes: [
    { heading: 'Your numbers, sorted', text: '{name} handles {offering} for freelancers and small businesses{inPlace}, so you can get on with your work.' },
    { heading: 'Accounting without the headache', text: 'Clear fees, plain answers and {offering}: that is {name}{inPlace}.' },
  ],
  about: [
    '{name} works with people and businesses who want their numbers in order all year, not just at year end.',
    'You get a person who knows your file, fees agreed in advance and answers in plain language.',
  ],
  features: [
    { icon: 'bar-chart', title: 'Bookkeeping', text: 'Your books kept up to date.' },
    { icon: 'credit-card', title: 'Tax returns', text: 'Personal and company returns, prepared with care.' },
    { icon: 'users', title: 'Payroll', text: 'Payslips and filings for your team.' },
    { icon: 'cloud', title: 'Good tools', text: 'Help choosing and using accounting software.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Services', items: [item('Self-employed tax return', 'Prepared, checked and filed.', 250), item('Annual accounts', 'For small limited companies.', 950), item('Payroll', 'Per employee, per month.', 12), item('Company set-up', 'Registration and first-year advice.', 300)] },
  ],
  plans: [
    plan('Freelancer', 49, 'month', ['Bookkeeping review', 'Annual tax return', 'Email support']),
    plan('Small business', 149, 'month', ['Monthly bookkeeping', 'Annual accounts and tax', 'Regular check-ins'], true),
    plan('Growing team', 299, 'month', ['Everything in Small business', 'Payroll', 'Management reports']),
  ],
  testimonials: [
    { quote: 'For the first time ever I filed on time without a single sleepless night.', role: 'Freelance designer' },
    { quote: 'Clear fees, clear advice and they always pick up the phone.', role: 'Café owner' },
    { quote: 'They found savings that paid for a whole year of fees.', role: 'Founder of a small agency' },
  ],
  faq: [
    { question: 'Can I switch accountants mid-year?', answer: 'Yes. We contact your previous accountant and take it from there.' },
    { question: 'Which software do you use?', answer: 'We work with the common cloud packages and will help you choose one.' },
    { question: 'How do your fees work?', answer: 'We tell you the fee before we start, and agree any change before extra work.' },
  ],
  team: [
    { role: 'Founding partner', bio: 'An accountant with a soft spot for small businesses.' },
    { role: 'Tax manager', bio: 'Makes sense of every new rule so you do not have to.' },
    { role: 'Bookkeeper', bio: 'Keeps your books tidy month after month.' },
  ],
  posts: [
    { title: 'Key tax dates this year', text: 'Put these in your calendar now.' },
    { title: 'Expenses freelancers often forget to claim', text: 'Small items that add up.' },
    { title: 'Do you need a limited company?', text: 'When it makes sense, and when it does not.' },
  ],
  stats: [['18', 'years'], ['400', 'customers'], ['4.9', 'rating']],
  hours: 'office',
  booking: 'consultation',
  primary: 'contact-form',
  sections: ['features', 'pricing', 'about', 'testimonials', 'faq', 'contact-form', 'contact', 'cta'],
  pages: ['menu', 'pricing', 'about', 'contact', 'faq', 'team', 'posts'],
};

const agency: KindLibrary = {
  kind: 'agency',
  label: { en: 'agency', de: 'Agentur', fr: 'agence', es: 'agencia', nl: 'bureau', pt: 'agência' },
  keywords: ['~agency', '~agencies', 'marketing', 'digital agency', 'creative agency', 'design agency', 'branding', 'web design', 'seo', 'consultancy', 'consulting', 'consultant', 'communications', 'advertising', 'pr agency', '~studio', '~agentur', 'werbeagentur', 'beratung', '~agence', '~agencia', '~bureau', 'reclamebureau', 'agencia de marketing'],
  offering: 'brands, websites and campaigns',
  tone: 'bold',
  hues: [[260, 290], [325, 340], [170, 185]],
  heroLooks: ['dark', 'split'],
  images: { hero: ['workspace', 'project-3'], gallery: ['project-1', 'project-3', 'project-5', 'project-6'] },
  taglines: ['Ideas that work{inPlace}', 'Brands people remember'],
  heroes: [
    { heading: 'We build brands people remember', text: '{name} creates {offering} for companies that want to stand out{inPlace}.' },
    { heading: 'Strategy, design and code under one roof', text: 'From the first workshop to launch day, {name} turns big ideas into {offering} that perform.' },
  ],
  about: [
    '{name} brings strategy, design and development together. You work directly with the people doing the work.',
    'We keep our client list short so every project gets our full attention, and we measure success by your results.',
  ],
  features: [
    { icon: 'target', title: 'Strategy', text: 'Research, positioning and a plan everyone understands.' },
    { icon: 'pen-tool', title: 'Brand and design', text: 'Identities and design systems that scale.' },
    { icon: 'code', title: 'Websites', text: 'Fast, accessible sites your team can edit.' },
    { icon: 'trending-up', title: 'Campaigns', text: 'Content and ads that bring measurable results.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Services', items: [item('Brand workshop', 'Time together to define who you are and who you serve.', 3500), item('Brand identity', 'Logo, colours, type and guidelines.', 9000), item('Website', 'Design and build.', 15000)] },
  ],
  plans: [
    plan('Sprint', 3500, 'project', ['Workshop', 'Strategy report', 'Next-step roadmap']),
    plan('Launch', 15000, 'project', ['Brand identity', 'Website design and build', 'Launch support'], true),
    plan('Partner', 4000, 'month', ['Team time reserved for you', 'Campaigns and content', 'Regular reporting']),
  ],
  testimonials: [
    { quote: 'They understood our business better than we did.', role: 'Chief executive, retail brand' },
    { quote: 'Our new site brought in more enquiries than we hoped.', role: 'Marketing lead' },
    { quote: 'Senior people, honest feedback, no fluff.', role: 'Founder' },
  ],
  faq: [
    { question: 'How long does a project take?', answer: 'It depends on the scope; we give you a timeline before we start.' },
    { question: 'Do you work with start-ups?', answer: 'Yes. Our Sprint is designed for teams at an early stage.' },
    { question: 'Who will we work with?', answer: 'The people you meet at the start stay with you to the end.' },
  ],
  team: [
    { role: 'Founder and strategy lead', bio: 'Has spent a career helping brands find their voice.' },
    { role: 'Design director', bio: 'Leads identity and digital design.' },
    { role: 'Technical lead', bio: 'Builds fast, accessible websites.' },
  ],
  posts: [
    { title: 'What makes a brand memorable', text: 'Lessons from years of identity work.' },
    { title: 'Case study: a rebrand', text: 'How we helped a local business grow online.' },
    { title: 'Why fast websites sell more', text: 'Speed, trust and conversion explained.' },
  ],
  stats: [['150', 'projects'], ['12', 'years'], ['40', 'customers']],
  hours: 'office',
  booking: 'consultation',
  primary: 'contact-form',
  sections: ['features', 'gallery', 'stats', 'about', 'testimonials', 'team', 'contact-form', 'contact', 'cta'],
  pages: ['menu', 'gallery', 'about', 'team', 'contact', 'posts', 'pricing'],
};

const saas: KindLibrary = {
  kind: 'saas',
  label: { en: 'software product', de: 'Software', fr: 'logiciel', es: 'software', nl: 'software', pt: 'software' },
  keywords: ['saas', 'software', 'startup', 'start-up', '~app', 'mobile app', 'web app', 'platform', 'api', 'plugin', 'tool for', 'dashboard', 'b2b', 'product launch', 'aplicacion', 'aplicativo', 'logiciel'],
  offering: 'software that makes a daily job simpler',
  tone: 'minimal',
  hues: [[225, 260], [160, 175], [265, 280]],
  heroLooks: ['split', 'dark'],
  images: { hero: ['app-dashboard', 'workspace'], gallery: ['app-dashboard', 'workspace', 'project-3', 'project-6'] },
  taglines: ['Software that does its job', 'Simple to start, easy to keep using'],
  heroes: [
    { heading: 'Software that does its job', text: '{name} is {offering}. Sign up in minutes and see for yourself.' },
    { heading: 'Simple to start, easy to keep using', text: 'Meet {name}: {offering}, clear from the first screen.' },
  ],
  about: [
    'We build {name} for the people who use it every day, and we keep it simple on purpose.',
    'We listen to our customers, improve {name} step by step and tell you plainly what changes.',
  ],
  features: [
    { icon: 'zap', title: 'Quick to start', text: 'Sign up and find your way around without a manual.' },
    { icon: 'layout', title: 'Clear by design', text: 'What you need in view, and nothing you do not.' },
    { icon: 'lock', title: 'Your data stays yours', text: 'We keep it private and never sell it.' },
    { icon: 'message', title: 'Help from real people', text: 'Questions are answered by people who know {name} well.' },
  ],
  offer: 'products',
  menu: [
    { title: 'What you get', items: [item('{name}', 'Everything {name} does, in one place.'), item('Updates', 'Improvements as they are released, included in every plan.'), item('Getting started', 'Guides and answers for your first days.')] },
  ],
  plans: [
    plan('Free', 0, undefined, ['The essentials', 'Try it at your own pace', 'Help by email']),
    plan('Plus', 12, 'month', ['Everything in Free', 'Higher limits', 'Faster help'], true),
    plan('Pro', 29, 'month', ['Everything in Plus', 'For larger teams', 'Help with setting up']),
  ],
  testimonials: [
    { quote: 'It does exactly what we needed, and nothing we did not.', role: 'Small business owner' },
    { quote: 'We were up and running in an afternoon.', role: 'Operations lead' },
    { quote: 'When we had a question, the answer came from someone who knew the product.', role: 'Freelancer' },
  ],
  faq: [
    { question: 'Can I try it before I pay?', answer: 'Yes. Start on the Free plan and move up only when it is worth it to you.' },
    { question: 'Can I cancel any time?', answer: 'Yes. Paid plans run month to month, with no notice period.' },
    { question: 'How do I get help?', answer: 'Write to us and someone who knows {name} well will answer.' },
  ],
  team: [
    { role: 'Founder', bio: 'Started {name} to solve a problem they had themselves.' },
    { role: 'Lead developer', bio: 'Builds {name} and reads every piece of feedback.' },
    { role: 'Customer support', bio: 'Helps every new customer get started.' },
  ],
  posts: [
    { title: 'What is new in {name}', text: 'The latest improvements, explained.' },
    { title: 'Getting started with {name}', text: 'The first steps, one at a time.' },
    { title: 'Why we built {name}', text: 'The problem behind it, and how we set out to solve it.' },
  ],
  stats: [['2000', 'customers'], ['4.8', 'rating'], ['5', 'years']],
  hours: 'office',
  booking: 'consultation',
  primary: 'pricing',
  sections: ['features', 'stats', 'pricing', 'testimonials', 'faq', 'signup', 'cta'],
  pages: ['pricing', 'menu', 'about', 'faq', 'posts', 'contact', 'team'],
};

const realEstate: KindLibrary = {
  kind: 'real-estate',
  label: { en: 'estate agency', de: 'Immobilienmakler', fr: 'agence immobilière', es: 'inmobiliaria', nl: 'makelaardij', pt: 'imobiliária' },
  keywords: ['real estate', 'real estate agency', 'estate agent', 'estate agents', 'estate agency', 'realtor', 'realty', 'property', 'properties', 'lettings', 'letting agent', 'property management', 'immobilien', 'immobilienmakler', 'makler', 'immobilier', 'agence immobiliere', 'inmobiliaria', 'imobiliaria', 'makelaar', 'makelaardij', 'vastgoed'],
  offering: 'homes to buy and rent',
  tone: 'professional',
  hues: [[200, 215], [160, 172], [25, 35]],
  heroLooks: ['image', 'split'],
  images: { hero: ['blog-city', 'hero-coast'], gallery: ['blog-city', 'hero-coast', 'dining-room', 'hero-mountains'] },
  taglines: ['Find your place{inPlace}', 'Homes, sold with care'],
  heroes: [
    { heading: 'Find your place{inPlace}', text: '{name} helps you buy, sell and rent {offering} with honest advice and local knowledge.' },
    { heading: 'Selling or buying? We know {place}.', text: 'Accurate valuations, {offering} and agents who answer the phone: that is {name}.' },
  ],
  about: [
    '{name} knows the local market{inPlace}: the streets, the prices and what buyers look for.',
    'We value honestly, market beautifully and keep you informed from the first viewing to the keys.',
  ],
  features: [
    { icon: 'home', title: 'Honest valuation', text: 'An honest price based on real sales nearby.' },
    { icon: 'camera', title: 'Beautiful listings', text: 'Homes shown at their best, with good photos and clear details.' },
    { icon: 'users', title: 'Accompanied viewings', text: 'We show homes ourselves and answer your questions.' },
  ],
  offer: 'listings',
  menu: [
    { title: 'For sale', items: [item('Two-bedroom flat', 'Bright, renovated, balcony and lift.', 325000), item('Family house', 'Garden and a quiet street.', 540000)] },
    { title: 'To rent', items: [item('Studio near the centre', 'Furnished, per month.', 950), item('Three-bedroom apartment', 'Spacious, with parking, per month.', 1850)] },
  ],
  plans: [
    plan('Lettings', 750, undefined, ['Tenant finding', 'Referencing and contracts', 'Inventory and check-in']),
    plan('Sales', 2950, undefined, ['Valuation and marketing', 'Viewings and negotiation', 'Fee agreed in advance'], true),
    plan('Full management', 95, 'month', ['Rent collection', 'Repairs and inspections', 'Safety checks']),
  ],
  testimonials: [
    { quote: 'Sold above asking. They handled everything.', role: 'Home seller' },
    { quote: 'They found us a flat before it even went online.', role: 'First-time buyers' },
    { quote: 'As a landlord, I never have to chase anything.', role: 'Landlord' },
  ],
  faq: [
    { question: 'How much is a valuation?', answer: 'Ask us: we explain what a valuation involves and what it costs, with no obligation.' },
    { question: 'How long does a sale take?', answer: 'It depends on the buyer and the paperwork; we give you an honest estimate at the start.' },
    { question: 'Do you manage rentals?', answer: 'Ask us what we can take on, from finding tenants to repairs and rent collection.' },
  ],
  team: [
    { role: 'Director', bio: 'Has sold homes in the area for many years.' },
    { role: 'Sales negotiator', bio: 'Gets the best price and keeps the chain moving.' },
    { role: 'Lettings manager', bio: 'Looks after landlords and tenants alike.' },
  ],
  posts: [
    { title: 'How to prepare your home for viewings', text: 'Small jobs that make a big difference.' },
    { title: 'The market this quarter', text: 'Prices, demand and what to expect.' },
    { title: 'Buying your first home', text: 'The steps, the costs and the timeline.' },
  ],
  stats: [['20', 'years'], ['1500', 'projects'], ['4.8', 'rating']],
  hours: 'office',
  booking: 'consultation',
  primary: 'menu',
  sections: ['features', 'menu', 'about', 'testimonials', 'team', 'contact-form', 'contact', 'cta'],
  pages: ['menu', 'about', 'team', 'contact', 'faq', 'posts', 'gallery'],
};

export const PROFESSIONAL = [lawFirm, accountant, agency, saas, realEstate];
