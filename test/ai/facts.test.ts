import { expect } from 'chai';
import { WEEKDAYS, type Weekday } from '../../common/business.ts';
import type { PlanLanguage } from '../../common/ai/site-plan.ts';
import { extractFacts } from '../../server/modules/ai/composer/facts/extract.ts';
import type { SiteFacts, StatedDay, StatedOffer, StatedPerson } from '../../server/modules/ai/composer/facts/types.ts';

// What extractFacts reads out of prompts written the way owners write them, in the six plan
// languages: every fact a prompt states comes back as written, and what it does not state is absent.

type Hours = Partial<Record<Weekday, StatedDay>>;

/** Days from `first` to `last` (Monday-first indexes) open at the given "HH:MM-HH:MM" periods. */
function days(first: Weekday, last: Weekday, ...periods: string[]): Hours {
  const from = WEEKDAYS.indexOf(first);
  const to = WEEKDAYS.indexOf(last);
  const open: StatedDay = { open: true, periods: periods.map((period) => ({ opens: period.split('-')[0], closes: period.split('-')[1] })) };
  return Object.fromEntries(WEEKDAYS.slice(from, to + 1).map((day) => [day, open]));
}

function closed(...names: Weekday[]): Hours {
  return Object.fromEntries(names.map((day) => [day, { open: false }]));
}

function offer(title: string, amount?: number, currency?: string, period?: string): StatedOffer {
  return { title, ...(amount === undefined ? {} : { price: { amount, currency: currency!, ...(period ? { period } : {}) } }) } as StatedOffer;
}

/** The facts a prompt states; a contact, hours or people field left out here must be absent from the result. */
interface Case {
  prompt: string;
  language: PlanLanguage;
  facts: Partial<Omit<SiteFacts, 'language'>>;
}

function check(c: Case): void {
  const facts = extractFacts(c.prompt);
  expect(facts.language, 'language').to.equal(c.language);
  const expected = c.facts;
  for (const field of ['name', 'phone', 'email', 'street', 'postcode', 'place', 'country', 'currency', 'audience', 'tone'] as const) {
    if (field in expected) expect(facts[field], field).to.equal(expected[field]);
  }
  for (const field of ['phone', 'email', 'street', 'postcode'] as const) if (!(field in expected)) expect(facts[field], `invented ${field}`).to.equal(undefined);
  expect(facts.hours, 'hours').to.deep.equal(expected.hours);
  expect(facts.people, 'people').to.deep.equal(expected.people ?? []);
  if (expected.offers) {
    const got = facts.offers.map((item) => ({ title: item.title, ...(item.price ? { price: { amount: item.price.amount, currency: item.price.currency, ...(item.price.period ? { period: item.price.period } : {}) } } : {}) }));
    expect(got, 'offers').to.deep.equal(expected.offers);
  } else {
    expect(facts.offers.filter((item) => item.price), 'invented prices').to.deep.equal([]);
  }
}

const person = (name: string, role?: string): StatedPerson => ({ name, ...(role ? { role } : {}) });

