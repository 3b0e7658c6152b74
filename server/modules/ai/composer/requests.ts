// What the prompt asks for in so many words: sections ("with opening hours") and a tone ("cosy").
// Keywords are normalised (see match.ts), in the six plan languages.
import { firstMatch, hasAny } from './match.ts';
import type { KindLibrary, SectionKey, Tone } from './types.ts';

const SECTION_WORDS: [SectionKey, string[]][] = [
  ['pricing', ['pricing', 'price', 'prices', 'price list', 'rates', 'plans', 'packages', 'fees', 'tariffs', 'preise', 'preisliste', 'tarife', 'prix', 'tarifs', 'precios', 'tarifas', 'prijzen', 'tarieven', 'precos', 'precario']],
  ['menu', ['menu', 'menus', 'speisekarte', 'karte', 'carte', 'kaart', 'menukaart', 'cardapio', 'ementa', 'drinks list', 'wine list', 'listings', 'programme', 'program', 'agenda', 'line-up', 'lineup', 'classes', 'products', 'catalogue', 'catalog', 'rooms', 'treatments', 'services', 'leistungen', 'prestations', 'servicios', 'diensten', 'servicos', 'angebot', 'zimmer', 'kurse', 'produkte', 'produits', 'productos', 'producten', 'produtos', 'quartos', 'habitaciones', 'kamers', 'chambres']],
  ['hours', ['opening hours', 'opening times', 'hours', 'offnungszeiten', 'oeffnungszeiten', 'horaires', 'horaire', 'heures d ouverture', 'horario', 'horarios', 'openingstijden', 'openingsuren']],
  ['testimonials', ['testimonials', 'testimonial', 'reviews', 'review', 'ratings', 'bewertungen', 'rezensionen', 'kundenstimmen', 'avis', 'temoignages', 'resenas', 'opiniones', 'testimonios', 'recensies', 'beoordelingen', 'ervaringen', 'depoimentos', 'avaliacoes', 'testemunhos']],
  ['team', ['team', 'our team', 'staff', 'our people', 'speakers', 'teachers', 'trainers', 'coaches', 'equipe', 'equipo', 'equipa', 'mitarbeiter', 'medewerkers', 'sprecher', 'intervenants', 'ponentes', 'sprekers', 'oradores']],
  ['faq', ['faq', 'faqs', 'questions', 'frequently asked', 'haufige fragen', 'fragen', 'questions frequentes', 'preguntas frecuentes', 'preguntas', 'veelgestelde vragen', 'vragen', 'perguntas frequentes', 'perguntas']],
  ['gallery', ['gallery', 'galleries', 'photos', 'pictures', 'photo gallery', 'portfolio', 'case studies', 'projects', 'galerie', 'fotos', 'bilder', 'galeria', 'galerij', 'fotogalerie', 'projekte', 'projets', 'proyectos', 'projecten', 'projetos']],
  ['posts', ['blog', 'news', 'articles', 'journal', 'updates', 'stories', 'neuigkeiten', 'aktuelles', 'nachrichten', 'actualites', 'nouvelles', 'noticias', 'nieuws', 'artigos', 'articulos']],
  ['order', ['online order', 'online orders', 'online ordering', 'orders', 'ordering', 'order form', 'order online', 'pre-order', 'preorder', 'click and collect', 'delivery', 'takeaway orders', 'bestellung', 'bestellungen', 'bestellen', 'online bestellen', 'commande', 'commandes', 'commander', 'pedidos', 'pedido', 'pedir', 'encomenda', 'encomendas', 'encomendar', 'bestellingen', 'bestelling']],
  ['booking', ['booking', 'bookings', 'book online', 'book a table', 'book a', 'reservation', 'reservations', 'reserve', 'appointment', 'appointments', 'tickets', 'ticket', 'registration', 'register', 'termin', 'termine', 'terminbuchung', 'buchung', 'buchen', 'reservierung', 'reservierungen', 'rendez-vous', 'rendez vous', 'reserver', 'reserva', 'reservas', 'reservar', 'cita', 'citas', 'afspraak', 'afspraken', 'reservering', 'reserveren', 'marcacao', 'marcacoes', 'agendamento', 'bilhetes', 'entradas', 'billets', 'eintrittskarten', 'kaartjes']],
  ['contact-form', ['contact form', 'contact', 'kontaktformular', 'kontakt', 'formulaire de contact', 'formulario de contacto', 'contacto', 'contactformulier', 'formulario de contato', 'contato', 'enquiry form', 'enquiries', 'inquiries', 'get in touch']],
  ['signup', ['newsletter', 'sign up', 'signup', 'subscribe', 'mailing list', 'waitlist', 'waiting list', 'anmeldung', 'inscription', 'suscripcion', 'inschrijving', 'inscricao']],
  ['stats', ['statistics', 'stats', 'numbers', 'figures', 'zahlen', 'chiffres', 'cifras', 'cijfers', 'numeros']],
  ['about', ['about us', 'about', 'our story', 'uber uns', 'a propos', 'sobre nosotros', 'over ons', 'sobre nos']],
];

