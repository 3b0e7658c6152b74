import type { KindCopy } from '../../types.ts';

/** Each kind's copy in the language, by kind. */
export const NL: Record<string, KindCopy> = {
  bakery: {
    offering: 'brood en gebak',
    taglines: ['Elke ochtend vers brood{inPlace}', 'Met zorg gebakken{inPlace}'],
    heroes: [
      { heading: 'Vers brood en gebak{inPlace}, elke ochtend gebakken', text: 'Bij {name} gaan de ovens vroeg aan, zodat {offering} vers klaarliggen als u wakker wordt.' },
      { heading: 'De geur van warm brood, gewoon hier{inPlace}', text: '{name} bakt {offering} met goede ingrediënten, vakmanschap en een beetje geduld.' },
    ],
    about: [
      '{name} bakt voor de mensen die elke dag binnenlopen: {offering}, met zorg gemaakt en met een vriendelijk woord over de toonbank gegeven.',
      'We kiezen onze ingrediënten met zorg en bakken voor de buren die elke ochtend{inPlace} binnenwippen.',
    ],
    features: [
      { title: 'Vers gebakken', text: 'We bakken elke dag, dus wat u meeneemt is vers.' },
      { title: 'Goede ingrediënten', text: 'Meel, water, zout en tijd: de basis, goed gedaan.' },
      { title: 'Iets bijzonders?', text: 'Vertel ons wat u voor een bijzondere dag in gedachten hebt, dan zeggen wij wat we kunnen bakken.' },
      { title: 'Deel van de buurt', text: 'Een vriendelijke toonbank{inPlace}, van het ochtendbrood tot iets zoets voor later.' },
    ],
    menu: [
      { title: 'Brood', items: [{ title: 'Boerenzuurdesem', text: 'Knapperige korst, open kruim.' }, { title: 'Roggebrood met zaden', text: 'Stevig en donker, met zonnebloempitten en lijnzaad.' }, { title: 'Stokbrood', text: 'Knapperig van buiten, zacht van binnen.' }] },
      { title: 'Gebak', items: [{ title: 'Roomboter croissant', text: 'Luchtige laagjes en volop boter.' }, { title: 'Puddingtaartje', text: 'Gekarameliseerd van boven, zijdezacht van binnen.' }, { title: 'Kaneelbroodje', text: 'Deeg met kardemom, bruine suiker en kaneel.' }] },
      { title: 'Taarten', items: [{ title: 'Citroencake', text: 'Een hele cake om te delen.' }, { title: 'Chocoladetaart', text: 'Pure chocolade en zeezout.' }] },
    ],
    plans: [
      { name: 'Broodabonnement', features: ['Elke week een brood', 'Brood naar keuze', 'Ophalen wanneer het u uitkomt'] },
      { name: 'Ontbijtclub', features: ['Elke week brood en gebak', 'Iets zoets voor het weekend', 'Vraag ons naar bezorging'] },
      { name: 'Kantoormand', features: ['Gebak voor uw team', 'Seizoensspecialiteiten', 'Eén factuur per maand'] },
    ],
    testimonials: [
      { quote: 'Het beste brood dat ik buiten de keuken van mijn oma heb gegeten.', role: 'Vaste klant' },
      { quote: 'Hun gebak staat nu bij elk familieontbijt op tafel.', role: 'Klant in het weekend' },
      { quote: 'Warm brood, een vriendelijk goedemorgen en een praatje aan de toonbank. Perfect.', role: 'Buurman' },
    ],
    faq: [
      { question: 'Kan ik bestellen voor een bijzondere dag?', answer: 'Vraag het in de winkel of neem contact op: vertel ons wat u wanneer nodig hebt, dan zeggen wij wat we kunnen doen.' },
      { question: 'Kan ik naar allergenen vragen?', answer: 'Natuurlijk. Vraag het ons en we vertellen u wat er in alles zit wat we verkopen.' },
      { question: 'Hoe blijft brood vers?', answer: 'In een linnen zak op kamertemperatuur. Gesneden kunt u het ook goed invriezen.' },
    ],
    team: [
      { role: 'Hoofdbakker', bio: 'Begint vroeg en proeft nog steeds elke partij.' },
      { role: 'Banketbakker', bio: 'Zorgt voor alles wat zoet is in de vitrine.' },
      { role: 'Winkelmanager', bio: 'Kent de bestelling van elke vaste klant uit het hoofd.' },
    ],
    posts: [
      { title: 'Wat een goed brood maakt', text: 'Meel, water, zout en tijd: waar de smaak van brood vandaan komt.' },
      { title: 'Gebak van het seizoen', text: 'Wat er dit seizoen nieuw in onze schappen ligt.' },
      { title: 'Een ochtend in onze bakkerij', text: 'Van het eerste deeg tot het laatste brood in het schap.' },
    ],
  },
  cafe: {
    offering: 'koffie en gebak',
    taglines: ['Goede koffie{inPlace}', 'Uw dagelijkse kop{inPlace}'],
    heroes: [
      { heading: 'Goede koffie en een rustig hoekje{inPlace}', text: '{name} schenkt zorgvuldig gebrande {offering}, met ruimte om te lezen, te werken of gewoon naar de straat te kijken.' },
      { heading: 'Uw favoriete kop koffie{inPlace} staat klaar', text: '{name} is waar de dag even vertraagt, met {offering} en een plekje bij het raam.' },
    ],
    about: [
      '{name} draait om goede koffie en een plek waar je graag even blijft zitten. Wat we schenken, kiezen we met zorg.',
      'We zijn een buurtkoffiebar{inPlace}: een plek om vrienden te zien, met de laptop te werken of alleen te zitten met een goed boek.',
    ],
    features: [
      { title: 'Met zorg gezet', text: 'Elk kopje goed gezet, van de eerste espresso van de dag tot de laatste.' },
      { title: 'Iets lekkers erbij', text: 'Gebak en kleine hapjes bij uw koffie.' },
      { title: 'Neem de tijd', text: 'Blijf voor een snel kopje of een hele middag.' },
      { title: 'Een warm welkom', text: 'Een vriendelijk hallo, of het nu uw eerste bezoek is of uw honderdste.' },
    ],
    menu: [
      { title: 'Koffie', items: [{ title: 'Espresso', text: 'Kort, krachtig en vol smaak.' }, { title: 'Flat white', text: 'Dubbele shot, zijdezachte melk.' }, { title: 'Filterkoffie', text: 'Filterkoffie, helder en zacht.' }] },
      { title: 'Gebak en hapjes', items: [{ title: 'Bananenbrood', text: 'Geroosterd, met gezouten boter.' }, { title: 'Worteltaart', text: 'Roomkaasglazuur en walnoten.' }, { title: 'Avocadotoast', text: 'Zuurdesem, limoen en chilivlokken.' }] },
    ],
    plans: [
      { name: 'Koffiekaart', features: ['Koffie naar keuze', 'Te gebruiken in uw eigen tempo', 'Deel hem met een vriend'] },
      { name: 'Maandkop', features: ['Uw dagelijkse koffie', 'Iets extra’s voor vaste gasten', 'Vraag ons naar de details'] },
      { name: 'Koffie voor thuis', features: ['De koffie die we schenken', 'Bonen of gemalen', 'Vraag wat er beschikbaar is'] },
    ],
    testimonials: [
      { quote: 'De flat white is perfect en niemand vindt het erg dat ik de hele middag blijf.', role: 'Freelance schrijver' },
      { quote: 'Het lekkerste gebak van de stad, en het team kent mijn naam.', role: 'Vaste gast' },
      { quote: 'Onze vaste plek voor het teamontbijt. Rustig, vriendelijk en heel goede koffie.', role: 'Teamleider uit de buurt' },
    ],
    faq: [
      { question: 'Mag ik wat langer blijven?', answer: 'Natuurlijk. Als het druk is, vragen we u misschien een tafel te delen.' },
      { question: 'Kan ik een tafel reserveren?', answer: 'Neem contact op, dan vertellen we u wat er mogelijk is.' },
      { question: 'Wat zit er in het gebak?', answer: 'Vraag het aan de toonbank: we vertellen u graag de ingrediënten en allergenen.' },
    ],
    team: [
      { role: 'Eigenaar en hoofdbarista', bio: 'Kiest elke koffie die we schenken.' },
      { role: 'Bakker', bio: 'Maakt het gebak op de toonbank.' },
      { role: 'Barista', bio: 'Kampioen latte art van onze personeelsruimte.' },
    ],
    posts: [
      { title: 'Wat er in uw kopje zit', text: 'Waar onze koffie vandaan komt en wat de smaak bepaalt.' },
      { title: 'Thuis betere koffie zetten', text: 'Drie kleine aanpassingen die veel verschil maken.' },
      { title: 'Nieuw op de toonbank', text: 'Het gebak en de hapjes die er dit seizoen bij zijn gekomen.' },
    ],
  },
  restaurant: {
    offering: 'seizoensgerechten',
    taglines: ['Koken met de seizoenen{inPlace}', 'Een tafel voor iedereen{inPlace}'],
    heroes: [
      { heading: 'Seizoenskeuken en een warm welkom{inPlace}', text: '{name} kookt {offering} met goede ingrediënten en serveert met zorg.' },
      { heading: 'Kom met honger, ga blij naar huis', text: 'Gulle gerechten en {offering} die de reis waard zijn: {name} is een keuken die graag mensen voedt{inPlace}.' },
    ],
    about: [
      '{name} is een plek om goed te eten en je welkom te voelen. We koken wat we lekker vinden, met ingrediënten die we vertrouwen.',
      'Alles op de kaart wordt in onze eigen keuken bereid, en we vertellen u graag wat er in elk gerecht zit.',
    ],
    features: [
      { title: 'Goede ingrediënten', text: 'Gerechten van zorgvuldig gekozen ingrediënten.' },
      { title: 'Laat het ons weten', text: 'Allergieën of een speciaal dieet? Laat het ons weten, dan zeggen we wat we kunnen doen.' },
      { title: 'Feestjes', text: 'Een verjaardag of familiediner? Vraag ons wat we kunnen regelen.' },
      { title: 'Iets te drinken', text: 'Drankjes die bij het eten passen.' },
    ],
    menu: [
      { title: 'Voorgerechten', items: [{ title: 'Burrata', text: 'Oude tomatenrassen, basilicumolie, gegrild brood.' }, { title: 'Krokante inktvis', text: 'Citroenaioli, chili en peterselie.' }] },
      { title: 'Hoofdgerechten', items: [{ title: 'Handgesneden tagliatelle', text: 'Langzaam gegaarde runderragù, parmezaan.' }, { title: 'Vangst van de dag', text: 'Heel gegrild, salsa verde, krieltjes.' }, { title: 'Risotto met wilde paddenstoelen', text: 'Gerijpte pecorino, tijm.' }] },
      { title: 'Desserts', items: [{ title: 'Tiramisu', text: 'Koffie, mascarpone en cacao.' }, { title: 'Olijfoliecake', text: 'Sinaasappel, mascarponecrème.' }] },
    ],
    plans: [
      { name: 'Lunchmenu', features: ['Twee gangen', 'Een glas huiswijn', 'Vraag naar de gerechten van vandaag'] },
      { name: 'Proeverijmenu', features: ['Meerdere gangen', 'Een groet uit de keuken', 'Vraag naar het wijnarrangement'] },
      { name: 'Groepsmenu', features: ['Voor groepen en feesten', 'Menu samen met u samengesteld', 'Vraag ons naar de details'] },
    ],
    testimonials: [
      { quote: 'Alleen het eten is de reis al waard. Warme bediening, geen poespas.', role: 'Dinergast' },
      { quote: 'We vierden hier de verjaardag van mijn moeder en het was perfect.', role: 'Gast op een verjaardag' },
      { quote: 'Goed eten en een warm welkom: daarom komen we steeds terug.', role: 'Vaste gast' },
    ],
    faq: [
      { question: 'Moet ik reserveren?', answer: 'Reserveren is de zekerste manier om een tafel te hebben, zeker ’s avonds.' },
      { question: 'Houden jullie rekening met allergieën?', answer: 'Laat het ons weten bij het reserveren, dan zeggen we wat de keuken voor u kan doen.' },
      { question: 'Zijn kinderen welkom?', answer: 'Laat het ons weten bij het reserveren, dan doen we ons best om het voor het hele gezin makkelijk te maken.' },
    ],
    team: [
      { role: 'Chef-kok', bio: 'Stelt de kaart samen en leidt de keuken.' },
      { role: 'Bedrijfsleider', bio: 'Zorgt dat elke tafel voelt als de beste van het huis.' },
      { role: 'Bediening', bio: 'Kent elk gerecht en het drankje dat erbij past.' },
    ],
    posts: [
      { title: 'Een nieuw seizoen op de kaart', text: 'Wat er nieuw is op de kaart, en waarom.' },
      { title: 'Achter de keukendeur', text: 'Hoe een gerecht vóór de service ontstaat.' },
      { title: 'Een feest gepland?', text: 'Hoe we u helpen een etentje voor een groep te plannen.' },
    ],
  },
  bar: {
    offering: 'cocktails en speciaalbier',
    taglines: ['Drankjes en goed gezelschap{inPlace}', 'Hier begint uw avond'],
    heroes: [
      { heading: 'Cocktails, speciaalbier en lange avonden{inPlace}', text: '{name} mixt klassieke en eigen {offering} in een ruimte gemaakt voor lange gesprekken.' },
      { heading: 'Uw favoriete avond{inPlace} begint hier', text: 'Goede muziek, {offering} en een barteam dat uw drankje onthoudt: welkom bij {name}.' },
    ],
    about: [
      '{name} is een bar voor goede drankjes en goed gezelschap, waar iedereen welkom is.',
      'Onze bartenders kennen de kaart goed en helpen u graag kiezen.',
    ],
    features: [
      { title: 'Goed gemaakte drankjes', text: 'Klassiekers en favorieten van het huis, met zorg gemaakt.' },
      { title: 'Voor elke smaak', text: 'Vertel ons wat u lekker vindt, dan vinden wij uw drankje.' },
      { title: 'Goede muziek', text: 'Muziek die past bij de zaak en het uur.' },
      { title: 'Vier het bij ons', text: 'Een verjaardag of teamavond? Vraag ons wat we kunnen regelen.' },
    ],
    menu: [
      { title: 'Cocktails', items: [{ title: 'Negroni van het huis', text: 'Gin, bittere sinaasappel, op eikenhout gerijpte vermout.' }, { title: 'Gerookte old fashioned', text: 'Bourbon, ahornsiroop, rook van kersenhout.' }, { title: 'Tuinspritz', text: 'Vlierbloesem, komkommer, mousserende wijn.' }] },
      { title: 'Van de tap', items: [{ title: 'Pale ale', text: 'Citrus en den.' }, { title: 'Pilsner', text: 'Fris en zuiver.' }] },
      { title: 'Kleine gerechten', items: [{ title: 'Gemarineerde olijven', text: 'Sinaasappelschil en venkel.' }, { title: 'Kaasplankje', text: 'Kazen en chutney.' }] },
    ],
    plans: [
      { name: 'Happy hour', features: ['Klassieke cocktails', 'Vroeg op de avond', 'Vraag ons naar de tijden'] },
      { name: 'Cocktailworkshop', features: ['Een avond met onze bartenders', 'Cocktails die u zelf maakt', 'Recepten om mee naar huis te nemen'] },
      { name: 'Besloten feest', features: ['Voor groepen en feesten', 'Welkomstdrankje', 'Uw eigen playlist'] },
    ],
    testimonials: [
      { quote: 'De gerookte old fashioned is theater in een glas. Geweldig personeel.', role: 'Vaste gast' },
      { quote: 'We vierden hier een verjaardag en het team maakte het moeiteloos.', role: 'Gastheer van een feest' },
      { quote: 'Altijd iets nieuws om te proeven en altijd een vriendelijk gezicht.', role: 'Bierliefhebber' },
    ],
    faq: [
      { question: 'Kunnen we een tafel reserveren?', answer: 'Neem contact op, dan zeggen we wat we voor u kunnen vrijhouden.' },
      { question: 'Serveren jullie eten?', answer: 'Vraag het aan de bar, dan vertellen we wat we vanavond serveren.' },
      { question: 'Hebben jullie alcoholvrije drankjes?', answer: 'Ja. Vraag het aan de bar, dan raden we u iets aan.' },
    ],
    team: [
      { role: 'Barmanager', bio: 'Stelt de drankkaart samen.' },
      { role: 'Hoofdbartender', bio: 'Heeft bij elke fles achter de bar een verhaal.' },
      { role: 'Barteam', bio: 'Raadt u graag iets nieuws aan.' },
    ],
    posts: [
      { title: 'Nieuw op de kaart', text: 'Wat we dit seizoen schenken.' },
      { title: 'Achter de bar', text: 'Hoe een klassieke cocktail wordt gemaakt.' },
      { title: 'Binnenkort bij {name}', text: 'Avonden en evenementen om in uw agenda te zetten.' },
    ],
  },
  hotel: {
    offering: 'comfortabele kamers',
    taglines: ['Een rustig verblijf{inPlace}', 'Goed uitrusten{inPlace}'],
    heroes: [
      { heading: 'Een rustige plek om te verblijven{inPlace}', text: '{name} biedt {offering}, op een paar stappen van alles wat de moeite waard is.' },
      { heading: 'Goed slapen, wakker worden op een mooie plek', text: 'Verwacht {offering} en een warm welkom: {name} is uw thuis{inPlace}.' },
    ],
    about: [
      '{name} zorgt goed voor zijn gasten: goede bedden, schone kamers en mensen die blij zijn dat u er bent.',
      'Ons team deelt graag de restaurants, wandelingen en plekjes in {place} die de reisgidsen missen.',
    ],
    features: [
      { title: 'Rustgevende kamers', text: 'Goede bedden, schoon linnengoed en rustige nachten.' },
      { title: 'Voor u klaar', text: 'Tips, de weg wijzen en een vriendelijk woord wanneer u dat nodig hebt.' },
      { title: 'Tips uit de buurt', text: 'Waar u kunt eten, wat u moet zien en hoe u er komt.' },
      { title: 'Een warm welkom', text: 'We zijn blij dat u er bent, en dat merkt u.' },
    ],
    menu: [
      { title: 'Kamers', items: [{ title: 'Klassieke tweepersoonskamer', text: 'Een comfortabele kamer voor twee.' }, { title: 'Superior kamer', text: 'Meer ruimte en meer licht.' }, { title: 'Familiesuite', text: 'Ruimte voor het hele gezin.' }] },
    ],
    plans: [
      { name: 'Alleen overnachting', features: ['Alleen de kamer', 'Tips voor uw verblijf', 'Vraag ons naar annuleren'] },
      { name: 'Logies met ontbijt', features: ['Inclusief ontbijt', 'Tips voor uw verblijf', 'Vraag ons naar annuleren'] },
      { name: 'Weekendje weg', features: ['Een weekendje weg', 'Tips voor uw verblijf', 'Vraag wat er inbegrepen is'] },
    ],
    testimonials: [
      { quote: 'De rustigste nacht in jaren, en zo’n hartelijk welkom.', role: 'Weekendgasten' },
      { quote: 'Het personeel stuurde ons naar restaurants die we zelf nooit hadden gevonden.', role: 'Gast uit het buitenland' },
      { quote: 'Een mooie, brandschone kamer en een plek waar we niet weg wilden.', role: 'Op huwelijksreis' },
    ],
    faq: [
      { question: 'Hoe laat kan ik in- en uitchecken?', answer: 'Dat laten we u weten bij het boeken; vraag het ons als u meer tijd nodig hebt.' },
      { question: 'Is er parkeergelegenheid?', answer: 'Vraag het ons bij het boeken, dan vertellen we waar u kunt parkeren.' },
      { question: 'Zijn huisdieren toegestaan?', answer: 'Vraag het ons vóór het boeken, dan zeggen we wat er mogelijk is.' },
    ],
    team: [
      { role: 'Gastheer en eigenaar', bio: 'Zorgt dat elke gast zich thuis voelt.' },
      { role: 'Gastenservice', bio: 'Kent elk goed restaurant in de omgeving.' },
      { role: 'Housekeeping', bio: 'Houdt elke kamer brandschoon.' },
    ],
    posts: [
      { title: 'Wandelingen vanaf onze deur', text: 'Onze favoriete routes, kort en lang.' },
      { title: 'Nieuws van {name}', text: 'Wat er dit seizoen nieuw is voor onze gasten.' },
      { title: 'Waar wij eten op onze vrije dag', text: 'De lijst van het team met restaurants in de buurt.' },
    ],
  },
  spa: {
    offering: 'massages en ontspannende behandelingen',
    taglines: ['Tijd voor uzelf{inPlace}', 'Even uitademen{inPlace}'],
    heroes: [
      { heading: 'Vertraag, adem uit', text: '{name} biedt {offering}{inPlace}: een uur dat helemaal van u is.' },
      { heading: 'Een rustige plek{inPlace} om weer uzelf te voelen', text: 'Warme ruimtes, vakkundige handen en {offering}: {name} is gemaakt om tot rust te komen.' },
    ],
    about: [
      '{name} is een spa die persoonlijk aanvoelt: vakkundige handen, rustige ruimtes en tijd voor uzelf.',
      'We kiezen onze producten met zorg en laten tijd tussen de behandelingen, zodat niemand zich hoeft te haasten.',
    ],
    features: [
      { title: 'Goede producten', text: 'Oliën en crèmes, met zorg gekozen.' },
      { title: 'Vakkundige therapeuten', text: 'Mensen die hun vak kennen en naar u luisteren.' },
      { title: 'Stille ruimtes', text: 'Warme, rustige ruimtes voor echte rust.' },
    ],
    menu: [
      { title: 'Massages', items: [{ title: 'Ontspanningsmassage', text: 'Lange streken, warme olie, het hele lichaam.' }, { title: 'Deep-tissuemassage', text: 'Voor gespannen schouders en vermoeide ruggen.' }, { title: 'Hotstonemassage', text: 'Basaltstenen en rustig werk.' }] },
      { title: 'Gezicht en lichaam', items: [{ title: 'Gezichtsbehandeling van het huis', text: 'Reinigen, masker en massage.' }, { title: 'Lichaamsscrub', text: 'Zeezout en amandelolie.' }] },
    ],
    plans: [
      { name: 'Losse behandeling', features: ['Een behandeling naar keuze', 'Thee na afloop', 'Tijd om uit te rusten'] },
      { name: 'Spadag', features: ['Behandelingen naar keuze', 'Tijd om tussendoor uit te rusten', 'Vraag wat er inbegrepen is'] },
      { name: 'Maandelijks ritueel', features: ['Elke maand een massage', 'Vaste tijd voor uzelf', 'Vraag ons naar de details'] },
    ],
    testimonials: [
      { quote: 'De beste massage die ik ooit heb gehad. Ik zweefde naar huis.', role: 'Eerste bezoek' },
      { quote: 'Een spadag hier was het perfecte verjaardagscadeau.', role: 'Verjaardagsgast' },
      { quote: 'Rustig, brandschoon en nooit gehaast. Ik kom elke maand.', role: 'Maandelijks lid' },
    ],
    faq: [
      { question: 'Wat moet ik meenemen?', answer: 'Alleen uzelf. Bij het boeken laten we weten of iets anders handig is.' },
      { question: 'Kan ik een behandeling cadeau doen?', answer: 'Vraag het ons, dan vertellen we hoe.' },
      { question: 'Mag ik een massage als ik zwanger ben?', answer: 'Laat het ons weten bij het boeken, dan stellen we een passende behandeling voor.' },
    ],
    team: [
      { role: 'Oprichter en therapeut', bio: 'Gespecialiseerd in diepweefsel- en sportmassage.' },
      { role: 'Schoonheidsspecialist', bio: 'Gelooft dat een mooie huid begint bij rust.' },
      { role: 'Masseur', bio: 'Weet precies waar de spanning zit.' },
    ],
    posts: [
      { title: 'Waarom rust geen luxe is', text: 'Wat een uur rust doet voor lichaam en geest.' },
      { title: 'Rust in de koude maanden', text: 'Waarom een warme behandeling in de winter zo goed doet.' },
      { title: 'Thuis uw huid verzorgen', text: 'Eenvoudige gewoontes waar onze schoonheidsspecialist bij zweert.' },
    ],
  },
  wedding: {
    offering: 'bruiloften en feesten',
    taglines: ['Feesten{inPlace}, met zorg gepland', 'Uw dag, zonder stress'],
    heroes: [
      { heading: 'Uw dag, tot het laatste bloemblaadje gepland', text: '{name} ontwerpt en organiseert {offering}{inPlace}, zodat u er gewoon van kunt genieten.' },
      { heading: 'Feesten{inPlace} die bij u passen', text: 'Van het eerste idee tot de laatste dans zorgt {name} tot in elk detail voor {offering}.' },
    ],
    about: [
      '{name} plant feesten van elke omvang, van een klein gezelschap tot een groot feest.',
      'We kennen de locaties, cateraars, bloemisten en muzikanten{inPlace}, en we blijven op de dag zelf bij u tot de laatste gast vertrekt.',
    ],
    features: [
      { title: 'Volledige planning', text: 'Locatie, leveranciers, budget en tijdsplanning, helemaal voor u geregeld.' },
      { title: 'Dagcoördinatie', text: 'Wij leiden de dag in goede banen, zodat u en uw familie kunnen ontspannen.' },
      { title: 'Ontwerp en styling', text: 'Bloemen, tafels en licht die uw verhaal vertellen.' },
    ],
    menu: [
      { title: 'Diensten', items: [{ title: 'Volledige planning', text: 'Alle leveranciers en de hele dag, vanaf het eerste idee.' }, { title: 'Gedeeltelijke planning', text: 'We stappen in wanneer u ons nodig hebt en maken het af.' }, { title: 'Dagcoördinatie', text: 'Iemand die de dag voor u regelt.' }] },
    ],
    plans: [
      { name: 'Op de dag zelf', features: ['Een coördinator op de dag zelf', 'Draaiboek en contact met leveranciers', 'Een bezoek vooraf'] },
      { name: 'Gedeeltelijke planning', features: ['Hulp in de laatste fase', 'Advies over leveranciers', 'Dagcoördinatie'] },
      { name: 'Volledige planning', features: ['Afspraken wanneer u ze nodig hebt', 'Locatie zoeken en ontwerp', 'Budgetbeheer'] },
    ],
    testimonials: [
      { quote: 'We hoefden op de dag zelf niets te doen. Alles was precies zoals we hadden gedroomd.', role: 'Getrouwd in juni' },
      { quote: 'Ze vonden een locatie waar we nog nooit van hadden gehoord, en die was perfect.', role: 'Stel uit het buitenland' },
      { quote: 'Rustig, georganiseerd en hartelijk: het best bestede geld van onze bruiloft.', role: 'Ouders van de bruid' },
    ],
    faq: [
      { question: 'Hoe vroeg moeten we contact opnemen?', answer: 'Zo vroeg mogelijk voor de volledige planning; voor coördinatie op de dag zijn een paar maanden meestal genoeg.' },
      { question: 'Organiseren jullie ook andere feesten dan bruiloften?', answer: 'Ja: jubilea, verjaardagen en bedrijfsfeesten ook.' },
      { question: 'Kunnen jullie met onze eigen leveranciers werken?', answer: 'Natuurlijk. We stemmen af met iedereen met wie u al graag werkt.' },
    ],
    team: [
      { role: 'Hoofdplanner', bio: 'Heeft al heel wat feesten georganiseerd.' },
      { role: 'Ontwerper en stylist', bio: 'Maakt van moodboards tafels, bloemen en licht.' },
      { role: 'Coördinator', bio: 'Houdt het draaiboek en elke leverancier op schema.' },
    ],
    posts: [
      { title: 'Vragen voor een locatie', text: 'Wat we altijd controleren voordat u tekent.' },
      { title: 'Ideeën voor een bruiloft buiten', text: 'Bloemen, lange tafels en een plan voor het weer.' },
      { title: 'Een budget dat standhoudt', text: 'Waar u aan uitgeeft, en waar u op bespaart.' },
    ],
  },
  conference: {
    offering: 'lezingen, workshops en goede gesprekken',
    taglines: ['Ideeën en mensen{inPlace}', 'Waar de community samenkomt'],
    heroes: [
      { heading: 'Ideeën, mensen en praktijk{inPlace}', text: '{name} brengt {offering} samen met de mensen die bouwen aan wat komt.' },
      { heading: 'Ontmoet de mensen die de toekomst vormgeven', text: 'Keynotes, praktische workshops en {offering}: {name}{inPlace}.' },
    ],
    about: [
      '{name} is een conferentie voor de eigen community, met ruimte voor praktijk en voor ideeën.',
      'We kiezen lezingen waar je iets aan hebt en houden de deur open voor nieuwkomers en ervaren mensen.',
    ],
    features: [
      { title: 'Praktische lezingen', text: 'Praktische verhalen van mensen die het werk zelf doen.' },
      { title: 'Praktische workshops', text: 'Kleine groepen, echte oefeningen, materiaal om mee naar huis te nemen.' },
      { title: 'Ruimte om elkaar te ontmoeten', text: 'Pauzes om te praten en mensen die het ontmoeten waard zijn.' },
      { title: 'Open voor iedereen', text: 'Een gedragscode en hulp bij toegankelijkheid: vraag het gewoon.' },
    ],
    menu: [
      { title: 'Lezingen', items: [{ title: 'Openingskeynote', text: 'Waar we staan en waar we naartoe gaan.' }, { title: 'Lezingen', text: 'Praktijk, gereedschap en verhalen uit het veld.' }, { title: 'Avondfeest', text: 'Eten, muziek en de gesprekken in de gang.' }] },
      { title: 'Workshops en meer', items: [{ title: 'Workshops', text: 'Praktische sessies in kleine groepen.' }, { title: 'Korte lezingen', text: 'Korte lezingen, de een na de ander.' }, { title: 'Slotkeynote', text: 'Samen vooruitkijken.' }] },
    ],
    plans: [
      { name: 'Student', features: ['De hele conferentie', 'Koffie in de pauzes', 'Voor studenten'] },
      { name: 'Standaard', features: ['De hele conferentie', 'Een workshop', 'Vraag wat er inbegrepen is'] },
      { name: 'Supporter', features: ['Alles van Standaard', 'Helpt iemand anders om te komen', 'Onze dank op de dag zelf'] },
    ],
    testimonials: [
      { quote: 'De meest praktische conferentie die ik bezoek. Ik kom thuis met ideeën die ik maandag al kan gebruiken.', role: 'Vaste bezoeker' },
      { quote: 'Alleen de workshops waren het ticket al waard.', role: 'Eerste keer aanwezig' },
      { quote: 'Een warme, open community. De helft van mijn netwerk heb ik hier leren kennen.', role: 'Spreker' },
    ],
    faq: [
      { question: 'Worden de lezingen opgenomen?', answer: 'Volg ons nieuws: daar staat wat we na afloop delen.' },
      { question: 'Kan ik mijn geld terugkrijgen?', answer: 'De voorwaarden ziet u bij aankoop; kunt u niet komen, vraag ons dan naar het overdragen van uw ticket.' },
      { question: 'Is de locatie toegankelijk?', answer: 'Vertel ons wat u nodig hebt, dan zeggen we hoe we kunnen helpen.' },
    ],
    team: [
      { role: 'Programmavoorzitter', bio: 'Leidt de open oproep en de beoordelingscommissie.' },
      { role: 'Keynotespreker', bio: 'Auteur en al lang lid van de community.' },
      { role: 'Workshopleider', bio: 'Leidt de praktische sessies.' },
    ],
    posts: [
      { title: 'De oproep voor sprekers is open', text: 'Deel wat u dit jaar hebt geleerd; nieuwe sprekers zijn van harte welkom.' },
      { title: 'De eerste sprekers zijn bekend', text: 'Maak kennis met wie de editie van dit jaar opent en afsluit.' },
      { title: 'Reizen en verblijven', text: 'Hotels en treinen in de buurt.' },
    ],
  },
  dentist: {
    offering: 'zorgvuldige tandheelkundige zorg',
    taglines: ['Zachte tandzorg{inPlace}', 'Gezonde glimlachen{inPlace}'],
    heroes: [
      { heading: 'Zachte tandzorg{inPlace} voor het hele gezin', text: '{name} biedt {offering}: controles, mondhygiëne en behandelingen, met tijd voor uitleg en zonder angst.' },
      { heading: 'Een tandarts waar u graag naartoe gaat', text: 'Moderne apparatuur, rustige behandelkamers en {offering}{inPlace}: dat is {name}.' },
    ],
    about: [
      '{name} neemt de tijd voor elke patiënt, legt elke stap uit en spreekt de kosten af voordat we beginnen.',
      'Angstige patiënten zijn welkom: we gaan in uw tempo en stoppen wanneer u dat nodig hebt.',
    ],
    features: [
      { title: 'Controle en mondhygiëne', text: 'Regelmatige zorg die tanden en tandvlees gezond houdt.' },
      { title: 'Samen gepland', text: 'We leggen de mogelijkheden uit, en u beslist.' },
      { title: 'Rust voor angstige patiënten', text: 'Duidelijke uitleg, in uw tempo, zonder oordeel.' },
      { title: 'Hulp bij pijn', text: 'Pijn? Bel ons, dan zoeken we zo snel mogelijk een moment voor u.' },
    ],
    menu: [
      { title: 'Behandelingen', items: [{ title: 'Controle', text: 'Onderzoek, advies en röntgenfoto’s als dat nodig is.' }, { title: 'Mondhygiëne', text: 'Tandsteen verwijderen en polijsten bij onze mondhygiënist.' }, { title: 'Bleken', text: 'Bleekbitjes voor thuis, met nacontrole.' }, { title: 'Onzichtbare aligners', text: 'Van eerste gesprek tot de uiteindelijke glimlach.' }] },
    ],
    plans: [
      { name: 'Basis', features: ['Regelmatige controles', 'Mondhygiëne', 'Vraag ons naar de details'] },
      { name: 'Gezin', features: ['Voor het hele gezin', 'Controles en mondhygiëne voor iedereen', 'Vraag ons naar de details'] },
      { name: 'Compleet', features: ['Controles en extra mondhygiëne', 'Zorg die we samen plannen', 'Vraag ons naar de details'] },
    ],
    testimonials: [
      { quote: 'Mijn hele leven was ik bang voor de tandarts. Nu niet meer.', role: 'Vaste patiënt' },
      { quote: 'Duidelijke prijzen voordat er iets begint, en een heel fijn team.', role: 'Patiënt' },
      { quote: 'Toen mijn zoon een stukje tand brak, maakten ze snel tijd voor hem.', role: 'Ouder' },
    ],
    faq: [
      { question: 'Nemen jullie nieuwe patiënten aan?', answer: 'Neem contact op, dan laten we weten wanneer we u kunnen zien.' },
      { question: 'Wat als ik pijn heb?', answer: 'Bel ons: we zoeken zo snel mogelijk een moment voor u.' },
      { question: 'Wat kost mijn behandeling?', answer: 'We leggen de kosten uit voordat we beginnen, zodat er geen verrassingen zijn.' },
    ],
    team: [
      { role: 'Tandarts-eigenaar', bio: 'Jarenlange ervaring met zachte, zorgvuldige tandheelkunde.' },
      { role: 'Mondhygiënist', bio: 'Houdt tandvlees gezond en patiënten aan het lachen.' },
      { role: 'Praktijkmanager', bio: 'Vindt een tijd die u past en beantwoordt elke vraag.' },
    ],
    posts: [
      { title: 'Hoe vaak moet u naar de mondhygiënist?', text: 'Waarom regelmatige bezoeken belangrijk zijn en hoe vaak het voor u goed is.' },
      { title: 'Uw tanden thuis verzorgen', text: 'Eenvoudige gewoontes die het verschil maken.' },
      { title: 'Tips voor angstige patiënten', text: 'Kleine dingen die een bezoek makkelijker maken.' },
    ],
  },
  clinic: {
    offering: 'aandachtige, persoonlijke zorg',
    taglines: ['Zorg waarop u kunt vertrouwen{inPlace}', 'Uw gezondheid, onze tijd'],
    heroes: [
      { heading: 'Zorg die de tijd neemt{inPlace}', text: '{name} biedt {offering}: langere afspraken, helder advies en een plan dat bij uw leven past.' },
      { heading: 'Beter voelen, beter bewegen, beter leven', text: 'Ervaren behandelaars en {offering}{inPlace}, allemaal onder één dak bij {name}.' },
    ],
    about: [
      '{name} wordt geleid door behandelaars die tijd willen voor elke patiënt.',
      'We luisteren eerst, leggen uit wat we zien en maken samen met u een plan.',
    ],
    features: [
      { title: 'Persoonlijke zorg', text: 'Zorg van mensen die uw voorgeschiedenis kennen.' },
      { title: 'Tijd om te luisteren', text: 'Afspraken zonder haast.' },
      { title: 'Heldere plannen', text: 'Wat we zien, wat we voorstellen en wat het kost.' },
    ],
    menu: [
      { title: 'Afspraken', items: [{ title: 'Eerste consult', text: 'Onderzoek, advies en een behandelplan.' }, { title: 'Vervolgafspraak', text: 'Behandeling en controle van uw voortgang.' }, { title: 'Sportkeuring', text: 'Bewegingsanalyse en oefenschema.' }] },
    ],
    plans: [
      { name: 'Losse afspraak', features: ['Eén afspraak', 'Advies voor thuis', 'Opvolging als u dat nodig hebt'] },
      { name: 'Herstelplan', features: ['Eerste consult en vervolgafspraken', 'Persoonlijk oefenprogramma', 'Voortgangscontroles'] },
      { name: 'Doorlopende zorg', features: ['Regelmatige sessies', 'Zorg die u in beweging houdt', 'Vraag ons naar de details'] },
    ],
    testimonials: [
      { quote: 'Na maanden rugpijn legde eindelijk iemand me uit wat er aan de hand was.', role: 'Patiënt' },
      { quote: 'Professioneel, hartelijk en altijd op tijd.', role: 'Vaste patiënt' },
      { quote: 'Dankzij hen loop ik weer hard.', role: 'Hardloopster' },
    ],
    faq: [
      { question: 'Heb ik een verwijzing nodig?', answer: 'Neem contact op, dan vertellen we het u. Neem brieven of scans mee die u al hebt.' },
      { question: 'Wordt de behandeling vergoed?', answer: 'Vraag het uw verzekeraar; u krijgt van ons een factuur om in te dienen.' },
      { question: 'Wat trek ik aan?', answer: 'Makkelijk zittende kleding waarin u goed kunt bewegen.' },
    ],
    team: [
      { role: 'Hoofdbehandelaar', bio: 'Jarenlange klinische ervaring.' },
      { role: 'Behandelaar', bio: 'Gespecialiseerd in sportblessures en revalidatie.' },
      { role: 'Receptie', bio: 'De vriendelijke stem die een afspraak voor u vindt.' },
    ],
    posts: [
      { title: 'Oefeningen voor een stijve rug', text: 'Eenvoudige bewegingen die u aan uw bureau kunt doen.' },
      { title: 'Wanneer rusten en wanneer bewegen', text: 'Een gids voor herstel na een verrekking.' },
      { title: 'Uw eerste bezoek', text: 'Wat u meeneemt en wat u kunt verwachten.' },
    ],
  },
  'hair-salon': {
    offering: 'knippen, kleuren en stylen',
    taglines: ['Mooi haar{inPlace}', 'Knippen, kleuren, zelfvertrouwen'],
    heroes: [
      { heading: 'Mooi haar begint hier{inPlace}', text: '{name} biedt {offering} door mensen die eerst luisteren en dan pas knippen.' },
      { heading: 'Ga naar huis als de beste versie van uzelf', text: 'Boek uw stoel bij {name}{inPlace} voor {offering} door mensen die van hun vak houden.' },
    ],
    about: [
      '{name} is een kleine salon met een grote liefde voor het vak. Elke afspraak begint met een goed adviesgesprek.',
      'We kiezen onze producten met zorg en houden onze prijzen helder en eerlijk.',
    ],
    features: [
      { title: 'Precisieknippen', text: 'Afgestemd op uw haar, uw gezicht en uw ochtendroutine.' },
      { title: 'Kleur', text: 'Van een subtiele verandering tot iets nieuws, samen met u gepland.' },
      { title: 'Een ontspannen bezoek', text: 'Tijd om achterover te leunen, te praten of gewoon uit te schakelen.' },
    ],
    menu: [
      { title: 'Knippen', items: [{ title: 'Knippen en stylen', text: 'Advies, wassen, knippen en föhnen.' }, { title: 'Herenknipbeurt', text: 'Schaar of tondeuse, gewassen en gestyled.' }, { title: 'Kinderknipbeurt', text: 'Voor jonge klanten.' }] },
      { title: 'Kleuren en meer', items: [{ title: 'Balayage', text: 'Met de hand aangebracht, inclusief toner.' }, { title: 'Uitgroei kleuren', text: 'Bijwerken met glossing.' }, { title: 'Haarbehandeling', text: 'Verzorging voor droog of vermoeid haar.' }] },
    ],
    plans: [
      { name: 'Frisse knipbeurt', features: ['Wassen, knippen en stylen', 'Stylingadvies', 'Tips voor thuis'] },
      { name: 'Kleurclub', features: ['Regelmatig uitgroei kleuren', 'Regelmatig knippen', 'Vraag ons naar de details'] },
      { name: 'Vaste knipbeurt', features: ['Uw knipbeurt, vooraf geboekt', 'Stylingadvies', 'Vraag ons naar de details'] },
    ],
    testimonials: [
      { quote: 'De beste knipbeurt in jaren, en ze luisterden echt.', role: 'Vaste klant' },
      { quote: 'Mijn balayage ziet er natuurlijk uit en groeide prachtig uit.', role: 'Kleurklant' },
      { quote: 'Goede knipbeurt, goede muziek en een ontspannen uurtje.', role: 'Klant' },
    ],
    faq: [
      { question: 'Kan ik zonder afspraak binnenlopen?', answer: 'Als er een stoel vrij is, ja; vooraf boeken is het zekerst.' },
      { question: 'Heb ik een allergietest nodig voor kleuring?', answer: 'Voor een eerste kleuring vragen we misschien om een korte huidtest; dat hoort u bij het boeken.' },
      { question: 'Wat als ik te laat ben?', answer: 'Laat het ons weten: we doen ons best, maar moeten uw afspraak misschien inkorten of verzetten.' },
    ],
    team: [
      { role: 'Eigenaar en senior stylist', bio: 'Al jaren achter de stoel en nog steeds dol op een uitdaging.' },
      { role: 'Coloriste', bio: 'Leeft voor natuurlijk ogende balayage.' },
      { role: 'Kapper', bio: 'Houdt van een klassieke snit en een strakke afwerking.' },
    ],
    posts: [
      { title: 'Kapsels voor dit seizoen', text: 'Waar onze stylisten nu het vaakst om worden gevraagd.' },
      { title: 'Zo blijft uw kleur stralend', text: 'Eenvoudige verzorging tussen twee afspraken.' },
      { title: 'Maak kennis met het team', text: 'De mensen achter de stoelen bij {name}.' },
    ],
  },
  fitness: {
    offering: 'groepslessen en personal training',
    taglines: ['Meer bewegen{inPlace}', 'Elke week sterker'],
    heroes: [
      { heading: 'Word sterker, beweeg beter, voel u geweldig', text: '{name} biedt {offering}{inPlace} voor elk niveau, van de eerste les tot uw persoonlijk record.' },
      { heading: 'Uw eerste les{inPlace} begint hier', text: 'Vriendelijke coaches en {offering} voor elk niveau: welkom bij {name}.' },
    ],
    about: [
      '{name} is een plek om te trainen met mensen die u kennen: uw naam, uw doelen en uw blessures.',
      'Of u nu net begint of traint voor iets groots: we maken een plan dat in uw week past.',
    ],
    features: [
      { title: 'Persoonlijke coaching', text: 'Coaches die kijken, verbeteren en aanmoedigen.' },
      { title: 'Persoonlijke plannen', text: 'Doelen die u samen met een coach stelt en onderweg bijstuurt.' },
      { title: 'Lessen door de week', text: 'Bekijk het rooster voor de tijden die u passen.' },
      { title: 'Alle niveaus', text: 'Elke oefening heeft een lichtere en een zwaardere variant.' },
    ],
    menu: [
      { title: 'Lessen', items: [{ title: 'Krachttraining basis', text: 'Eerst techniek, dan gewicht.' }, { title: 'Vinyasa flow', text: 'Adem en beweging.' }, { title: 'HIIT', text: 'Korte, felle intervallen.' }, { title: 'Mobiliteit', text: 'Rekken, loslaten, herstellen.' }] },
    ],
    plans: [
      { name: 'Losse les', features: ['Elke les naar keuze', 'Betalen per keer', 'Geen verplichtingen'] },
      { name: 'Onbeperkt', features: ['Alle lessen', 'Check-ins met een coach', 'Vraag ons naar de details'] },
      { name: 'Personal training', features: ['Eén-op-één sessies', 'Schema en voortgang bijgehouden', 'Basisadvies over voeding'] },
    ],
    testimonials: [
      { quote: 'Ik hield nooit van sportscholen. Hier is dat veranderd.', role: 'Lid' },
      { quote: 'De coaches kennen mijn naam, mijn doelen en mijn zwakke knie.', role: 'Vaste deelnemer krachttraining' },
      { quote: 'De ochtendles is de beste start van mijn dag.', role: 'Vroege vogel' },
    ],
    faq: [
      { question: 'Ik ben een absolute beginner. Is dat een probleem?', answer: 'Zeker. Elke les heeft opties voor elk niveau; vertel de coach gewoon dat het uw eerste keer is.' },
      { question: 'Kan ik mijn abonnement pauzeren?', answer: 'Vraag het ons: bij reizen of een blessure zoeken we een oplossing.' },
      { question: 'Wat moet ik meenemen?', answer: 'Water en comfortabele kleding; vraag ons naar de rest.' },
    ],
    team: [
      { role: 'Hoofdcoach', bio: 'Oud-topsporter die graag beginners lesgeeft.' },
      { role: 'Yogadocent', bio: 'Jarenlange ervaring met vinyasa en yin.' },
      { role: 'Krachtcoach', bio: 'Maakt gewichtheffen veilig, eenvoudig en leuk.' },
    ],
    posts: [
      { title: 'Zo begint u met krachttraining', text: 'Drie bewegingen om eerst te leren.' },
      { title: 'Trainen voor het werk', text: 'Hoe u een les in een drukke week past.' },
      { title: 'Waarom rustdagen belangrijk zijn', text: 'Vooruitgang ontstaat tijdens het herstel.' },
    ],
  },
  'law-firm': {
    offering: 'helder juridisch advies',
    taglines: ['Helder juridisch advies{inPlace}', 'Aan uw kant'],
    heroes: [
      { heading: 'Helder juridisch advies wanneer het erop aankomt', text: '{name} geeft particulieren en bedrijven{inPlace} {offering}, duidelijke antwoorden en krachtige vertegenwoordiging.' },
      { heading: 'Ervaren advocaten{inPlace}, aan uw kant', text: 'Van contracten tot geschillen: {name} geeft {offering} in begrijpelijke taal en zet zich in voor het beste resultaat.' },
    ],
    about: [
      '{name} behandelt elke zaak met zorg, van het eerste telefoontje tot de laatste handtekening.',
      'We leggen de kosten uit voordat we beginnen en zeggen eerlijk wanneer een zaak het niet waard is.',
    ],
    features: [
      { title: 'Eerst luisteren', text: 'Elke zaak begint met het begrijpen van uw situatie.' },
      { title: 'Heldere taal', text: 'Advies dat u begrijpt en waarmee u verder kunt.' },
      { title: 'Eerlijk advies', text: 'Ook als de beste stap is om niet naar de rechter te gaan.' },
      { title: 'Heldere kosten', text: 'We vertellen u wat het kost voordat we beginnen.' },
    ],
    menu: [
      { title: 'Diensten', items: [{ title: 'Eerste gesprek', text: 'Een eerste gesprek om uw situatie te begrijpen.' }, { title: 'Contractbeoordeling', text: 'Heldere opmerkingen bij een contract voordat u tekent.' }, { title: 'Testament en nalatenschap', text: 'Een testament opgesteld en vastgelegd.' }, { title: 'Oprichting van een bedrijf', text: 'Statuten, inschrijving en eerste besluiten.' }] },
    ],
    plans: [
      { name: 'Consult', features: ['Een eerste gesprek', 'De volgende stappen uitgelegd', 'Vraag ons naar de details'] },
      { name: 'Zakelijk abonnement', features: ['Korte vragen beantwoord', 'Contractbeoordelingen', 'Vraag ons naar de details'] },
      { name: 'Zaak tegen vaste prijs', features: ['Omvang vooraf afgesproken', 'Geen verrassingen per uur', 'Vraag ons naar de details'] },
    ],
    testimonials: [
      { quote: 'Ze legden alles in gewone taal uit en bereikten een schikking die we niet voor mogelijk hielden.', role: 'Directeur' },
      { quote: 'Snel, precies en vanaf dag één eerlijk over de kosten.', role: 'Oprichter van een start-up' },
      { quote: 'Ze maakten een pijnlijke familiezaak zo rustig als maar kon.', role: 'Particuliere cliënt' },
    ],
    faq: [
      { question: 'Wat kost een eerste gesprek?', answer: 'Dat hoort u vooraf; de kosten worden verrekend als u ons de zaak toevertrouwt.' },
      { question: 'Werken jullie met vaste tarieven?', answer: 'Vraag het ons: voordat we beginnen, vertellen we hoe we rekenen, en daar houden we ons aan.' },
      { question: 'Kunnen we online afspreken?', answer: 'Vraag het ons, dan vinden we een manier om af te spreken die u past.' },
    ],
    team: [
      { role: 'Managing partner', bio: 'Ruime ervaring in ondernemingsrecht en procederen.' },
      { role: 'Partner', bio: 'Rustig advies in moeilijke momenten.' },
      { role: 'Advocaat-medewerker', bio: 'Bereidt elke zaak zorgvuldig voor.' },
    ],
    posts: [
      { title: 'Clausules om te controleren voordat u tekent', text: 'De voorwaarden die de meeste geschillen veroorzaken, uitgelegd.' },
      { title: 'Wanneer u een advocaat belt', text: 'Signalen dat het tijd is voor advies.' },
      { title: 'Waarom iedereen een testament nodig heeft', text: 'En wat er gebeurt als er geen is.' },
    ],
  },
  accountant: {
    offering: 'boekhouding, belastingaangiftes en duidelijke antwoorden',
    taglines: ['Cijfers eenvoudig gemaakt{inPlace}', 'Uw administratie op orde'],
    heroes: [
      { heading: 'Uw cijfers op orde', text: '{name} verzorgt {offering} voor zzp’ers en kleine bedrijven{inPlace}, zodat u zich op uw werk kunt richten.' },
      { heading: 'Boekhouden zonder hoofdpijn', text: 'Heldere tarieven, duidelijke antwoorden en {offering}: dat is {name}{inPlace}.' },
    ],
    about: [
      '{name} werkt voor mensen en bedrijven die hun cijfers het hele jaar op orde willen hebben, niet alleen aan het eind van het jaar.',
      'U krijgt iemand die uw dossier kent, vooraf afgesproken tarieven en antwoorden in gewone taal.',
    ],
    features: [
      { title: 'Boekhouding', text: 'Uw boeken altijd bijgewerkt.' },
      { title: 'Belastingaangiftes', text: 'Particuliere en zakelijke aangiftes, zorgvuldig voorbereid.' },
      { title: 'Salarisadministratie', text: 'Loonstroken en aangiftes voor uw team.' },
      { title: 'Goede hulpmiddelen', text: 'Hulp bij het kiezen en gebruiken van boekhoudsoftware.' },
    ],
    menu: [
      { title: 'Diensten', items: [{ title: 'Aangifte inkomstenbelasting voor zzp’ers', text: 'Voorbereid, gecontroleerd en ingediend.' }, { title: 'Jaarrekening', text: 'Voor kleine bv’s.' }, { title: 'Salarisadministratie', text: 'Per medewerker, per maand.' }, { title: 'Bedrijf starten', text: 'Inschrijving en advies in het eerste jaar.' }] },
    ],
    plans: [
      { name: 'Zzp', features: ['Controle van de boekhouding', 'Jaarlijkse aangifte', 'Ondersteuning per e-mail'] },
      { name: 'Klein bedrijf', features: ['Maandelijkse boekhouding', 'Jaarrekening en aangiftes', 'Regelmatig overleg'] },
      { name: 'Groeiend team', features: ['Alles van Klein bedrijf', 'Salarisadministratie', 'Managementrapportages'] },
    ],
    testimonials: [
      { quote: 'Voor het eerst diende ik op tijd in, zonder één slapeloze nacht.', role: 'Freelance ontwerper' },
      { quote: 'Duidelijke tarieven, helder advies en ze nemen altijd op.', role: 'Eigenaar van een koffiebar' },
      { quote: 'Ze vonden besparingen die hun tarief ruimschoots terugverdienden.', role: 'Oprichter van een klein bureau' },
    ],
    faq: [
      { question: 'Kan ik halverwege het jaar overstappen?', answer: 'Ja. Wij nemen contact op met uw vorige accountant en nemen het daarna over.' },
      { question: 'Welke software gebruiken jullie?', answer: 'We werken met de gangbare boekhoudpakketten in de cloud en helpen u er een te kiezen.' },
      { question: 'Hoe werken uw tarieven?', answer: 'We noemen het tarief voordat we beginnen en spreken elke wijziging af vóór extra werk.' },
    ],
    team: [
      { role: 'Oprichtend partner', bio: 'Heeft een zwak voor kleine bedrijven.' },
      { role: 'Belastingadviseur', bio: 'Zoekt elke nieuwe regel uit, zodat u dat niet hoeft te doen.' },
      { role: 'Boekhouder', bio: 'Houdt uw boeken maand na maand netjes.' },
    ],
    posts: [
      { title: 'Belangrijke belastingdata dit jaar', text: 'Zet ze nu alvast in uw agenda.' },
      { title: 'Kosten die zzp’ers vaak vergeten op te voeren', text: 'Kleine posten die oplopen.' },
      { title: 'Heeft u een bv nodig?', text: 'Wanneer het zinvol is, en wanneer niet.' },
    ],
  },
  agency: {
    offering: 'merken, websites en campagnes',
    taglines: ['Ideeën die werken{inPlace}', 'Merken die mensen onthouden'],
    heroes: [
      { heading: 'Wij bouwen merken die mensen onthouden', text: '{name} maakt {offering} voor bedrijven die willen opvallen{inPlace}.' },
      { heading: 'Strategie, ontwerp en code onder één dak', text: 'Van de eerste workshop tot de lancering maakt {name} van grote ideeën {offering} die presteren.' },
    ],
    about: [
      '{name} brengt strategie, ontwerp en ontwikkeling samen. U werkt direct met de mensen die het werk doen.',
      'We houden onze klantenlijst kort, zodat elk project onze volle aandacht krijgt, en we meten succes aan uw resultaten.',
    ],
    features: [
      { title: 'Strategie', text: 'Onderzoek, positionering en een plan dat iedereen begrijpt.' },
      { title: 'Merk en ontwerp', text: 'Huisstijlen en designsystemen die meegroeien.' },
      { title: 'Websites', text: 'Snelle, toegankelijke sites die uw team zelf kan bijwerken.' },
      { title: 'Campagnes', text: 'Content en advertenties met meetbare resultaten.' },
    ],
    menu: [
      { title: 'Diensten', items: [{ title: 'Merkworkshop', text: 'Samen tijd nemen om te bepalen wie u bent en voor wie.' }, { title: 'Huisstijl', text: 'Logo, kleuren, typografie en richtlijnen.' }, { title: 'Website', text: 'Ontwerp en bouw.' }] },
    ],
    plans: [
      { name: 'Sprint', features: ['Workshop', 'Strategierapport', 'Routekaart met vervolgstappen'] },
      { name: 'Lancering', features: ['Huisstijl', 'Ontwerp en bouw van de website', 'Ondersteuning bij de lancering'] },
      { name: 'Partner', features: ['Teamtijd voor u gereserveerd', 'Campagnes en content', 'Regelmatige rapportage'] },
    ],
    testimonials: [
      { quote: 'Ze begrepen ons bedrijf beter dan wij.', role: 'Directeur van een winkelketen' },
      { quote: 'Onze nieuwe site leverde meer aanvragen op dan we hoopten.', role: 'Marketingmanager' },
      { quote: 'Ervaren mensen, eerlijke feedback, geen franje.', role: 'Oprichter' },
    ],
    faq: [
      { question: 'Hoe lang duurt een project?', answer: 'Dat hangt af van de omvang; u krijgt een planning voordat we beginnen.' },
      { question: 'Werken jullie met start-ups?', answer: 'Ja. Onze Sprint is bedoeld voor teams in een vroege fase.' },
      { question: 'Met wie werken we samen?', answer: 'De mensen die u aan het begin ontmoet, blijven tot het eind.' },
    ],
    team: [
      { role: 'Oprichter en strateeg', bio: 'Helpt merken al jaren hun stem te vinden.' },
      { role: 'Creatief directeur', bio: 'Leidt huisstijl en digitaal ontwerp.' },
      { role: 'Technisch lead', bio: 'Bouwt snelle, toegankelijke websites.' },
    ],
    posts: [
      { title: 'Wat maakt een merk memorabel', text: 'Lessen uit jaren huisstijlwerk.' },
      { title: 'Case: een rebranding', text: 'Hoe we een lokaal bedrijf online hielpen groeien.' },
      { title: 'Waarom snelle websites meer verkopen', text: 'Snelheid, vertrouwen en conversie uitgelegd.' },
    ],
  },
  saas: {
    offering: 'software die een dagelijkse taak eenvoudiger maakt',
    taglines: ['Software die doet wat hij moet doen', 'Snel begonnen, prettig in gebruik'],
    heroes: [
      { heading: 'Software die doet wat hij moet doen', text: '{name} is {offering}. Meld u in een paar minuten aan en zie het zelf.' },
      { heading: 'Snel begonnen, prettig in gebruik', text: 'Maak kennis met {name}: {offering}, helder vanaf het eerste scherm.' },
    ],
    about: [
      'We bouwen {name} voor de mensen die het elke dag gebruiken, en houden het bewust eenvoudig.',
      'We luisteren naar onze klanten, verbeteren {name} stap voor stap en vertellen u duidelijk wat er verandert.',
    ],
    features: [
      { title: 'Snel aan de slag', text: 'Meld u aan en vind uw weg zonder handleiding.' },
      { title: 'Helder ontworpen', text: 'Wat u nodig hebt in beeld, en niets wat u niet nodig hebt.' },
      { title: 'Uw gegevens blijven van u', text: 'We houden ze privé en verkopen ze nooit.' },
      { title: 'Hulp van echte mensen', text: 'Uw vragen worden beantwoord door mensen die {name} goed kennen.' },
    ],
    menu: [
      { title: 'Wat u krijgt', items: [{ title: '{name}', text: 'Alles wat {name} doet, op één plek.' }, { title: 'Updates', text: 'Verbeteringen zodra ze verschijnen, in elk abonnement inbegrepen.' }, { title: 'Aan de slag', text: 'Handleidingen en antwoorden voor uw eerste dagen.' }] },
    ],
    plans: [
      { name: 'Gratis', features: ['Het belangrijkste', 'Probeer het in uw eigen tempo', 'Hulp per e-mail'] },
      { name: 'Plus', features: ['Alles uit Gratis', 'Hogere limieten', 'Snellere hulp'] },
      { name: 'Pro', features: ['Alles uit Plus', 'Voor grotere teams', 'Hulp bij het instellen'] },
    ],
    testimonials: [
      { quote: 'Het doet precies wat we nodig hadden, en niets wat we niet nodig hadden.', role: 'Eigenaar van een klein bedrijf' },
      { quote: 'In één middag waren we aan de slag.', role: 'Operationeel manager' },
      { quote: 'Als we een vraag hadden, kwam het antwoord van iemand die het product kende.', role: 'Zzp’er' },
    ],
    faq: [
      { question: 'Kan ik het proberen voordat ik betaal?', answer: 'Ja. Begin met het abonnement Gratis en stap pas over als het u dat waard is.' },
      { question: 'Kan ik op elk moment opzeggen?', answer: 'Ja. Betaalde abonnementen lopen per maand, zonder opzegtermijn.' },
      { question: 'Hoe krijg ik hulp?', answer: 'Schrijf ons en iemand die {name} goed kent, antwoordt u.' },
    ],
    team: [
      { role: 'Oprichter', bio: 'Begon {name} om een probleem op te lossen dat ze zelf had.' },
      { role: 'Hoofdontwikkelaar', bio: 'Bouwt {name} en leest elke reactie.' },
      { role: 'Klantenservice', bio: 'Helpt elke nieuwe klant op weg.' },
    ],
    posts: [
      { title: 'Nieuw in {name}', text: 'De nieuwste verbeteringen, uitgelegd.' },
      { title: 'Aan de slag met {name}', text: 'De eerste stappen, één voor één.' },
      { title: 'Waarom we {name} bouwden', text: 'Het probleem erachter, en hoe we het willen oplossen.' },
    ],
  },
  'real-estate': {
    offering: 'woningen om te kopen en te huren',
    taglines: ['Vind uw plek{inPlace}', 'Woningen, met zorg verkocht'],
    heroes: [
      { heading: 'Vind uw plek{inPlace}', text: '{name} helpt u bij het kopen, verkopen en huren van {offering}, met eerlijk advies en kennis van de buurt.' },
      { heading: 'Verkopen of kopen? Wij kennen {place}.', text: 'Nauwkeurige taxaties, {offering} en makelaars die de telefoon opnemen: dat is {name}.' },
    ],
    about: [
      '{name} kent de lokale markt{inPlace}: de straten, de prijzen en waar kopers op letten.',
      'We taxeren eerlijk, presenteren woningen prachtig en houden u op de hoogte van de eerste bezichtiging tot de sleuteloverdracht.',
    ],
    features: [
      { title: 'Eerlijke waardebepaling', text: 'Een eerlijke prijs op basis van echte verkopen in de buurt.' },
      { title: 'Mooie presentatie', text: 'Woningen op hun best gepresenteerd, met goede foto’s en duidelijke gegevens.' },
      { title: 'Begeleide bezichtigingen', text: 'We laten woningen zelf zien en beantwoorden uw vragen.' },
    ],
    menu: [
      { title: 'Te koop', items: [{ title: 'Appartement met twee slaapkamers', text: 'Licht, gerenoveerd, balkon en lift.' }, { title: 'Gezinswoning', text: 'Tuin en een rustige straat.' }] },
      { title: 'Te huur', items: [{ title: 'Studio bij het centrum', text: 'Gemeubileerd, per maand.' }, { title: 'Appartement met drie slaapkamers', text: 'Ruim, met parkeerplaats, per maand.' }] },
    ],
    plans: [
      { name: 'Verhuur', features: ['Huurders zoeken', 'Screening en contracten', 'Inventaris en oplevering'] },
      { name: 'Verkoop', features: ['Waardebepaling en marketing', 'Bezichtigingen en onderhandeling', 'Tarief vooraf afgesproken'] },
      { name: 'Volledig beheer', features: ['Huurincasso', 'Reparaties en inspecties', 'Veiligheidscontroles'] },
    ],
    testimonials: [
      { quote: 'Boven de vraagprijs verkocht. Ze regelden alles.', role: 'Verkoper' },
      { quote: 'Ze vonden een appartement voor ons voordat het zelfs online stond.', role: 'Starters op de woningmarkt' },
      { quote: 'Als verhuurder hoef ik nergens achteraan te zitten.', role: 'Verhuurder' },
    ],
    faq: [
      { question: 'Wat kost een waardebepaling?', answer: 'Vraag het ons: we leggen uit wat een waardebepaling inhoudt en wat die kost, vrijblijvend.' },
      { question: 'Hoe lang duurt een verkoop?', answer: 'Dat hangt af van de koper en het papierwerk; we geven u aan het begin een eerlijke inschatting.' },
      { question: 'Beheren jullie ook huurwoningen?', answer: 'Vraag ons wat we kunnen overnemen, van huurders zoeken tot reparaties en huurinning.' },
    ],
    team: [
      { role: 'Directeur', bio: 'Verkoopt al jaren woningen in de regio.' },
      { role: 'Verkoopmakelaar', bio: 'Haalt de beste prijs en houdt de keten in beweging.' },
      { role: 'Verhuurmanager', bio: 'Zorgt voor verhuurders en huurders.' },
    ],
    posts: [
      { title: 'Uw woning klaarmaken voor bezichtigingen', text: 'Kleine klussen die veel verschil maken.' },
      { title: 'De markt dit kwartaal', text: 'Prijzen, vraag en wat u kunt verwachten.' },
      { title: 'Uw eerste woning kopen', text: 'De stappen, de kosten en de planning.' },
    ],
  },
  photographer: {
    offering: 'foto’s van mensen en momenten',
    taglines: ['Foto’s die bij u passen', 'Licht, verhalen, mensen'],
    heroes: [
      { heading: 'Foto’s die bij u passen', text: '{name} legt {offering}{inPlace} vast: natuurlijk, eerlijk en vol licht.' },
      { heading: 'Echte momenten, prachtig bewaard', text: 'Ontspannen shoots, geen stijve poses: {name} maakt {offering} die mensen laten zien zoals ze zijn.' },
    ],
    about: [
      '{name} fotografeert mensen en de momenten die voor hen tellen.',
      'De sessies zijn ontspannen en zonder haast, en elke foto wordt met zorg gekozen en bewerkt.',
    ],
    features: [
      { title: 'Portretten', text: 'Personen, stellen en gezinnen.' },
      { title: 'Bijzondere dagen', text: 'Feesten en gebeurtenissen, verteld als een verhaal.' },
      { title: 'Bedrijfsfotografie', text: 'Teamportretten en beelden voor uw website.' },
    ],
    menu: [
      { title: 'Shoots', items: [{ title: 'Portretshoot', text: 'Ontspannen, met bewerkte foto’s.' }, { title: 'Gezinsshoot', text: 'Iedereen op de foto.' }, { title: 'Evenement', text: 'Uw dag, verteld als een verhaal.' }] },
    ],
    plans: [
      { name: 'Portret', features: ['Eén sessie', 'Bewerkte foto’s', 'Vraag ons naar de details'] },
      { name: 'Evenement', features: ['Samen geplande reportage', 'Een volledige reeks bewerkte foto’s', 'Vraag ons naar afdrukken'] },
      { name: 'Bedrijf', features: ['Een sessie op uw locatie', 'Teamportretten', 'Beelden voor web en print'] },
    ],
    testimonials: [
      { quote: 'We haten het om gefotografeerd te worden, en we zijn dol op elke foto.', role: 'Gezinsshoot' },
      { quote: 'Bij onze foto’s moesten we opnieuw huilen.', role: 'Stel' },
      { quote: 'Onze teamfoto’s lijken eindelijk op ons.', role: 'Eigenaar van een studio' },
    ],
    faq: [
      { question: 'Wanneer krijg ik mijn foto’s?', answer: 'We spreken een datum met u af bij het boeken.' },
      { question: 'Komen jullie ook verder weg?', answer: 'Vertel ons waar, dan zeggen we wat er mogelijk is.' },
      { question: 'Mag ik de foto’s zelf afdrukken?', answer: 'Vraag het ons: vóór het boeken leggen we uit wat u met uw foto’s mag doen.' },
    ],
    team: [
      { role: 'Fotograaf', bio: 'Houdt van natuurlijk licht en ongeposeerde momenten.' },
      { role: 'Tweede fotograaf', bio: 'Vangt de momenten achter de grote momenten.' },
      { role: 'Beeldbewerker', bio: 'Geeft elke foto met de hand de laatste hand.' },
    ],
    posts: [
      { title: 'Ontspannen voor de camera', text: 'Kleine dingen die een sessie makkelijker maken.' },
      { title: 'Wat trekt u aan voor een portret', text: 'Eenvoudig advies voor foto’s waar u blij van wordt.' },
      { title: 'Achter de lens', text: 'De uitrusting die ik meeneem, en waarom.' },
    ],
  },
  portfolio: {
    offering: 'doordacht ontwerpwerk',
    taglines: ['Ontwerp met een bedoeling', 'Geselecteerd werk'],
    heroes: [
      { heading: 'Ontwerp dat zegt wat het bedoelt', text: '{name} maakt {offering}{inPlace} voor mensen en merken die om details geven.' },
      { heading: 'Hallo, ik maak dingen helder en mooi', text: 'Huisstijlen, interfaces en illustraties: een selectie {offering} van {name}.' },
    ],
    about: [
      '{name} is een zelfstandige ontwerppraktijk voor merk, digitaal en drukwerk.',
      'Ik werk nauw samen met een klein aantal opdrachtgevers tegelijk, van eerste schets tot definitief bestand, en ik hou van een goede briefing.',
    ],
    features: [
      { title: 'Huisstijl', text: 'Logo’s, typografie en kleur die blijven.' },
      { title: 'Digitaal', text: 'Websites en interfaces die prettig werken.' },
      { title: 'Drukwerk', text: 'Boeken, posters en verpakkingen, met zorg voor papier en inkt.' },
    ],
    menu: [
      { title: 'Diensten', items: [{ title: 'Logo en huisstijl', text: 'Onderzoek, concepten, richtlijnen.' }, { title: 'Webdesign', text: 'Ontwerp voor een site van elke omvang.' }, { title: 'Illustratie', text: 'Redactioneel of commercieel, per stuk.' }] },
    ],
    plans: [
      { name: 'Dagtarief', features: ['Een volle dag ontwerpwerk', 'Inclusief correctierondes', 'Bestanden in elk formaat'] },
      { name: 'Huisstijl', features: ['Verkennend gesprek', 'Concepten om uit te kiezen', 'Merkrichtlijnen'] },
      { name: 'Vaste samenwerking', features: ['Vaste dagen per maand', 'Voorrang bij de planning', 'Regelmatig planningsoverleg'] },
    ],
    testimonials: [
      { quote: 'Helder denkwerk, prachtig werk en altijd op tijd.', role: 'Creatief directeur' },
      { quote: 'Onze nieuwe huisstijl past eindelijk bij wie we zijn.', role: 'Oprichter van een klein merk' },
      { quote: 'Vanaf het eerste gesprek een plezier om mee te werken.', role: 'Uitgever' },
    ],
    faq: [
      { question: 'Hoe begint een project?', answer: 'Met een kort gesprek en een schriftelijke briefing; ik stuur een voorstel met planning terug.' },
      { question: 'Werkt u ook voor bureaus?', answer: 'Ja, als freelance ontwerper binnen uw team.' },
      { question: 'Van wie is het eindresultaat?', answer: 'Dat spreken we schriftelijk af voordat het project begint.' },
    ],
    team: [
      { role: 'Ontwerper en oprichter', bio: 'Werkt aan merk, digitaal en drukwerk.' },
      { role: 'Partner voor ontwikkeling', bio: 'Bouwt de websites die ik ontwerp.' },
      { role: 'Partner voor illustratie', bio: 'Voegt tekeningen toe aan projecten die erom vragen.' },
    ],
    posts: [
      { title: 'Notities bij een recente huisstijl', text: 'Van schetsen tot het definitieve beeldmerk.' },
      { title: 'Waarom ik nog op papier schets', text: 'Eerst denken met een potlood.' },
      { title: 'Boeken die elke ontwerper moet hebben', text: 'Een korte leeslijst.' },
    ],
  },
  musician: {
    offering: 'livemuziek en nieuwe nummers',
    taglines: ['Livemuziek{inPlace}', 'Kom ons live horen'],
    heroes: [
      { heading: 'Nieuwe nummers, luide avonden', text: '{name} brengt {offering} van{inPlace} naar podia bij u in de buurt. Kom meezingen.' },
      { heading: 'Luister, en kom ons dan zien spelen', text: 'Luister naar de nummers, kom naar een optreden en blijf op de hoogte: {name} brengt {offering} op het podium.' },
    ],
    about: [
      '{name} maakt muziek om live te horen{inPlace}, met nummers om mee te zingen.',
      'We spelen wanneer we kunnen, blijven schrijven en ontmoeten graag de mensen die komen luisteren.',
    ],
    features: [
      { title: 'De nummers', text: 'Luister hier, en kom ze dan live horen.' },
      { title: 'Optredens', text: 'Muziek die het best klinkt in de zaal.' },
      { title: 'Boek ons', text: 'Schrijf ons voor festivals, besloten evenementen en feesten.' },
    ],
    menu: [
      { title: 'Optredens', items: [{ title: 'Clubavond', text: 'Kleine zaal, lange set.' }, { title: 'Festivalpodium', text: 'In de open lucht, met oude en nieuwe vrienden.' }, { title: 'Besloten evenement', text: 'Vraag ons naar een datum.' }] },
    ],
    plans: [
      { name: 'Ticket', features: ['Staanplaats', 'Een avond livemuziek', 'Deurtijden op het ticket'] },
      { name: 'Ticket en plaat', features: ['Staanplaats', 'Onze muziek voor thuis', 'Vraag het bij de merchstand'] },
      { name: 'Besloten optreden', features: ['Een set die we samen plannen', 'Geluid vooraf afgestemd', 'Nummers op verzoek'] },
    ],
    testimonials: [
      { quote: 'Het beste liveoptreden dat ik dit jaar zag.', role: 'Muziekjournalist' },
      { quote: 'Ze speelden op onze bruiloft en niemand is de hele avond gaan zitten.', role: 'Bruidspaar' },
      { quote: 'Hun nummers staan continu op mijn playlist.', role: 'Luisteraar' },
    ],
    faq: [
      { question: 'Kunnen we jullie boeken voor een besloten feest?', answer: 'Ja, stuur ons de datum en de plaats, dan sturen we een offerte.' },
      { question: 'Waar kan ik jullie muziek horen?', answer: 'Op onze optredens, en we vertellen u graag waar u haar verder vindt.' },
      { question: 'Zijn de optredens voor alle leeftijden?', answer: 'Dat hangt af van de zaal; vraag het ons vooraf.' },
    ],
    team: [
      { role: 'Zang en gitaar', bio: 'Schrijft de meeste nummers en zingt ze.' },
      { role: 'Bas', bio: 'Houdt de groove gaande.' },
      { role: 'Drums', bio: 'Slaat hard en lacht nog harder.' },
    ],
    posts: [
      { title: 'Nieuwe nummers', text: 'Waar we aan geschreven hebben en hoe het ontstond.' },
      { title: 'Volgende optredens', text: 'Waar u ons binnenkort ziet spelen.' },
      { title: 'Studiodagboek', text: 'Aantekeningen uit de studio.' },
    ],
  },
  blog: {
    offering: 'essays, verhalen en aantekeningen',
    taglines: ['Verhalen die het lezen waard zijn', 'Aantekeningen, essays en verhalen'],
    heroes: [
      { heading: 'Verhalen om even voor te gaan zitten', text: '{name} is een thuis voor {offering}, geschreven{inPlace} en met zorg gedeeld.' },
      { heading: 'Hallo, en welkom op deze pagina', text: 'Nieuwe {offering} van {name}, telkens als er iets te zeggen valt.' },
    ],
    about: [
      '{name} is waar ik schrijf over wat me opvalt, wat ik lees en waar ik over nadenk.',
      'Hier vindt u essays, verhalen en aantekeningen. Bedankt voor het lezen.',
    ],
    features: [
      { title: 'Essays', text: 'Lange stukken over plekken, mensen en ideeën.' },
      { title: 'Aantekeningen', text: 'Korte stukken over wat me opviel.' },
      { title: 'Het delen waard', text: 'Dingen die ik vond en die u vast mooi vindt.' },
    ],
    menu: [
      { title: 'Schrijven', items: [{ title: 'Essays', text: 'Lange stukken.' }, { title: 'Nieuwsbrief', text: 'Nieuwe stukken per e-mail.' }, { title: 'Archief', text: 'Alle stukken op één plek.' }] },
    ],
    plans: [
      { name: 'Lezer', features: ['Alle openbare stukken', 'De nieuwsbrief', 'Reacties'] },
      { name: 'Supporter', features: ['Stukken alleen voor leden', 'Vroege toegang', 'Mijn dank'] },
      { name: 'Beschermheer', features: ['Alles voor supporters', 'Een persoonlijk bedankje', 'Uw naam in het dankwoord'] },
    ],
    testimonials: [
      { quote: 'De enige nieuwsbrief die ik lees zodra hij binnenkomt.', role: 'Lezer' },
      { quote: 'Prachtig geschreven; ik kijk er anders door naar mijn eigen straat.', role: 'Abonnee' },
      { quote: 'Doordacht, grappig en nooit te lang.', role: 'Redacteur' },
    ],
    faq: [
      { question: 'Hoe vaak publiceert u?', answer: 'Telkens als er iets te zeggen valt; abonneer u en u mist niets.' },
      { question: 'Mag ik een stuk overnemen?', answer: 'Korte citaten met een link zijn welkom; mail me voor alles wat langer is.' },
      { question: 'Neemt u opdrachten aan?', answer: 'Stuur me de details, dan laat ik het u weten.' },
    ],
    team: [
      { role: 'Schrijver', bio: 'Schrijft, herschrijft en leest elke reactie.' },
      { role: 'Redacteur', bio: 'Leest elke versie twee keer.' },
      { role: 'Illustrator', bio: 'Tekent de plaatjes boven elk stuk.' },
    ],
    posts: [
      { title: 'Een week zonder telefoon', text: 'Wat me opviel toen ik niet meer naar beneden keek.' },
      { title: 'De mooiste boekwinkels die ik vond', text: 'Klein, vol en vol verrassingen.' },
      { title: 'Over langzaam wandelen', text: 'Aantekeningen van een lang weekend te voet.' },
    ],
  },
  trades: {
    offering: 'reparaties en installaties, vakkundig uitgevoerd',
    taglines: ['In één keer goed', 'Lokaal en betrouwbaar'],
    heroes: [
      { heading: 'Betrouwbare hulp{inPlace}, wanneer u het nodig heeft', text: '{name} levert {offering}: op tijd, netjes en voor een eerlijke prijs.' },
      { heading: 'In één keer goed gedaan', text: 'Lokaal en betrouwbaar: {name} neemt de telefoon op, komt langs en levert {offering}{inPlace}.' },
    ],
    about: [
      '{name} is een lokaal bedrijf dat trots is op zorgvuldig werk en eerlijk advies.',
      'We geven een offerte voordat we beginnen, ruimen op als we klaar zijn en laten nooit een klus half af.',
    ],
    features: [
      { title: 'Snel gereageerd', text: 'Bel ons, dan zeggen we wanneer we kunnen komen.' },
      { title: 'Zorgvuldig werk', text: 'Goed gedaan en gecontroleerd voordat we vertrekken.' },
      { title: 'Heldere offertes', text: 'We leggen de kosten uit voordat we beginnen.' },
      { title: 'Netjes werk', text: 'We beschermen uw vloeren en laten geen rommel achter.' },
    ],
    menu: [
      { title: 'Diensten', items: [{ title: 'Voorrijden', text: 'Diagnose en reparatie.' }, { title: 'Veiligheidscontrole', text: 'Een controle van uw installatie, met helder advies.' }, { title: 'Badkamer of keuken plaatsen', text: 'Een offerte na een bezoek.' }, { title: 'Spoedreparatie', text: 'Bel ons, dan zeggen we wanneer we er kunnen zijn.' }] },
    ],
    plans: [
      { name: 'Voorrijden', features: ['Diagnose en reparatie', 'Onderdelen uitgelegd vóór plaatsing', 'Vraag ons naar de details'] },
      { name: 'Jaarlijks onderhoud', features: ['Regelmatige veiligheidscontroles', 'Hulp als er iets misgaat', 'Vraag ons naar de details'] },
      { name: 'Project', features: ['Een bezoek en een offerte', 'Prijs afgesproken voordat we beginnen', 'Eén team van begin tot eind'] },
    ],
    testimonials: [
      { quote: 'Snel ter plaatse, lek gerepareerd en de keuken schoner achtergelaten dan daarvoor.', role: 'Huiseigenaar' },
      { quote: 'Eerlijke prijs, duidelijke offerte, uitstekend werk. Vanaf nu onze vaste vakman.', role: 'Verhuurder' },
      { quote: 'Ze legden de elektra in ons hele appartement opnieuw aan, op tijd en binnen budget.', role: 'Eigenaar van een appartement' },
    ],
    faq: [
      { question: 'Hoe krijg ik een offerte?', answer: 'Vertel ons over de klus; we bekijken hem en noemen de prijs voordat we beginnen.' },
      { question: 'Doen jullie ook spoedklussen?', answer: 'Bel ons, dan zeggen we wanneer we er kunnen zijn.' },
      { question: 'En als er iets niet goed is?', answer: 'Laat het ons weten, dan komen we terug om ernaar te kijken.' },
    ],
    team: [
      { role: 'Eigenaar', bio: 'Leerde het vak in de praktijk en houdt nog steeds van het werk.' },
      { role: 'Monteur', bio: 'Zorgvuldig, netjes en makkelijk aanspreekbaar.' },
      { role: 'Kantoormanager', bio: 'Plant uw afspraak en houdt u op de hoogte.' },
    ],
    posts: [
      { title: 'Voordat de kou komt', text: 'Eenvoudige stappen om uw leidingen te beschermen.' },
      { title: 'Wanneer u een vakman belt', text: 'Klusjes die u zelf kunt doen, en welke u beter niet zelf doet.' },
      { title: 'Project: een badkamer van begin tot eind', text: 'Van kale muren tot afgewerkte ruimte.' },
    ],
  },
  shop: {
    offering: 'zorgvuldig gemaakte producten',
    taglines: ['Gemaakt om lang mee te gaan', 'Mooie dingen, goed gemaakt'],
    heroes: [
      { heading: 'Mooie dingen, goed gemaakt', text: '{name} verkoopt {offering}, gekozen om hun kwaliteit en gemaakt om lang mee te gaan.' },
      { heading: 'Onze favorieten', text: 'Ontdek {offering} bij {name}, met zorg gekozen.' },
    ],
    about: [
      '{name} is een winkel voor dingen die goed gemaakt zijn en gebruikt willen worden.',
      'We kiezen elk product met zorg en vertellen u graag waar het vandaan komt.',
    ],
    features: [
      { title: 'Met zorg gekozen', text: 'Elk product gekozen om zijn kwaliteit.' },
      { title: 'Mooi om cadeau te doen', text: 'Vraag ons om hulp bij het kiezen van een cadeau.' },
      { title: 'Vraag het ons', text: 'We kennen onze producten en zeggen het u eerlijk.' },
      { title: 'Vriendelijke service', text: 'Een vraag voor of na uw aankoop? Vraag het gewoon.' },
    ],
    menu: [
      { title: 'Bestsellers', items: [{ title: 'Handgemaakte mok', text: 'Steengoed, met de hand geglazuurd.' }, { title: 'Linnen theedoek', text: 'Gewassen linnen.' }, { title: 'Cadeaudoos', text: 'Een selectie favorieten, mooi ingepakt.' }] },
    ],
    plans: [
      { name: 'Bezorging', features: ['Levertijden zichtbaar bij het afrekenen', 'Tot aan uw deur', 'Vraag ons naar de details'] },
      { name: 'Cadeaudoos', features: ['Een paar favoriete stukken', 'Klaar om te geven', 'Met een persoonlijk briefje'] },
      { name: 'Maandbox', features: ['Elke maand een verrassing', 'Voor u gekozen', 'Vraag ons naar de details'] },
    ],
    testimonials: [
      { quote: 'Prachtig verpakt en in het echt nog mooier.', role: 'Klant' },
      { quote: 'Mijn vaste adres voor cadeaus. Altijd iets bijzonders.', role: 'Terugkerende klant' },
      { quote: 'Je voelt de zorg in elk product.', role: 'Klant' },
    ],
    faq: [
      { question: 'Hoe lang duurt de levering?', answer: 'Dat hangt af van waar u bent; vraag het ons, dan laten we het weten.' },
      { question: 'Kan ik iets retourneren?', answer: 'Schrijf ons, dan vertellen we hoe.' },
      { question: 'Verzenden jullie naar het buitenland?', answer: 'Vraag het ons, dan laten we weten waar we kunnen bezorgen.' },
    ],
    team: [
      { role: 'Oprichter', bio: 'Zoekt de makers en kiest elk product.' },
      { role: 'Inpakken en verzenden', bio: 'Pakt elke bestelling met zorg in.' },
      { role: 'Klantenservice', bio: 'Beantwoordt uw vragen.' },
    ],
    posts: [
      { title: 'Maak kennis met de maker', text: 'Een bezoek aan een van de makers achter onze producten.' },
      { title: 'Kleine cadeau-ideeën', text: 'Kleine cadeaus die toch bijzonder voelen.' },
      { title: 'Hoe we kiezen wat we verkopen', text: 'Waar we op letten bij elk product.' },
    ],
  },
  school: {
    offering: 'lessen die zelfvertrouwen geven',
    taglines: ['Leren dat blijft hangen{inPlace}', 'Groei in zelfvertrouwen'],
    heroes: [
      { heading: 'Leren dat zelfvertrouwen geeft', text: '{name} biedt {offering}{inPlace}, voor leerlingen van elk niveau.' },
      { heading: 'Elke leerling kan schitteren', text: 'Geduldige docenten, duidelijke doelen en {offering}: welkom bij {name}.' },
    ],
    about: [
      '{name} gelooft dat elke leerling vooruitgaat met de juiste steun.',
      'We stellen duidelijke doelen en houden leerlingen en ouders op de hoogte van de voortgang.',
    ],
    features: [
      { title: 'Aandacht voor iedereen', text: 'Lessen waarin elke leerling gehoord wordt.' },
      { title: 'Op maat', text: 'Lessen rond de leerling gepland.' },
      { title: 'Goede docenten', text: 'Geduldig, voorbereid en vriendelijk.' },
      { title: 'Zichtbare vooruitgang', text: 'Duidelijke doelen en regelmatige feedback.' },
    ],
    menu: [
      { title: 'Cursussen', items: [{ title: 'Privéles', text: 'Lessen rond één leerling gepland.' }, { title: 'Kleine groep', text: 'Samen leren.' }, { title: 'Examentraining', text: 'Gerichte voorbereiding op het examen.' }] },
    ],
    plans: [
      { name: 'Proefles', features: ['Een eerste les', 'Niveaubepaling', 'Leerplan'] },
      { name: 'Wekelijkse groep', features: ['Regelmatige groepslessen', 'Vraag ons naar het lesmateriaal', 'Feedback op de voortgang'] },
      { name: 'Privélessen', features: ['Privélessen', 'Feedback op huiswerk', 'Tijden in overleg'] },
    ],
    testimonials: [
      { quote: 'Mijn dochter zag eerst op tegen wiskunde en vraagt nu om extra huiswerk.', role: 'Ouder' },
      { quote: 'Geduldig, duidelijk en altijd voorbereid. Ik ben met vlag en wimpel geslaagd.', role: 'Oud-leerling' },
      { quote: 'De aandacht die ze geven maakt het verschil.', role: 'Ouder van twee kinderen' },
    ],
    faq: [
      { question: 'Kunnen we eerst een les proberen?', answer: 'Neem contact op, dan vertellen we hoe u begint.' },
      { question: 'Geven jullie ook online les?', answer: 'Vraag ons welke cursussen online te volgen zijn.' },
      { question: 'Wat als we een les missen?', answer: 'Laat het ons zo vroeg mogelijk weten, dan zoeken we een oplossing.' },
    ],
    team: [
      { role: 'Oprichter en hoofddocent', bio: 'Heeft jarenlang voor de klas gestaan.' },
      { role: 'Docent', bio: 'Maakt moeilijke vakken eenvoudig.' },
      { role: 'Docent', bio: 'Gespecialiseerd in examentraining.' },
    ],
    posts: [
      { title: 'Leren zonder stress', text: 'Een studieplan dat werkt.' },
      { title: 'Nieuwe cursussen', text: 'Wat binnenkort begint en voor wie.' },
      { title: 'Samen lezen thuis', text: 'Een paar minuten per dag die het verschil maken.' },
    ],
  },
  nonprofit: {
    offering: 'praktische hulp waar die nodig is',
    taglines: ['Samen helpen we{inPlace}', 'Kleine daden, groot verschil'],
    heroes: [
      { heading: 'Samen kunnen we meer{inPlace}', text: '{name} biedt {offering}, dankzij vrijwilligers en donateurs zoals u.' },
      { heading: 'Kleine daden, groot verschil', text: 'Doneer, word vrijwilliger of vertel het door: alle hulp helpt {name} om {offering} te bieden.' },
    ],
    about: [
      '{name} bestaat omdat mensen een nood zagen en besloten in actie te komen.',
      'Vrijwilligers en donateurs maken ons werk mogelijk, en we zijn open over hoe elke gift wordt besteed.',
    ],
    features: [
      { title: 'Doneer', text: 'Een vaste gift helpt ons vooruit te plannen.' },
      { title: 'Word vrijwilliger', text: 'Geef zoveel tijd als u kunt.' },
      { title: 'Vertel het door', text: 'Deel ons werk met vrienden en collega’s.' },
    ],
    menu: [
      { title: 'Ons werk', items: [{ title: 'Directe hulp', text: 'Praktische steun waar die nodig is.' }, { title: 'Buurtprojecten', text: 'Lokale projecten, samen met buurtbewoners.' }, { title: 'Advies en steun', text: 'Een luisterend oor en praktische hulp.' }] },
    ],
    plans: [
      { name: 'Vriend', features: ['Regelmatig nieuws', 'Wat uw giften mogelijk maakten', 'Onze dank'] },
      { name: 'Donateur', features: ['Alles voor vrienden', 'Een kijkje van dichtbij in ons werk', 'Vraag ons naar de details'] },
      { name: 'Eenmalige gift', features: ['Een bedrag naar keuze', 'Besteed waar het het meest nodig is', 'Onze dank'] },
    ],
    testimonials: [
      { quote: 'Vrijwilligerswerk hier is het mooiste deel van mijn week.', role: 'Vrijwilliger' },
      { quote: 'Zij hielpen ons toen niemand anders dat deed.', role: 'Gezin dat we hielpen' },
      { quote: 'Transparant, lokaal en doeltreffend. We geven elke maand.', role: 'Maandelijkse donateur' },
    ],
    faq: [
      { question: 'Hoe wordt mijn gift besteed?', answer: 'Direct in ons werk; vraag het ons, dan leggen we het uit.' },
      { question: 'Hoe kan ik vrijwilliger worden?', answer: 'Neem contact op, dan vertellen we hoe u kunt helpen.' },
      { question: 'Kunnen bedrijven jullie steunen?', answer: 'Ja. Neem contact op, dan bespreken we wat er kan.' },
    ],
    team: [
      { role: 'Voorzitter', bio: 'Leidt de organisatie en haar vrijwilligers.' },
      { role: 'Vrijwilligerscoördinator', bio: 'Koppelt mensen aan het werk dat bij hen past.' },
      { role: 'Penningmeester', bio: 'Zorgt dat elke gift telt en elk verslag helder is.' },
    ],
    posts: [
      { title: 'Wat uw giften dit jaar deden', text: 'Ons verslag, in gewone woorden.' },
      { title: 'Vrijwilligers van de maand', text: 'Maak kennis met de mensen die het mogelijk maken.' },
      { title: 'Onze winteractie', text: 'Hoe u dit seizoen kunt helpen.' },
    ],
  },
  business: {
    offering: 'vriendelijke, betrouwbare service',
    taglines: ['Hier om te helpen{inPlace}', 'Goede service, gewoon goed'],
    heroes: [
      { heading: 'Goede service, gewoon goed geregeld', text: '{name} biedt {offering}{inPlace}, met mensen die de tijd nemen om te luisteren.' },
      { heading: 'Hier om te helpen{inPlace}', text: 'Helder advies, eerlijke prijzen en {offering}: dat is {name}.' },
    ],
    about: [
      '{name} werkt vanuit een eenvoudig idee: elke klant behandelen zoals we zelf behandeld willen worden.',
      'We komen onze afspraken na, reageren snel en zijn trots op elke aanbeveling die we krijgen.',
    ],
    features: [
      { title: 'Betrouwbaar', text: 'We doen wat we zeggen, wanneer we het zeggen.' },
      { title: 'Persoonlijk', text: 'Mensen die u en uw wensen kennen.' },
      { title: 'Helder', text: 'We leggen uit wat we doen en wat het kost.' },
    ],
    menu: [
      { title: 'Diensten', items: [{ title: 'Kennismakingsgesprek', text: 'We luisteren en stellen de volgende stap voor.' }, { title: 'Standaardservice', text: 'Ons populairste aanbod.' }, { title: 'Premiumservice', text: 'Alles, met voorrang.' }] },
    ],
    plans: [
      { name: 'Basis', features: ['Het belangrijkste', 'Ondersteuning per e-mail', 'Vraag ons naar de details'] },
      { name: 'Plus', features: ['Alles van Basis', 'Ondersteuning met voorrang', 'Regelmatige evaluaties'] },
      { name: 'Premium', features: ['Alles van Plus', 'Vast aanspreekpunt', 'Samen plannen'] },
    ],
    testimonials: [
      { quote: 'Vriendelijk, snel en precies wat we nodig hadden.', role: 'Klant' },
      { quote: 'Ze luisterden eerst, en dat zag je terug in het resultaat.', role: 'Trouwe klant' },
      { quote: 'Ik raad ze aan iedereen die ik ken aan.', role: 'Klant' },
    ],
    faq: [
      { question: 'Hoe beginnen we?', answer: 'Stuur ons een bericht of bel, dan nemen wij het over.' },
      { question: 'Hoe snel reageren jullie?', answer: 'Zo snel als we kunnen.' },
      { question: 'Kan ik later van abonnement wisselen?', answer: 'Ja. Vraag het ons, dan zoeken we wat bij u past.' },
    ],
    team: [
      { role: 'Oprichter', bio: 'Begon het bedrijf en neemt nog steeds de telefoon op.' },
      { role: 'Klantcontact', bio: 'Uw eerste aanspreekpunt voor alles wat u nodig heeft.' },
      { role: 'Bedrijfsvoering', bio: 'Zorgt dat alles op tijd loopt.' },
    ],
    posts: [
      { title: 'Wat er nieuw is dit seizoen', text: 'Een paar veranderingen waar onze klanten om vroegen.' },
      { title: 'Achter de schermen', text: 'Hoe we werken, en waarom.' },
      { title: 'Klantverhaal', text: 'Hoe we een van onze klanten hielpen.' },
    ],
  },
};