const CASES: Case[] = [
  // English
  {
    prompt: "Hartley's Bike Doctor is a bicycle repair workshop in Harrogate. Ring 01423 500600 or email fix@hartleysbikes.co.uk. Open Tues-Sat 9am-5pm",
    language: 'en',
    facts: { name: "Hartley's Bike Doctor", phone: '01423 500600', email: 'fix@hartleysbikes.co.uk', place: 'Harrogate', hours: { ...days('tuesday', 'saturday', '09:00-17:00'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'we do gel nails £30, acrylics £35 and pedicures £28. based in Bristol, appointments only',
    language: 'en',
    facts: { place: 'Bristol', country: 'GB', currency: 'GBP', offers: [offer('Gel nails', 30, 'GBP'), offer('Acrylics', 35, 'GBP'), offer('Pedicures', 28, 'GBP')] },
  },
  {
    prompt: 'Site for Maple & Moss, a florist in Cambridge run by Eleanor Price. Wedding flowers, funeral wreaths and weekly bouquets.',
    language: 'en',
    facts: { name: 'Maple & Moss', place: 'Cambridge', country: 'GB', currency: 'GBP', people: [person('Eleanor Price')] },
  },
  {
    prompt: 'Our head chef Marco cooks Sicilian street food at Nonna Rosa in Manchester. Open daily 12-10pm. 14 Oldham Street',
    language: 'en',
    facts: { street: '14 Oldham Street', place: 'Manchester', country: 'GB', currency: 'GBP', people: [person('Marco', 'head chef')], hours: days('monday', 'sunday', '12:00-22:00') },
  },
  {
    prompt: 'I am Priya Shah, a certified accountant helping freelancers in Dublin with tax returns. Call +353 1 555 0142',
    language: 'en',
    facts: { phone: '+353 1 555 0142', place: 'Dublin', country: 'IE', currency: 'EUR', people: [person('Priya Shah', 'certified accountant helping freelancers')] },
  },
  {
    prompt: 'Dog grooming van covering Austin, Texas. Full groom from $65, nail clip $15',
    language: 'en',
    facts: { place: 'Austin', country: 'US', currency: 'USD', offers: [offer('Full groom', 65, 'USD'), offer('Nail clip', 15, 'USD')] },
  },
  {
    prompt: 'guitar lessons in Toronto, $50 per hour, beginners welcome',
    language: 'en',
    facts: { place: 'Toronto', country: 'CA', currency: 'CAD', offers: [offer('Guitar lessons', 50, 'CAD', 'hour')] },
  },
  {
    prompt: 'small bakery. sourdough, cinnamon buns, custom cakes',
    language: 'en',
    facts: {},
  },
  {
    prompt: 'Services:\n- Boiler servicing £80\n- Emergency call-outs from £95\n- Bathroom installs\nCovering Leeds and Wakefield',
    language: 'en',
    facts: { place: 'Leeds', country: 'GB', currency: 'GBP', offers: [offer('Boiler servicing', 80, 'GBP'), offer('Emergency call-outs', 95, 'GBP'), offer('Bathroom installs')] },
  },
  {
    prompt: 'Coffee cart at Brighton station 🚲☕ weekdays 7-11am, closed weekends',
    language: 'en',
    facts: { place: 'Brighton', country: 'GB', currency: 'GBP', hours: { ...days('monday', 'friday', '07:00-11:00'), ...closed('saturday', 'sunday') } },
  },
  {
    prompt: 'Luxury B&B called The Old Rectory near York, rooms from £140 per night',
    language: 'en',
    facts: { name: 'The Old Rectory', place: 'York', country: 'GB', currency: 'GBP', tone: 'luxury', offers: [offer('Rooms', 140, 'GBP', 'night')] },
  },
  {
    prompt: 'Personal trainer in Sydney. Sessions are $90, packs of ten $800. Mon, Wed & Fri 6am-8pm',
    language: 'en',
    facts: { place: 'Sydney', country: 'AU', currency: 'AUD', hours: { ...days('monday', 'monday', '06:00-20:00'), ...days('wednesday', 'wednesday', '06:00-20:00'), ...days('friday', 'friday', '06:00-20:00'), ...closed('tuesday', 'thursday', 'saturday', 'sunday') }, offers: [offer('Sessions', 90, 'AUD'), offer('Packs of ten', 800, 'AUD')] },
  },
  {
    prompt: 'Green Fork is a vegan café in Aarhus with Mads (owner) and Signe. open Monday to Saturday',
    language: 'en',
    facts: { name: 'Green Fork', place: 'Aarhus', country: 'DK', currency: 'DKK', people: [person('Mads', 'owner'), person('Signe')], hours: { ...days('monday', 'saturday'), ...closed('sunday') } },
  },
  {
    prompt: 'make me a website for my photography business, weddings and portraits, modern and clean please',
    language: 'en',
    facts: { tone: 'minimal' },
  },
  // German
  {
    prompt: 'Fahrradwerkstatt Speiche & Kette in Freiburg. Inhaber Jonas Weber. Mo-Fr 9-18 Uhr, Sa 10-14 Uhr. Tel. 0761 123456',
    language: 'de',
    facts: { name: 'Fahrradwerkstatt Speiche & Kette', phone: '0761 123456', place: 'Freiburg', country: 'DE', currency: 'EUR', people: [person('Jonas Weber', 'Inhaber')], hours: { ...days('monday', 'friday', '09:00-18:00'), saturday: { open: true, periods: [{ opens: '10:00', closes: '14:00' }] }, ...closed('sunday') } },
  },
  {
    prompt: 'Wir sind eine kleine Physiotherapie-Praxis in Winterthur. Wir bieten Massage (60 Min.) für 110 CHF und Lymphdrainage für 95 CHF.',
    language: 'de',
    facts: { place: 'Winterthur', currency: 'CHF', offers: [offer('Massage (60 Min.)', 110, 'CHF'), offer('Lymphdrainage', 95, 'CHF')] },
  },
  {
    prompt: 'Café Sonnenschein, gemütliches Café in der Altstadt von Regensburg, täglich 8–18 Uhr geöffnet, Kuchen ab 3,50 €',
    language: 'de',
    facts: { name: 'Café Sonnenschein', country: 'DE', currency: 'EUR', tone: 'cosy', hours: days('monday', 'sunday', '08:00-18:00'), offers: [offer('Kuchen', 3.5, 'EUR')] },
  },
  {
    prompt: 'Friseursalon Haarscharf, Bahnhofstraße 12, 8001 Zürich. Damenschnitt 89 Fr., Herrenschnitt 49 Fr. Montag Ruhetag.',
    language: 'de',
    facts: { name: 'Friseursalon Haarscharf', street: 'Bahnhofstraße 12', postcode: '8001', place: 'Zürich', country: 'CH', currency: 'CHF', hours: closed('monday'), offers: [offer('Damenschnitt', 89, 'CHF'), offer('Herrenschnitt', 49, 'CHF')] },
  },
  {
    prompt: 'Ich bin Lena Hoffmann, Yogalehrerin aus Wien. Kurse Di und Do 18:00-19:30',
    language: 'de',
    facts: { place: 'Wien', people: [person('Lena Hoffmann', 'Yogalehrerin')], hours: { tuesday: { open: true, periods: [{ opens: '18:00', closes: '19:30' }] }, thursday: { open: true, periods: [{ opens: '18:00', closes: '19:30' }] } } },
  },
  {
    prompt: 'Metzgerei Huber in Rosenheim, Familienbetrieb seit 1952, Öffnungszeiten Di bis Sa 7 - 13 Uhr, Telefon 08031 45678',
    language: 'de',
    facts: { name: 'Metzgerei Huber', phone: '08031 45678', place: 'Rosenheim', hours: { ...days('tuesday', 'saturday', '07:00-13:00'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'eine webseite für meinen hofladen, wir verkaufen eier, kartoffeln und honig',
    language: 'de',
    facts: { offers: [offer('Eier'), offer('Kartoffeln'), offer('Honig')] },
  },
  {
    prompt: 'Zahnarztpraxis Dr. Anna Berger, Kirchgasse 3, 6300 Zug, Schweiz. Sprechzeiten Mo–Do 8–17 Uhr, Fr 8–12 Uhr',
    language: 'de',
    facts: { street: 'Kirchgasse 3', postcode: '6300', place: 'Zug', country: 'CH', currency: 'CHF', people: [person('Dr. Anna Berger')], hours: { ...days('monday', 'thursday', '08:00-17:00'), friday: { open: true, periods: [{ opens: '08:00', closes: '12:00' }] }, ...closed('saturday', 'sunday') } },
  },
  {
    prompt: 'Tanzschule für Kinder und Erwachsene in Leipzig, Probestunde kostenlos',
    language: 'de',
    facts: { place: 'Leipzig', country: 'DE', currency: 'EUR' },
  },
  {
    prompt: 'Unsere Küchenchefin Mira kocht saisonal. Restaurant Zum Hirschen, Hauptplatz 4, Graz. Mittwoch bis Sonntag 11:30-14:30 und 17:30-22:00',
    language: 'de',
    facts: { street: 'Hauptplatz 4', place: 'Graz', country: 'AT', currency: 'EUR', people: [person('Mira', 'Küchenchefin')], hours: { ...days('wednesday', 'sunday', '11:30-14:30', '17:30-22:00'), ...closed('monday', 'tuesday') } },
  },
  {
    prompt: 'Nachhilfe in Mathe und Physik, 35 € pro Stunde, Hamburg',
    language: 'de',
    facts: { country: 'DE', currency: 'EUR', offers: [offer('Nachhilfe', 35, 'EUR', 'hour')] },
  },
  {
    prompt: 'Ein Online-Shop für handgemachte Keramik',
    language: 'de',
    facts: {},
  },
  {
    prompt: 'Bioladen Grünkern — Lindenstraße 22, 10969 Berlin — geöffnet Montag bis Samstag',
    language: 'de',
    facts: { name: 'Bioladen Grünkern', street: 'Lindenstraße 22', postcode: '10969', place: 'Berlin', country: 'DE', currency: 'EUR', hours: { ...days('monday', 'saturday'), ...closed('sunday') } },
  },
  // French
  {
    prompt: "Boulangerie Le Fournil de Léa à Annecy, ouvert du mardi au dimanche de 7h à 19h30. Fermé le lundi. Tél : 04 50 12 34 56",
    language: 'fr',
    facts: { name: 'Boulangerie Le Fournil de Léa', phone: '04 50 12 34 56', place: 'Annecy', country: 'FR', currency: 'EUR', hours: { ...days('tuesday', 'sunday', '07:00-19:30'), ...closed('monday') } },
  },
  {
    prompt: "Je m'appelle Camille Roux, je suis ostéopathe à Nantes. Consultation 60 €, séance bébé 45 €.",
    language: 'fr',
    facts: { place: 'Nantes', country: 'FR', currency: 'EUR', people: [person('Camille Roux', 'ostéopathe')], offers: [offer('Consultation', 60, 'EUR'), offer('Séance bébé', 45, 'EUR')] },
  },
  {
    prompt: 'un site pour notre atelier de céramique à Lausanne, cours à partir de 50 CHF',
    language: 'fr',
    facts: { place: 'Lausanne', country: 'CH', currency: 'CHF', offers: [offer('Cours', 50, 'CHF')] },
  },
  {
    prompt: 'Garage Martin & Fils, 12 rue des Lilas, 69003 Lyon. Nous proposons vidange, pneus et carrosserie.',
    language: 'fr',
    facts: { name: 'Garage Martin & Fils', street: '12 rue des Lilas', postcode: '69003', place: 'Lyon', country: 'FR', currency: 'EUR', offers: [offer('Vidange'), offer('Pneus'), offer('Carrosserie')] },
  },
  {
    prompt: 'restaurant gastronomique tenu par le chef Antoine Dubois à Bordeaux, menu dégustation 95 €',
    language: 'fr',
    facts: { place: 'Bordeaux', country: 'FR', currency: 'EUR', people: [person('Antoine Dubois', 'chef')], offers: [offer('Menu dégustation', 95, 'EUR')] },
  },
  {
    prompt: 'Salon Chez Nina à Bruxelles avec Nina (coiffeuse) et Karim (barbier). Ouvert tous les jours sauf le dimanche.',
    language: 'fr',
    facts: { place: 'Bruxelles', people: [person('Nina', 'coiffeuse'), person('Karim', 'barbier')], hours: { ...days('monday', 'saturday'), ...closed('sunday') } },
  },
  {
    prompt: 'cours de yoga pour débutants, ambiance chaleureuse',
    language: 'fr',
    facts: { tone: 'cosy' },
  },
  {
    prompt: 'Fleuriste à Genève, Suisse. Bouquets dès 35 CHF, livraison le jour même. contact@fleurs-geneve.ch',
    language: 'fr',
    facts: { email: 'contact@fleurs-geneve.ch', place: 'Genève', country: 'CH', currency: 'CHF', offers: [offer('Bouquets', 35, 'CHF')] },
  },
  {
    prompt: "Le Petit Zinc est un bistrot à Lille. Ouvert du lundi au vendredi de 12h à 14h30 et de 19h à 22h30.",
    language: 'fr',
    facts: { name: 'Le Petit Zinc', place: 'Lille', country: 'FR', currency: 'EUR', hours: { ...days('monday', 'friday', '12:00-14:30', '19:00-22:30'), ...closed('saturday', 'sunday') } },
  },
  {
    prompt: "agence de traduction à Montréal, tarifs à partir de 0,12 $ le mot",
    language: 'fr',
    facts: { place: 'Montréal', country: 'CA', currency: 'CAD', offers: [offer('Tarifs', 0.12, 'CAD')] },
  },
  {
    prompt: 'Cabinet de kinésithérapie, 5 avenue Jean Jaurès, Toulouse. Tél. 05 61 22 33 44',
    language: 'fr',
    facts: { street: '5 avenue Jean Jaurès', phone: '05 61 22 33 44', place: 'Toulouse', country: 'FR', currency: 'EUR' },
  },
  // Spanish
  {
    prompt: 'Panadería La Espiga en Sevilla. Abierto de lunes a sábado de 8:00 a 14:00. Teléfono 954 123 456',
    language: 'es',
    facts: { name: 'Panadería La Espiga', phone: '954 123 456', place: 'Sevilla', hours: { ...days('monday', 'saturday', '08:00-14:00'), ...closed('sunday') } },
  },
  {
    prompt: 'Soy Lucía Fernández, fisioterapeuta en Valencia. Sesión de 45 minutos: 40 €',
    language: 'es',
    facts: { place: 'Valencia', people: [person('Lucía Fernández', 'fisioterapeuta')], offers: [offer('Sesión de 45 minutos', 40, 'EUR')] },
  },
  {
    prompt: 'Ofrecemos clases de surf, alquiler de tablas y campamentos para niños en San Sebastián',
    language: 'es',
    facts: { place: 'San Sebastián', country: 'ES', currency: 'EUR', offers: [offer('Clases de surf'), offer('Alquiler de tablas'), offer('Campamentos para niños')] },
  },
  {
    prompt: 'Taller mecánico Hermanos Ruiz, Calle Mayor 15, Zaragoza. Cerrado los domingos.',
    language: 'es',
    facts: { street: 'Calle Mayor 15', place: 'Zaragoza', country: 'ES', currency: 'EUR', hours: closed('sunday') },
  },
  {
    prompt: 'una tienda online de cosmética natural',
    language: 'es',
    facts: {},
  },
  {
    prompt: 'Restaurante El Faro, cocina gallega en A Coruña, dirigido por la chef Marta Vidal. Menú del día 14 €',
    language: 'es',
    facts: { name: 'Restaurante El Faro', currency: 'EUR', people: [person('Marta Vidal', 'chef')], offers: [offer('Menú del día', 14, 'EUR')] },
  },
  {
    prompt: 'Academia de inglés en Ciudad de México, clases desde $350 por hora, de lunes a viernes de 4 a 9 pm',
    language: 'es',
    facts: { country: 'MX', currency: 'MXN', offers: [offer('Clases', 350, 'MXN', 'hour')], hours: { ...days('monday', 'friday', '16:00-21:00'), ...closed('saturday', 'sunday') } },
  },
  {
    prompt: 'peluquería canina en Málaga con Carmen y Javier, baño y corte desde 30 €. Llámanos al 952 000 111',
    language: 'es',
    facts: { phone: '952 000 111', place: 'Málaga', country: 'ES', currency: 'EUR', people: [person('Carmen'), person('Javier')], offers: [offer('Baño y corte', 30, 'EUR')] },
  },
  {
    prompt: 'Bodega familiar en La Rioja, visitas y catas, ambiente acogedor',
    language: 'es',
    facts: { tone: 'cosy' },
  },
  {
    prompt: 'Estudio de tatuajes Tinta Negra en Barcelona, Carrer de Blai 23. Abrimos de martes a sábado de 11 a 20 h.',
    language: 'es',
    facts: { street: 'Carrer de Blai 23', place: 'Barcelona', country: 'ES', currency: 'EUR', hours: { ...days('tuesday', 'saturday', '11:00-20:00'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'Clínica dental Sonrisa, Madrid. Contacto: info@clinicasonrisa.es',
    language: 'es',
    facts: { email: 'info@clinicasonrisa.es', place: 'Madrid', country: 'ES', currency: 'EUR' },
  },
  // Dutch
  {
    prompt: 'Kaaswinkel De Gouden Kaas in Gouda, open di t/m za 9:00-17:30, Markt 12, 2801 JG Gouda',
    language: 'nl',
    facts: { name: 'Kaaswinkel De Gouden Kaas', street: 'Markt 12', postcode: '2801 JG', place: 'Gouda', country: 'NL', currency: 'EUR', hours: { ...days('tuesday', 'saturday', '09:00-17:30'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'Ik ben Sanne de Vries, yogadocent in Utrecht. Lessen vanaf €15 per les.',
    language: 'nl',
    facts: { place: 'Utrecht', country: 'NL', currency: 'EUR', people: [person('Sanne de Vries', 'yogadocent')], offers: [offer('Lessen', 15, 'EUR', 'session')] },
  },
  {
    prompt: 'fietsenmaker in Delft, wij doen reparaties, onderhoud en verhuur van bakfietsen. Bel 015 212 3456',
    language: 'nl',
    facts: { phone: '015 212 3456', place: 'Delft', country: 'NL', currency: 'EUR', offers: [offer('Reparaties'), offer('Onderhoud'), offer('Verhuur van bakfietsen')] },
  },
  {
    prompt: 'Brasserie Het Anker, Kerkstraat 8, Brugge. Elke dag open van 11 tot 22 uur. Eigenaar Pieter Claes.',
    language: 'nl',
    facts: { name: 'Brasserie Het Anker', street: 'Kerkstraat 8', place: 'Brugge', country: 'BE', currency: 'EUR', people: [person('Pieter Claes', 'Eigenaar')], hours: days('monday', 'sunday', '11:00-22:00') },
  },
  {
    prompt: 'Een gezellige koffiebar voor studenten in Groningen',
    language: 'nl',
    facts: { place: 'Groningen', country: 'NL', currency: 'EUR', tone: 'cosy', audience: 'studenten' },
  },
  {
    prompt: 'Hondentrimsalon Pluis, knippen vanaf € 45, zondag en maandag gesloten',
    language: 'nl',
    facts: { name: 'Hondentrimsalon Pluis', currency: 'EUR', hours: closed('sunday', 'monday'), offers: [offer('Knippen', 45, 'EUR')] },
  },
  {
    prompt: 'website voor mijn schildersbedrijf, binnen- en buitenschilderwerk',
    language: 'nl',
    facts: {},
  },
  {
    prompt: 'Praktijk voor fysiotherapie in Haarlem met Joost en Marieke. Telefoon: +31 23 531 0000',
    language: 'nl',
    facts: { phone: '+31 23 531 0000', place: 'Haarlem', country: 'NL', currency: 'EUR', people: [person('Joost'), person('Marieke')] },
  },
  {
    prompt: 'Bloemenwinkel Roos & Co in Antwerpen, ma-vr 9-18u, za 9-17u',
    language: 'nl',
    facts: { name: 'Bloemenwinkel Roos & Co', place: 'Antwerpen', country: 'BE', currency: 'EUR', hours: { ...days('monday', 'friday', '09:00-18:00'), saturday: { open: true, periods: [{ opens: '09:00', closes: '17:00' }] }, ...closed('sunday') } },
  },
  {
    prompt: 'Wij bieden rijlessen en examentraining aan, €55 per uur, in Zwolle en omgeving',
    language: 'nl',
    facts: { place: 'Zwolle', country: 'NL', currency: 'EUR', offers: [offer('Rijlessen', 55, 'EUR', 'hour'), offer('Examentraining')] },
  },
  {
    prompt: 'Bakkerij Van Dam is een ambachtelijke bakkerij in Leiden, open maandag tot en met zaterdag',
    language: 'nl',
    facts: { name: 'Bakkerij Van Dam', place: 'Leiden', hours: { ...days('monday', 'saturday'), ...closed('sunday') } },
  },
  // Portuguese
  {
    prompt: 'Pastelaria Doce Lar em Évora, aberta de segunda a sábado das 8h às 19h. Telefone 266 123 456',
    language: 'pt',
    facts: { name: 'Pastelaria Doce Lar', phone: '266 123 456', place: 'Évora', country: 'PT', currency: 'EUR', hours: { ...days('monday', 'saturday', '08:00-19:00'), ...closed('sunday') } },
  },
  {
    prompt: 'Sou a Inês Costa, fotógrafa de casamentos no Porto. Pacotes a partir de 900 €',
    language: 'pt',
    facts: { currency: 'EUR', people: [person('Inês Costa', 'fotógrafa de casamentos')], offers: [offer('Pacotes', 900, 'EUR')] },
  },
  {
    prompt: 'Oficina de bicicletas em Lisboa, Rua Augusta 27, 1100-048 Lisboa. Fazemos reparações, revisões e aluguer.',
    language: 'pt',
    facts: { street: 'Rua Augusta 27', postcode: '1100-048', place: 'Lisboa', country: 'PT', currency: 'EUR', offers: [offer('Reparações'), offer('Revisões'), offer('Aluguer')] },
  },
  {
    prompt: 'Barbearia do Zé em São Paulo, corte R$ 45, barba R$ 30, de terça a sábado',
    language: 'pt',
    facts: { place: 'São Paulo', country: 'BR', currency: 'BRL', offers: [offer('Corte', 45, 'BRL'), offer('Barba', 30, 'BRL')] },
  },
  {
    prompt: 'um site para a minha loja de artesanato',
    language: 'pt',
    facts: {},
  },
  {
    prompt: 'Restaurante Mar Azul em Faro, gerido pelo chef Rui Santos. Fechado às segundas.',
    language: 'pt',
    facts: { name: 'Restaurante Mar Azul', place: 'Faro', country: 'PT', currency: 'EUR', people: [person('Rui Santos', 'chef')], hours: closed('monday') },
  },
  {
    prompt: 'Escola de surf na Ericeira com aulas para crianças e adultos, contacto surf@ericeira-surf.pt',
    language: 'pt',
    facts: { email: 'surf@ericeira-surf.pt' },
  },
  {
    prompt: 'Clínica veterinária em Braga, aberta todos os dias das 9h às 21h, urgências +351 253 000 111',
    language: 'pt',
    facts: { phone: '+351 253 000 111', place: 'Braga', country: 'PT', currency: 'EUR', hours: days('monday', 'sunday', '09:00-21:00') },
  },
  {
    prompt: 'Casa de chá aconchegante em Sintra, chá e bolo por 6 €',
    language: 'pt',
    facts: { place: 'Sintra', currency: 'EUR', tone: 'cosy', offers: [offer('Chá e bolo', 6, 'EUR')] },
  },
  {
    prompt: 'Oferecemos limpeza de escritórios, limpeza pós-obra e jardinagem em Coimbra',
    language: 'pt',
    facts: { place: 'Coimbra', country: 'PT', currency: 'EUR', offers: [offer('Limpeza de escritórios'), offer('Limpeza pós-obra'), offer('Jardinagem')] },
  },
  // Mixed: a foreign name in another language's prompt
  {
    prompt: 'Chez Mireille is a French patisserie in Bath. Macarons £2.50 each',
    language: 'en',
    facts: { name: 'Chez Mireille', place: 'Bath', country: 'GB', currency: 'GBP', offers: [offer('Macarons', 2.5, 'GBP')] },
  },
  {
    prompt: '"Zur Alten Mühle" is a guesthouse in the Black Forest, doubles from €95 per night',
    language: 'en',
    facts: { name: 'Zur Alten Mühle', currency: 'EUR', offers: [offer('Doubles', 95, 'EUR', 'night')] },
  },
  {
    prompt: 'Die Bar "Casa Loca" in Bern, Cocktails ab 16 CHF, Do–Sa 18–02 Uhr',
    language: 'de',
    facts: { name: 'Casa Loca', place: 'Bern', country: 'CH', currency: 'CHF', offers: [offer('Cocktails', 16, 'CHF')], hours: { ...days('thursday', 'saturday', '18:00-02:00'), ...closed('monday', 'tuesday', 'wednesday', 'sunday') } },
  },
  {
    prompt: 'Le Jardin Secret, un restaurant végétarien à Gand (Belgique)',
    language: 'fr',
    facts: { name: 'Le Jardin Secret', place: 'Gand', country: 'BE', currency: 'EUR' },
  },
];

/**
 * Prompts written after the reader was built and kept out of its tuning: names mid-sentence after
 * a kind word, phone labels, compound and two-word street names, in every plan language.
 */
const UNSEEN: Case[] = [
  {
    prompt: 'Website for the Golden Hind fish and chip shop at 45 Harbour Street, Whitby. Call us on 01947 820111.',
    language: 'en',
    facts: { name: 'Golden Hind', street: '45 Harbour Street', place: 'Whitby', country: 'GB', currency: 'GBP', phone: '01947 820111' },
  },
  {
    prompt: 'I run Pawsome Grooming in Norwich with my partner Chloe Turner. Ring 01603 555210, open Tuesday to Saturday.',
    language: 'en',
    facts: { name: 'Pawsome Grooming', place: 'Norwich', country: 'GB', currency: 'GBP', phone: '01603 555210', people: [person('Chloe Turner', 'partner')], hours: { ...days('tuesday', 'saturday'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'Bespoke furniture maker Oak & Iron, workshop at 12 Mill Road, Cambridge. Email hello@oakandiron.co.uk',
    language: 'en',
    facts: { name: 'Oak & Iron', street: '12 Mill Road', place: 'Cambridge', country: 'GB', currency: 'GBP', email: 'hello@oakandiron.co.uk' },
  },
  {
    prompt: 'Pub food at the Red Lion in Oxford, run by landlord Pete Walsh. Telephone 01865 555123.',
    language: 'en',
    facts: { name: 'Red Lion', place: 'Oxford', country: 'GB', currency: 'GBP', phone: '01865 555123', people: [person('Pete Walsh', 'landlord')] },
  },
  {
    prompt: "Hi, we're a yoga studio named Still Point in Galway. Teachers: Aoife Byrne and Ciara Walsh. Drop-in classes €12.",
    language: 'en',
    facts: { name: 'Still Point', place: 'Galway', country: 'IE', currency: 'EUR', people: [person('Aoife Byrne'), person('Ciara Walsh')], offers: [offer('Drop-in classes', 12, 'EUR')] },
  },
  {
    prompt: 'Webseite für unsere Konditorei Zuckerstück in Dresden, Königsbrücker Straße 45, Telefon 0351 8012345, Inhaber Thomas Krause.',
    language: 'de',
    facts: { name: 'Konditorei Zuckerstück', street: 'Königsbrücker Straße 45', place: 'Dresden', country: 'DE', currency: 'EUR', phone: '0351 8012345', people: [person('Thomas Krause', 'Inhaber')] },
  },
  {
    prompt: 'Das Weingut Sonnhof in Krems gehört Winzer Markus Leitner. Handy 0664 1234567.',
    language: 'de',
    facts: { name: 'Weingut Sonnhof', place: 'Krems', phone: '0664 1234567', people: [person('Markus Leitner', 'Winzer')] },
  },
  {
    prompt: 'Physiotherapie am Stadtpark – Praxis von Julia Brandt in Stuttgart, Olgastraße 12. Termine unter Tel. 0711 2345678',
    language: 'de',
    facts: { name: 'Physiotherapie am Stadtpark', street: 'Olgastraße 12', place: 'Stuttgart', country: 'DE', currency: 'EUR', phone: '0711 2345678', people: [person('Julia Brandt')] },
  },
  {
    prompt: 'Ich eröffne im Mai meinen Blumenladen Wildwuchs in Kassel. Sträuße ab 25 €. Geöffnet Montag bis Freitag 9-18 Uhr.',
    language: 'de',
    facts: { name: 'Blumenladen Wildwuchs', place: 'Kassel', country: 'DE', currency: 'EUR', offers: [offer('Sträuße', 25, 'EUR')], hours: { ...days('monday', 'friday', '09:00-18:00'), ...closed('saturday', 'sunday') } },
  },
  {
    prompt: 'Schreinerei Holzwurm, Inhaber Stefan Maier, Am Mühlbach 3, 87435 Kempten. Ruf uns an: 0831 5409876',
    language: 'de',
    facts: { name: 'Schreinerei Holzwurm', street: 'Am Mühlbach 3', postcode: '87435', place: 'Kempten', country: 'DE', currency: 'EUR', phone: '0831 5409876', people: [person('Stefan Maier', 'Inhaber')] },
  },
  {
    prompt: 'Site pour la crêperie Ty Breizh à Rennes, tenue par Gwenaëlle Le Goff. Réservations au 02 99 12 34 56.',
    language: 'fr',
    facts: { name: 'Ty Breizh', place: 'Rennes', country: 'FR', currency: 'EUR', phone: '02 99 12 34 56', people: [person('Gwenaëlle Le Goff')] },
  },
  {
    prompt: 'Je suis Élodie Martin, naturopathe à Annecy. Consultation 70 €. Appelez-moi au 06 12 34 56 78.',
    language: 'fr',
    facts: { place: 'Annecy', country: 'FR', currency: 'EUR', phone: '06 12 34 56 78', people: [person('Élodie Martin', 'naturopathe')], offers: [offer('Consultation', 70, 'EUR')] },
  },
  {
    prompt: 'Notre garage Auto Plus, 27 avenue de la République, 59000 Lille, répare toutes marques. tél 03 20 55 66 77',
    language: 'fr',
    facts: { name: 'Auto Plus', street: '27 avenue de la République', postcode: '59000', place: 'Lille', country: 'FR', currency: 'EUR', phone: '03 20 55 66 77' },
  },
  {
    prompt: 'La librairie Le Chat Lit à Toulouse organise des lectures. Ouvert du mardi au samedi de 10h à 19h. contact@lechatlit.fr',
    language: 'fr',
    facts: { name: 'Le Chat Lit', place: 'Toulouse', country: 'FR', currency: 'EUR', email: 'contact@lechatlit.fr', hours: { ...days('tuesday', 'saturday', '10:00-19:00'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: "Salon de coiffure Ciseaux d'Argent à Liège, avec la coiffeuse Amélie Dupont. Coupe femme 35 €.",
    language: 'fr',
    facts: { name: "Salon de coiffure Ciseaux d'Argent", place: 'Liège', country: 'BE', currency: 'EUR', people: [person('Amélie Dupont', 'coiffeuse')], offers: [offer('Coupe femme', 35, 'EUR')] },
  },
  {
    prompt: 'Hola, tengo una librería que se llama Páginas Vivas en Salamanca. Teléfono: 923 21 45 67, abierto de lunes a viernes de 10:00 a 14:00.',
    language: 'es',
    facts: { name: 'Páginas Vivas', place: 'Salamanca', country: 'ES', currency: 'EUR', phone: '923 21 45 67', hours: { ...days('monday', 'friday', '10:00-14:00'), ...closed('saturday', 'sunday') } },
  },
  {
    prompt: 'Necesito una web para la cafetería El Rincón de Ana en Bilbao, calle Ercilla 8. Llamar al 944 12 34 56.',
    language: 'es',
    facts: { name: 'El Rincón de Ana', street: 'calle Ercilla 8', place: 'Bilbao', country: 'ES', currency: 'EUR', phone: '944 12 34 56' },
  },
  {
    prompt: 'Fisioterapia Equilibrio en Murcia, con la fisioterapeuta Laura Martínez. Sesión 35 €.',
    language: 'es',
    facts: { name: 'Fisioterapia Equilibrio', place: 'Murcia', country: 'ES', currency: 'EUR', people: [person('Laura Martínez', 'fisioterapeuta')], offers: [offer('Sesión', 35, 'EUR')] },
  },
  {
    prompt: 'Academia de baile Ritmo Latino en Málaga, Avenida de Andalucía 12. WhatsApp 612 345 678',
    language: 'es',
    facts: { name: 'Academia de baile Ritmo Latino', street: 'Avenida de Andalucía 12', place: 'Málaga', country: 'ES', currency: 'EUR', phone: '612 345 678' },
  },
  {
    // Cuenca (Ecuador) is six times the size of Cuenca (Spain): the town alone cannot tell which.
    prompt: 'Vendemos miel y quesos artesanos en nuestra tienda Sabores del Campo, en Cuenca. Pedidos: pedidos@saboresdelcampo.es',
    language: 'es',
    facts: { name: 'Sabores del Campo', place: 'Cuenca', email: 'pedidos@saboresdelcampo.es' },
  },
  {
    prompt: 'Website voor onze bakkerij De Korenaar in Zwolle, Diezerstraat 45. Bel ons op 038 421 5566.',
    language: 'nl',
    facts: { name: 'De Korenaar', street: 'Diezerstraat 45', place: 'Zwolle', country: 'NL', currency: 'EUR', phone: '038 421 5566' },
  },
  {
    prompt: 'Kapsalon Knipkunst in Eindhoven, eigenaar Ilse Jansen. Knippen € 32. Open di t/m za 9:00-17:00.',
    language: 'nl',
    facts: { name: 'Kapsalon Knipkunst', place: 'Eindhoven', country: 'NL', currency: 'EUR', people: [person('Ilse Jansen', 'eigenaar')], offers: [offer('Knippen', 32, 'EUR')], hours: { ...days('tuesday', 'saturday', '09:00-17:00'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'Ik ben Daan Visser en ik geef gitaarles in Nijmegen. Mail naar daan@gitaarlesdaan.nl of bel 06 12345678.',
    language: 'nl',
    facts: { place: 'Nijmegen', country: 'NL', currency: 'EUR', email: 'daan@gitaarlesdaan.nl', phone: '06 12345678', people: [person('Daan Visser')] },
  },
  {
    prompt: 'Restaurant De Vier Seizoenen, Grote Markt 3, Groningen, chef-kok Bram Mulder. Reserveren: 050 312 4455.',
    language: 'nl',
    facts: { name: 'Restaurant De Vier Seizoenen', street: 'Grote Markt 3', place: 'Groningen', country: 'NL', currency: 'EUR', phone: '050 312 4455', people: [person('Bram Mulder', 'chef-kok')] },
  },
  {
    prompt: 'Fietsverhuur Trapper in Maastricht, Stationsstraat 12. Telefoon 043 321 4567',
    language: 'nl',
    facts: { name: 'Fietsverhuur Trapper', street: 'Stationsstraat 12', place: 'Maastricht', country: 'NL', currency: 'EUR', phone: '043 321 4567' },
  },
  {
    prompt: 'Site para a nossa pastelaria Doce Mel em Aveiro, Rua Direita 14. Ligue 234 567 890.',
    language: 'pt',
    facts: { name: 'Doce Mel', street: 'Rua Direita 14', place: 'Aveiro', country: 'PT', currency: 'EUR', phone: '234 567 890' },
  },
  {
    prompt: 'Sou o Miguel Ferreira, personal trainer em Lisboa. Treino individual 35 €. Telemóvel 912 345 678.',
    language: 'pt',
    facts: { place: 'Lisboa', country: 'PT', currency: 'EUR', phone: '912 345 678', people: [person('Miguel Ferreira', 'personal trainer')], offers: [offer('Treino individual', 35, 'EUR')] },
  },
  {
    prompt: 'A livraria Papel Velho fica no Porto e abre de terça a domingo das 10h às 20h. Email: livros@papelvelho.pt',
    language: 'pt',
    facts: { name: 'Papel Velho', place: 'Porto', country: 'PT', currency: 'EUR', email: 'livros@papelvelho.pt', hours: { ...days('tuesday', 'sunday', '10:00-20:00'), ...closed('monday') } },
  },
  {
    prompt: 'Clínica veterinária Patinhas em Curitiba, com a veterinária Juliana Souza. Consulta R$ 150. Telefone (41) 3333-4444.',
    language: 'pt',
    facts: { name: 'Clínica veterinária Patinhas', place: 'Curitiba', country: 'BR', currency: 'BRL', phone: '(41) 3333-4444', people: [person('Juliana Souza', 'veterinária')], offers: [offer('Consulta', 150, 'BRL')] },
  },
  {
    prompt: 'Escola de música Sol Maior em Braga, Avenida da Liberdade 120. Contacto: 253 111 222',
    language: 'pt',
    facts: { name: 'Escola de música Sol Maior', street: 'Avenida da Liberdade 120', place: 'Braga', country: 'PT', currency: 'EUR', phone: '253 111 222' },
  },
];

/** Owners' prompts of three to six sentences, written after the reader was built: lists of services with and without prices, towns small and large, Swiss, Austrian, Belgian, Irish and Canadian places. */
const OWNERS: Case[] = [
  // English
  {
    prompt: "I'm Siobhan and I own Bramble Lane Bakery in Kinsale, Co. Cork. We bake sourdough loaves, cinnamon buns (€3.20) and celebration cakes from €45. Open Tuesday to Saturday 8am-4pm. Phone 021 477 2233.",
    language: 'en',
    facts: { name: 'Bramble Lane Bakery', place: 'Kinsale', country: 'IE', currency: 'EUR', phone: '021 477 2233', people: [person('Siobhan', 'owner')], offers: [offer('Sourdough loaves'), offer('Cinnamon buns', 3.2, 'EUR'), offer('Celebration cakes', 45, 'EUR')], hours: { ...days('tuesday', 'saturday', '08:00-16:00'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'Website for Northside Physio, a physiotherapy clinic in Halifax, Nova Scotia. Our services: sports massage, dry needling, concussion rehab and post-surgery rehab. Initial assessment $95, follow-up visits $70. Open Monday to Friday 7am to 7pm, Saturdays by appointment. Call 902-429-8817.',
    language: 'en',
    facts: { name: 'Northside Physio', place: 'Halifax', country: 'CA', currency: 'CAD', phone: '902-429-8817', offers: [offer('Sports massage'), offer('Dry needling'), offer('Concussion rehab'), offer('Post-surgery rehab'), offer('Initial assessment', 95, 'CAD'), offer('Follow-up visits', 70, 'CAD')], hours: { ...days('monday', 'friday', '07:00-19:00'), ...days('saturday', 'saturday'), ...closed('sunday') } },
  },
  {
    prompt: 'Late-night cocktail bar The Copper Still in Edinburgh. Thursday to Saturday nights 6pm till 3am. Signature cocktails £11, craft beers from £5.50, and bar snacks. Book a booth: bookings@copperstill.co.uk',
    language: 'en',
    facts: { name: 'The Copper Still', place: 'Edinburgh', country: 'GB', currency: 'GBP', email: 'bookings@copperstill.co.uk', offers: [offer('Signature cocktails', 11, 'GBP'), offer('Craft beers', 5.5, 'GBP'), offer('Bar snacks')], hours: { ...days('thursday', 'saturday', '18:00-03:00'), ...closed('monday', 'tuesday', 'wednesday', 'sunday') } },
  },
  {
    prompt: 'Dog grooming in Ballymena run by Ciara Boyd. Full groom from £40, bath and brush £25, nail clipping £8. Mon-Fri 9-5:30. Text 07700 900123.',
    language: 'en',
    facts: { place: 'Ballymena', country: 'GB', currency: 'GBP', phone: '07700 900123', people: [person('Ciara Boyd')], offers: [offer('Full groom', 40, 'GBP'), offer('Bath and brush', 25, 'GBP'), offer('Nail clipping', 8, 'GBP')], hours: { ...days('monday', 'friday', '09:00-17:30'), ...closed('saturday', 'sunday') } },
  },
  {
    prompt: "I'm Tom and I run a mobile bike repair service in Cambridge. Puncture repair £15, full service £60, brake and gear tune-up £35. I work weekdays 8am-6pm and Saturday mornings 9-12. Call 01223 456789.",
    language: 'en',
    facts: { place: 'Cambridge', country: 'GB', currency: 'GBP', phone: '01223 456789', people: [person('Tom', 'owner')], offers: [offer('Puncture repair', 15, 'GBP'), offer('Full service', 60, 'GBP'), offer('Brake and gear tune-up', 35, 'GBP')], hours: { ...days('monday', 'friday', '08:00-18:00'), ...days('saturday', 'saturday', '09:00-12:00'), ...closed('sunday') } },
  },
  // German
  {
    prompt: 'Schreinerei Holzwurm in Wels, Österreich. Wir fertigen Einbauküchen, Massivholztische und Treppen nach Maß. Reparaturen ab 60 € pro Stunde. Mo–Do 7–16 Uhr, Fr 7–12 Uhr. Tel. 07242 45678. Inhaber: Josef Gruber.',
    language: 'de',
    facts: { name: 'Schreinerei Holzwurm', place: 'Wels', country: 'AT', currency: 'EUR', phone: '07242 45678', people: [person('Josef Gruber', 'Inhaber')], offers: [offer('Einbauküchen'), offer('Massivholztische'), offer('Treppen nach Maß'), offer('Reparaturen', 60, 'EUR', 'hour')], hours: { ...days('monday', 'thursday', '07:00-16:00'), ...days('friday', 'friday', '07:00-12:00'), ...closed('saturday', 'sunday') } },
  },
  {
    prompt: 'Ich bin Lena Vogt, Heilpraktikerin in Luzern. In meiner Praxis biete ich Akupunktur, Fußreflexzonenmassage und Ernährungsberatung an. Eine Sitzung (60 Minuten) kostet 120 Franken. Termine nach Vereinbarung, Montag bis Freitag. E-Mail: praxis@lena-vogt.ch',
    language: 'de',
    facts: { place: 'Luzern', country: 'CH', currency: 'CHF', email: 'praxis@lena-vogt.ch', people: [person('Lena Vogt', 'Heilpraktikerin')], offers: [offer('Akupunktur'), offer('Fußreflexzonenmassage'), offer('Ernährungsberatung'), offer('Sitzung (60 Minuten)', 120, 'CHF')], hours: { ...days('monday', 'friday'), ...closed('saturday', 'sunday') } },
  },
  {
    prompt: 'Café Sonnenschein in Graz. Bei uns gibt es Frühstück, hausgemachte Torten und Kaffee aus eigener Röstung. Mittwoch bis Sonntag 8–18 Uhr, Montag und Dienstag Ruhetag. Reservierung unter 0316 123456.',
    language: 'de',
    facts: { name: 'Café Sonnenschein', place: 'Graz', country: 'AT', currency: 'EUR', phone: '0316 123456', offers: [offer('Frühstück'), offer('Hausgemachte Torten'), offer('Kaffee aus eigener Röstung')], hours: { ...days('wednesday', 'sunday', '08:00-18:00'), ...closed('monday', 'tuesday') } },
  },
  {
    prompt: 'Die Metzgerei Brunner in Bad Tölz gibt es seit 1962. Unser Angebot: Leberkäse, Weißwürste, Rinderbraten und Partyservice ab 15 Personen. Öffnungszeiten: Di–Fr 7–18 Uhr, Sa 7–12 Uhr. Telefon 08041 7654.',
    language: 'de',
    facts: { name: 'Metzgerei Brunner', place: 'Bad Tölz', country: 'DE', currency: 'EUR', phone: '08041 7654', offers: [offer('Leberkäse'), offer('Weißwürste'), offer('Rinderbraten'), offer('Partyservice ab 15 Personen')], hours: { ...days('tuesday', 'friday', '07:00-18:00'), ...days('saturday', 'saturday', '07:00-12:00'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'Velo-Atelier Kette in Burgdorf. Velo-Service ab 79 CHF, Pneuwechsel 25 CHF und Occasionsvelos. Geöffnet Mo–Fr 8–12 und 13.30–18.30 Uhr. Tel. 034 422 11 22.',
    language: 'de',
    facts: { name: 'Velo-Atelier Kette', place: 'Burgdorf', country: 'CH', currency: 'CHF', phone: '034 422 11 22', offers: [offer('Velo-Service', 79, 'CHF'), offer('Pneuwechsel', 25, 'CHF'), offer('Occasionsvelos')], hours: { ...days('monday', 'friday', '08:00-12:00', '13:30-18:30'), ...closed('saturday', 'sunday') } },
  },
  // French
  {
    prompt: "Je m'appelle Élodie Martin, fleuriste à Namur. Nous proposons des bouquets de saison, des compositions pour mariages et des plantes d'intérieur. Livraison à domicile 7 €. Boutique ouverte du mardi au samedi de 9h à 18h30. Tél. 081 22 33 44.",
    language: 'fr',
    facts: { place: 'Namur', country: 'BE', currency: 'EUR', phone: '081 22 33 44', people: [person('Élodie Martin', 'fleuriste')], offers: [offer('Bouquets de saison'), offer('Compositions pour mariages'), offer("Plantes d'intérieur"), offer('Livraison à domicile', 7, 'EUR')], hours: { ...days('tuesday', 'saturday', '09:00-18:30'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'Site pour le food truck Le Bao Nomade à Montréal. On propose des baos au porc effiloché, des bols de riz et du thé glacé maison. Bao 6 $, combo bao + boisson 11 $. Du jeudi au dimanche, de 11 h 30 à 20 h. Infos : 514 842 7733.',
    language: 'fr',
    facts: { name: 'Le Bao Nomade', place: 'Montréal', country: 'CA', currency: 'CAD', phone: '514 842 7733', offers: [offer('Baos au porc effiloché'), offer('Bols de riz'), offer('Thé glacé maison'), offer('Bao', 6, 'CAD'), offer('Combo bao + boisson', 11, 'CAD')], hours: { ...days('thursday', 'sunday', '11:30-20:00'), ...closed('monday', 'tuesday', 'wednesday') } },
  },
  {
    prompt: 'Cabinet de kinésithérapie à Lausanne. Je suis Julien Favre, kinésithérapeute. Séance de physiothérapie 110 CHF, drainage lymphatique 95 CHF. Consultations sur rendez-vous du lundi au vendredi, de 7h30 à 19h. Téléphone : 021 312 45 67.',
    language: 'fr',
    facts: { place: 'Lausanne', country: 'CH', currency: 'CHF', phone: '021 312 45 67', people: [person('Julien Favre', 'kinésithérapeute')], offers: [offer('Séance de physiothérapie', 110, 'CHF'), offer('Drainage lymphatique', 95, 'CHF')], hours: { ...days('monday', 'friday', '07:30-19:00'), ...closed('saturday', 'sunday') } },
  },
  {
    prompt: 'Boulangerie-pâtisserie Au Pain Doré, 14 rue des Carmes, 45000 Orléans. Pains au levain, viennoiseries, tartes aux fruits et gâteaux sur commande. Ouvert du mardi au dimanche de 7h à 19h30, fermé le lundi. Contact : 02 38 54 12 34.',
    language: 'fr',
    facts: { street: '14 rue des Carmes', postcode: '45000', place: 'Orléans', country: 'FR', currency: 'EUR', phone: '02 38 54 12 34', offers: [offer('Pains au levain'), offer('Viennoiseries'), offer('Tartes aux fruits'), offer('Gâteaux sur commande')], hours: { ...days('tuesday', 'sunday', '07:00-19:30'), ...closed('monday') } },
  },
  {
    prompt: "Gîte Les Tilleuls à Bouillon, en Ardenne belge : trois chambres d'hôtes, petit-déjeuner compris. Chambre double 95 € la nuit, suite familiale 140 € la nuit. Réservations au 061 46 78 90 ou par mail contact@lestilleuls.be.",
    language: 'fr',
    facts: { place: 'Bouillon', country: 'BE', currency: 'EUR', phone: '061 46 78 90', email: 'contact@lestilleuls.be', offers: [offer('Chambre double', 95, 'EUR', 'night'), offer('Suite familiale', 140, 'EUR', 'night')] },
  },
  // Spanish
  {
    prompt: 'Somos Taller Biciclos, un taller de bicicletas en Valencia. Ofrecemos reparación de pinchazos, puesta a punto completa por 45 €, alquiler de bicicletas eléctricas y venta de accesorios. Abrimos de lunes a viernes de 9:30 a 14:00 y de 17:00 a 20:30, sábados de 10 a 14. Teléfono 963 12 34 56.',
    language: 'es',
    facts: { name: 'Taller Biciclos', place: 'Valencia', country: 'ES', currency: 'EUR', phone: '963 12 34 56', offers: [offer('Reparación de pinchazos'), offer('Puesta a punto completa', 45, 'EUR'), offer('Alquiler de bicicletas eléctricas'), offer('Venta de accesorios')], hours: { ...days('monday', 'friday', '09:30-14:00', '17:00-20:30'), ...days('saturday', 'saturday', '10:00-14:00'), ...closed('sunday') } },
  },
  {
    prompt: 'Me llamo Carmen Ruiz y llevo una peluquería en Salamanca. Corte de pelo 18 €, tinte desde 35 €, mechas 50 €, peinado para bodas. Horario: martes a sábado, de 10 a 20 h. Reserva por WhatsApp al 612 345 678.',
    language: 'es',
    facts: { place: 'Salamanca', country: 'ES', currency: 'EUR', phone: '612 345 678', people: [person('Carmen Ruiz')], offers: [offer('Corte de pelo', 18, 'EUR'), offer('Tinte', 35, 'EUR'), offer('Mechas', 50, 'EUR'), offer('Peinado para bodas')], hours: { ...days('tuesday', 'saturday', '10:00-20:00'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'Academia de inglés Speak Up en Mendoza, Argentina. Clases grupales para adultos, preparación para el First y clases particulares a $25.000 por mes. Lunes a viernes de 14 a 21 hs.',
    language: 'es',
    facts: { place: 'Mendoza', country: 'AR', currency: 'ARS', offers: [offer('Clases grupales para adultos'), offer('Preparación para el First'), offer('Clases particulares', 25000, 'ARS', 'month')], hours: { ...days('monday', 'friday', '14:00-21:00'), ...closed('saturday', 'sunday') } },
  },
  {
    prompt: 'Restaurante Casa Pepa, cocina casera en Toledo. Menú del día 14 €, cochinillo asado por encargo y postres caseros. Abrimos de martes a domingo de 13:00 a 16:30; viernes y sábados también por la noche, de 20:30 a 23:30. Reservas: 925 22 33 44.',
    language: 'es',
    facts: { name: 'Restaurante Casa Pepa', place: 'Toledo', country: 'ES', currency: 'EUR', phone: '925 22 33 44', offers: [offer('Menú del día', 14, 'EUR'), offer('Cochinillo asado por encargo'), offer('Postres caseros')], hours: { ...days('tuesday', 'thursday', '13:00-16:30'), ...days('friday', 'saturday', '13:00-16:30', '20:30-23:30'), ...days('sunday', 'sunday', '13:00-16:30'), ...closed('monday') } },
  },
  {
    prompt: 'Somos Fisio Norte, clínica de fisioterapia en Oviedo. Tratamos lesiones deportivas, dolor de espalda y rehabilitación tras cirugía. Sesión de fisioterapia 40 €, bono de 5 sesiones 180 €. Con cita previa, de lunes a sábado. Llámanos al 985 20 30 40.',
    language: 'es',
    facts: { name: 'Fisio Norte', place: 'Oviedo', country: 'ES', currency: 'EUR', phone: '985 20 30 40', offers: [offer('Lesiones deportivas'), offer('Dolor de espalda'), offer('Rehabilitación tras cirugía'), offer('Sesión de fisioterapia', 40, 'EUR'), offer('Bono de 5 sesiones', 180, 'EUR')], hours: { ...days('monday', 'saturday'), ...closed('sunday') } },
  },
  // Dutch
  {
    prompt: 'Wij zijn Fietsenmaker De Spaak in Utrecht. Wij bieden reparaties, onderhoudsbeurten vanaf €49 en verhuur van bakfietsen. Open dinsdag t/m zaterdag van 9.00 tot 18.00 uur. Bel 030 234 56 78.',
    language: 'nl',
    facts: { name: 'Fietsenmaker De Spaak', place: 'Utrecht', country: 'NL', currency: 'EUR', phone: '030 234 56 78', offers: [offer('Reparaties'), offer('Onderhoudsbeurten', 49, 'EUR'), offer('Verhuur van bakfietsen')], hours: { ...days('tuesday', 'saturday', '09:00-18:00'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'Ik ben Sanne en ik heb een yogastudio in Gent: Studio Adem. Lessen: hatha yoga, yin yoga en zwangerschapsyoga. Losse les €14, tienbeurtenkaart €120. Maandag, woensdag en donderdag van 19.00 tot 20.30 uur, zaterdag van 10.00 tot 11.30 uur.',
    language: 'nl',
    facts: { name: 'Studio Adem', place: 'Gent', country: 'BE', currency: 'EUR', people: [person('Sanne', 'eigenaar')], offers: [offer('Hatha yoga'), offer('Yin yoga'), offer('Zwangerschapsyoga'), offer('Losse les', 14, 'EUR'), offer('Tienbeurtenkaart', 120, 'EUR')], hours: { ...days('monday', 'monday', '19:00-20:30'), ...days('wednesday', 'thursday', '19:00-20:30'), ...days('saturday', 'saturday', '10:00-11:30'), ...closed('tuesday', 'friday', 'sunday') } },
  },
  {
    prompt: 'Bakkerij Van Dijk uit Zwolle bakt al drie generaties brood. In ons assortiment: zuurdesembrood, krentenbollen, appeltaart en Zwolse balletjes. Ma t/m vr 7.00-18.00 uur, za 7.00-16.00 uur. Bestellen kan via info@bakkerijvandijk.nl.',
    language: 'nl',
    facts: { name: 'Bakkerij Van Dijk', place: 'Zwolle', country: 'NL', currency: 'EUR', email: 'info@bakkerijvandijk.nl', offers: [offer('Zuurdesembrood'), offer('Krentenbollen'), offer('Appeltaart'), offer('Zwolse balletjes')], hours: { ...days('monday', 'friday', '07:00-18:00'), ...days('saturday', 'saturday', '07:00-16:00'), ...closed('sunday') } },
  },
  {
    prompt: 'Schoonheidssalon Glow in Antwerpen, gerund door Marieke Peeters. Behandelingen: gelaatsverzorging €65, manicure €30, pedicure €40 en harsen. Op afspraak van dinsdag tot zaterdag. Tel. 03 231 45 67.',
    language: 'nl',
    facts: { name: 'Schoonheidssalon Glow', place: 'Antwerpen', country: 'BE', currency: 'EUR', phone: '03 231 45 67', people: [person('Marieke Peeters')], offers: [offer('Gelaatsverzorging', 65, 'EUR'), offer('Manicure', 30, 'EUR'), offer('Pedicure', 40, 'EUR'), offer('Harsen')], hours: { ...days('tuesday', 'saturday'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'Café De Zwaan in Leuven: speciaalbieren van de tap, huisgemaakte soep en croques. Open woensdag t/m zondag van 11.00 tot 01.00 uur.',
    language: 'nl',
    facts: { name: 'Café De Zwaan', place: 'Leuven', country: 'BE', currency: 'EUR', offers: [offer('Speciaalbieren van de tap'), offer('Huisgemaakte soep'), offer('Croques')], hours: { ...days('wednesday', 'sunday', '11:00-01:00'), ...closed('monday', 'tuesday') } },
  },
  // Portuguese
  {
    prompt: 'Sou a Inês e tenho uma pastelaria em Coimbra, a Doce Sé. Fazemos pastéis de nata, bolos de aniversário por encomenda e salgados para festas. Pastel de nata 1,20 €. Aberto de segunda a sábado, das 8h às 19h. Telefone 239 123 456.',
    language: 'pt',
    facts: { name: 'Doce Sé', place: 'Coimbra', country: 'PT', currency: 'EUR', phone: '239 123 456', people: [person('Inês', 'proprietária')], offers: [offer('Pastéis de nata'), offer('Bolos de aniversário por encomenda'), offer('Salgados para festas'), offer('Pastel de nata', 1.2, 'EUR')], hours: { ...days('monday', 'saturday', '08:00-19:00'), ...closed('sunday') } },
  },
  {
    prompt: 'Oficina de bicicletas Pedal Solto no Porto. Fazemos revisões completas (35 €), reparação de furos, montagem de rodas e aluguer de bicicletas elétricas a 20 € por dia. Horário: terça a sábado, 9h30–13h e 14h30–19h. Contacto: 912 345 678.',
    language: 'pt',
    facts: { name: 'Oficina de bicicletas Pedal Solto', place: 'Porto', country: 'PT', currency: 'EUR', phone: '912 345 678', offers: [offer('Revisões completas', 35, 'EUR'), offer('Reparação de furos'), offer('Montagem de rodas'), offer('Aluguer de bicicletas elétricas', 20, 'EUR')], hours: { ...days('tuesday', 'saturday', '09:30-13:00', '14:30-19:00'), ...closed('monday', 'sunday') } },
  },
  {
    prompt: 'Clínica Sorriso Leve em Curitiba, do Dr. Rafael Almeida, dentista. Oferecemos limpeza, clareamento a partir de R$ 600, implantes e ortodontia. Atendimento de segunda a sexta, das 8h às 18h, e sábado das 8h às 12h. WhatsApp (41) 99876-5432.',
    language: 'pt',
    facts: { name: 'Clínica Sorriso Leve', place: 'Curitiba', country: 'BR', currency: 'BRL', phone: '(41) 99876-5432', people: [person('Dr. Rafael Almeida', 'dentista')], offers: [offer('Limpeza'), offer('Clareamento', 600, 'BRL'), offer('Implantes'), offer('Ortodontia')], hours: { ...days('monday', 'friday', '08:00-18:00'), ...days('saturday', 'saturday', '08:00-12:00'), ...closed('sunday') } },
  },
  {
    prompt: 'Quinta do Vale Verde, turismo rural perto de Évora. Quarto duplo 85 € por noite, pequeno-almoço incluído; provas de vinho 15 € por pessoa e passeios a cavalo. Reservas pelo 266 701 234 ou reservas@quintavaleverde.pt.',
    language: 'pt',
    facts: { name: 'Quinta do Vale Verde', place: 'Évora', country: 'PT', currency: 'EUR', phone: '266 701 234', email: 'reservas@quintavaleverde.pt', offers: [offer('Quarto duplo', 85, 'EUR', 'night'), offer('Provas de vinho', 15, 'EUR', 'person'), offer('Passeios a cavalo')] },
  },
  {
    prompt: 'Sou o Miguel Costa, personal trainer em Braga. Treinos personalizados 30 € por sessão, planos de nutrição e aulas de grupo ao ar livre. Segunda a sexta, das 7h às 21h. Liga-me: 934 567 890 ou miguel@treinacomigo.pt',
    language: 'pt',
    facts: { place: 'Braga', country: 'PT', currency: 'EUR', phone: '934 567 890', email: 'miguel@treinacomigo.pt', people: [person('Miguel Costa', 'personal trainer')], offers: [offer('Treinos personalizados', 30, 'EUR', 'session'), offer('Planos de nutrição'), offer('Aulas de grupo ao ar livre')], hours: { ...days('monday', 'friday', '07:00-21:00'), ...closed('saturday', 'sunday') } },
  },
];

/** Prompts that state nothing about contact, hours or people. */
const PLAIN: [string, PlanLanguage][] = [
  ['a bakery website', 'en'],
  ['landing page for a productivity app with pricing and FAQ', 'en'],
  ['Portfolio for an illustrator who loves watercolour', 'en'],
  ['Webseite für eine Zahnarztpraxis', 'de'],
  ['Wir brauchen eine Seite für unseren Sportverein', 'de'],
  ['un site pour un photographe de mariage', 'fr'],
  ['site vitrine pour une agence immobilière', 'fr'],
  ['página web para una escuela de idiomas', 'es'],
  ['una web para mi estudio de arquitectura', 'es'],
  ['een website voor een tandarts', 'nl'],
  ['site para uma empresa de mudanças', 'pt'],
  ['We sell 3 sizes of candles and ship in 2 days', 'en'],
];

describe('site facts (server/modules/ai/composer/facts)', () => {
  describe('reads what the prompt states, as written', () => {
    for (const c of CASES) it(c.prompt.replace(/\n/g, ' / '), () => check(c));
  });

  describe('reads prompts it was not tuned on', () => {
    for (const c of UNSEEN) it(c.prompt, () => check(c));
  });

  describe("reads owners' longer prompts: every listed offer, the stated town and the country its evidence names", () => {
    for (const c of OWNERS) it(c.prompt, () => check(c));
  });

  describe('invents nothing for a prompt that states nothing', () => {
    for (const [prompt, language] of PLAIN) {
      it(prompt, () => {
        const facts = extractFacts(prompt);
        expect(facts.language).to.equal(language);
        for (const field of ['name', 'phone', 'email', 'street', 'postcode', 'place', 'country', 'currency', 'hours'] as const) expect(facts[field], field).to.equal(undefined);
        expect(facts.people).to.deep.equal([]);
        expect(facts.offers.filter((item) => item.price)).to.deep.equal([]);
      });
    }
  });

  it('uses the language it is given over the one it would detect', () => {
    expect(extractFacts('Bäckerei in Köln', 'en').language).to.equal('en');
  });

  it('keeps a national number national and a foreign one international', () => {
    expect(extractFacts('plumber in Leeds, call 0113 496 0000').phone).to.equal('0113 496 0000');
    expect(extractFacts('plumber in Leeds, from Zürich call +41 44 668 18 00').phone).to.equal('+41 44 668 18 00');
  });

  it('caps and cleans what it keeps', () => {
    const facts = extractFacts(`Studio called <b>Nord</b>${'x'.repeat(300)} in Leeds`);
    expect(facts.name ?? '').to.not.match(/[<>]/);
    expect((facts.name ?? '').length).to.be.at.most(60);
  });
});
