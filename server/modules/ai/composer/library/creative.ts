// People who make things to be seen, heard or read: photographers, designers, musicians, writers.
import type { KindLibrary } from '../types.ts';
import { item, plan, timed } from './build.ts';

const photographer: KindLibrary = {
  kind: 'photographer',
  label: { en: 'photographer', de: 'Fotograf', fr: 'photographe', es: 'fotógrafo', nl: 'fotograaf', pt: 'fotógrafo' },
  keywords: ['photographer', 'photographers', 'photography', 'photo studio', 'photoshoot', 'photo shoot', 'fotograf', 'fotografin', 'fotografie', 'photographe', 'photographie', 'fotografo', 'fotografa', 'fotografia', 'fotograaf'],
  offering: 'portraits, weddings and brand photography',
  names: ['Silver Light Photography', 'Frame & Field', 'Golden Hour Studio', 'Still Frame', 'Open Aperture', 'Lumen Photo'],
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
    '{name} has photographed people for more than a decade, from quiet portraits to two-hundred-guest weddings.',
    'Sessions are relaxed and unhurried; the photographs are edited by hand and delivered in a private online gallery.',
  ],
  features: [
    { icon: 'camera', title: 'Portraits', text: 'Individuals, couples and families, outdoors or in the studio.' },
    { icon: 'heart', title: 'Weddings', text: 'The whole day, told as a story.' },
    { icon: 'briefcase', title: 'Brand photography', text: 'Team portraits and images for your website.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Sessions', items: [item('Portrait session', 'One hour, twenty edited photographs.', 250), item('Family session', 'Ninety minutes outdoors.', 320), item('Wedding day', 'Ten hours, full gallery, album.', 2400)] },
  ],
  plans: [
    plan('Portrait', 250, 'session', ['One hour, one location', 'Twenty edited photographs', 'Online gallery']),
    plan('Wedding', 2400, undefined, ['Ten hours of coverage', 'Five hundred edited photographs', 'Printed album'], true),
    plan('Brand', 650, undefined, ['Half a day on location', 'Team portraits', 'Images licensed for web and print']),
  ],
  testimonials: [
    { quote: 'We hate being photographed, and we love every single picture.', role: 'Family session' },
    { quote: 'Our wedding photographs made us cry all over again.', role: 'Newly married couple' },
    { quote: 'Our team photos finally look like us.', role: 'Studio owner' },
  ],
  faq: [
    { question: 'How soon will I get my photos?', answer: 'Portraits within two weeks, weddings within six.' },
    { question: 'Do you travel?', answer: 'Yes, anywhere; travel beyond fifty kilometres is charged at cost.' },
    { question: 'Can I print the photos myself?', answer: 'Yes, every gallery includes a personal print licence.' },
  ],
  team: [
    { role: 'Photographer', bio: 'Loves natural light and unposed moments.' },
    { role: 'Second shooter', bio: 'Catches the moments behind the main ones.' },
    { role: 'Editor', bio: 'Gives every photograph its final touch by hand.' },
  ],
  posts: [
    { title: 'A wedding by the sea', text: 'Wind, salt and a lot of laughter.' },
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
  keywords: ['~portfolio', 'designer', 'graphic designer', 'graphic design', 'ux designer', 'product designer', 'illustrator', 'illustration', 'artist', 'painter', 'architect', 'architecture', 'interior designer', 'freelancer', 'freelance designer', 'developer', 'grafikdesigner', 'designerin', 'kunstler', 'graphiste', 'illustrateur', 'artiste', 'disenador', 'ilustrador', 'ontwerper', 'kunstenaar'],
  offering: 'thoughtful design work',
  names: ['Studio North', 'Line & Form', 'Paper Planes Studio', 'Blank Canvas', 'Small Fires', 'Field Notes Studio'],
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
    { title: 'Services', items: [item('Logo and identity', 'Research, concepts, guidelines.', 2500), item('Website design', 'Design for up to ten pages.', 4000), item('Illustration', 'Editorial or commercial, per piece.', 400)] },
  ],
  plans: [
    plan('Day rate', 550, undefined, ['A full day of design', 'Revisions included', 'Files in every format']),
    plan('Identity', 2500, 'project', ['Discovery session', 'Two concepts', 'Brand guidelines'], true),
    plan('Retainer', 1800, 'month', ['Four days a month', 'Priority turnaround', 'Monthly planning call']),
  ],
  testimonials: [
    { quote: 'Clear thinking, beautiful work and always on time.', role: 'Creative director' },
    { quote: 'Our new identity finally matches who we are.', role: 'Founder of a small brand' },
    { quote: 'A pleasure to work with from the first call.', role: 'Publisher' },
  ],
  faq: [
    { question: 'How do projects start?', answer: 'With a short call and a written brief; I reply with a proposal and timeline.' },
    { question: 'Do you work with agencies?', answer: 'Yes, as a freelance designer within your team.' },
    { question: 'Who owns the final work?', answer: 'You do, once the final invoice is paid.' },
  ],
  team: [
    { role: 'Designer and founder', bio: 'Works across brand, digital and print.' },
    { role: 'Developer partner', bio: 'Builds the websites I design.' },
    { role: 'Illustrator partner', bio: 'Brings drawings to projects that need them.' },
  ],
  posts: [
    { title: 'Notes on a recent identity', text: 'From sketches to the final mark.' },
    { title: 'Why I still sketch on paper', text: 'Thinking with a pencil first.' },
    { title: 'Five books every designer should own', text: 'A short reading list.' },
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
  names: ['The Velvet Owls', 'Northern Lights', 'Paper Moons', 'The Low Tides', 'Juniper Road', 'Static Hearts'],
  tone: 'bold',
  hues: [[280, 310], [0, 10], [40, 50]],
  heroLooks: ['dark', 'image'],
  images: { hero: ['conference', 'blog-city'], gallery: ['conference', 'blog-city', 'hero-coast', 'project-4'] },
  taglines: ['New album out now', 'Live{inPlace} and on the road'],
  heroes: [
    { heading: 'New songs, loud nights', text: '{name} brings {offering} from{inPlace} to stages near you. Come and sing along.' },
    { heading: 'Out now: the new record', text: 'Listen, catch a show and join the mailing list: {name} brings {offering} to a stage near you.' },
  ],
  about: [
    '{name} started in a rehearsal room{inPlace} with borrowed amps and too many ideas.',
    'Since then we have played hundreds of shows, released three records and never stopped writing.',
  ],
  features: [
    { icon: 'music', title: 'The new record', text: 'Ten songs recorded live to tape.' },
    { icon: 'ticket', title: 'On tour', text: 'Clubs and festivals across the country this season.' },
    { icon: 'mic', title: 'Book us', text: 'Available for festivals, private events and weddings.' },
  ],
  offer: 'programme',
  menu: [
    { title: 'Upcoming shows', items: [timed('Album release show', 'Our home town, with special guests.', 'March 14'), timed('Festival stage', 'Main stage, early evening.', 'June 21'), timed('Club night', 'Small room, long set.', 'September 5')] },
  ],
  plans: [
    plan('Ticket', 18, undefined, ['Standing entry', 'Support act included', 'Doors at 19:30']),
    plan('Ticket and vinyl', 38, undefined, ['Standing entry', 'The new record on vinyl', 'Signed at the merch stand'], true),
    plan('Private show', 1500, undefined, ['Ninety-minute set', 'Our own sound engineer', 'Songs on request']),
  ],
  testimonials: [
    { quote: 'The best live show I saw all year.', role: 'Music journalist' },
    { quote: 'They played our wedding and nobody sat down all night.', role: 'Wedding couple' },
    { quote: 'The new record has not left my turntable.', role: 'Listener' },
  ],
  faq: [
    { question: 'Can we book you for a private event?', answer: 'Yes, write to us with the date and place and we will send a quote.' },
    { question: 'Where can I buy the record?', answer: 'At every show, in independent record shops and on all streaming platforms.' },
    { question: 'Are the shows all ages?', answer: 'Most are; each listing says if a venue is over eighteen only.' },
  ],
  team: [
    { role: 'Vocals and guitar', bio: 'Writes most of the songs on long train journeys.' },
    { role: 'Bass', bio: 'Keeps the groove and the van running.' },
    { role: 'Drums', bio: 'Hits hard, smiles harder.' },
  ],
  posts: [
    { title: 'The new album is out', text: 'Ten songs, two years and one old tape machine.' },
    { title: 'Tour dates announced', text: 'Twelve cities this autumn. See you there.' },
    { title: 'Recording diary', text: 'A week in the studio, day by day.' },
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
  names: ['Notes from the Road', 'The Quiet Page', 'Ink & Wander', 'Small Hours', 'Field Journal', 'Margin Notes'],
  tone: 'minimal',
  hues: [[190, 210], [10, 22], [140, 155]],
  heroLooks: ['split', 'image'],
  images: { hero: ['blog-city', 'blog-forest'], gallery: ['blog-city', 'blog-coffee', 'blog-forest', 'hero-coast'] },
  taglines: ['Stories worth reading', 'Notes, essays and stories'],
  heroes: [
    { heading: 'Stories worth slowing down for', text: '{name} is a home for {offering}, written{inPlace} and shared every week.' },
    { heading: 'Hello, and welcome to the page', text: 'New {offering} every week from {name}, with the occasional letter.' },
  ],
  about: [
    '{name} began as a notebook and a habit of writing every morning.',
    'Here you will find essays, travel notes and the books I keep returning to. Thank you for reading.',
  ],
  features: [
    { icon: 'pen-tool', title: 'Essays', text: 'Long reads on places, people and ideas.' },
    { icon: 'navigation', title: 'Travel notes', text: 'Slow journeys and the small things they teach.' },
    { icon: 'book', title: 'Reading list', text: 'Books worth your time, reviewed honestly.' },
  ],
  offer: 'work',
  menu: [
    { title: 'Writing', items: [item('Essays', 'Long reads, published monthly.'), item('Newsletter', 'A letter every Sunday morning.'), item('Books', 'Two collections, in shops and online.')] },
  ],
  plans: [
    plan('Reader', 0, undefined, ['Every public post', 'The Sunday letter', 'Comments']),
    plan('Supporter', 5, 'month', ['Members-only essays', 'Audio versions', 'Early access to new books'], true),
    plan('Patron', 50, 'year', ['Everything for supporters', 'A signed book each year', 'Your name in the thanks']),
  ],
  testimonials: [
    { quote: 'The only newsletter I read the moment it arrives.', role: 'Reader since the first issue' },
    { quote: 'Beautiful writing that makes me look at my own street differently.', role: 'Subscriber' },
    { quote: 'Thoughtful, funny and never too long.', role: 'Editor' },
  ],
  faq: [
    { question: 'How often do you publish?', answer: 'A new post every week and a letter every Sunday.' },
    { question: 'Can I republish a post?', answer: 'Short quotes with a link are welcome; write to me for anything longer.' },
    { question: 'Do you take commissions?', answer: 'Yes, for essays and travel writing; get in touch with the details.' },
  ],
  team: [
    { role: 'Writer', bio: 'Writes every morning before the world wakes up.' },
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
