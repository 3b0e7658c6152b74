// The people the prompt names, with their roles as written: "run by Sarah Khan, a certified yoga
// teacher", "our head chef Marco", "Inhaberin Petra Lang", "avec Julie (coiffeuse) et Tom", "I'm
// Ana". A capitalised word counts as a person only where the sentence says so (a role, "run by",
// "I'm") or where compromise knows it as a first name, and never inside the business or place name.
import { nlp } from '../../../../lazy-packages.ts';
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import { cleanPhrase } from '../sanitize.ts';
import { plain } from './days.ts';
import type { StatedPerson } from './types.ts';

const MAX_NAME = 60;
const MAX_ROLE = 60;
const MAX_PEOPLE = 12;

const PARTICLE = String.raw`(?:de la|de las|de los|van der|van den|van de|von der|von dem|de|van|von|der|den|da|do|dos|das|du|des|le|la|del|della|di|ter|ten|zu)`;
const CAPITAL = String.raw`\p{Lu}[\p{L}'’-]*\p{L}`;
/**
 * A title before a name says a person follows: "Dr.", "Maître", "Mag.", "Sra.", "Dhr.". The
 * abbreviations French and Spanish write without a dot ("Me", "Mme", "Dra") take one optionally.
 * Titles written out that businesses are often named with ("Don Pepe", "Docteur Vélo", "Señor
 * Taco") are left out.
 */
export const TITLE = String.raw`(?:(?:Dr|Dra|Drs|Prof|Profa|Pr|Mr|Mrs|Ms|Mx|Mme|Mlle|Me|Mag|Ing|Dipl\.-Ing|Sr|Sra|Srta|Dhr|Mevr|Mw|Ir|Eng|Enga)\.?|M\.|Maître|Frau|Herr)`;
/** "Sarah Khan", "Dr. Jan de Vries", "Sarah O'Neill", "João da Silva", "Carmen de la Fuente". */
const PERSON = String.raw`(?:${TITLE}\s)?${CAPITAL}(?:\s(?:${PARTICLE}\s)?${CAPITAL}){0,2}`;
const AND = String.raw`\s*(?:,|&|\+|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b)\s*`;

/** Both cases of a word's first letter, so a role matches at a sentence's start without the i flag (which would let \p{Lu} match lower case). */
function anyCase(word: string): string {
  const first = word.charAt(0);
  return `[${first.toLowerCase()}${first.toUpperCase()}]${word.slice(1)}`;
}

