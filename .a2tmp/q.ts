import nlp from 'compromise';
import { townCountry } from '/work/main/server/modules/ai/composer/facts/gazetteer.ts';
for (const n of ['Aoife','Ciara','Julia','Tom','Sofie','Jonas','Anna','Lukas','Daan','Ilse','Bram','Miguel','Juliana','Laura','Pete','Élodie','Gwenaëlle','Flor','Sol','Pedal','Sonrisa','Movimento','Lucía','Amélie','Stefan','Thomas','Markus','Chloe','Rosa','Mira'])
  console.log(n, nlp(n).has('#FirstName'));
for (const t of ['Porto','St Ives','St. Ives','Valencia','Salamanca','Granada','Cascais','Lisboa','Nijmegen','Krems','Whitby','Cuenca','Córdoba','Cambridge','Portland','Perth','Boston'])
  console.log(t, JSON.stringify(townCountry(t)), JSON.stringify(townCountry(t,'es')));
