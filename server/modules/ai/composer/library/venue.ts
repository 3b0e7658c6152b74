// Clubs and venues: places people come to for a night of music, whoever plays. The copy speaks of
// the room and its nights, never of records or tours, which belong to the acts.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

export const VENUE: KindLibrary = {
  kind: 'venue',
  label: { en: 'club', de: 'Club', fr: 'club', es: 'sala', nl: 'club', pt: 'clube' },
  keywords: [
    'nightclub', 'night club', 'techno club', 'house club', 'dance club', 'jazz club', 'comedy club', 'music club', 'blues club', 'club night', 'club nights',
    'music venue', 'live music venue', 'live venue', 'concert venue', 'concert hall', '~venue', '~club', '~clube', '~sala', 'disco', 'discotheque', 'rave',
    'diskothek', 'musikclub', 'technoclub', 'jazzclub', 'konzertsaal', 'boite de nuit', 'club de jazz', 'salle de concert', 'salle de concerts',
    'discoteca', 'sala de conciertos', 'poppodium', 'nachtclub', 'casa de shows', 'casa de concertos', 'sala de concertos',
  ],
  offering: 'nights of music and dancing',
  tone: 'bold',
  hues: [[270, 300], [320, 340], [190, 205]],
  heroLooks: ['dark', 'image'],
  images: { hero: ['conference', 'blog-city'], gallery: ['conference', 'blog-city', 'dining-room', 'project-4'] },
  taglines: ['See you on the dance floor', 'Nights worth staying up for'],
  heroes: [
    { heading: 'Nights worth staying up for{inPlace}', text: '{name} is a room for {offering}. See what is on and come as you are.' },
    { heading: 'See you on the dance floor', text: 'The programme, the doors and the tickets: everything for a night at {name}.' },
  ],
  about: [
    '{name} is a place for {offering}, run by people who love a good night out.',
    'Everyone is welcome here; we look after our guests and ask them to look after each other.',
  ],
  features: [
    { icon: 'calendar', title: 'The programme', text: 'Every night, who plays and when doors open.' },
    { icon: 'ticket', title: 'Tickets', text: 'Buy ahead or pay at the door while there is room.' },
    { icon: 'heart', title: 'A safe space', text: 'Respect on the dance floor; our team is there if you need help.' },
  ],
  offer: 'programme',
  menu: [
    { title: 'Coming up', items: [item('Club night', 'See the programme for who plays and when doors open.'), item('Special night', 'Guests and one-off nights; watch the programme.')] },
  ],
  plans: [
    plan('Entry', 15, undefined, ['One night', 'Pay at the door or ahead']),
    plan('Advance ticket', 12, undefined, ['One night', 'Skip the queue for tickets'], true),
  ],
  testimonials: [
    { quote: 'Great sound, friendly door, and I danced until the lights came on.', role: 'Guest' },
    { quote: 'My favourite night out in town.', role: 'Regular' },
    { quote: 'Everyone looks out for each other here.', role: 'Guest' },
  ],
  faq: [
    { question: 'Is there a door policy?', answer: 'Come with respect for others; the door team decides on the night.' },
    { question: 'Can I buy tickets at the door?', answer: 'Usually, while there is room; advance tickets are the safe choice.' },
    { question: 'Is there a minimum age?', answer: 'Each night in the programme says who may come; bring an ID.' },
  ],
  team: [
    { role: 'Programme', bio: 'Chooses who plays.' },
    { role: 'Door and guests', bio: 'Makes sure everyone has a good night.' },
    { role: 'Sound and light', bio: 'Keeps the room sounding right.' },
  ],
  posts: [
    { title: 'The programme for the coming weeks', text: 'Who plays, and when.' },
    { title: 'How we look after each other', text: 'Our house rules, in a few lines.' },
    { title: 'Behind the scenes', text: 'A night at {name}, before the doors open.' },
  ],
  stats: [],
  hours: 'late',
  booking: 'ticket',
  primary: 'menu',
  sections: ['menu', 'features', 'about', 'gallery', 'faq', 'signup', 'contact', 'cta'],
  pages: ['menu', 'gallery', 'about', 'faq', 'contact', 'posts', 'booking'],
  translations: {
    de: {
      offering: 'Nächte voller Musik und Tanz',
      taglines: ['Wir sehen uns auf der Tanzfläche', 'Nächte, für die es sich lohnt, wach zu bleiben'],
      heroes: [
        { heading: 'Nächte, für die es sich lohnt{inPlace}', text: '{name} ist ein Ort für {offering}. Schau ins Programm und komm, wie du bist.' },
        { heading: 'Wir sehen uns auf der Tanzfläche', text: 'Programm, Einlass und Tickets: alles für eine Nacht im {name}.' },
      ],
      about: ['{name} ist ein Ort für {offering}, gemacht von Leuten, die gute Nächte lieben.', 'Hier ist jede und jeder willkommen; wir passen auf unsere Gäste auf und bitten sie, aufeinander aufzupassen.'],
      features: [
        { title: 'Das Programm', text: 'Für jede Nacht: wer spielt und wann Einlass ist.' },
        { title: 'Tickets', text: 'Im Vorverkauf oder an der Abendkasse, solange Platz ist.' },
        { title: 'Ein sicherer Ort', text: 'Respekt auf der Tanzfläche; unser Team hilft, wenn du Hilfe brauchst.' },
      ],
      menu: [{ title: 'Demnächst', items: [{ title: 'Clubnacht', text: 'Wer spielt und wann Einlass ist, steht im Programm.' }, { title: 'Besondere Nacht', text: 'Gäste und einmalige Nächte; behalten Sie das Programm im Blick.' }] }],
      plans: [{ name: 'Eintritt', features: ['Eine Nacht', 'An der Kasse oder im Vorverkauf'] }, { name: 'Vorverkauf', features: ['Eine Nacht', 'Ohne Anstehen an der Kasse'] }],
      testimonials: [
        { quote: 'Toller Sound, freundliche Tür, und ich habe getanzt, bis das Licht anging.', role: 'Gast' },
        { quote: 'Mein liebster Ort zum Ausgehen.', role: 'Stammgast' },
        { quote: 'Hier passen alle aufeinander auf.', role: 'Gast' },
      ],
      faq: [
        { question: 'Gibt es eine Türpolitik?', answer: 'Komm mit Respekt für andere; die Tür entscheidet am Abend.' },
        { question: 'Gibt es Tickets an der Abendkasse?', answer: 'Meistens, solange Platz ist; mit Vorverkauf bist du sicher drin.' },
        { question: 'Gibt es ein Mindestalter?', answer: 'Das steht bei jeder Nacht im Programm; bring einen Ausweis mit.' },
      ],
      team: [
        { role: 'Programm', bio: 'Wählt aus, wer spielt.' },
        { role: 'Tür und Gäste', bio: 'Sorgt dafür, dass alle eine gute Nacht haben.' },
        { role: 'Ton und Licht', bio: 'Sorgt für den richtigen Klang im Raum.' },
      ],
      posts: [
        { title: 'Das Programm der nächsten Wochen', text: 'Wer spielt und wann.' },
        { title: 'Wie wir aufeinander aufpassen', text: 'Unsere Hausregeln in wenigen Zeilen.' },
        { title: 'Hinter den Kulissen', text: 'Eine Nacht im {name}, bevor die Türen öffnen.' },
      ],
    },
    fr: {
      offering: 'des nuits de musique et de danse',
      taglines: ['Rendez-vous sur la piste', 'Des nuits qui valent le coup'],
      heroes: [
        { heading: 'Des nuits qui valent le coup{inPlace}', text: '{name} est un lieu pour {offering}. Consultez la programmation et venez comme vous êtes.' },
        { heading: 'Rendez-vous sur la piste', text: 'La programmation, l’ouverture des portes et les billets : tout pour une nuit au {name}.' },
      ],
      about: ['{name} est un lieu pour {offering}, tenu par des gens qui aiment les belles soirées.', 'Tout le monde est le bienvenu ; nous prenons soin de nos hôtes et leur demandons de prendre soin les uns des autres.'],
      features: [
        { title: 'La programmation', text: 'Chaque soir, qui joue et à quelle heure ouvrent les portes.' },
        { title: 'Billets', text: 'En prévente ou sur place tant qu’il reste de la place.' },
        { title: 'Un lieu sûr', text: 'Du respect sur la piste ; notre équipe est là si besoin.' },
      ],
      menu: [{ title: 'À venir', items: [{ title: 'Soirée club', text: 'Qui joue et à quelle heure ouvrent les portes : voir le programme.' }, { title: 'Soirée spéciale', text: 'Des invités et des soirées uniques : suivez le programme.' }] }],
      plans: [{ name: 'Entrée', features: ['Une soirée', 'Sur place ou en prévente'] }, { name: 'Prévente', features: ['Une soirée', 'Sans attendre à la caisse'] }],
      testimonials: [
        { quote: 'Super son, accueil sympa, et j’ai dansé jusqu’à ce que la lumière se rallume.', role: 'Client' },
        { quote: 'Ma sortie préférée en ville.', role: 'Habitué' },
        { quote: 'Ici, tout le monde veille sur les autres.', role: 'Cliente' },
      ],
      faq: [
        { question: 'Y a-t-il une sélection à l’entrée ?', answer: 'Venez avec le respect des autres ; l’équipe de la porte décide le soir même.' },
        { question: 'Peut-on acheter des billets sur place ?', answer: 'En général, tant qu’il reste de la place ; la prévente est plus sûre.' },
        { question: 'Y a-t-il un âge minimum ?', answer: 'Chaque soirée de la programmation le précise ; apportez une pièce d’identité.' },
      ],
      team: [
        { role: 'Programmation', bio: 'Choisit qui joue.' },
        { role: 'Accueil', bio: 'Veille à ce que chacun passe une bonne nuit.' },
        { role: 'Son et lumière', bio: 'Fait sonner la salle comme il faut.' },
      ],
      posts: [
        { title: 'La programmation des prochaines semaines', text: 'Qui joue, et quand.' },
        { title: 'Comment nous veillons les uns sur les autres', text: 'Nos règles, en quelques lignes.' },
        { title: 'Dans les coulisses', text: 'Une nuit au {name}, avant l’ouverture.' },
      ],
    },
    es: {
      offering: 'noches de música y baile',
      taglines: ['Nos vemos en la pista', 'Noches que merecen la pena'],
      heroes: [
        { heading: 'Noches que merecen la pena{inPlace}', text: '{name} es un lugar para {offering}. Mira la programación y ven como eres.' },
        { heading: 'Nos vemos en la pista', text: 'Programación, apertura de puertas y entradas: todo para una noche en {name}.' },
      ],
      about: ['{name} es un lugar para {offering}, llevado por gente a la que le encantan las buenas noches.', 'Aquí todo el mundo es bienvenido; cuidamos de nuestro público y le pedimos que se cuide entre sí.'],
      features: [
        { title: 'La programación', text: 'Cada noche, quién toca y a qué hora se abren las puertas.' },
        { title: 'Entradas', text: 'Anticipadas o en taquilla mientras haya sitio.' },
        { title: 'Un espacio seguro', text: 'Respeto en la pista; nuestro equipo está ahí si necesitas ayuda.' },
      ],
      menu: [{ title: 'Próximamente', items: [{ title: 'Noche de club', text: 'Consulta la programación para saber quién toca y cuándo abren las puertas.' }, { title: 'Noche especial', text: 'Invitados y noches únicas; no pierdas de vista la programación.' }] }],
      plans: [{ name: 'Entrada', features: ['Una noche', 'En taquilla o anticipada'] }, { name: 'Anticipada', features: ['Una noche', 'Sin colas en taquilla'] }],
      testimonials: [
        { quote: 'Gran sonido, buen trato en la puerta y bailé hasta que se encendieron las luces.', role: 'Asistente' },
        { quote: 'Mi sitio favorito para salir.', role: 'Habitual' },
        { quote: 'Aquí todos se cuidan entre sí.', role: 'Asistente' },
      ],
      faq: [
        { question: '¿Hay derecho de admisión?', answer: 'Ven con respeto por los demás; el equipo de la puerta decide cada noche.' },
        { question: '¿Se pueden comprar entradas en taquilla?', answer: 'Normalmente, mientras haya sitio; la anticipada es lo más seguro.' },
        { question: '¿Hay edad mínima?', answer: 'Cada noche de la programación lo indica; trae tu documento de identidad.' },
      ],
      team: [
        { role: 'Programación', bio: 'Elige quién toca.' },
        { role: 'Puerta y público', bio: 'Se asegura de que todos pasen una buena noche.' },
        { role: 'Sonido y luces', bio: 'Hace que la sala suene bien.' },
      ],
      posts: [
        { title: 'La programación de las próximas semanas', text: 'Quién toca y cuándo.' },
        { title: 'Cómo nos cuidamos', text: 'Nuestras normas, en pocas líneas.' },
        { title: 'Entre bastidores', text: 'Una noche en {name}, antes de abrir.' },
      ],
    },
    nl: {
      offering: 'nachten vol muziek en dansen',
      taglines: ['Tot op de dansvloer', 'Nachten om voor op te blijven'],
      heroes: [
        { heading: 'Nachten om voor op te blijven{inPlace}', text: '{name} is een plek voor {offering}. Bekijk het programma en kom zoals je bent.' },
        { heading: 'Tot op de dansvloer', text: 'Programma, deuren en tickets: alles voor een nacht in {name}.' },
      ],
      about: ['{name} is een plek voor {offering}, gerund door mensen die van een goede avond uit houden.', 'Iedereen is hier welkom; we zorgen voor onze gasten en vragen hen voor elkaar te zorgen.'],
      features: [
        { title: 'Het programma', text: 'Per avond: wie er speelt en wanneer de deuren opengaan.' },
        { title: 'Tickets', text: 'In de voorverkoop of aan de deur zolang er plek is.' },
        { title: 'Een veilige plek', text: 'Respect op de dansvloer; ons team helpt als je hulp nodig hebt.' },
      ],
      menu: [{ title: 'Binnenkort', items: [{ title: 'Clubnacht', text: 'Wie er speelt en wanneer de deuren opengaan, staat in het programma.' }, { title: 'Speciale avond', text: 'Gasten en eenmalige avonden; houd het programma in de gaten.' }] }],
      plans: [{ name: 'Entree', features: ['Eén nacht', 'Aan de deur of vooraf'] }, { name: 'Voorverkoop', features: ['Eén nacht', 'Niet in de rij voor de kassa'] }],
      testimonials: [
        { quote: 'Geweldig geluid, vriendelijke deur en ik heb gedanst tot het licht aanging.', role: 'Gast' },
        { quote: 'Mijn favoriete avond uit in de stad.', role: 'Vaste gast' },
        { quote: 'Hier let iedereen op elkaar.', role: 'Gast' },
      ],
      faq: [
        { question: 'Is er een deurbeleid?', answer: 'Kom met respect voor anderen; de deur beslist op de avond zelf.' },
        { question: 'Kan ik tickets aan de deur kopen?', answer: 'Meestal, zolang er plek is; voorverkoop is het zekerst.' },
        { question: 'Is er een minimumleeftijd?', answer: 'Dat staat bij elke avond in het programma; neem je ID mee.' },
      ],
      team: [
        { role: 'Programmering', bio: 'Kiest wie er speelt.' },
        { role: 'Deur en gasten', bio: 'Zorgt dat iedereen een goede nacht heeft.' },
        { role: 'Geluid en licht', bio: 'Laat de zaal goed klinken.' },
      ],
      posts: [
        { title: 'Het programma voor de komende weken', text: 'Wie er speelt, en wanneer.' },
        { title: 'Hoe we op elkaar letten', text: 'Onze huisregels in een paar regels.' },
        { title: 'Achter de schermen', text: 'Een nacht in {name}, voordat de deuren opengaan.' },
      ],
    },
    pt: {
      offering: 'noites de música e dança',
      taglines: ['Vemo-nos na pista', 'Noites que valem a pena'],
      heroes: [
        { heading: 'Noites que valem a pena{inPlace}', text: '{name} é um lugar para {offering}. Veja o programa e venha como é.' },
        { heading: 'Vemo-nos na pista', text: 'Programa, abertura de portas e bilhetes: tudo para uma noite no {name}.' },
      ],
      about: ['{name} é um lugar para {offering}, feito por gente que adora uma boa noite.', 'Aqui todos são bem-vindos; cuidamos de quem nos visita e pedimos que cuidem uns dos outros.'],
      features: [
        { title: 'O programa', text: 'Para cada noite: quem toca e a que horas abrem as portas.' },
        { title: 'Bilhetes', text: 'Em pré-venda ou à porta enquanto houver lugar.' },
        { title: 'Um espaço seguro', text: 'Respeito na pista; a nossa equipa ajuda se precisar.' },
      ],
      menu: [{ title: 'Brevemente', items: [{ title: 'Noite de clube', text: 'Veja no programa quem toca e quando abrem as portas.' }, { title: 'Noite especial', text: 'Convidados e noites únicas; fique atento ao programa.' }] }],
      plans: [{ name: 'Entrada', features: ['Uma noite', 'À porta ou em pré-venda'] }, { name: 'Pré-venda', features: ['Uma noite', 'Sem fila na bilheteira'] }],
      testimonials: [
        { quote: 'Som excelente, porta simpática e dancei até as luzes se acenderem.', role: 'Cliente' },
        { quote: 'O meu sítio preferido para sair.', role: 'Cliente habitual' },
        { quote: 'Aqui todos olham uns pelos outros.', role: 'Cliente' },
      ],
      faq: [
        { question: 'Há política de entrada?', answer: 'Venha com respeito pelos outros; a equipa da porta decide na noite.' },
        { question: 'Posso comprar bilhetes à porta?', answer: 'Normalmente, enquanto houver lugar; a pré-venda é mais segura.' },
        { question: 'Há idade mínima?', answer: 'Cada noite do programa indica-o; traga um documento de identificação.' },
      ],
      team: [
        { role: 'Programação', bio: 'Escolhe quem toca.' },
        { role: 'Porta e público', bio: 'Garante que todos têm uma boa noite.' },
        { role: 'Som e luz', bio: 'Faz a sala soar bem.' },
      ],
      posts: [
        { title: 'O programa das próximas semanas', text: 'Quem toca, e quando.' },
        { title: 'Como cuidamos uns dos outros', text: 'As nossas regras, em poucas linhas.' },
        { title: 'Nos bastidores', text: 'Uma noite no {name}, antes de abrir as portas.' },
      ],
    },
  },
};
