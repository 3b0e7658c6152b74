// Yoga and Pilates: a teacher or a studio, classes at every level. Apart from the gym's copy, since
// a yoga teacher offers neither HIIT nor free weights; the copy names no style the teacher may not teach.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

export const YOGA: KindLibrary = {
  kind: 'yoga',
  label: { en: 'yoga studio', de: 'Yogastudio', fr: 'studio de yoga', es: 'estudio de yoga', nl: 'yogastudio', pt: 'estúdio de yoga' },
  keywords: [
    'yoga', 'pilates', 'yoga studio', 'yoga teacher', 'yoga classes', 'pilates studio', 'reformer', 'yogi', 'meditation', 'yogastudio', 'yogalehrer', 'yogalehrerin',
    'yogaschool', 'yogales', 'yogalessen', 'yogadocent', 'ioga', 'pilatesstudio',
  ],
  offering: 'classes for body and breath',
  tone: 'cosy',
  hues: [[150, 175], [20, 35], [260, 280]],
  heroLooks: ['image', 'split'],
  images: { hero: ['blog-forest', 'hero-coast'], gallery: ['blog-forest', 'hero-coast', 'hero-mountains', 'workspace'] },
  taglines: ['Breathe, move, rest', 'Classes for every body'],
  heroes: [
    { heading: 'Breathe, move, rest{inPlace}', text: '{name} offers {offering}, whether it is your first class or your thousandth.' },
    { heading: 'Classes for every body', text: 'Unhurried teaching and {offering}{inPlace}. Find a class on the timetable at {name}.' },
  ],
  about: [
    '{name} is a place to slow down, move and breathe, with teaching that meets you where you are.',
    'Every pose has a gentler and a stronger version, and you are always free to rest.',
  ],
  features: [
    { icon: 'users', title: 'All levels', text: 'Beginners are welcome in every class.' },
    { icon: 'calendar', title: 'Classes through the week', text: 'Find a time that fits in the timetable.' },
    { icon: 'user', title: 'Private sessions', text: 'One to one, at your own pace.' },
  ],
  offer: 'classes',
  menu: [
    { title: 'Classes', items: [item('Beginners', 'The basics, step by step.'), item('Open class', 'For every level, with options for each pose.'), item('Private session', 'One to one, planned around you.')] },
  ],
  plans: [
    plan('Drop-in', 15, 'session', ['Any class', 'No commitment']),
    plan('Class pass', 120, undefined, ['A set of classes', 'Use them at your own pace'], true),
    plan('Private session', 60, 'hour', ['One to one', 'A practice for home']),
  ],
  testimonials: [
    { quote: 'I came with a stiff back and a busy head; I leave every class lighter.', role: 'Student' },
    { quote: 'Patient teaching, and never any pressure.', role: 'Beginner' },
    { quote: 'The best hour of my week.', role: 'Regular student' },
  ],
  faq: [
    { question: 'I have never done yoga. Can I come?', answer: 'Yes; tell the teacher before class and start with the gentler options.' },
    { question: 'What should I bring?', answer: 'Comfortable clothes and some water; ask us about mats.' },
    { question: 'I have an injury. What should I do?', answer: 'Tell the teacher before class, and check with your doctor if you are unsure.' },
  ],
  team: [
    { role: 'Teacher', bio: 'Teaches with patience and humour.' },
    { role: 'Teacher', bio: 'Loves slow classes and careful alignment.' },
    { role: 'Studio', bio: 'Answers your questions about classes and passes.' },
  ],
  posts: [
    { title: 'Your first class', text: 'What to expect, and what to bring.' },
    { title: 'Breathing for a busy day', text: 'A few minutes that help.' },
    { title: 'The timetable this season', text: 'Classes and times at {name}.' },
  ],
  stats: [],
  hours: 'studio',
  booking: 'class',
  primary: 'booking',
  sections: ['features', 'menu', 'pricing', 'about', 'testimonials', 'faq', 'booking', 'contact', 'cta'],
  pages: ['menu', 'pricing', 'booking', 'about', 'team', 'faq', 'contact'],
  translations: {
    de: {
      offering: 'Kurse für Körper und Atem',
      taglines: ['Atmen, bewegen, ruhen', 'Kurse für jeden Körper'],
      heroes: [
        { heading: 'Atmen, bewegen, ruhen{inPlace}', text: '{name} bietet {offering}, ob für deine erste Stunde oder deine tausendste.' },
        { heading: 'Kurse für jeden Körper', text: 'Ruhiger Unterricht und {offering}{inPlace}. Finde deinen Kurs im Stundenplan von {name}.' },
      ],
      about: ['{name} ist ein Ort, um langsamer zu werden, sich zu bewegen und zu atmen, mit Unterricht, der dich dort abholt, wo du stehst.', 'Jede Haltung hat eine sanftere und eine kräftigere Variante, und du darfst jederzeit ausruhen.'],
      features: [
        { title: 'Alle Stufen', text: 'Anfänger sind in jedem Kurs willkommen.' },
        { title: 'Kurse die ganze Woche', text: 'Finde im Stundenplan eine passende Zeit.' },
        { title: 'Einzelstunden', text: 'Eins zu eins, in deinem Tempo.' },
      ],
      menu: [{ title: 'Kurse', items: [{ title: 'Anfänger', text: 'Die Grundlagen, Schritt für Schritt.' }, { title: 'Offene Stunde', text: 'Für alle Stufen, mit Varianten für jede Haltung.' }, { title: 'Einzelstunde', text: 'Eins zu eins, auf dich abgestimmt.' }] }],
      plans: [
        { name: 'Einzelne Stunde', features: ['Jeder Kurs', 'Ohne Bindung'] },
        { name: 'Zehnerkarte', features: ['Mehrere Stunden auf einer Karte', 'In deinem Tempo einlösen'] },
        { name: 'Einzelstunde', features: ['Eins zu eins', 'Eine Übungsfolge für zu Hause'] },
      ],
      testimonials: [
        { quote: 'Ich komme mit steifem Rücken und vollem Kopf und gehe jedes Mal leichter.', role: 'Teilnehmerin' },
        { quote: 'Geduldiger Unterricht und nie Druck.', role: 'Anfänger' },
        { quote: 'Die schönste Stunde meiner Woche.', role: 'Regelmäßige Teilnehmerin' },
      ],
      faq: [
        { question: 'Ich habe noch nie Yoga gemacht. Kann ich kommen?', answer: 'Ja; sag es vor der Stunde und beginne mit den sanfteren Varianten.' },
        { question: 'Was soll ich mitbringen?', answer: 'Bequeme Kleidung und etwas Wasser; frag uns nach Matten.' },
        { question: 'Ich habe eine Verletzung. Was nun?', answer: 'Sag es vor der Stunde und frag im Zweifel deine Ärztin oder deinen Arzt.' },
      ],
      team: [
        { role: 'Lehrerin', bio: 'Unterrichtet mit Geduld und Humor.' },
        { role: 'Lehrer', bio: 'Liebt langsame Stunden und genaue Ausrichtung.' },
        { role: 'Studio', bio: 'Beantwortet deine Fragen zu Kursen und Karten.' },
      ],
      posts: [
        { title: 'Deine erste Stunde', text: 'Was dich erwartet und was du mitbringst.' },
        { title: 'Atmen an vollen Tagen', text: 'Ein paar Minuten, die helfen.' },
        { title: 'Der Stundenplan dieser Saison', text: 'Kurse und Zeiten bei {name}.' },
      ],
    },
    fr: {
      offering: 'des cours pour le corps et le souffle',
      taglines: ['Respirer, bouger, se poser', 'Des cours pour tous les corps'],
      heroes: [
        { heading: 'Respirer, bouger, se poser{inPlace}', text: '{name} propose {offering}, pour votre premier cours comme pour le millième.' },
        { heading: 'Des cours pour tous les corps', text: 'Un enseignement sans hâte et {offering}{inPlace}. Trouvez votre cours dans le planning de {name}.' },
      ],
      about: ['{name} est un lieu pour ralentir, bouger et respirer, avec un enseignement qui part de là où vous en êtes.', 'Chaque posture a une version plus douce et une plus intense, et vous pouvez toujours vous reposer.'],
      features: [
        { title: 'Tous niveaux', text: 'Les débutants sont bienvenus dans chaque cours.' },
        { title: 'Des cours toute la semaine', text: 'Trouvez un horaire qui vous convient dans le planning.' },
        { title: 'Cours particuliers', text: 'En individuel, à votre rythme.' },
      ],
      menu: [{ title: 'Cours', items: [{ title: 'Débutants', text: 'Les bases, pas à pas.' }, { title: 'Cours ouvert', text: 'Pour tous les niveaux, avec des options pour chaque posture.' }, { title: 'Cours particulier', text: 'En individuel, pensé pour vous.' }] }],
      plans: [
        { name: 'Cours à l’unité', features: ['N’importe quel cours', 'Sans engagement'] },
        { name: 'Carte de cours', features: ['Une série de cours', 'À votre rythme'] },
        { name: 'Cours particulier', features: ['En individuel', 'Une pratique pour la maison'] },
      ],
      testimonials: [
        { quote: 'J’arrive le dos raide et la tête pleine, je repars toujours plus légère.', role: 'Élève' },
        { quote: 'Un enseignement patient, jamais de pression.', role: 'Débutant' },
        { quote: 'La meilleure heure de ma semaine.', role: 'Élève régulière' },
      ],
      faq: [
        { question: 'Je n’ai jamais fait de yoga. Puis-je venir ?', answer: 'Oui ; prévenez avant le cours et commencez par les options douces.' },
        { question: 'Que dois-je apporter ?', answer: 'Une tenue confortable et de l’eau ; renseignez-vous sur les tapis.' },
        { question: 'J’ai une blessure. Que faire ?', answer: 'Prévenez avant le cours et, en cas de doute, demandez l’avis de votre médecin.' },
      ],
      team: [
        { role: 'Professeure', bio: 'Enseigne avec patience et humour.' },
        { role: 'Professeur', bio: 'Aime les cours lents et l’alignement précis.' },
        { role: 'Accueil', bio: 'Répond à vos questions sur les cours et les cartes.' },
      ],
      posts: [
        { title: 'Votre premier cours', text: 'À quoi vous attendre et quoi apporter.' },
        { title: 'Respirer les jours chargés', text: 'Quelques minutes qui aident.' },
        { title: 'Le planning de la saison', text: 'Cours et horaires chez {name}.' },
      ],
    },
    es: {
      offering: 'clases para el cuerpo y la respiración',
      taglines: ['Respira, muévete, descansa', 'Clases para todos los cuerpos'],
      heroes: [
        { heading: 'Respira, muévete, descansa{inPlace}', text: '{name} ofrece {offering}, tanto si es tu primera clase como la número mil.' },
        { heading: 'Clases para todos los cuerpos', text: 'Enseñanza sin prisas y {offering}{inPlace}. Encuentra tu clase en el horario de {name}.' },
      ],
      about: ['{name} es un lugar para frenar, moverse y respirar, con una enseñanza que parte de donde estás.', 'Cada postura tiene una versión más suave y otra más intensa, y siempre puedes descansar.'],
      features: [
        { title: 'Todos los niveles', text: 'Los principiantes son bienvenidos en todas las clases.' },
        { title: 'Clases toda la semana', text: 'Encuentra en el horario el momento que te va bien.' },
        { title: 'Sesiones privadas', text: 'Individuales, a tu ritmo.' },
      ],
      menu: [{ title: 'Clases', items: [{ title: 'Principiantes', text: 'Lo básico, paso a paso.' }, { title: 'Clase abierta', text: 'Para todos los niveles, con opciones para cada postura.' }, { title: 'Sesión privada', text: 'Individual, pensada para ti.' }] }],
      plans: [
        { name: 'Clase suelta', features: ['Cualquier clase', 'Sin compromiso'] },
        { name: 'Bono de clases', features: ['Un bono de clases', 'A tu ritmo'] },
        { name: 'Sesión privada', features: ['Individual', 'Una práctica para casa'] },
      ],
      testimonials: [
        { quote: 'Llego con la espalda rígida y la cabeza llena, y siempre salgo más ligera.', role: 'Alumna' },
        { quote: 'Enseñanza paciente y nunca presión.', role: 'Principiante' },
        { quote: 'La mejor hora de mi semana.', role: 'Alumna habitual' },
      ],
      faq: [
        { question: 'Nunca he hecho yoga. ¿Puedo ir?', answer: 'Sí; avisa antes de la clase y empieza con las opciones suaves.' },
        { question: '¿Qué tengo que traer?', answer: 'Ropa cómoda y agua; pregúntanos por las esterillas.' },
        { question: 'Tengo una lesión. ¿Qué hago?', answer: 'Avisa antes de la clase y, si tienes dudas, consulta a tu médico.' },
      ],
      team: [
        { role: 'Profesora', bio: 'Enseña con paciencia y humor.' },
        { role: 'Profesor', bio: 'Le encantan las clases lentas y la alineación cuidadosa.' },
        { role: 'Recepción', bio: 'Responde a tus preguntas sobre clases y bonos.' },
      ],
      posts: [
        { title: 'Tu primera clase', text: 'Qué esperar y qué traer.' },
        { title: 'Respirar en un día ajetreado', text: 'Unos minutos que ayudan.' },
        { title: 'El horario de esta temporada', text: 'Clases y horarios en {name}.' },
      ],
    },
    nl: {
      offering: 'lessen voor lichaam en adem',
      taglines: ['Ademen, bewegen, rusten', 'Lessen voor elk lichaam'],
      heroes: [
        { heading: 'Ademen, bewegen, rusten{inPlace}', text: '{name} biedt {offering}, of het nu je eerste les is of je duizendste.' },
        { heading: 'Lessen voor elk lichaam', text: 'Rustig lesgeven en {offering}{inPlace}. Vind je les in het rooster van {name}.' },
      ],
      about: ['{name} is een plek om te vertragen, te bewegen en te ademen, met les die aansluit bij waar jij staat.', 'Elke houding heeft een zachtere en een sterkere variant, en je mag altijd rusten.'],
      features: [
        { title: 'Alle niveaus', text: 'Beginners zijn welkom in elke les.' },
        { title: 'Lessen door de week', text: 'Vind een tijd die past in het rooster.' },
        { title: 'Privélessen', text: 'Eén op één, in je eigen tempo.' },
      ],
      menu: [{ title: 'Lessen', items: [{ title: 'Beginners', text: 'De basis, stap voor stap.' }, { title: 'Open les', text: 'Voor elk niveau, met varianten voor elke houding.' }, { title: 'Privéles', text: 'Eén op één, afgestemd op jou.' }] }],
      plans: [
        { name: 'Losse les', features: ['Elke les', 'Zonder verplichting'] },
        { name: 'Rittenkaart', features: ['Een reeks lessen', 'In je eigen tempo'] },
        { name: 'Privéles', features: ['Eén op één', 'Een oefening voor thuis'] },
      ],
      testimonials: [
        { quote: 'Ik kom met een stijve rug en een vol hoofd en ga altijd lichter naar huis.', role: 'Cursist' },
        { quote: 'Geduldige les en nooit druk.', role: 'Beginner' },
        { quote: 'Het beste uur van mijn week.', role: 'Vaste cursist' },
      ],
      faq: [
        { question: 'Ik heb nog nooit yoga gedaan. Kan ik komen?', answer: 'Ja; meld het voor de les en begin met de zachtere varianten.' },
        { question: 'Wat moet ik meenemen?', answer: 'Makkelijke kleding en wat water; vraag ons naar matten.' },
        { question: 'Ik heb een blessure. Wat nu?', answer: 'Meld het voor de les en vraag bij twijfel je arts om advies.' },
      ],
      team: [
        { role: 'Docent', bio: 'Geeft les met geduld en humor.' },
        { role: 'Docent', bio: 'Houdt van rustige lessen en zorgvuldige uitlijning.' },
        { role: 'Studio', bio: 'Beantwoordt je vragen over lessen en kaarten.' },
      ],
      posts: [
        { title: 'Je eerste les', text: 'Wat je kunt verwachten en wat je meeneemt.' },
        { title: 'Ademen op drukke dagen', text: 'Een paar minuten die helpen.' },
        { title: 'Het rooster van dit seizoen', text: 'Lessen en tijden bij {name}.' },
      ],
    },
    pt: {
      offering: 'aulas para o corpo e a respiração',
      taglines: ['Respirar, mover, descansar', 'Aulas para todos os corpos'],
      heroes: [
        { heading: 'Respirar, mover, descansar{inPlace}', text: '{name} oferece {offering}, seja a sua primeira aula ou a milésima.' },
        { heading: 'Aulas para todos os corpos', text: 'Ensino sem pressa e {offering}{inPlace}. Encontre a sua aula no horário de {name}.' },
      ],
      about: ['{name} é um lugar para abrandar, mover e respirar, com um ensino que parte de onde está.', 'Cada postura tem uma versão mais suave e outra mais intensa, e pode sempre descansar.'],
      features: [
        { title: 'Todos os níveis', text: 'Principiantes são bem-vindos em todas as aulas.' },
        { title: 'Aulas durante a semana', text: 'Encontre no horário a hora que lhe convém.' },
        { title: 'Sessões privadas', text: 'Individuais, ao seu ritmo.' },
      ],
      menu: [{ title: 'Aulas', items: [{ title: 'Principiantes', text: 'O essencial, passo a passo.' }, { title: 'Aula aberta', text: 'Para todos os níveis, com opções para cada postura.' }, { title: 'Sessão privada', text: 'Individual, pensada para si.' }] }],
      plans: [
        { name: 'Aula avulsa', features: ['Qualquer aula', 'Sem compromisso'] },
        { name: 'Pacote de aulas', features: ['Um conjunto de aulas', 'Ao seu ritmo'] },
        { name: 'Sessão privada', features: ['Individual', 'Uma prática para casa'] },
      ],
      testimonials: [
        { quote: 'Chego com as costas rígidas e a cabeça cheia, e saio sempre mais leve.', role: 'Aluna' },
        { quote: 'Ensino paciente e nunca pressão.', role: 'Principiante' },
        { quote: 'A melhor hora da minha semana.', role: 'Aluna habitual' },
      ],
      faq: [
        { question: 'Nunca fiz yoga. Posso vir?', answer: 'Sim; avise antes da aula e comece pelas opções mais suaves.' },
        { question: 'O que devo trazer?', answer: 'Roupa confortável e água; pergunte-nos pelos tapetes.' },
        { question: 'Tenho uma lesão. O que faço?', answer: 'Avise antes da aula e, em caso de dúvida, fale com o seu médico.' },
      ],
      team: [
        { role: 'Professora', bio: 'Ensina com paciência e humor.' },
        { role: 'Professor', bio: 'Adora aulas lentas e alinhamento cuidadoso.' },
        { role: 'Receção', bio: 'Responde às suas perguntas sobre aulas e pacotes.' },
      ],
      posts: [
        { title: 'A sua primeira aula', text: 'O que esperar e o que trazer.' },
        { title: 'Respirar num dia cheio', text: 'Alguns minutos que ajudam.' },
        { title: 'O horário desta temporada', text: 'Aulas e horários em {name}.' },
      ],
    },
  },
};