const ROLE_WORDS = [
  'owner', 'co-owner', 'founder', 'co-founder', 'chef', 'head chef', 'teacher', 'instructor', 'trainer', 'coach', 'stylist', 'hairdresser',
  'barber', 'therapist', 'manager', 'baker', 'photographer', 'dentist', 'director', 'designer', 'artist', 'florist', 'partner',
  'physio', 'physiotherapist', 'masseuse', 'masseur', 'tutor', 'mechanic', 'electrician', 'plumber', 'vet', 'doctor', 'architect',
  'inhaber', 'inhaberin', 'gründer', 'gründerin', 'chefin', 'küchenchef', 'küchenchefin', 'meister', 'meisterin', 'trainerin',
  'lehrer', 'lehrerin', 'friseur', 'friseurin', 'fotograf', 'fotografin', 'zahnarzt', 'zahnärztin', 'ärztin', 'arzt',
  'therapeut', 'therapeutin', 'geschäftsführer', 'geschäftsführerin', 'bäckermeister', 'bäckermeisterin', 'yogalehrerin', 'yogalehrer',
  'propriétaire', 'fondateur', 'fondatrice', 'gérant', 'gérante', 'coiffeuse', 'coiffeur', 'professeur', 'professeure', 'prof',
  'photographe', 'patron', 'patronne', 'boulanger', 'boulangère', 'cheffe', 'praticienne', 'praticien',
  'dueño', 'dueña', 'propietario', 'propietaria', 'fundador', 'fundadora', 'profesora', 'profesor', 'peluquera', 'peluquero',
  'fotógrafo', 'fotógrafa', 'cocinero', 'cocinera', 'entrenadora', 'entrenador',
  'eigenaar', 'eigenares', 'oprichter', 'oprichtster', 'kok', 'chef-kok', 'docent', 'docente', 'kapper', 'kapster', 'fotograaf',
  'dono', 'dona', 'proprietário', 'proprietária', 'fundadora', 'professora', 'cabeleireira', 'cabeleireiro', 'fotógrafa', 'treinadora',
  'landlord', 'landlady', 'hygienist', 'nurse', 'midwife', 'osteopath', 'lawyer', 'solicitor', 'accountant', 'sommelier', 'winemaker', 'tattoo artist',
  'winzer', 'winzerin', 'rechtsanwalt', 'rechtsanwältin', 'anwalt', 'anwältin', 'physiotherapeut', 'physiotherapeutin', 'tierarzt', 'tierärztin', 'heilpraktikerin', 'heilpraktiker', 'steuerberater', 'steuerberaterin',
  'kinésithérapeute', 'ostéopathe', 'naturopathe', 'vétérinaire', 'avocat', 'avocate', 'médecin', 'docteur', 'dentiste', 'sommelière', 'vigneron', 'vigneronne', 'tatoueur', 'tatoueuse',
  'fisioterapeuta', 'veterinaria', 'veterinario', 'doctora', 'dentista', 'abogado', 'abogada', 'médica', 'médico', 'enfermera', 'tatuador', 'tatuadora', 'gerente',
  'tandarts', 'fysiotherapeut', 'dierenarts', 'advocaat', 'huisarts', 'verloskundige', 'bakker', 'slager', 'eigenaresse',
  'veterinária', 'veterinário', 'advogado', 'advogada', 'enfermeira', 'treinador', 'chefe', 'gerente',
  // Family and partners, who run many small businesses together: "avec mon mari Yann", "con mi hermana Laura".
  'husband', 'wife', 'son', 'daughter', 'brother', 'sister', 'mother', 'father', 'colleague',
  'ehemann', 'ehefrau', 'sohn', 'tochter', 'bruder', 'schwester', 'mutter', 'vater', 'kollege', 'kollegin', 'partnerin',
  'mari', 'femme', 'épouse', 'époux', 'fils', 'fille', 'frère', 'sœur', 'mère', 'père', 'associé', 'associée', 'collègue', 'compagnon', 'compagne',
  'marido', 'esposa', 'esposo', 'hijo', 'hija', 'hermano', 'hermana', 'madre', 'padre', 'socio', 'socia', 'compañero', 'compañera',
  'echtgenoot', 'echtgenote', 'vrouw', 'zoon', 'dochter', 'broer', 'zus', 'moeder', 'vader', 'compagnon', 'collega', 'vriendin',
  'mulher', 'filho', 'filha', 'irmão', 'irmã', 'mãe', 'pai', 'sócio', 'sócia', 'colega',
];

/** Common first names of the plan languages that compromise's English lexicon lacks. */
const FIRST_NAMES = new Set([
  'aoife', 'niamh', 'siobhan', 'sinead', 'saoirse', 'ciaran', 'eoin', 'oisin', 'cormac', 'orla',
  'jurgen', 'jorg', 'bjorn', 'uwe', 'dirk', 'heike', 'ute', 'anke', 'silke', 'birgit', 'katrin', 'jens', 'sven', 'frauke', 'wiebke', 'malte', 'janne',
  'elodie', 'amelie', 'gwenaelle', 'aurelie', 'clemence', 'mathilde', 'margaux', 'cecile', 'helene', 'loic', 'jerome', 'benoit', 'thibault', 'anais', 'maelle', 'solene', 'yannick', 'gaelle',
  'alvaro', 'inaki', 'nerea', 'ainhoa', 'begona', 'itziar', 'rocio', 'pilar', 'jordi', 'nuria', 'montserrat', 'iker', 'unai', 'aitor', 'mireia',
  'bram', 'daan', 'sanne', 'joost', 'marieke', 'pieter', 'lotte', 'femke', 'anouk', 'maarten', 'sjoerd', 'wouter', 'thijs', 'ruud', 'jeroen', 'lieke', 'sofie', 'noor', 'jelle', 'wim', 'geert', 'an', 'els', 'koen', 'bart',
  'joao', 'goncalo', 'tiago', 'rui', 'ines', 'leonor', 'beatriz', 'duarte', 'afonso', 'matilde', 'thiago', 'caio', 'vinicius', 'luana', 'joana', 'rita', 'nuno',
]);
const ROLE = String.raw`(?:${ROLE_WORDS.map(anyCase).join('|')})`;
const DETERMINER = String.raw`(?:${['our', 'my', 'the', 'unser', 'unsere', 'mein', 'meine', 'der', 'die', 'notre', 'nos', 'mon', 'ma', 'le', 'la', 'nuestro', 'nuestra', 'mi', 'el', 'onze', 'mijn', 'de', 'nosso', 'nossa', 'meu', 'minha', 'o', 'a'].map(anyCase).join('|')})`;

