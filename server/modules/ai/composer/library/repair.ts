// Repair workshops: bicycles, phones, watches, shoes. What is repaired comes from the prompt through
// {offering}; the copy speaks of bringing a thing in and getting it back working, true of them all.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

export const REPAIR: KindLibrary = {
  kind: 'repair',
  label: { en: 'repair workshop', de: 'Reparaturwerkstatt', fr: 'atelier de réparation', es: 'taller de reparación', nl: 'reparatiewerkplaats', pt: 'oficina de reparação' },
  keywords: [
    'repair', 'repairs', 'repair shop', 'repair workshop', 'repair cafe', '~workshop', 'reparatur', 'reparaturen', 'reparaturwerkstatt', '~werkstatt', 'fahrradwerkstatt',
    'radwerkstatt', 'reparation', 'reparations', 'reparacion', 'reparaciones', 'reparatie', 'reparaties', 'reparatiewerkplaats', 'fietsenmaker', 'reparacao', 'reparacoes',
    'conserto', 'consertos', '~atelier', '~taller', '~oficina', '~werkplaats', 'cobbler', 'watchmaker', 'uhrmacher', 'horloger', 'relojero', 'relojoeiro', 'schoenmaker',
  ],
  offering: 'repairs done with care',
  tone: 'professional',
  hues: [[20, 35], [195, 215], [130, 150]],
  heroLooks: ['split', 'image'],
  images: { hero: ['workspace', 'project-4'], gallery: ['workspace', 'project-2', 'project-4', 'project-6'] },
  taglines: ['Repaired, not replaced', 'Bring it in, take it home working'],
  heroes: [
    { heading: 'Repaired, not replaced{inPlace}', text: '{name}: {offering}. Bring it in and we will tell you what it needs.' },
    { heading: 'Bring it in, take it home working', text: 'At {name} we look, explain and repair: {offering}{inPlace}.' },
  ],
  about: [
    '{name} believes a good repair beats buying new: it saves money and keeps things out of the bin.',
    'We look at what you bring, tell you what we find and what it will cost, and only start once you agree.',
  ],
  features: [
    { icon: 'search', title: 'We look first', text: 'We find the fault and explain it plainly.' },
    { icon: 'check-circle', title: 'You decide', text: 'You hear the cost before any work starts.' },
    { icon: 'leaf', title: 'Less waste', text: 'Every repair keeps something out of the bin.' },
  ],
  offer: 'services',
  menu: [
    { title: 'Repairs', items: [item('Check', 'We look at it and tell you what it needs.'), item('Repair', 'Quoted before we start.'), item('Service', 'Cleaning, adjusting and small fixes.')] },
  ],
  plans: [
    plan('Check', 0, undefined, ['We find the fault', 'You hear the cost first']),
    plan('Repair', 40, undefined, ['Quoted before we start', 'Tested before you collect'], true),
    plan('Service', 60, undefined, ['Cleaning and adjusting', 'Small fixes included']),
  ],
  testimonials: [
    { quote: 'I thought it was beyond saving. It works like new.', role: 'Customer' },
    { quote: 'Clear about the cost before they started, and done when they said.', role: 'Customer' },
    { quote: 'Friendly, honest and quick.', role: 'Regular customer' },
  ],
  faq: [
    { question: 'Do I need an appointment?', answer: 'Get in touch first and we will tell you when to bring it in.' },
    { question: 'How much will it cost?', answer: 'We look at it first and tell you the cost before any work starts.' },
    { question: 'What if it cannot be repaired?', answer: 'We tell you honestly, and you decide what happens next.' },
  ],
  team: [
    { role: 'Owner', bio: 'Has repaired things since childhood.' },
    { role: 'Repairer', bio: 'Patient with the tricky jobs.' },
    { role: 'Front desk', bio: 'Takes in your repair and keeps you posted.' },
  ],
  posts: [
    { title: 'Small care, fewer repairs', text: 'Simple habits that help things last.' },
    { title: 'Repair or replace?', text: 'How we help you decide.' },
    { title: 'From the workbench', text: 'A repair we enjoyed.' },
  ],
  stats: [],
  hours: 'shop',
  booking: 'appointment',
  primary: 'contact-form',
  sections: ['features', 'menu', 'about', 'testimonials', 'faq', 'hours', 'contact-form', 'contact', 'cta'],
  pages: ['menu', 'about', 'contact', 'faq', 'pricing', 'gallery', 'posts'],
  translations: {
    de: {
      offering: 'Reparaturen mit Sorgfalt',
      taglines: ['Repariert statt ersetzt', 'Bringen Sie es vorbei, nehmen Sie es funktionierend mit'],
      heroes: [
        { heading: 'Repariert statt ersetzt{inPlace}', text: '{name}: {offering}. Bringen Sie es vorbei, und wir sagen Ihnen, was es braucht.' },
        { heading: 'Vorbeibringen, funktionierend mitnehmen', text: 'Bei {name} schauen wir, erklären und reparieren: {offering}{inPlace}.' },
      ],
      about: ['{name} findet: Eine gute Reparatur ist besser als neu kaufen. Sie spart Geld und hält Dinge aus dem Müll.', 'Wir schauen uns an, was Sie bringen, sagen Ihnen, was wir finden und was es kostet, und legen erst los, wenn Sie einverstanden sind.'],
      features: [
        { title: 'Erst schauen', text: 'Wir finden den Fehler und erklären ihn verständlich.' },
        { title: 'Sie entscheiden', text: 'Sie kennen die Kosten, bevor die Arbeit beginnt.' },
        { title: 'Weniger Müll', text: 'Jede Reparatur hält etwas aus dem Müll.' },
      ],
      menu: [{ title: 'Reparaturen', items: [{ title: 'Prüfung', text: 'Wir schauen es uns an und sagen, was es braucht.' }, { title: 'Reparatur', text: 'Mit Kostenvoranschlag vor dem Start.' }, { title: 'Wartung', text: 'Reinigen, Einstellen und kleine Reparaturen.' }] }],
      plans: [
        { name: 'Prüfung', features: ['Wir finden den Fehler', 'Sie erfahren zuerst die Kosten'] },
        { name: 'Reparatur', features: ['Kostenvoranschlag vor dem Start', 'Geprüft vor der Abholung'] },
        { name: 'Wartung', features: ['Reinigen und Einstellen', 'Kleine Reparaturen inklusive'] },
      ],
      testimonials: [
        { quote: 'Ich dachte, da ist nichts mehr zu retten. Es funktioniert wie neu.', role: 'Kundin' },
        { quote: 'Klare Kosten vor dem Start und fertig, wann versprochen.', role: 'Kunde' },
        { quote: 'Freundlich, ehrlich und schnell.', role: 'Stammkunde' },
      ],
      faq: [
        { question: 'Brauche ich einen Termin?', answer: 'Melden Sie sich vorher, dann sagen wir Ihnen, wann Sie vorbeikommen können.' },
        { question: 'Was kostet es?', answer: 'Wir schauen es uns zuerst an und nennen Ihnen die Kosten, bevor die Arbeit beginnt.' },
        { question: 'Und wenn es sich nicht reparieren lässt?', answer: 'Dann sagen wir es ehrlich, und Sie entscheiden, wie es weitergeht.' },
      ],
      team: [
        { role: 'Inhaber', bio: 'Repariert Dinge, seit er ein Kind war.' },
        { role: 'Werkstatt', bio: 'Geduldig mit den kniffligen Fällen.' },
        { role: 'Annahme', bio: 'Nimmt Ihre Reparatur an und hält Sie auf dem Laufenden.' },
      ],
      posts: [
        { title: 'Ein wenig Pflege, weniger Reparaturen', text: 'Einfache Gewohnheiten, damit Dinge länger halten.' },
        { title: 'Reparieren oder ersetzen?', text: 'Wie wir Ihnen bei der Entscheidung helfen.' },
        { title: 'Von der Werkbank', text: 'Eine Reparatur, die uns Freude gemacht hat.' },
      ],
    },
    fr: {
      offering: 'des réparations faites avec soin',
      taglines: ['Réparé, pas remplacé', 'Apportez-le, repartez avec un objet qui marche'],
      heroes: [
        { heading: 'Réparé, pas remplacé{inPlace}', text: '{name} : {offering}. Apportez-le et nous vous dirons ce qu’il lui faut.' },
        { heading: 'Apportez-le, repartez avec un objet qui marche', text: 'Chez {name}, nous regardons, expliquons et réparons : {offering}{inPlace}.' },
      ],
      about: ['Pour {name}, une bonne réparation vaut mieux qu’un achat neuf : elle fait des économies et évite la poubelle.', 'Nous regardons ce que vous apportez, vous disons ce que nous trouvons et ce que cela coûtera, et ne commençons qu’avec votre accord.'],
      features: [
        { title: 'Diagnostic d’abord', text: 'Nous trouvons la panne et l’expliquons simplement.' },
        { title: 'Vous décidez', text: 'Vous connaissez le prix avant le début des travaux.' },
        { title: 'Moins de déchets', text: 'Chaque réparation évite un objet à la poubelle.' },
      ],
      menu: [{ title: 'Réparations', items: [{ title: 'Diagnostic', text: 'Nous regardons et vous disons ce qu’il faut faire.' }, { title: 'Réparation', text: 'Devis avant de commencer.' }, { title: 'Entretien', text: 'Nettoyage, réglages et petites réparations.' }] }],
      plans: [
        { name: 'Diagnostic', features: ['Nous trouvons la panne', 'Vous connaissez le prix d’abord'] },
        { name: 'Réparation', features: ['Devis avant de commencer', 'Testé avant que vous le récupériez'] },
        { name: 'Entretien', features: ['Nettoyage et réglages', 'Petites réparations comprises'] },
      ],
      testimonials: [
        { quote: 'Je le croyais perdu. Il marche comme neuf.', role: 'Cliente' },
        { quote: 'Le prix annoncé avant de commencer, et prêt à la date promise.', role: 'Client' },
        { quote: 'Aimables, honnêtes et rapides.', role: 'Client fidèle' },
      ],
      faq: [
        { question: 'Faut-il prendre rendez-vous ?', answer: 'Contactez-nous d’abord et nous vous dirons quand passer.' },
        { question: 'Combien cela coûtera-t-il ?', answer: 'Nous regardons d’abord et vous donnons le prix avant tout travail.' },
        { question: 'Et si ce n’est pas réparable ?', answer: 'Nous vous le disons franchement, et vous décidez de la suite.' },
      ],
      team: [
        { role: 'Fondateur', bio: 'Répare des objets depuis l’enfance.' },
        { role: 'Réparateur', bio: 'Patient avec les cas difficiles.' },
        { role: 'Accueil', bio: 'Prend en charge votre réparation et vous tient au courant.' },
      ],
      posts: [
        { title: 'Un peu d’entretien, moins de réparations', text: 'Des gestes simples pour que les choses durent.' },
        { title: 'Réparer ou remplacer ?', text: 'Comment nous vous aidons à décider.' },
        { title: 'Depuis l’établi', text: 'Une réparation qui nous a plu.' },
      ],
    },
    es: {
      offering: 'reparaciones hechas con cuidado',
      taglines: ['Reparado, no sustituido', 'Tráelo y llévatelo funcionando'],
      heroes: [
        { heading: 'Reparado, no sustituido{inPlace}', text: '{name}: {offering}. Tráelo y te diremos qué necesita.' },
        { heading: 'Tráelo y llévatelo funcionando', text: 'En {name} miramos, explicamos y reparamos: {offering}{inPlace}.' },
      ],
      about: ['En {name} creemos que una buena reparación es mejor que comprar algo nuevo: ahorra dinero y evita residuos.', 'Miramos lo que traes, te decimos lo que encontramos y lo que costará, y solo empezamos cuando estás de acuerdo.'],
      features: [
        { title: 'Primero miramos', text: 'Encontramos la avería y la explicamos con claridad.' },
        { title: 'Tú decides', text: 'Conoces el precio antes de empezar el trabajo.' },
        { title: 'Menos residuos', text: 'Cada reparación evita que algo acabe en la basura.' },
      ],
      menu: [{ title: 'Reparaciones', items: [{ title: 'Revisión', text: 'Lo miramos y te decimos qué necesita.' }, { title: 'Reparación', text: 'Con presupuesto antes de empezar.' }, { title: 'Mantenimiento', text: 'Limpieza, ajustes y pequeños arreglos.' }] }],
      plans: [
        { name: 'Revisión', features: ['Encontramos la avería', 'Primero conoces el precio'] },
        { name: 'Reparación', features: ['Presupuesto antes de empezar', 'Probado antes de la recogida'] },
        { name: 'Mantenimiento', features: ['Limpieza y ajustes', 'Pequeños arreglos incluidos'] },
      ],
      testimonials: [
        { quote: 'Pensaba que no tenía arreglo. Funciona como nuevo.', role: 'Clienta' },
        { quote: 'Precio claro antes de empezar y listo cuando dijeron.', role: 'Cliente' },
        { quote: 'Amables, honestos y rápidos.', role: 'Cliente habitual' },
      ],
      faq: [
        { question: '¿Necesito cita?', answer: 'Escríbenos antes y te diremos cuándo traerlo.' },
        { question: '¿Cuánto costará?', answer: 'Primero lo miramos y te damos el precio antes de empezar.' },
        { question: '¿Y si no tiene arreglo?', answer: 'Te lo decimos con sinceridad y tú decides qué hacer.' },
      ],
      team: [
        { role: 'Fundador', bio: 'Arregla cosas desde niño.' },
        { role: 'Técnico', bio: 'Paciente con los casos difíciles.' },
        { role: 'Recepción', bio: 'Recibe tu reparación y te mantiene informado.' },
      ],
      posts: [
        { title: 'Un poco de cuidado, menos reparaciones', text: 'Hábitos sencillos para que las cosas duren.' },
        { title: '¿Reparar o sustituir?', text: 'Cómo te ayudamos a decidir.' },
        { title: 'Desde el banco de trabajo', text: 'Una reparación que disfrutamos.' },
      ],
    },
    nl: {
      offering: 'reparaties met zorg',
      taglines: ['Gerepareerd, niet vervangen', 'Breng het langs, neem het werkend mee'],
      heroes: [
        { heading: 'Gerepareerd, niet vervangen{inPlace}', text: '{name}: {offering}. Breng het langs en we vertellen wat het nodig heeft.' },
        { heading: 'Breng het langs, neem het werkend mee', text: 'Bij {name} kijken we, leggen we uit en repareren we: {offering}{inPlace}.' },
      ],
      about: ['{name} vindt een goede reparatie beter dan iets nieuws kopen: het scheelt geld en houdt spullen uit de vuilnisbak.', 'We bekijken wat u brengt, vertellen wat we vinden en wat het kost, en beginnen pas als u akkoord bent.'],
      features: [
        { title: 'Eerst kijken', text: 'We vinden het probleem en leggen het helder uit.' },
        { title: 'U beslist', text: 'U kent de prijs voordat het werk begint.' },
        { title: 'Minder afval', text: 'Elke reparatie houdt iets uit de vuilnisbak.' },
      ],
      menu: [{ title: 'Reparaties', items: [{ title: 'Controle', text: 'We kijken ernaar en vertellen wat het nodig heeft.' }, { title: 'Reparatie', text: 'Met prijsopgave vooraf.' }, { title: 'Onderhoud', text: 'Schoonmaken, afstellen en kleine reparaties.' }] }],
      plans: [
        { name: 'Controle', features: ['We vinden het probleem', 'U hoort eerst de prijs'] },
        { name: 'Reparatie', features: ['Prijsopgave vooraf', 'Getest voordat u het ophaalt'] },
        { name: 'Onderhoud', features: ['Schoonmaken en afstellen', 'Kleine reparaties inbegrepen'] },
      ],
      testimonials: [
        { quote: 'Ik dacht dat het niet meer te redden was. Het werkt als nieuw.', role: 'Klant' },
        { quote: 'Vooraf duidelijk over de prijs en klaar wanneer beloofd.', role: 'Klant' },
        { quote: 'Vriendelijk, eerlijk en snel.', role: 'Vaste klant' },
      ],
      faq: [
        { question: 'Moet ik een afspraak maken?', answer: 'Neem eerst contact op, dan zeggen we wanneer u het kunt brengen.' },
        { question: 'Wat gaat het kosten?', answer: 'We kijken er eerst naar en noemen de prijs voordat we beginnen.' },
        { question: 'En als het niet te repareren is?', answer: 'Dan zeggen we dat eerlijk en beslist u wat er gebeurt.' },
      ],
      team: [
        { role: 'Eigenaar', bio: 'Repareert al dingen sinds zijn jeugd.' },
        { role: 'Reparateur', bio: 'Geduldig met de lastige klussen.' },
        { role: 'Balie', bio: 'Neemt uw reparatie aan en houdt u op de hoogte.' },
      ],
      posts: [
        { title: 'Beetje onderhoud, minder reparaties', text: 'Eenvoudige gewoontes waardoor dingen langer meegaan.' },
        { title: 'Repareren of vervangen?', text: 'Hoe we u helpen kiezen.' },
        { title: 'Van de werkbank', text: 'Een reparatie waar we plezier in hadden.' },
      ],
    },
    pt: {
      offering: 'reparações feitas com cuidado',
      taglines: ['Reparado, não substituído', 'Traga-o e leve-o a funcionar'],
      heroes: [
        { heading: 'Reparado, não substituído{inPlace}', text: '{name}: {offering}. Traga-o e dizemos-lhe o que precisa.' },
        { heading: 'Traga-o e leve-o a funcionar', text: 'Em {name} vemos, explicamos e reparamos: {offering}{inPlace}.' },
      ],
      about: ['Em {name} acreditamos que uma boa reparação é melhor do que comprar novo: poupa dinheiro e evita o lixo.', 'Vemos o que traz, dizemos-lhe o que encontrámos e quanto vai custar, e só começamos com o seu acordo.'],
      features: [
        { title: 'Primeiro vemos', text: 'Encontramos a avaria e explicamo-la com clareza.' },
        { title: 'Decide o cliente', text: 'Sabe o preço antes de o trabalho começar.' },
        { title: 'Menos desperdício', text: 'Cada reparação evita que algo vá para o lixo.' },
      ],
      menu: [{ title: 'Reparações', items: [{ title: 'Diagnóstico', text: 'Vemos e dizemos-lhe o que precisa.' }, { title: 'Reparação', text: 'Com orçamento antes de começar.' }, { title: 'Manutenção', text: 'Limpeza, afinação e pequenas reparações.' }] }],
      plans: [
        { name: 'Diagnóstico', features: ['Encontramos a avaria', 'Sabe primeiro o preço'] },
        { name: 'Reparação', features: ['Orçamento antes de começar', 'Testado antes do levantamento'] },
        { name: 'Manutenção', features: ['Limpeza e afinação', 'Pequenas reparações incluídas'] },
      ],
      testimonials: [
        { quote: 'Achava que não tinha conserto. Funciona como novo.', role: 'Cliente' },
        { quote: 'Preço claro antes de começar e pronto quando prometeram.', role: 'Cliente' },
        { quote: 'Simpáticos, honestos e rápidos.', role: 'Cliente habitual' },
      ],
      faq: [
        { question: 'Preciso de marcação?', answer: 'Contacte-nos primeiro e dizemos-lhe quando pode trazer.' },
        { question: 'Quanto vai custar?', answer: 'Primeiro vemos e damos-lhe o preço antes de começar.' },
        { question: 'E se não tiver reparação?', answer: 'Dizemos-lhe com franqueza e decide o que fazer a seguir.' },
      ],
      team: [
        { role: 'Fundador', bio: 'Conserta coisas desde criança.' },
        { role: 'Técnico', bio: 'Paciente com os casos difíceis.' },
        { role: 'Receção', bio: 'Recebe a sua reparação e mantém-no informado.' },
      ],
      posts: [
        { title: 'Um pouco de cuidado, menos reparações', text: 'Hábitos simples para as coisas durarem.' },
        { title: 'Reparar ou substituir?', text: 'Como o ajudamos a decidir.' },
        { title: 'Da bancada', text: 'Uma reparação que nos deu gosto.' },
      ],
    },
  },
};
