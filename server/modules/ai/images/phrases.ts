import type { PlanLanguage } from '../../../../common/ai/site-plan.ts';
import type { PictureRole, PictureSubject } from './types.ts';

// The few words pictures need in each site language: what the composer's kinds are called (for
// stock searches and alt text), what each part of a site shows, and how a generated photo is
// described. English words of a kind also find its icon (bundled/icons.ts) and write the image
// prompt (sources/generation.ts), which is always English.

type Words = Record<PlanLanguage, string>;

interface KindWords {
  noun: Words;
  /** English words matched against the icon set's names and tags, best first. */
  icons: string[];
}

const KINDS: Record<string, KindWords> = {
  bakery: { noun: { en: 'bakery', de: 'Bäckerei', fr: 'boulangerie', es: 'panadería', nl: 'bakkerij', pt: 'padaria' }, icons: ['croissant', 'bakery'] },
  cafe: { noun: { en: 'café', de: 'Café', fr: 'café', es: 'cafetería', nl: 'koffiebar', pt: 'café' }, icons: ['coffee', 'cafe'] },
  restaurant: { noun: { en: 'restaurant', de: 'Restaurant', fr: 'restaurant', es: 'restaurante', nl: 'restaurant', pt: 'restaurante' }, icons: ['utensils', 'chef-hat'] },
  bar: { noun: { en: 'cocktail bar', de: 'Cocktailbar', fr: 'bar à cocktails', es: 'coctelería', nl: 'cocktailbar', pt: 'bar de cocktails' }, icons: ['martini', 'wine', 'beer'] },
  hotel: { noun: { en: 'hotel', de: 'Hotel', fr: 'hôtel', es: 'hotel', nl: 'hotel', pt: 'hotel' }, icons: ['hotel', 'bed-double'] },
  spa: { noun: { en: 'spa', de: 'Wellnessbereich', fr: 'spa', es: 'spa', nl: 'wellnesscentrum', pt: 'spa' }, icons: ['flower-2', 'flower'] },
  wedding: { noun: { en: 'wedding', de: 'Hochzeit', fr: 'mariage', es: 'boda', nl: 'bruiloft', pt: 'casamento' }, icons: ['gem', 'wedding'] },
  conference: { noun: { en: 'conference', de: 'Konferenz', fr: 'conférence', es: 'conferencia', nl: 'conferentie', pt: 'conferência' }, icons: ['presentation', 'mic'] },
  dentist: { noun: { en: 'dental practice', de: 'Zahnarztpraxis', fr: 'cabinet dentaire', es: 'clínica dental', nl: 'tandartspraktijk', pt: 'clínica dentária' }, icons: ['dentist', 'toothbrush'] },
  clinic: { noun: { en: 'medical practice', de: 'Arztpraxis', fr: 'cabinet médical', es: 'consulta médica', nl: 'huisartsenpraktijk', pt: 'consultório médico' }, icons: ['stethoscope', 'hospital'] },
  'hair-salon': { noun: { en: 'hair salon', de: 'Friseursalon', fr: 'salon de coiffure', es: 'peluquería', nl: 'kapsalon', pt: 'cabeleireiro' }, icons: ['scissors', 'barber'] },
  fitness: { noun: { en: 'fitness studio', de: 'Fitnessstudio', fr: 'salle de sport', es: 'gimnasio', nl: 'sportschool', pt: 'ginásio' }, icons: ['dumbbell', 'gym'] },
  'law-firm': { noun: { en: 'law firm', de: 'Anwaltskanzlei', fr: "cabinet d'avocats", es: 'bufete de abogados', nl: 'advocatenkantoor', pt: 'escritório de advogados' }, icons: ['scale', 'gavel'] },
  accountant: { noun: { en: 'accounting office', de: 'Steuerbüro', fr: 'cabinet comptable', es: 'asesoría contable', nl: 'administratiekantoor', pt: 'gabinete de contabilidade' }, icons: ['calculator'] },
  agency: { noun: { en: 'creative agency', de: 'Kreativagentur', fr: 'agence créative', es: 'agencia creativa', nl: 'creatief bureau', pt: 'agência criativa' }, icons: ['pen-tool', 'palette'] },
  saas: { noun: { en: 'software team', de: 'Softwareteam', fr: 'équipe logicielle', es: 'equipo de software', nl: 'softwareteam', pt: 'equipa de software' }, icons: ['laptop', 'software'] },
  'real-estate': { noun: { en: 'real estate agency', de: 'Immobilienbüro', fr: 'agence immobilière', es: 'inmobiliaria', nl: 'makelaarskantoor', pt: 'imobiliária' }, icons: ['house', 'key-round'] },
  photographer: { noun: { en: 'photographer', de: 'Fotografin', fr: 'photographe', es: 'fotógrafa', nl: 'fotograaf', pt: 'fotógrafa' }, icons: ['camera'] },
  portfolio: { noun: { en: 'design studio', de: 'Designstudio', fr: 'studio de design', es: 'estudio de diseño', nl: 'ontwerpstudio', pt: 'estúdio de design' }, icons: ['palette', 'pen-tool'] },
  musician: { noun: { en: 'musician', de: 'Musikerin', fr: 'musicienne', es: 'música', nl: 'muzikant', pt: 'música' }, icons: ['guitar', 'music'] },
  blog: { noun: { en: 'writing desk', de: 'Schreibtisch', fr: "bureau d'écriture", es: 'escritorio', nl: 'schrijftafel', pt: 'secretária' }, icons: ['notebook-pen', 'pen-line'] },
  trades: { noun: { en: 'workshop', de: 'Handwerksbetrieb', fr: 'atelier', es: 'taller', nl: 'werkplaats', pt: 'oficina' }, icons: ['wrench', 'hammer'] },
  shop: { noun: { en: 'shop', de: 'Laden', fr: 'boutique', es: 'tienda', nl: 'winkel', pt: 'loja' }, icons: ['store', 'shopping-bag'] },
  school: { noun: { en: 'school', de: 'Schule', fr: 'école', es: 'escuela', nl: 'school', pt: 'escola' }, icons: ['school', 'graduation-cap'] },
  nonprofit: { noun: { en: 'volunteers', de: 'Ehrenamtliche', fr: 'bénévoles', es: 'voluntarios', nl: 'vrijwilligers', pt: 'voluntários' }, icons: ['heart-handshake', 'hand-heart'] },
};

