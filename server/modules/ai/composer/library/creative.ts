// People who make things to be seen, heard or read: photographers, designers, musicians, writers.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

const photographer: KindLibrary = {
  kind: 'photographer',
  label: { en: 'photographer', de: 'Fotograf', fr: 'photographe', es: 'fotógrafo', nl: 'fotograaf', pt: 'fotógrafo' },
  keywords: ['photographer', 'photographers', 'photography', 'photo studio', 'photoshoot', 'photo shoot', 'fotograf', 'fotografin', 'fotografie', 'photographe', 'photographie', 'fotografo', 'fotografa', 'fotografia', 'fotograaf'],
  offering: 'photographs of people and moments',
  tone: 'minimal',
  hues: [[0, 360]],
  heroLooks: ['image', 'dark'],
  images: { hero: ['hero-coast', 'hero-mountains'], gallery: ['project-1', 'project-2', 'project-3', 'project-4', 'project-5', 'project-6'] },
  taglines: ['Photographs that feel like you', 'Light, stories, people'],
  heroes: [
    { heading: 'Photographs that feel like you', text: '{name} captures {offering}{inPlace}: natural, honest and full of light.' },
    { heading: 'Real moments, beautifully kept', text: 'Relaxed sessions, no stiff poses: {name} offers {offering} that show people as they are.' },
  ],
  about: [
    '{name} photographs people and the moments that matter to them.',
    'Sessions are relaxed and unhurried, and every photograph is chosen and edited with care.',
  ],
  features: [
    { icon: 'camera', title: 'Portraits', text: 'Individuals, couples and families.' },
    { icon: 'heart', title: 'Special days', text: 'Celebrations and events, told as a story.' },
    { icon: 'briefcase', title: 'Brand photography', text: 'Team portraits and images for your website.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Sessions', items: [item('Portrait session', 'Relaxed, with edited photographs.', 250), item('Family session', 'Everyone in the picture.', 320), item('Event', 'Your day, told as a story.', 2400)] },
  ],
  plans: [
    plan('Portrait', 250, 'session', ['One session', 'Edited photographs', 'Ask us about the details']),
    plan('Event', 2400, undefined, ['Coverage planned with you', 'A full set of edited photographs', 'Ask us about prints'], true),
    plan('Brand', 650, undefined, ['A session at your place', 'Team portraits', 'Images for web and print']),
  ],
  testimonials: [
    { quote: 'We hate being photographed, and we love every single picture.', role: 'Family session' },
    { quote: 'Our photographs made us cry all over again.', role: 'Couple' },
    { quote: 'Our team photos finally look like us.', role: 'Studio owner' },
  ],
  faq: [
    { question: 'How soon will I get my photos?', answer: 'We agree a date with you when you book.' },
    { question: 'Do you travel?', answer: 'Tell us where, and we will tell you what is possible.' },
    { question: 'Can I print the photos myself?', answer: 'Ask us: we explain what you may do with your photographs before you book.' },
  ],
  team: [
    { role: 'Photographer', bio: 'Loves natural light and unposed moments.' },
    { role: 'Second shooter', bio: 'Catches the moments behind the main ones.' },
    { role: 'Editor', bio: 'Gives every photograph its final touch by hand.' },
  ],
  posts: [
    { title: 'Feeling at ease in front of the camera', text: 'Small things that make a session easier.' },
    { title: 'What to wear for a portrait', text: 'Simple advice for photos you will love.' },
    { title: 'Behind the lens', text: 'The gear I carry and why.' },
  ],
  stats: [['300', 'projects'], ['12', 'years'], ['5.0', 'rating']],
  hours: 'office',
  booking: 'consultation',
  primary: 'booking',
  sections: ['gallery', 'features', 'about', 'pricing', 'testimonials', 'booking', 'contact', 'cta'],
  pages: ['gallery', 'pricing', 'about', 'booking', 'contact', 'posts', 'faq'],
};