/** "our head chef Marco", "Inhaberin Petra Lang", "la propriétaire Claire". */
const ROLE_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:${DETERMINER}\s+((?:[\p{Ll}-]+\s+){0,2}?${ROLE})|(${ROLE}))\s*:?\s+(${PERSON})`, 'gu');
/** "Unser Team: Anna Huber (Meisterin) und Lukas Gruber", "Teachers: Aoife and Ciara". */
const LABELLED = new RegExp(String.raw`(?<![\p{L}])(?:${ROLE}(?:s|es|en|nen|n)?|${['team', 'staff', 'équipe', 'equipe', 'equipo', 'equipa'].map(anyCase).join('|')})\s*:\s*(${PERSON}(?:\s*\([^)]{1,40}\))?(?:${AND}${PERSON}(?:\s*\([^)]{1,40}\))?)*)`, 'gu');
/** "con la fisioterapeuta Laura Martínez", "with hygienist Mark Jones": a word before a first name and surname is their role. */
const ANY_ROLE_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:with|mit|avec|con|met|com|${DETERMINER})\s+(?:${DETERMINER}\s+)?(\p{Ll}[\p{Ll}-]{3,})\s+(${CAPITAL}\s(?:${PARTICLE}\s)?${CAPITAL})`, 'gu');
/** A first name and a surname anywhere: "Piano tuning by Tom Hargreaves". Read ahead, not consumed: "Praxis von Julia Brandt" still reaches "Julia Brandt". */
const FULL_NAME = new RegExp(String.raw`(?<![\p{L}'’])(?=((?:${TITLE}\s)?(\p{Lu}\p{Ll}+)\s(?:${PARTICLE}\s)?\p{Lu}\p{Ll}[\p{L}'’-]*\p{L}(?![\p{L}'’])))`, 'gu');
/** "run by Sarah Khan", "geführt von Lena und Jonas", "tenu par Claire". */
const BY = String.raw`(?:run by|owned by|founded by|led by|managed by|taught by|hosted by|started by|geführt von|betrieben von|gegründet von|geleitet von|tenue? par|dirigée? par|gérée? par|fondée? par|animée? par|llevad[oa] por|dirigid[oa] por|fundad[oa] por|regentad[oa] por|gerund door|geleid door|opgericht door|gerid[oa] por)`;
const INTRODUCED = new RegExp(String.raw`(?<![\p{L}])${BY}\s+(${PERSON}(?:\s*\([^)]{1,40}\))?(?:,\s+(?:a|an|un|une|ein|eine|una|um|uma|een)\s+[^,.;:!?\n()]{2,60})?(?:${AND}${PERSON}(?:\s*\([^)]{1,40}\))?)*)`, 'gu');
/** "I'm Ana", "ich bin Lena", "je m'appelle Claire", "soy Lucía", "ik ben Sanne", "sou a Inês". */
const SELF = new RegExp(String.raw`(?<![\p{L}])(?:${["i am", "i'm", 'my name is', 'ich bin', 'ich heiße', 'ich heisse', 'je suis', "je m'appelle", 'soy', 'me llamo', 'mi nombre es', 'ik ben', 'mijn naam is', 'ik heet', 'sou o', 'sou a', 'chamo-me', 'o meu nome é', 'meu nome é'].map(anyCase).join('|')})\s+(${PERSON})(?:,\s+(?:(?:a|an|un|une|ein|eine|una|um|uma|een)\s+)?((?:[^,.;:!?\n()]|\.(?=\p{L})){2,60}))?`, 'gu');
/** "Marco Steiner, Inhaber, …", "Dr. Rafael Almeida, dentista": a name and a role word right after it. */
const NAME_ROLE = new RegExp(String.raw`(${PERSON}),\s+(${ROLE})(?![\p{L}])`, 'gu');
/** "I'm Priya and I run …", "ik ben Sanne en ik heb een yogastudio": the one speaking owns the business. */
const OWNS = /^\s+(?:and|und|et|y|e|en)\s+(?:i|ich|je|j'|yo|ik|eu)?\s*(?:run|own|have|manage|führe|leite|habe|betreibe|tiens|dirige|gère|ai|llevo|dirijo|tengo|regento|heb|leid|beheer|tenho|gero)\b/iu;
/** The word for the owner where the language has one for either sex; Portuguese says the sex in "sou a"/"sou o". */
const OWNER: Partial<Record<PlanLanguage, string>> = { en: 'owner', fr: 'propriétaire', nl: 'eigenaar' };
/** "with Anna and Ben", "avec Julie (coiffeuse) et Tom", "mit Lena". */
const WITH = new RegExp(String.raw`(?<![\p{L}])(?:with|mit|avec|con|met|com|and|und|et|y|e|en)\s+(${PERSON}(?:\s*\([^)]{1,40}\))?(?:${AND}${PERSON}(?:\s*\([^)]{1,40}\))?)*)`, 'gu');
/** "Maître Claire Dubois, avocate", "Sr. Javier Ortega, fontanero": a title vouches for the name, and a role word may follow it. */
const TITLED_PERSON = new RegExp(String.raw`(?<![\p{L}])(${TITLE}\s${CAPITAL}(?:\s(?:${PARTICLE}\s)?${CAPITAL}){0,2})(?:,\s+(\p{L}[\p{L}-]+))?`, 'gu');
const ONE = new RegExp(String.raw`(${PERSON})(?:\s*\(([^)]{1,40})\)|,\s+(?:a|an|un|une|ein|eine|una|um|uma|een)\s+([^,.;:!?\n()]{2,60}))?`, 'gu');

const TITLED = new RegExp(`^${TITLE}\\s+`, 'u');

/** Whether a run of words is a person by its title: "Maître Sophie Laurent", "Dra. Carmen Ruiz", "Herr Klaus Brandt". */
export function titled(run: string): boolean {
  return new RegExp(`^${TITLE}\\s+\\p{Lu}`, 'u').test(run);
}

/** A title on its own, as a reader cut short at its dot takes it: "Dra", "Herr". */
export function titleOnly(word: string): boolean {
  return new RegExp(`^${TITLE}$`, 'u').test(word);
}

/** Whether a name starts with a first name compromise knows (also without its accents: "Élodie") or one of FIRST_NAMES. */
export function firstName(name: string): boolean {
  const first = name.replace(TITLED, '').split(/\s/)[0];
  if (/['’]s$/.test(first)) return false;
  return FIRST_NAMES.has(plain(first)) || nlp(first).has('#FirstName') || nlp(plain(first)).has('#FirstName');
}

export function isRole(word: string): boolean {
  return ROLE_WORDS.includes(word.toLowerCase());
}

/** A word for a person's trade or tie: a role word, or one ending as they do ("partner", "hygienist", "coiffeuse", "veterinária"). */
export function personWord(word: string): boolean {
  return isRole(word) || /(?:er|ist|eur|euse|rice|iste|ista|eta|ero|era|or|ora|ário|ária|ario|aria|ien|ienne|erin|ent|ente|ant|ante|friend|wife|husband|son|daughter|sister|brother)$/u.test(word.toLowerCase());
}

/** A word compromise has no entry for: no common noun such as "Love" or "Care". */
function unknownWord(name: string): boolean {
  const lexicon = (nlp as unknown as { world(): { model: { one: { lexicon: Record<string, unknown> } } } }).world().model.one.lexicon;
  return name.split(/\s+/).every((word) => lexicon[word.toLowerCase()] === undefined);
}

/** The role as written, cut where the sentence goes on ("a certified yoga teacher who…"). */
function roleOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const role = cleanPhrase(text.replace(/\s(?:who|which|that|and|with|in|at|since|der|die|mit|und|aus|bei|qui|et|avec|depuis|à|que|y|con|desde|die|en|met|sinds|uit|que|e|com|desde|em|no|na)\s.*$/iu, ''), MAX_ROLE);
  // "ostéopathe D.O.": an abbreviation keeps its last full stop.
  return (/\p{L}\.\p{L}$/u.test(role) ? `${role}.` : role) || undefined;
}

/** `language` is the prompt's: German capitalises every noun, so there an unknown capitalised word is no first name. */
export function extractPeople(text: string, excluded: (string | undefined)[], language?: PlanLanguage): StatedPerson[] {
  // The business's own name is no sentence about people: "Clínica veterinária Patinhas", "Praxis Dr. Anna Berger".
  const business = excluded[0];
  const prompt = business ? text.split(business).join(' '.repeat(business.length)) : text;
  const people: (StatedPerson & { at: number })[] = [];
  const banned = excluded.filter((text): text is string => !!text).map((text) => text.toLowerCase());
  const add = (rawName: string, rawRole: string | undefined, at: number) => {
    const name = cleanPhrase(rawName, MAX_NAME);
    const role = roleOf(rawRole);
    // "Salon Chez Nina … avec Nina (coiffeuse)": a name inside the business's counts only with a role.
    if (!name || (!role && banned.some((text) => text.includes(name.toLowerCase())))) return;
    const known = people.find((person) => person.name === name || person.name.startsWith(`${name} `) || person.name.endsWith(` ${name}`));
    if (known) {
      if (!known.role && role) known.role = role;
      known.at = Math.min(known.at, at);
      return;
    }
    people.push({ name, ...(role ? { role } : {}), at });
  };
  // In a list of names, one that compromise knows vouches for the others ("Mads (owner) and Signe"); with none known, two unknown words may still be names ("met Joost en Marieke").
  const listed = (text: string, at: number, sure: boolean) => {
    const matches = [...text.matchAll(ONE)];
    const guessed = language !== 'de' && matches.length > 1 && matches.every((match) => unknownWord(match[1]));
    const vouched = sure || matches.some((match) => firstName(match[1])) || guessed;
    if (vouched) for (const match of matches) add(match[1], match[2] ?? match[3], at + text.indexOf(match[0]));
  };
  const start = (match: RegExpMatchArray, group: number) => match.index! + match[0].indexOf(match[group]);
  for (const match of prompt.matchAll(ROLE_BEFORE)) add(match[3], match[1] ?? match[2], start(match, 3));
  for (const match of prompt.matchAll(TITLED_PERSON)) add(match[1], match[2] && personWord(match[2]) ? match[2] : undefined, start(match, 1));
  for (const match of prompt.matchAll(ANY_ROLE_BEFORE)) if (personWord(match[1]) && firstName(match[2])) add(match[2], match[1], start(match, 2));
  for (const match of prompt.matchAll(LABELLED)) listed(match[1], start(match, 1), true);
  for (const match of prompt.matchAll(INTRODUCED)) listed(match[1], start(match, 1), true);
  for (const match of prompt.matchAll(SELF)) {
    const owns = OWNS.test(prompt.slice(match.index! + match[0].length));
    // Without an article the words after the comma are a role only when they name one ("Claire Dubois, ostéopathe D.O.").
    const said = match[2] && (/^,\s+(?:a|an|un|une|ein|eine|una|um|uma|een)\s/iu.test(match[0].slice(match[0].indexOf(match[1]) + match[1].length)) || match[2].split(/\s+/).some(personWord)) ? match[2] : undefined;
    const owner = owns ? (OWNER[language ?? 'en'] ?? (language === 'pt' ? { a: 'proprietária', o: 'proprietário' }[/sou (a|o)\s/iu.exec(match[0])?.[1].toLowerCase() ?? ''] : undefined)) : undefined;
    // "Camille Roux, je suis ostéopathe": the role is what she is.
    const role = said?.replace(/^(?:je suis|i am|i'm|ich bin|soy|sou|ik ben)\s+/iu, '');
    if (firstName(match[1]) || match[1].includes(' ') || owns) add(match[1], role ?? owner, start(match, 1));
  }
  // "Soy Lucía Fernández, fisioterapeuta": a name already read with the words before it is the same person.
  for (const match of prompt.matchAll(NAME_ROLE)) if ((match[1].includes(' ') || firstName(match[1])) && !people.some((person) => match[1].endsWith(person.name))) add(match[1], match[2], start(match, 1));
  for (const match of prompt.matchAll(WITH)) listed(match[1], start(match, 1), false);
  for (const match of prompt.matchAll(FULL_NAME)) if (firstName(match[2])) add(match[1], undefined, match.index);
  return people
    .sort((a, b) => a.at - b.at)
    .slice(0, MAX_PEOPLE)
    .map(({ name, role }) => ({ name, ...(role ? { role } : {}) }));
}
