// Firms that sell expertise: lawyers, accountants, agencies, software makers and estate agents.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

const lawFirm: KindLibrary = {
  kind: 'law-firm',
  label: { en: 'law firm', de: 'Kanzlei', fr: "cabinet d'avocats", es: 'despacho de abogados', nl: 'advocatenkantoor', pt: 'escritório de advogados' },
  keywords: ['law firm', 'law office', 'lawyer', 'lawyers', 'attorney', 'attorneys', 'solicitor', 'solicitors', 'legal', 'notary', 'barrister', 'anwalt', 'rechtsanwalt', 'rechtsanwaltin', 'anwaltskanzlei', 'kanzlei', 'avocat', 'avocats', 'cabinet d avocats', 'abogado', 'abogados', 'bufete', 'advogado', 'advogados', 'advocaat', 'advocaten', 'advocatenkantoor'],
  offering: 'clear legal advice',
  names: ['Hartley & Vance', 'Morgan Legal', 'Whitmore Law', 'Ashford & Reed', 'Sterling Partners', 'Lennox Law'],
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
    '{name} is an independent firm. Our partners handle every case personally, from the first call to the final signature.',
    'We agree fees in advance, answer within one working day and tell you honestly when a case is not worth pursuing.',
  ],
  features: [
    { icon: 'briefcase', title: 'Business law', text: 'Contracts, company set-up, shareholder agreements and disputes.' },
    { icon: 'home', title: 'Property and family', text: 'Buying, selling, leases, wills and family matters.' },
    { icon: 'shield', title: 'Employment', text: 'Advice for employers and employees, from contracts to tribunals.' },
    { icon: 'dollar-sign', title: 'Fixed fees', text: 'Most matters at a fixed price agreed before we begin.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Practice areas', items: [item('First consultation', 'Thirty minutes to understand your situation.', 90), item('Contract review', 'Clear comments on a contract of up to twenty pages.', 450), item('Will and estate planning', 'A will drafted and witnessed.', 600), item('Company formation', 'Articles, registration and first resolutions.', 900)] },
  ],
  plans: [
    plan('Consultation', 90, undefined, ['Thirty minutes with a partner', 'Written summary', 'Deducted from further work']),
    plan('Business retainer', 450, 'month', ['Unlimited short questions', 'Two contract reviews a month', 'Reply within one working day'], true),
    plan('Fixed-fee matter', 900, 'project', ['Scope agreed in writing', 'No hourly surprises', 'Partner-led']),
  ],
  testimonials: [
    { quote: 'They explained everything in plain language and got us a settlement we did not think possible.', role: 'Managing director' },
    { quote: 'Fast, precise and honest about costs from day one.', role: 'Start-up founder' },
    { quote: 'They made a painful family matter as calm as it could be.', role: 'Private client' },
  ],
  faq: [
    { question: 'How much does a first meeting cost?', answer: 'A thirty-minute consultation costs 90 euros, deducted from the fee if you instruct us.' },
    { question: 'Do you work on fixed fees?', answer: 'For most matters, yes. We quote before we start and stick to it.' },
    { question: 'Can we meet online?', answer: 'Yes, by video call, or at our office if you prefer.' },
  ],
  team: [
    { role: 'Managing partner', bio: 'Twenty years in commercial law and litigation.' },
    { role: 'Partner, family and property', bio: 'Calm advice through difficult moments.' },
    { role: 'Associate, employment', bio: 'Advises employers and employees alike.' },
  ],
  posts: [
    { title: 'Five clauses to check before you sign', text: 'The terms that cause most disputes, explained.' },
    { title: 'What changes in employment law this year', text: 'A short guide for small businesses.' },
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
  keywords: ['accountant', 'accountants', 'accounting', 'bookkeeping', 'bookkeeper', 'tax advisor', 'tax adviser', 'tax consultant', 'payroll', 'cpa', 'steuerberater', 'steuerberatung', 'buchhaltung', 'comptable', 'expert comptable', 'contable', 'asesoria', 'gestoria', 'contador', 'contabilidade', 'boekhouder', 'accountantskantoor', 'administratiekantoor'],
  offering: 'bookkeeping, tax returns and straight answers',
  names: ['Ledger & Co.', 'Clearview Accounting', 'Balance Partners', 'Northstar Tax', 'Summit Accounts', 'True North Bookkeeping'],
  tone: 'professional',
  hues: [[205, 225], [150, 165]],
  heroLooks: ['split', 'dark'],
  images: { hero: ['workspace', 'app-dashboard'], gallery: ['workspace', 'app-dashboard', 'blog-city', 'conference'] },
  taglines: ['Numbers made simple{inPlace}', 'Your accounts, sorted'],
  heroes: [
    { heading: 'Your numbers, sorted', text: '{name} handles {offering} for freelancers and small businesses{inPlace}, so you can get on with your work.' },
    { heading: 'Accounting without the headache', text: 'Fixed monthly fees, cloud software and {offering}: that is {name}{inPlace}.' },
  ],
  about: [
    '{name} works with freelancers, founders and family businesses. We keep your books up to date every month, not just at year end.',
    'You get one named accountant, a fixed monthly fee and answers in plain language.',
  ],
  features: [
    { icon: 'bar-chart', title: 'Monthly bookkeeping', text: 'Your books kept current, with a short report every month.' },
    { icon: 'credit-card', title: 'Tax returns', text: 'Personal and company returns filed on time, every time.' },
    { icon: 'users', title: 'Payroll', text: 'Payslips, pensions and filings for teams of any size.' },
    { icon: 'cloud', title: 'Cloud software', text: 'We set up and look after the tools that save you hours.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Services', items: [item('Self-employed tax return', 'Prepared, checked and filed.', 250), item('Annual accounts', 'For small limited companies.', 950), item('Payroll', 'Per employee, per month.', 12), item('Company set-up', 'Registration and first-year advice.', 300)] },
  ],
  plans: [
    plan('Freelancer', 49, 'month', ['Bookkeeping review', 'Annual tax return', 'Email support']),
    plan('Small business', 149, 'month', ['Monthly bookkeeping', 'Annual accounts and tax', 'Quarterly call'], true),
    plan('Growing team', 299, 'month', ['Everything in Small business', 'Payroll up to ten people', 'Management reports']),
  ],
  testimonials: [
    { quote: 'For the first time in ten years I filed on time without a single sleepless night.', role: 'Freelance designer' },
    { quote: 'Clear fees, clear advice and they always pick up the phone.', role: 'Café owner' },
    { quote: 'They found savings that paid for a whole year of fees.', role: 'Founder of a small agency' },
  ],
  faq: [
    { question: 'Can I switch accountants mid-year?', answer: 'Yes. We contact your previous accountant and take it from there.' },
    { question: 'Which software do you use?', answer: 'We work with the common cloud packages and will help you choose one.' },
    { question: 'Are your fees really fixed?', answer: 'Yes, agreed in advance. If your needs change, we agree the new fee before any extra work.' },
  ],
  team: [
    { role: 'Founding partner', bio: 'Chartered accountant with a soft spot for small businesses.' },
    { role: 'Tax manager', bio: 'Makes sense of every new rule so you do not have to.' },
    { role: 'Bookkeeper', bio: 'Keeps your books tidy month after month.' },
  ],
  posts: [
    { title: 'Key tax dates this year', text: 'Put these in your calendar now.' },
    { title: 'Five expenses freelancers forget to claim', text: 'Small items that add up.' },
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
  keywords: ['agency', 'agencies', 'marketing', 'digital agency', 'creative agency', 'design agency', 'branding', 'web design', 'seo', 'consultancy', 'consulting', 'consultant', 'communications', 'advertising', 'pr agency', '~studio', 'agentur', 'werbeagentur', 'beratung', 'agence', 'agencia', 'bureau', 'reclamebureau', 'agencia de marketing'],
  offering: 'brands, websites and campaigns',
  names: ['Northlight Studio', 'Brightside Agency', 'Common Ground', 'Fieldwork', 'Parallel', 'Kite & Key'],
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
    '{name} is a small senior team of strategists, designers and developers. You work directly with the people doing the work.',
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
    { title: 'Services', items: [item('Brand workshop', 'Two days to define who you are and who you serve.', 3500), item('Brand identity', 'Logo, colours, type and guidelines.', 9000), item('Website', 'Design and build, from eight weeks.', 15000)] },
  ],
  plans: [
    plan('Sprint', 3500, 'project', ['Two-day workshop', 'Strategy report', 'Next-step roadmap']),
    plan('Launch', 15000, 'project', ['Brand identity', 'Website design and build', 'Launch support'], true),
    plan('Partner', 4000, 'month', ['Dedicated team days', 'Campaigns and content', 'Monthly reporting']),
  ],
  testimonials: [
    { quote: 'They understood our business better than we did after two days.', role: 'Chief executive, retail brand' },
    { quote: 'Our new site doubled enquiries in the first quarter.', role: 'Marketing lead' },
    { quote: 'Senior people, honest feedback, no fluff.', role: 'Founder' },
  ],
  faq: [
    { question: 'How long does a project take?', answer: 'A brand identity takes six to eight weeks; a website eight to twelve.' },
    { question: 'Do you work with start-ups?', answer: 'Yes. Our Sprint is designed for teams at an early stage.' },
    { question: 'Who will we work with?', answer: 'The same senior team from start to finish; we never hand work off to juniors you have not met.' },
  ],
  team: [
    { role: 'Founder and strategy lead', bio: 'Fifteen years helping brands find their voice.' },
    { role: 'Design director', bio: 'Leads identity and digital design.' },
    { role: 'Technical lead', bio: 'Builds fast, accessible websites.' },
  ],
  posts: [
    { title: 'What makes a brand memorable', text: 'Lessons from a decade of identity work.' },
    { title: 'Case study: a rebrand in six weeks', text: 'How we helped a local business grow online.' },
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
  offering: 'software that saves teams hours every week',
  names: ['Flowbase', 'Tasklane', 'Clearbit Labs', 'Stackly', 'Brightline', 'Nimbus'],
  tone: 'minimal',
  hues: [[225, 260], [160, 175], [265, 280]],
  heroLooks: ['split', 'dark'],
  images: { hero: ['app-dashboard', 'workspace'], gallery: ['app-dashboard', 'workspace', 'project-3', 'project-6'] },
  taglines: ['Work, simplified', 'Less busywork, more progress'],
  heroes: [
    { heading: 'Less busywork. More progress.', text: '{name} is {offering}: set up in minutes, loved by your whole team.' },
    { heading: 'The simplest way to get work done', text: 'Automate the repetitive parts and ship faster with {name}, {offering}.' },
  ],
  about: [
    '{name} was built by a small team tired of juggling spreadsheets and scattered tools.',
    'We ship improvements every week, listen to every customer and keep your data safe and private.',
  ],
  features: [
    { icon: 'zap', title: 'Automations', text: 'Turn repetitive steps into rules that run themselves.' },
    { icon: 'layout', title: 'One dashboard', text: 'Every project, task and number in one clear view.' },
    { icon: 'lock', title: 'Secure by default', text: 'Encryption, single sign-on and daily backups.' },
    { icon: 'layers', title: 'Integrations', text: 'Connects with the tools your team already uses.' },
  ],
  offer: 'products',
  menu: [
    { title: 'Modules', items: [item('Workflows', 'Build and automate any process.'), item('Reports', 'Live numbers your team can trust.'), item('Client portal', 'Share progress without the email chains.')] },
  ],
  plans: [
    plan('Free', 0, undefined, ['Up to three users', 'Core features', 'Community support']),
    plan('Team', 12, 'month', ['Unlimited users', 'Automations and integrations', 'Priority support'], true),
    plan('Business', 29, 'month', ['Single sign-on', 'Advanced permissions', 'Dedicated success manager']),
  ],
  testimonials: [
    { quote: 'We replaced four tools and a dozen spreadsheets in one afternoon.', role: 'Operations lead' },
    { quote: 'The automations alone save us a day a week.', role: 'Agency owner' },
    { quote: 'Support replies in minutes, and they actually fix things.', role: 'Product manager' },
  ],
  faq: [
    { question: 'Is there a free trial?', answer: 'The Free plan is free forever, and every paid plan has a fourteen-day trial.' },
    { question: 'Can I cancel any time?', answer: 'Yes. Plans are monthly and you can export your data whenever you like.' },
    { question: 'Where is my data stored?', answer: 'In European data centres, encrypted at rest and in transit.' },
  ],
  team: [
    { role: 'Co-founder and chief executive', bio: 'Spent ten years running operations teams.' },
    { role: 'Co-founder and engineering lead', bio: 'Builds the product and answers support on Fridays.' },
    { role: 'Head of customer success', bio: 'Makes sure every team gets value in week one.' },
  ],
  posts: [
    { title: 'What we shipped this month', text: 'New automations, faster reports and a dark mode.' },
    { title: 'How one team saved ten hours a week', text: 'A customer story.' },
    { title: 'Our approach to security', text: 'How we keep your data safe.' },
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
  names: ['Keystone Homes', 'Harbour Properties', 'Open Door Estates', 'Oak & Brick', 'Meridian Realty', 'Hearth Property'],
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
    '{name} is an independent agency that has sold and let homes{inPlace} for years. We know every street, school and bus stop.',
    'We value honestly, market beautifully and keep you informed from the first viewing to the keys.',
  ],
  features: [
    { icon: 'home', title: 'Free valuation', text: 'An honest price based on real sales nearby.' },
    { icon: 'camera', title: 'Beautiful listings', text: 'Professional photos, floor plans and video tours.' },
    { icon: 'users', title: 'Accompanied viewings', text: 'We show every home ourselves, evenings and weekends.' },
  ],
  offer: 'listings',
  menu: [
    { title: 'For sale', items: [item('Two-bedroom flat', 'Bright, renovated, balcony and lift.', 325000), item('Family house', 'Four bedrooms, garden, quiet street.', 540000)] },
    { title: 'To rent', items: [item('Studio near the centre', 'Furnished, available now, per month.', 950), item('Three-bedroom apartment', 'Two bathrooms, parking, per month.', 1850)] },
  ],
  plans: [
    plan('Lettings', 750, undefined, ['Tenant finding', 'Referencing and contracts', 'Inventory and check-in']),
    plan('Sales', 2950, undefined, ['Valuation and marketing', 'Viewings and negotiation', 'A fixed fee, paid on completion'], true),
    plan('Full management', 95, 'month', ['Rent collection', 'Repairs and inspections', 'Yearly safety checks']),
  ],
  testimonials: [
    { quote: 'Sold above asking in two weeks. They handled everything.', role: 'Home seller' },
    { quote: 'They found us a flat before it even went online.', role: 'First-time buyers' },
    { quote: 'As a landlord, I never have to chase anything.', role: 'Landlord' },
  ],
  faq: [
    { question: 'How much is a valuation?', answer: 'Free, with no obligation to sell with us.' },
    { question: 'How long does a sale take?', answer: 'Usually eight to twelve weeks from offer to completion.' },
    { question: 'Do you manage rentals?', answer: 'Yes, from finding tenants to repairs and rent collection.' },
  ],
  team: [
    { role: 'Director', bio: 'Has sold homes in the area for twenty years.' },
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