const portfolio: KindLibrary = {
  kind: 'portfolio',
  label: { en: 'design studio', de: 'Designstudio', fr: 'studio de design', es: 'estudio de diseño', nl: 'ontwerpstudio', pt: 'estúdio de design' },
  keywords: ['~portfolio', '~designer', 'graphic designer', 'graphic design', 'ux designer', 'product designer', 'illustrator', 'illustration', 'freelancer', 'freelance designer', 'grafikdesigner', '~designerin', 'graphiste', 'illustrateur', 'disenador', 'ilustrador', 'ontwerper', 'design studio', 'studio de design', 'estudio de diseno', 'estudio de design', 'ontwerpstudio', 'kunstmaler', 'kunstmalerin', 'kunstschilder', 'artiste peintre'],
  offering: 'thoughtful design work',
  tone: 'minimal',
  hues: [[245, 285], [175, 195], [0, 10]],
  heroLooks: ['split', 'dark'],
  images: { hero: ['project-1', 'workspace'], gallery: ['project-1', 'project-2', 'project-3', 'project-4', 'project-5', 'project-6'] },
  taglines: ['Design with intent', 'Selected work'],
  heroes: [
    { heading: 'Design that says what it means', text: '{name} creates {offering}{inPlace} for people and brands who care about detail.' },
    { heading: 'Hello, I make things clear and beautiful', text: 'Identities, interfaces and illustrations: a selection of {offering} by {name}.' },
  ],
  about: [
    '{name} is an independent practice working across brand, digital and print.',
    'I work closely with a small number of clients at a time, from first sketch to final file, and I love a good brief.',
  ],
  features: [
    { icon: 'pen-tool', title: 'Identity', text: 'Logos, type and colour that last.' },
    { icon: 'monitor', title: 'Digital', text: 'Websites and interfaces that are easy to use.' },
    { icon: 'book', title: 'Print', text: 'Books, posters and packaging with care for paper and ink.' },
  ],
  offer: 'work',
  menu: [
    { title: 'Services', items: [item('Logo and identity', 'Research, concepts, guidelines.', 2500), item('Website design', 'Design for a site of any size.', 4000), item('Illustration', 'Editorial or commercial, per piece.', 400)] },
  ],
  plans: [
    plan('Day rate', 550, undefined, ['A full day of design', 'Revisions included', 'Files in every format']),
    plan('Identity', 2500, 'project', ['Discovery session', 'Concepts to choose from', 'Brand guidelines'], true),
    plan('Retainer', 1800, 'month', ['Days reserved each month', 'Priority turnaround', 'Regular planning calls']),
  ],
  testimonials: [
    { quote: 'Clear thinking, beautiful work and always on time.', role: 'Creative director' },
    { quote: 'Our new identity finally matches who we are.', role: 'Founder of a small brand' },
    { quote: 'A pleasure to work with from the first call.', role: 'Publisher' },
  ],
  faq: [
    { question: 'How do projects start?', answer: 'With a short call and a written brief; I reply with a proposal and timeline.' },
    { question: 'Do you work with agencies?', answer: 'Yes, as a freelance designer within your team.' },
    { question: 'Who owns the final work?', answer: 'We agree that in writing before the project starts.' },
  ],
  team: [
    { role: 'Designer and founder', bio: 'Works across brand, digital and print.' },
    { role: 'Developer partner', bio: 'Builds the websites I design.' },
    { role: 'Illustrator partner', bio: 'Brings drawings to projects that need them.' },
  ],
  posts: [
    { title: 'Notes on a recent identity', text: 'From sketches to the final mark.' },
    { title: 'Why I still sketch on paper', text: 'Thinking with a pencil first.' },
    { title: 'Books every designer should own', text: 'A short reading list.' },
  ],
  stats: [['120', 'projects'], ['9', 'years'], ['60', 'customers']],
  hours: 'office',
  booking: 'consultation',
  primary: 'contact-form',
  sections: ['gallery', 'features', 'about', 'testimonials', 'contact-form', 'contact', 'cta'],
  pages: ['gallery', 'about', 'contact', 'pricing', 'posts', 'faq', 'menu'],
};

