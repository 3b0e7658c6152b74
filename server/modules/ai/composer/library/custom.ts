// The kind for a business the library does not know, built from the prompt's own words for it
// ("bicycle repair workshop", "Blumenladen"). Its copy names the business through {offering} and
// {Label} and claims nothing a business of any trade might not do: no guarantee, no years, no
// price. The words keep the prompt's language, so sentences avoid articles and genders around them.
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import type { KindCopy, KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';
import { GENERIC } from './local.ts';

const COPY: Record<Exclude<PlanLanguage, 'en'>, KindCopy> = {
  de: {
    offering: '',
    taglines: ['{Label}{inPlace}', 'Fragen Sie uns'],
    heroes: [
      { heading: '{Label}{inPlace}', text: '{name}: {offering}, mit Zeit für Ihre Fragen.' },
      { heading: 'Willkommen bei {name}', text: 'Alles rund um {offering}{inPlace}. Sagen Sie uns, was Sie brauchen.' },
    ],
    about: ['Bei {name} dreht sich alles um eines: {offering}.', 'Erzählen Sie uns, was Sie brauchen, und wir sagen Ihnen ehrlich, was wir tun können.'],
    features: [
      { title: 'Persönlich', text: 'Sie sprechen direkt mit den Menschen, die die Arbeit machen.' },
      { title: 'Klar', text: 'Wir erklären, was wir tun, bevor wir es tun.' },
      { title: 'Erreichbar', text: 'Schreiben Sie uns oder rufen Sie an.' },
    ],
    menu: [{ title: 'Angebot', items: [{ title: '{Label}', text: 'Fragen Sie uns nach den Einzelheiten.' }, { title: 'Beratung', text: 'Wir hören zu und schlagen den nächsten Schritt vor.' }] }],
    plans: [{ name: 'Anfrage', features: ['Schreiben Sie uns', 'Antwort mit allen Einzelheiten'] }],
    testimonials: [
      { quote: 'Freundlich, klar und genau das, was ich gesucht habe.', role: 'Kundin' },
      { quote: 'Ich komme gern wieder.', role: 'Kunde' },
    ],
    faq: [
      { question: 'Wie fange ich an?', answer: 'Schreiben Sie uns über das Formular oder rufen Sie an.' },
      { question: 'Was kostet es?', answer: 'Das hängt davon ab, was Sie brauchen; fragen Sie uns.' },
      { question: 'Wo finde ich Sie?', answer: 'Alle Angaben stehen unten im Kontaktbereich.' },
    ],
    team: [
      { role: 'Inhaber', bio: 'Kümmert sich um {offering}.' },
      { role: 'Team', bio: 'Für Ihre Fragen da.' },
    ],
    posts: [
      { title: 'Neuigkeiten von {name}', text: 'Was sich bei uns tut.' },
      { title: 'Häufige Fragen', text: 'Die Antworten auf das, was man uns oft fragt.' },
    ],
  },
  fr: {
    offering: '',
    taglines: ['{Label}{inPlace}', 'Posez-nous vos questions'],
    heroes: [
      { heading: '{Label}{inPlace}', text: '{name} : {offering}, avec le temps de répondre à vos questions.' },
      { heading: 'Bienvenue chez {name}', text: 'Tout pour {offering}{inPlace}. Dites-nous ce dont vous avez besoin.' },
    ],
    about: ['Chez {name}, tout tourne autour d’une chose : {offering}.', 'Dites-nous ce dont vous avez besoin et nous vous dirons honnêtement ce que nous pouvons faire.'],
    features: [
      { title: 'Personnel', text: 'Vous parlez directement aux personnes qui font le travail.' },
      { title: 'Clair', text: 'Nous expliquons ce que nous faisons avant de le faire.' },
      { title: 'Disponible', text: 'Écrivez-nous ou appelez-nous.' },
    ],
    menu: [{ title: 'Nos services', items: [{ title: '{Label}', text: 'Demandez-nous les détails.' }, { title: 'Conseil', text: 'Nous écoutons et proposons la suite.' }] }],
    plans: [{ name: 'Demande', features: ['Écrivez-nous', 'Réponse avec tous les détails'] }],
    testimonials: [
      { quote: 'Accueillant, clair et exactement ce que je cherchais.', role: 'Cliente' },
      { quote: 'Je reviendrai avec plaisir.', role: 'Client' },
    ],
    faq: [
      { question: 'Comment commencer ?', answer: 'Écrivez-nous avec le formulaire ou appelez-nous.' },
      { question: 'Combien cela coûte-t-il ?', answer: 'Cela dépend de ce dont vous avez besoin ; demandez-nous.' },
      { question: 'Où vous trouver ?', answer: 'Toutes les informations sont dans la section contact ci-dessous.' },
    ],
    team: [
      { role: 'Fondateur', bio: 'S’occupe de {offering}.' },
      { role: 'Équipe', bio: 'À votre écoute.' },
    ],
    posts: [
      { title: 'Des nouvelles de {name}', text: 'Ce qui se passe chez nous.' },
      { title: 'Questions fréquentes', text: 'Les réponses à ce qu’on nous demande souvent.' },
    ],
  },
  es: {
    offering: '',
    taglines: ['{Label}{inPlace}', 'Pregúntenos'],
    heroes: [
      { heading: '{Label}{inPlace}', text: '{name}: {offering}, con tiempo para sus preguntas.' },
      { heading: 'Bienvenido a {name}', text: 'Todo sobre {offering}{inPlace}. Cuéntenos qué necesita.' },
    ],
    about: ['En {name} todo gira en torno a una cosa: {offering}.', 'Cuéntenos qué necesita y le diremos con sinceridad lo que podemos hacer.'],
    features: [
      { title: 'Cercano', text: 'Habla directamente con quienes hacen el trabajo.' },
      { title: 'Claro', text: 'Explicamos lo que hacemos antes de hacerlo.' },
      { title: 'Disponible', text: 'Escríbanos o llámenos.' },
    ],
    menu: [{ title: 'Servicios', items: [{ title: '{Label}', text: 'Pregúntenos por los detalles.' }, { title: 'Asesoramiento', text: 'Escuchamos y proponemos el siguiente paso.' }] }],
    plans: [{ name: 'Consulta', features: ['Escríbanos', 'Respuesta con todos los detalles'] }],
    testimonials: [
      { quote: 'Amables, claros y justo lo que buscaba.', role: 'Clienta' },
      { quote: 'Volveré con gusto.', role: 'Cliente' },
    ],
    faq: [
      { question: '¿Cómo empiezo?', answer: 'Escríbanos con el formulario o llámenos.' },
      { question: '¿Cuánto cuesta?', answer: 'Depende de lo que necesite; pregúntenos.' },
      { question: '¿Dónde están?', answer: 'Todos los datos están abajo, en la sección de contacto.' },
    ],
    team: [
      { role: 'Fundador', bio: 'Se ocupa de {offering}.' },
      { role: 'Equipo', bio: 'A su disposición.' },
    ],
    posts: [
      { title: 'Novedades de {name}', text: 'Lo que está pasando.' },
      { title: 'Preguntas frecuentes', text: 'Las respuestas a lo que más nos preguntan.' },
    ],
  },
  nl: {
    offering: '',
    taglines: ['{Label}{inPlace}', 'Vraag het ons'],
    heroes: [
      { heading: '{Label}{inPlace}', text: '{name}: {offering}, met tijd voor uw vragen.' },
      { heading: 'Welkom bij {name}', text: 'Alles over {offering}{inPlace}. Vertel ons wat u nodig hebt.' },
    ],
    about: ['Bij {name} draait alles om één ding: {offering}.', 'Vertel ons wat u nodig hebt, dan zeggen we eerlijk wat we kunnen doen.'],
    features: [
      { title: 'Persoonlijk', text: 'U spreekt direct met de mensen die het werk doen.' },
      { title: 'Duidelijk', text: 'We leggen uit wat we doen voordat we het doen.' },
      { title: 'Bereikbaar', text: 'Schrijf ons of bel ons.' },
    ],
    menu: [{ title: 'Aanbod', items: [{ title: '{Label}', text: 'Vraag ons naar de details.' }, { title: 'Advies', text: 'We luisteren en stellen de volgende stap voor.' }] }],
    plans: [{ name: 'Aanvraag', features: ['Schrijf ons', 'Antwoord met alle details'] }],
    testimonials: [
      { quote: 'Vriendelijk, duidelijk en precies wat ik zocht.', role: 'Klant' },
      { quote: 'Ik kom graag terug.', role: 'Vaste klant' },
    ],
    faq: [
      { question: 'Hoe begin ik?', answer: 'Schrijf ons via het formulier of bel ons.' },
      { question: 'Wat kost het?', answer: 'Dat hangt af van wat u nodig hebt; vraag het ons.' },
      { question: 'Waar vind ik u?', answer: 'Alle gegevens staan hieronder bij contact.' },
    ],
    team: [
      { role: 'Eigenaar', bio: 'Zorgt voor {offering}.' },
      { role: 'Team', bio: 'Er voor uw vragen.' },
    ],
    posts: [
      { title: 'Nieuws van {name}', text: 'Wat er bij ons gebeurt.' },
      { title: 'Veelgestelde vragen', text: 'Antwoorden op wat ons vaak gevraagd wordt.' },
    ],
  },
  pt: {
    offering: '',
    taglines: ['{Label}{inPlace}', 'Fale connosco'],
    heroes: [
      { heading: '{Label}{inPlace}', text: '{name}: {offering}, com tempo para as suas perguntas.' },
      { heading: 'Bem-vindo a {name}', text: 'Tudo sobre {offering}{inPlace}. Diga-nos do que precisa.' },
    ],
    about: ['Aqui tudo gira à volta de uma coisa: {offering}.', 'Diga-nos do que precisa e dizemos-lhe com franqueza o que podemos fazer.'],
    features: [
      { title: 'Próximo', text: 'Fala diretamente com quem faz o trabalho.' },
      { title: 'Claro', text: 'Explicamos o que fazemos antes de o fazer.' },
      { title: 'Disponível', text: 'Escreva-nos ou ligue-nos.' },
    ],
    menu: [{ title: 'Serviços', items: [{ title: '{Label}', text: 'Pergunte-nos os detalhes.' }, { title: 'Aconselhamento', text: 'Ouvimos e propomos o passo seguinte.' }] }],
    plans: [{ name: 'Pedido', features: ['Escreva-nos', 'Resposta com todos os detalhes'] }],
    testimonials: [
      { quote: 'Simpáticos, claros e exatamente o que eu procurava.', role: 'Cliente' },
      { quote: 'Volto com todo o gosto.', role: 'Cliente habitual' },
    ],
    faq: [
      { question: 'Como começo?', answer: 'Escreva-nos pelo formulário ou ligue-nos.' },
      { question: 'Quanto custa?', answer: 'Depende do que precisa; pergunte-nos.' },
      { question: 'Onde vos encontro?', answer: 'Todos os dados estão abaixo, na secção de contacto.' },
    ],
    team: [
      { role: 'Fundador', bio: 'Trata de {offering}.' },
      { role: 'Equipa', bio: 'Ao seu dispor.' },
    ],
    posts: [
      { title: 'Novidades de {name}', text: 'O que se passa connosco.' },
      { title: 'Perguntas frequentes', text: 'As respostas ao que mais nos perguntam.' },
    ],
  },
};

/** A library for `words`, the prompt's name for its business, written in `language`. */
export function customLibrary(words: string, language: PlanLanguage): KindLibrary {
  const phrase = words.trim();
  const lower = language === 'de' ? phrase : phrase.toLowerCase();
  const translations = Object.fromEntries(Object.entries(COPY).map(([code, copy]) => [code, { ...copy, offering: lower }]));
  return {
    ...GENERIC,
    // Generic to everything downstream (images, business details), which reads the words instead.
    kind: GENERIC.kind,
    label: { en: lower, de: lower, fr: lower, es: lower, nl: lower, pt: lower },
    keywords: [],
    offering: lower,
    taglines: ['{Label}{inPlace}', 'Ask us anything'],
    heroes: [
      { heading: '{Label}{inPlace}', text: '{name}: {offering}, with time for your questions.' },
      { heading: 'Welcome to {name}', text: 'Everything about {offering}{inPlace}. Tell us what you need.' },
    ],
    about: ['At {name} it is all about one thing: {offering}.', 'Tell us what you need, and we will tell you honestly what we can do.'],
    features: [
      { icon: 'smile', title: 'Personal', text: 'You talk directly to the people who do the work.' },
      { icon: 'check-circle', title: 'Clear', text: 'We explain what we do before we do it.' },
      { icon: 'message', title: 'Easy to reach', text: 'Write to us or give us a call.' },
    ],
    menu: [{ title: 'Services', items: [item('{Label}', 'Ask us for the details.'), item('Advice', 'We listen and suggest the next step.')] }],
    plans: [plan('Enquiry', 0, undefined, ['Write to us', 'A reply with all the details'])],
    testimonials: [
      { quote: 'Friendly, clear and just what I was looking for.', role: 'Customer' },
      { quote: 'I will happily come back.', role: 'Customer' },
    ],
    faq: [
      { question: 'How do I start?', answer: 'Write to us with the form or give us a call.' },
      { question: 'What does it cost?', answer: 'That depends on what you need; just ask us.' },
      { question: 'Where can I find you?', answer: 'All the details are in the contact section below.' },
    ],
    team: [
      { role: 'Owner', bio: 'Looks after {offering}.' },
      { role: 'Team', bio: 'Here for your questions.' },
    ],
    posts: [
      { title: 'News from {name}', text: 'What is happening with us.' },
      { title: 'Common questions', text: 'Answers to what we are often asked.' },
    ],
    stats: [],
    sections: ['features', 'menu', 'about', 'testimonials', 'faq', 'contact-form', 'contact', 'cta'],
    translations,
  };
}