/** Kinds that say nothing about what the business does: the prompt's own words tell more. */
const GENERIC_KINDS = new Set(['business', 'generic', 'other', 'site', 'website']);

/** Foreign words of everyday businesses, as the English the icon tags and image prompts speak. */
const ENGLISH: Record<string, string> = Object.fromEntries(
  Object.entries({
    bicycle: ['fahrrad', 'fahrräder', 'velo', 'vélo', 'vélos', 'bicicleta', 'bicicletas', 'fiets', 'fietsen', 'rad'],
    dentist: ['zahnarzt', 'zahnärztin', 'dentiste', 'dentista', 'tandarts'],
    bakery: ['bäckerei', 'boulangerie', 'panadería', 'bakkerij', 'padaria'],
    plumbing: ['sanitär', 'klempner', 'installateur', 'plombier', 'plomberie', 'fontanero', 'fontanería', 'loodgieter', 'canalizador'],
    flower: ['blumen', 'blumenladen', 'fleurs', 'fleuriste', 'flores', 'floristería', 'bloemen', 'bloemist', 'florista'],
    dog: ['hund', 'hunde', 'chien', 'chiens', 'perro', 'perros', 'hond', 'honden', 'cão', 'cães'],
    car: ['auto', 'autos', 'voiture', 'coche', 'coches', 'carro', 'carros'],
    book: ['buch', 'bücher', 'buchhandlung', 'livre', 'livres', 'librairie', 'libro', 'libros', 'librería', 'boek', 'boeken', 'livro', 'livros', 'livraria'],
    coffee: ['kaffee', 'kaffeehaus', 'cafetería', 'koffie'],
    wine: ['wein', 'weine', 'vin', 'vins', 'vino', 'vinos', 'wijn', 'wijnen', 'vinho', 'vinhos'],
    cake: ['kuchen', 'torten', 'gâteau', 'gâteaux', 'pastel', 'pasteles', 'taart', 'taarten', 'bolo', 'bolos'],
    garden: ['garten', 'gärtnerei', 'jardin', 'jardinage', 'jardín', 'jardinería', 'tuin', 'hovenier', 'jardim', 'jardinagem'],
    music: ['musik', 'musique', 'música', 'muziek'],
    camera: ['fotograf', 'fotografin', 'fotografie', 'photographe', 'photographie', 'fotógrafo', 'fotógrafa', 'fotografía', 'fotograaf', 'fotografia'],
    scissors: ['friseur', 'friseurin', 'coiffeur', 'coiffeuse', 'coiffure', 'peluquería', 'peluquero', 'kapper', 'kapsalon', 'cabeleireiro'],
    pizza: ['pizzeria', 'pizzaria'],
    fish: ['fisch', 'poisson', 'pescado', 'vis', 'peixe'],
    tractor: ['bauernhof', 'hof', 'ferme', 'granja', 'boerderij', 'quinta'],
    paintbrush: ['maler', 'malerin', 'peintre', 'pintor', 'schilder'],
    hammer: ['schreiner', 'tischler', 'zimmerei', 'menuisier', 'carpintero', 'timmerman', 'carpinteiro'],
    baby: ['kita', 'kindergarten', 'crèche', 'guardería', 'kinderopvang', 'creche'],
    stethoscope: ['arzt', 'ärztin', 'hausarzt', 'médecin', 'médico', 'huisarts'],
    'paw-print': ['tierarzt', 'tierärztin', 'vétérinaire', 'veterinario', 'dierenarts', 'veterinário'],
    shirt: ['mode', 'kleidung', 'vêtements', 'ropa', 'kleding', 'roupa'],
  }).flatMap(([english, words]) => words.map((word) => [word, english])),
);