const musician: KindLibrary = {
  kind: 'musician',
  label: { en: 'band', de: 'Band', fr: 'groupe', es: 'banda', nl: 'band', pt: 'banda' },
  keywords: ['musician', 'musicians', 'band', 'bands', 'rock band', 'singer', 'songwriter', 'singer-songwriter', 'dj', 'composer', 'orchestra', 'choir', 'rapper', 'pianist', 'guitarist', 'jazz trio', 'quartet', '~music', 'musiker', 'musikerin', 'sanger', 'musicien', 'chanteur', 'chanteuse', 'groupe de musique', 'musico', 'cantante', 'banda', 'cantor', 'muzikant', 'zanger', 'zangeres'],
  offering: 'live music and new songs',
  tone: 'bold',
  hues: [[280, 310], [0, 10], [40, 50]],
  heroLooks: ['dark', 'image'],
  images: { hero: ['conference', 'blog-city'], gallery: ['conference', 'blog-city', 'hero-coast', 'project-4'] },
  taglines: ['Live music{inPlace}', 'Come and hear us live'],
  heroes: [
    { heading: 'New songs, loud nights', text: '{name} plays {offering}{inPlace} and on stages near you. Come and sing along.' },
    { heading: 'Listen, then come and see us play', text: 'Hear the songs, catch a show and stay in touch: {name} brings {offering} to the stage.' },
  ],
  about: [
    '{name} makes music to be heard live{inPlace}, with songs written to be sung along to.',
    'We play whenever we can, keep writing and love meeting the people who come to listen.',
  ],
  features: [
    { icon: 'music', title: 'The songs', text: 'Listen here, then come and hear them live.' },
    { icon: 'ticket', title: 'Live shows', text: 'Music that sounds best in the room.' },
    { icon: 'mic', title: 'Book us', text: 'Write to us about festivals, private events and parties.' },
  ],
  offer: 'programme',
  menu: [
    { title: 'Shows', items: [item('Club night', 'Small room, long set.'), item('Festival stage', 'Open air, with friends old and new.'), item('Private event', 'Ask us for a date.')] },
  ],
  plans: [
    plan('Ticket', 18, undefined, ['Standing entry', 'A night of live music', 'Door times on the ticket']),
    plan('Ticket and record', 38, undefined, ['Standing entry', 'Our music to take home', 'Ask at the merch stand'], true),
    plan('Private show', 1500, undefined, ['A set planned with you', 'Sound agreed in advance', 'Songs on request']),
  ],
  testimonials: [
    { quote: 'The best live show I saw all year.', role: 'Music journalist' },
    { quote: 'They played our wedding and nobody sat down all night.', role: 'Wedding couple' },
    { quote: 'Their songs have not left my playlist.', role: 'Listener' },
  ],
  faq: [
    { question: 'Can we book you for a private event?', answer: 'Yes, write to us with the date and place and we will send a quote.' },
    { question: 'Where can I hear your music?', answer: 'At our shows, and we will gladly tell you where else to find it.' },
    { question: 'Are the shows all ages?', answer: 'It depends on the venue; ask us before you come.' },
  ],
  team: [
    { role: 'Vocals and guitar', bio: 'Writes most of the songs and sings them.' },
    { role: 'Bass', bio: 'Keeps the groove going.' },
    { role: 'Drums', bio: 'Hits hard, smiles harder.' },
  ],
  posts: [
    { title: 'New songs', text: 'What we have been writing, and how it came together.' },
    { title: 'Next shows', text: 'Where to see us play next.' },
    { title: 'Recording diary', text: 'Notes from the studio.' },
  ],
  stats: [['300', 'events'], ['3', 'projects'], ['10', 'years']],
  hours: 'office',
  booking: 'ticket',
  primary: 'signup',
  sections: ['features', 'menu', 'about', 'gallery', 'posts', 'signup', 'contact', 'cta'],
  pages: ['menu', 'gallery', 'about', 'posts', 'contact', 'booking', 'team'],
};