/** Words for a timetable: a programme for kinds that have one, opening hours for the rest. */
const SCHEDULE_WORDS = ['schedule', 'timetable', 'class timetable', 'stundenplan', 'zeitplan', 'emploi du temps', 'calendario', 'rooster', 'horario das aulas'];

export function askedSections(text: string, library: KindLibrary): SectionKey[] {
  const asked = SECTION_WORDS.filter(([, words]) => hasAny(text, words)).map(([key]) => key);
  if (hasAny(text, SCHEDULE_WORDS)) asked.push(['programme', 'classes'].includes(library.offer) ? 'menu' : 'hours');
  return [...new Set(asked)];
}

const TONE_WORDS: [Tone, string[]][] = [
  ['cosy', ['cosy', 'cozy', 'warm', 'homely', 'rustic', 'friendly', 'welcoming', 'family-run', 'gemutlich', 'gemutliche', 'gemutliches', 'chaleureux', 'chaleureuse', 'acogedor', 'acogedora', 'gezellig', 'gezellige', 'aconchegante']],
  ['luxury', ['luxury', 'luxurious', 'upscale', 'elegant', 'premium', 'exclusive', 'high-end', 'fine dining', 'sophisticated', 'luxus', 'luxurios', 'edel', 'luxe', 'luxueux', 'lujo', 'lujoso', 'luxo', 'luxuoso', 'elegante', 'chic']],
  ['playful', ['playful', 'fun', 'colourful', 'colorful', 'quirky', 'vibrant', 'cheerful', 'bright', 'kids', 'verspielt', 'bunt', 'ludique', 'colore', 'divertido', 'colorido', 'speels', 'kleurrijk', 'alegre']],
  ['professional', ['professional', 'corporate', 'serious', 'trustworthy', 'business-like', 'formal', 'professionell', 'seriös', 'serios', 'professionnel', 'serieux', 'profesional', 'professioneel', 'profissional']],
  ['minimal', ['minimal', 'minimalist', 'minimalistic', 'clean', 'simple', 'sleek', 'modern', 'understated', 'schlicht', 'minimalistisch', 'minimaliste', 'epure', 'minimalista', 'sencillo', 'strak', 'simples']],
  ['bold', ['bold', 'edgy', 'loud', 'urban', 'gritty', 'dramatic', 'dark', 'energetic', 'punk', 'mutig', 'audacieux', 'audaz', 'gedurfd', 'ousado']],
];

/** The first tone word in the prompt, if it has one. */
export function statedTone(text: string): Tone | undefined {
  let best: { index: number; tone: Tone } | undefined;
  for (const [tone, words] of TONE_WORDS) {
    const { index } = firstMatch(text, words);
    if (index >= 0 && (!best || index < best.index)) best = { index, tone };
  }
  return best?.tone;
}

/** The first tone word in the prompt, or the kind's own tone. */
export function askedTone(text: string, library: KindLibrary): Tone {
  return statedTone(text) ?? library.tone;
}