export function kindWords(kind: string): KindWords | null {
  return KINDS[kind] ?? null;
}

export function isGenericKind(kind: string): boolean {
  return !kind || GENERIC_KINDS.has(kind);
}

/** A word of the prompt as English, when it is one of the everyday businesses above. */
export function englishWord(word: string): string {
  return ENGLISH[word.toLowerCase()] ?? word;
}

/**
 * What the site shows, in its language, for descriptions: the kind's name when the composer knows
 * the kind, else the site's own name (a name reads the same in every language).
 */
export function subjectNoun(subject: PictureSubject): string {
  return kindWords(subject.kind)?.noun[subject.language] ?? subject.name;
}

/** The subject in English words, for image prompts and icon matching. */
export function englishSubject(subject: PictureSubject): string {
  const known = kindWords(subject.kind);
  if (known) return known.noun.en;
  if (!isGenericKind(subject.kind)) return subject.kind.replace(/-/g, ' ');
  return subject.words.slice(0, 2).map(englishWord).join(' ') || 'a small local business';
}

/** What a stock search adds to the subject for each part of the site, in the search's language. */
const SEARCH_TERMS: Record<PictureRole, Words> = {
  hero: { en: 'work', de: 'Arbeit', fr: 'travail', es: 'trabajo', nl: 'werk', pt: 'trabalho' },
  about: { en: 'team', de: 'Team', fr: 'équipe', es: 'equipo', nl: 'team', pt: 'equipa' },
  gallery: { en: '', de: '', fr: '', es: '', nl: '', pt: '' },
  post: { en: '', de: '', fr: '', es: '', nl: '', pt: '' },
};

export function searchTerms(subject: PictureSubject, role: PictureRole): string {
  const known = kindWords(subject.kind);
  const base = known ? known.noun[subject.language] : isGenericKind(subject.kind) ? subject.words.slice(0, 2).join(' ') : subject.kind.replace(/-/g, ' ');
  return [base || subject.name, SEARCH_TERMS[role][subject.language]].filter(Boolean).join(' ');
}

/** "{subject}" stands for subjectNoun. */
const DESCRIPTIONS: Record<PictureRole, Words> = {
  hero: {
    en: '{subject} at work',
    de: '{subject} bei der Arbeit',
    fr: '{subject} au travail',
    es: '{subject} en plena actividad',
    nl: '{subject} aan het werk',
    pt: '{subject} em plena atividade',
  },
  about: {
    en: 'The people behind {subject}',
    de: 'Die Menschen hinter {subject}',
    fr: 'Les personnes derrière {subject}',
    es: 'Las personas detrás de {subject}',
    nl: 'De mensen achter {subject}',
    pt: 'As pessoas por trás de {subject}',
  },
  gallery: {
    en: 'A look at {subject}',
    de: 'Einblick: {subject}',
    fr: 'Un aperçu : {subject}',
    es: 'Un vistazo: {subject}',
    nl: 'Een kijkje: {subject}',
    pt: 'Um olhar: {subject}',
  },
  post: {
    en: 'A moment at {subject}',
    de: 'Ein Moment: {subject}',
    fr: 'Un instant : {subject}',
    es: 'Un momento: {subject}',
    nl: 'Een moment: {subject}',
    pt: 'Um momento: {subject}',
  },
};

const PHOTO_OF: Words = { en: 'Photo: {what}', de: 'Foto: {what}', fr: 'Photo : {what}', es: 'Foto: {what}', nl: 'Foto: {what}', pt: 'Foto: {what}' };

function sentence(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** What a picture of this part of the site shows, in the site's language. */
export function describePicture(subject: PictureSubject, role: PictureRole): string {
  return sentence(DESCRIPTIONS[role][subject.language].replace('{subject}', subjectNoun(subject)));
}

/** The alt text of a generated photo: says it is one, and what it shows. */
export function describeGenerated(subject: PictureSubject, role: PictureRole): string {
  return PHOTO_OF[subject.language].replace('{what}', describePicture(subject, role));
}