const blog: KindLibrary = {
  kind: 'blog',
  label: { en: 'blog', de: 'Blog', fr: 'blog', es: 'blog', nl: 'blog', pt: 'blogue' },
  keywords: ['~blog', 'blogger', 'writer', 'writers', 'author', 'journalist', 'poet', 'novelist', 'copywriter', 'podcast', 'podcaster', 'magazine', 'travel blog', 'food blog', 'personal blog', 'schriftsteller', 'autorin', 'autor', 'ecrivain', 'auteur', 'escritor', 'escritora', 'schrijver', 'schrijfster'],
  offering: 'essays, stories and notes',
  tone: 'minimal',
  hues: [[190, 210], [10, 22], [140, 155]],
  heroLooks: ['split', 'image'],
  images: { hero: ['blog-city', 'blog-forest'], gallery: ['blog-city', 'blog-coffee', 'blog-forest', 'hero-coast'] },
  taglines: ['Stories worth reading', 'Notes, essays and stories'],
  heroes: [
    { heading: 'Stories worth slowing down for', text: '{name} is a home for {offering}, written{inPlace} and shared with care.' },
    { heading: 'Hello, and welcome to the page', text: 'New {offering} from {name}, whenever there is something worth saying.' },
  ],
  about: [
    '{name} is where I write about what I notice, read and think about.',
    'Here you will find essays, stories and notes. Thank you for reading.',
  ],
  features: [
    { icon: 'pen-tool', title: 'Essays', text: 'Long reads on places, people and ideas.' },
    { icon: 'message', title: 'Notes', text: 'Short pieces on what caught my eye.' },
    { icon: 'book', title: 'Worth sharing', text: 'Things I have found and think you will like.' },
  ],
  offer: 'work',
  menu: [
    { title: 'Writing', items: [item('Essays', 'Long reads.'), item('Newsletter', 'New posts by email.'), item('Archive', 'Every post in one place.')] },
  ],
  plans: [
    plan('Reader', 0, undefined, ['Every public post', 'The newsletter', 'Comments']),
    plan('Supporter', 5, 'month', ['Members-only posts', 'Early access', 'My thanks'], true),
    plan('Patron', 50, 'year', ['Everything for supporters', 'A personal thank-you', 'Your name in the thanks']),
  ],
  testimonials: [
    { quote: 'The only newsletter I read the moment it arrives.', role: 'Reader' },
    { quote: 'Beautiful writing that makes me look at my own street differently.', role: 'Subscriber' },
    { quote: 'Thoughtful, funny and never too long.', role: 'Editor' },
  ],
  faq: [
    { question: 'How often do you publish?', answer: 'Whenever there is something worth saying; subscribe and you will not miss it.' },
    { question: 'Can I republish a post?', answer: 'Short quotes with a link are welcome; write to me for anything longer.' },
    { question: 'Do you take commissions?', answer: 'Get in touch with the details and I will tell you.' },
  ],
  team: [
    { role: 'Writer', bio: 'Writes, rewrites and reads every comment.' },
    { role: 'Editor', bio: 'Reads every draft twice.' },
    { role: 'Illustrator', bio: 'Draws the pictures at the top of each post.' },
  ],
  posts: [
    { title: 'A week without a phone', text: 'What I noticed when I stopped looking down.' },
    { title: 'The best bookshops I have found', text: 'Small, crowded and full of surprises.' },
    { title: 'On walking slowly', text: 'Notes from a long weekend on foot.' },
  ],
  stats: [['5000', 'members'], ['300', 'projects'], ['8', 'years']],
  hours: 'office',
  booking: 'consultation',
  primary: 'signup',
  sections: ['posts', 'about', 'features', 'testimonials', 'signup', 'contact-form', 'cta'],
  pages: ['posts', 'about', 'contact', 'gallery', 'faq', 'menu', 'pricing'],
};

export const CREATIVE = [photographer, portfolio, musician, blog];
