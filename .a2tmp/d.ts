import { extractName } from '../server/modules/ai/composer/facts/name.ts';
import { extractPeople } from '../server/modules/ai/composer/facts/people.ts';
import { extractOffers } from '../server/modules/ai/composer/facts/offers.ts';
const a = 'Ich eröffne im Mai meinen Blumenladen Wildwuchs in Kassel. Sträuße ab 25 €. Geöffnet Montag bis Freitag 9-18 Uhr.';
console.log(extractName(a, 'de'));
const b = 'Physiotherapie am Stadtpark – Praxis von Julia Brandt in Stuttgart, Olgastraße 12. Termine unter Tel. 0711 2345678';
console.log(extractPeople(b, ['Physiotherapie am Stadtpark', 'Stuttgart', 'Olgastraße 12']), extractPeople('Praxis von Julia Brandt in Stuttgart', []));
const c = 'Friseursalon Haarscharf, Bahnhofstraße 12, 8001 Zürich. Damenschnitt 89 Fr., Herrenschnitt 49 Fr. Montag Ruhetag.';
console.log(extractOffers(c.replace('Friseursalon Haarscharf', ' '), 'CH', 'de', (l) => false));
