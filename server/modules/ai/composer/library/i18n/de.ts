import type { KindCopy } from '../../types.ts';

/** Each kind's copy in the language, by kind. */
export const DE: Record<string, KindCopy> = {
  bakery: {
    offering: 'Brot und Gebäck',
    taglines: ['Frisches Brot{inPlace}, jeden Morgen', 'Mit Sorgfalt gebacken{inPlace}'],
    heroes: [
      { heading: 'Frisches Brot und Gebäck{inPlace}, jeden Morgen gebacken', text: 'Bei {name} laufen die Öfen schon früh, damit Sie gleich am Morgen versorgt sind: {offering}, frisch aus dem Ofen.' },
      { heading: 'Der Duft von warmem Brot, ganz nah{inPlace}', text: '{name} backt {offering} mit guten Zutaten, geübten Händen und etwas Geduld.' },
    ],
    about: [
      '{name} backt für die Menschen, die jeden Tag hereinkommen: {offering}, mit Sorgfalt gemacht und mit einem freundlichen Wort über die Theke gereicht.',
      'Wir wählen unsere Zutaten mit Sorgfalt und backen für die Nachbarn, die jeden Morgen{inPlace} bei uns vorbeischauen.',
    ],
    features: [
      { title: 'Frisch gebacken', text: 'Wir backen jeden Tag, damit Sie frische Ware mit nach Hause nehmen.' },
      { title: 'Gute Zutaten', text: 'Mehl, Wasser, Salz und Zeit: das Wesentliche, gut gemacht.' },
      { title: 'Etwas Besonderes?', text: 'Sagen Sie uns, was Sie sich für einen besonderen Tag wünschen, und wir sagen Ihnen, was wir backen können.' },
      { title: 'Teil der Nachbarschaft', text: 'Eine freundliche Theke{inPlace}, vom Brot am Morgen bis zu etwas Süßem für später.' },
    ],
    menu: [
      { title: 'Brot', items: [{ title: 'Landbrot mit Sauerteig', text: 'Krachende Kruste, offene Krume.' }, { title: 'Roggenbrot mit Saaten', text: 'Kräftig und dunkel, mit Sonnenblumenkernen und Leinsamen.' }, { title: 'Baguette', text: 'Außen knusprig, innen weich.' }] },
      { title: 'Feingebäck', items: [{ title: 'Buttercroissant', text: 'Zarte Schichten und reichlich Butter.' }, { title: 'Puddingtörtchen', text: 'Oben karamellisiert, innen seidig.' }, { title: 'Zimtschnecke', text: 'Kardamomteig, brauner Zucker, Zimt.' }] },
      { title: 'Kuchen und Torten', items: [{ title: 'Zitronenkuchen', text: 'Ein ganzer Kuchen zum Teilen.' }, { title: 'Schokoladentorte', text: 'Zartbitterschokolade und Meersalz.' }] },
    ],
    plans: [
      { name: 'Brot-Abo', features: ['Jede Woche ein Brot', 'Brot nach Wahl', 'Abholen, wann es Ihnen passt'] },
      { name: 'Frühstücksclub', features: ['Jede Woche Brot und Gebäck', 'Etwas Süßes fürs Wochenende', 'Fragen Sie uns nach Lieferung'] },
      { name: 'Büro-Korb', features: ['Gebäck für Ihr Team', 'Saisonale Spezialitäten', 'Eine Rechnung im Monat'] },
    ],
    testimonials: [
      { quote: 'Das beste Brot, das ich außerhalb der Küche meiner Großmutter gegessen habe.', role: 'Stammkundin' },
      { quote: 'Ihr Gebäck steht jetzt bei jedem Familienfrühstück auf dem Tisch.', role: 'Kundin am Wochenende' },
      { quote: 'Warmes Brot, ein freundliches Hallo und ein kurzer Plausch an der Theke. Perfekt.', role: 'Nachbar' },
    ],
    faq: [
      { question: 'Kann ich für einen besonderen Anlass bestellen?', answer: 'Fragen Sie uns im Laden oder schreiben Sie uns: Sagen Sie uns, was Sie wann brauchen, und wir sagen Ihnen, was möglich ist.' },
      { question: 'Kann ich nach Allergenen fragen?', answer: 'Natürlich. Fragen Sie uns, und wir sagen Ihnen, was in allem steckt, was wir verkaufen.' },
      { question: 'Wie bleibt Brot frisch?', answer: 'In einem Brotbeutel aus Stoff bei Raumtemperatur. Geschnitten lässt es sich auch gut einfrieren.' },
    ],
    team: [
      { role: 'Bäckermeister', bio: 'Fängt früh an und probiert noch immer jede Charge.' },
      { role: 'Konditorin', bio: 'Kümmert sich um alles Süße in der Auslage.' },
      { role: 'Ladenleitung', bio: 'Kennt die Bestellung jedes Stammgasts auswendig.' },
    ],
    posts: [
      { title: 'Was ein gutes Brot ausmacht', text: 'Mehl, Wasser, Salz und Zeit: Woher der Geschmack von Brot kommt.' },
      { title: 'Gebäck der Saison', text: 'Was diese Saison neu in unserer Auslage liegt.' },
      { title: 'Ein Morgen in unserer Backstube', text: 'Vom ersten Teig bis zum letzten Brot im Regal.' },
    ],
  },
  cafe: {
    offering: 'Kaffee und Kuchen',
    taglines: ['Guter Kaffee{inPlace}', 'Ihre tägliche Tasse{inPlace}'],
    heroes: [
      { heading: 'Guter Kaffee und ein ruhiges Eckchen{inPlace}', text: '{name} serviert {offering}, mit Sorgfalt zubereitet – dazu Platz zum Lesen, Arbeiten oder einfach zum Hinausschauen.' },
      { heading: 'Ihre Lieblingstasse{inPlace} wartet schon', text: 'Bei {name} wird der Tag langsamer: mit {offering} und einem Platz am Fenster.' },
    ],
    about: [
      'Bei {name} geht es um guten Kaffee und einen Ort, an dem man gern ein wenig bleibt. Was wir servieren, wählen wir mit Sorgfalt aus.',
      'Wir sind ein Café für die Nachbarschaft{inPlace}: zum Treffen mit Freunden, zum Arbeiten am Laptop oder allein mit einem guten Buch.',
    ],
    features: [
      { title: 'Mit Sorgfalt zubereitet', text: 'Jede Tasse richtig zubereitet, vom ersten Espresso des Tages bis zum letzten.' },
      { title: 'Etwas dazu', text: 'Kuchen und Kleinigkeiten zum Kaffee.' },
      { title: 'Nehmen Sie sich Zeit', text: 'Bleiben Sie auf eine schnelle Tasse oder einen ganzen Nachmittag.' },
      { title: 'Herzlich willkommen', text: 'Ein freundliches Hallo, ob beim ersten Besuch oder beim hundertsten.' },
    ],
    menu: [
      { title: 'Kaffee', items: [{ title: 'Espresso', text: 'Kurz, kräftig und voller Aroma.' }, { title: 'Flat White', text: 'Doppelter Espresso, seidige Milch.' }, { title: 'Filterkaffee', text: 'Filterkaffee, klar und mild.' }] },
      { title: 'Kuchen und Kleinigkeiten', items: [{ title: 'Bananenbrot', text: 'Getoastet, mit gesalzener Butter.' }, { title: 'Karottenkuchen', text: 'Frischkäsecreme, Walnüsse.' }, { title: 'Avocado-Toast', text: 'Sauerteigbrot, Limette, Chiliflocken.' }] },
    ],
    plans: [
      { name: 'Kaffeekarte', features: ['Kaffee nach Wahl', 'Einlösen in Ihrem Tempo', 'Mit Freunden teilbar'] },
      { name: 'Monatstasse', features: ['Ihr täglicher Kaffee', 'Ein kleines Extra für Stammgäste', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Kaffee für zu Hause', features: ['Der Kaffee, den wir ausschenken', 'Ganz oder gemahlen', 'Fragen Sie, was gerade da ist'] },
    ],
    testimonials: [
      { quote: 'Der Flat White ist perfekt, und niemand stört sich daran, wenn ich den ganzen Nachmittag bleibe.', role: 'Freie Autorin' },
      { quote: 'Der beste Kuchen der Stadt, und das Team kennt meinen Namen.', role: 'Stammgast' },
      { quote: 'Hier frühstückt unser Team jede Woche. Ruhig, freundlich und sehr guter Kaffee.', role: 'Teamleiter aus der Nachbarschaft' },
    ],
    faq: [
      { question: 'Kann ich länger bleiben?', answer: 'Natürlich. Wenn viel los ist, bitten wir Sie eventuell, einen Tisch zu teilen.' },
      { question: 'Kann ich einen Tisch reservieren?', answer: 'Melden Sie sich bei uns, und wir sagen Ihnen, was möglich ist.' },
      { question: 'Was ist in den Kuchen?', answer: 'Fragen Sie an der Theke: Wir nennen Ihnen gern Zutaten und Allergene.' },
    ],
    team: [
      { role: 'Inhaberin und Chef-Barista', bio: 'Wählt jeden Kaffee aus, den wir ausschenken.' },
      { role: 'Bäcker', bio: 'Backt die Kuchen auf der Theke.' },
      { role: 'Barista', bio: 'Unangefochtener Latte-Art-Meister im Team.' },
    ],
    posts: [
      { title: 'Was in Ihrer Tasse steckt', text: 'Woher unser Kaffee kommt und was seinen Geschmack ausmacht.' },
      { title: 'Besseren Kaffee zu Hause zubereiten', text: 'Drei kleine Änderungen mit großer Wirkung.' },
      { title: 'Neu auf der Theke', text: 'Die Kuchen und Kleinigkeiten, die diese Saison dazugekommen sind.' },
    ],
  },
  restaurant: {
    offering: 'saisonale Gerichte',
    taglines: ['Saisonale Küche{inPlace}', 'Ein Tisch für alle{inPlace}'],
    heroes: [
      { heading: 'Saisonale Küche und herzliche Gastfreundschaft{inPlace}', text: '{name} kocht {offering} mit guten Zutaten und serviert mit Sorgfalt.' },
      { heading: 'Hungrig kommen, glücklich gehen', text: 'Großzügige Gerichte und {offering}, für die sich der Weg lohnt: {name} ist eine Küche{inPlace}, die gern Menschen bewirtet.' },
    ],
    about: [
      '{name} ist ein Ort, an dem man gut isst und sich willkommen fühlt. Wir kochen, was wir lieben, mit Zutaten, denen wir vertrauen.',
      'Alles auf der Karte kochen wir in unserer eigenen Küche, und wir sagen Ihnen gern, was in jedem Gericht steckt.',
    ],
    features: [
      { title: 'Gute Zutaten', text: 'Gerichte aus Zutaten, die wir sorgfältig auswählen.' },
      { title: 'Sagen Sie uns Bescheid', text: 'Allergien oder besondere Ernährung? Sagen Sie es uns, und wir sagen Ihnen, was wir tun können.' },
      { title: 'Feiern', text: 'Ein Geburtstag oder ein Familientreffen? Fragen Sie uns, was wir einrichten können.' },
      { title: 'Etwas zu trinken', text: 'Getränke, die zum Essen passen.' },
    ],
    menu: [
      { title: 'Vorspeisen', items: [{ title: 'Burrata', text: 'Alte Tomatensorten, Basilikumöl, geröstetes Brot.' }, { title: 'Knuspriger Tintenfisch', text: 'Zitronen-Aioli, Chili und Petersilie.' }] },
      { title: 'Hauptgerichte', items: [{ title: 'Handgeschnittene Tagliatelle', text: 'Langsam geschmortes Rinderragù, Parmesan.' }, { title: 'Fang des Tages', text: 'Im Ganzen gegrillt, Salsa verde, junge Kartoffeln.' }, { title: 'Risotto mit Waldpilzen', text: 'Gereifter Pecorino, Thymian.' }] },
      { title: 'Desserts', items: [{ title: 'Tiramisu', text: 'Kaffee, Mascarpone und Kakao.' }, { title: 'Olivenölkuchen', text: 'Orange, Mascarponecreme.' }] },
    ],
    plans: [
      { name: 'Mittagsmenü', features: ['Zwei Gänge', 'Ein Glas Hauswein', 'Fragen Sie nach den Gerichten des Tages'] },
      { name: 'Degustationsmenü', features: ['Mehrere Gänge', 'Gruß aus der Küche', 'Fragen Sie nach der Weinbegleitung'] },
      { name: 'Gruppenmenü', features: ['Für Gruppen und Feiern', 'Menü gemeinsam mit Ihnen geplant', 'Fragen Sie uns nach den Einzelheiten'] },
    ],
    testimonials: [
      { quote: 'Allein für das Essen lohnt sich der Weg. Herzlicher Service, ganz unkompliziert.', role: 'Gast beim Abendessen' },
      { quote: 'Wir haben hier den Geburtstag meiner Mutter gefeiert, und es war perfekt.', role: 'Gast einer Geburtstagsfeier' },
      { quote: 'Gutes Essen und ein herzlicher Empfang – deshalb kommen wir immer wieder.', role: 'Stammgast' },
    ],
    faq: [
      { question: 'Muss ich reservieren?', answer: 'Mit einer Reservierung ist Ihnen ein Tisch sicher, besonders am Abend.' },
      { question: 'Können Sie auf Allergien eingehen?', answer: 'Sagen Sie es uns bei der Reservierung, und wir sagen Ihnen, was die Küche für Sie tun kann.' },
      { question: 'Sind Kinder willkommen?', answer: 'Sagen Sie es uns bei der Reservierung, und wir tun alles, damit der Besuch für die ganze Familie entspannt wird.' },
    ],
    team: [
      { role: 'Küchenchef', bio: 'Plant die Karte und leitet die Küche.' },
      { role: 'Restaurantleiterin', bio: 'Sorgt dafür, dass sich jeder Tisch wie der beste anfühlt.' },
      { role: 'Service', bio: 'Kennt jedes Gericht und das passende Getränk dazu.' },
    ],
    posts: [
      { title: 'Eine neue Saison auf der Karte', text: 'Was neu auf der Karte ist, und warum.' },
      { title: 'Hinter der Küchentür', text: 'Wie ein Gericht vor dem Service entsteht.' },
      { title: 'Sie planen eine Feier?', text: 'Wie wir Ihnen helfen, ein Essen für eine Gruppe zu planen.' },
    ],
  },
  bar: {
    offering: 'Cocktails und Craft Beer',
    taglines: ['Drinks und gute Gesellschaft{inPlace}', 'Hier beginnt Ihr Abend'],
    heroes: [
      { heading: 'Cocktails, Craft Beer und lange Nächte{inPlace}', text: '{name} mixt klassische und eigene Kreationen: {offering} in einem Raum für lange Gespräche.' },
      { heading: 'Ihr Lieblingsabend{inPlace} beginnt hier', text: 'Gute Musik, {offering} und ein Barteam, das sich an Ihren Drink erinnert: Willkommen bei {name}.' },
    ],
    about: [
      '{name} ist eine Bar für gute Drinks und gute Gesellschaft, in der alle willkommen sind.',
      'Unser Barteam kennt die Karte genau und hilft Ihnen gern bei der Wahl.',
    ],
    features: [
      { title: 'Gut gemixt', text: 'Klassiker und Lieblinge des Hauses, mit Sorgfalt zubereitet.' },
      { title: 'Für jeden Geschmack', text: 'Sagen Sie uns, was Sie mögen, und wir finden Ihren Drink.' },
      { title: 'Gute Musik', text: 'Musik, die zum Raum und zur Stunde passt.' },
      { title: 'Feiern Sie bei uns', text: 'Geburtstag oder Teamabend? Fragen Sie uns, was wir einrichten können.' },
    ],
    menu: [
      { title: 'Cocktails', items: [{ title: 'Negroni des Hauses', text: 'Gin, Bitterorange, im Eichenfass gereifter Wermut.' }, { title: 'Rauchiger Old Fashioned', text: 'Bourbon, Ahornsirup, Kirschholzrauch.' }, { title: 'Garten-Spritz', text: 'Holunderblüte, Gurke, Schaumwein.' }] },
      { title: 'Vom Fass', items: [{ title: 'Pale Ale', text: 'Zitrus und Kiefer.' }, { title: 'Pils', text: 'Frisch und klar.' }] },
      { title: 'Kleine Teller', items: [{ title: 'Marinierte Oliven', text: 'Orangenzeste und Fenchel.' }, { title: 'Käsebrett', text: 'Käse und Chutney.' }] },
    ],
    plans: [
      { name: 'Happy Hour', features: ['Klassische Cocktails', 'Am frühen Abend', 'Fragen Sie uns nach den Zeiten'] },
      { name: 'Cocktailkurs', features: ['Ein Abend mit unserem Barteam', 'Cocktails, von Ihnen gemixt', 'Rezepte für zu Hause'] },
      { name: 'Private Feier', features: ['Für Gruppen und Feiern', 'Begrüßungsdrink', 'Ihre eigene Playlist'] },
    ],
    testimonials: [
      { quote: 'Der rauchige Old Fashioned ist Theater im Glas. Großartiges Team.', role: 'Stammgast' },
      { quote: 'Wir haben hier einen Geburtstag gefeiert, und das Team hat alles ganz leicht gemacht.', role: 'Gastgeberin einer Feier' },
      { quote: 'Immer etwas Neues zum Probieren und immer ein freundliches Gesicht.', role: 'Bierliebhaber' },
    ],
    faq: [
      { question: 'Können wir einen Tisch reservieren?', answer: 'Melden Sie sich bei uns, und wir sagen Ihnen, was wir für Sie freihalten können.' },
      { question: 'Gibt es bei Ihnen etwas zu essen?', answer: 'Fragen Sie an der Bar, und wir sagen Ihnen, was es heute Abend gibt.' },
      { question: 'Haben Sie alkoholfreie Getränke?', answer: 'Ja. Fragen Sie das Barteam, es empfiehlt Ihnen gern etwas.' },
    ],
    team: [
      { role: 'Barchef', bio: 'Stellt die Getränkekarte zusammen.' },
      { role: 'Chefbarkeeper', bio: 'Hat zu jeder Flasche im Regal eine Geschichte.' },
      { role: 'Barteam', bio: 'Empfiehlt Ihnen gern etwas Neues.' },
    ],
    posts: [
      { title: 'Neu auf der Karte', text: 'Was wir diese Saison ausschenken.' },
      { title: 'Hinter der Bar', text: 'Wie ein klassischer Cocktail entsteht.' },
      { title: 'Demnächst bei {name}', text: 'Abende und Veranstaltungen, die Sie sich vormerken sollten.' },
    ],
  },
  hotel: {
    offering: 'komfortable Zimmer',
    taglines: ['Ruhig übernachten{inPlace}', 'Gut ausgeruht{inPlace}'],
    heroes: [
      { heading: 'Ein ruhiger Ort zum Übernachten{inPlace}', text: '{name} bietet {offering}, nur ein paar Schritte von allem, was sehenswert ist.' },
      { heading: 'Gut schlafen, an einem schönen Ort aufwachen', text: 'Freuen Sie sich auf {offering} und einen herzlichen Empfang: {name} ist Ihr Zuhause{inPlace}.' },
    ],
    about: [
      '{name} kümmert sich um seine Gäste: gute Betten, saubere Zimmer und Menschen, die sich über Ihren Besuch freuen.',
      'Unser Team verrät Ihnen gern die Restaurants, Spaziergänge und Ecken von {place}, die in keinem Reiseführer stehen.',
    ],
    features: [
      { title: 'Erholsame Zimmer', text: 'Gute Betten, frische Wäsche und ruhige Nächte.' },
      { title: 'Für Sie da', text: 'Tipps, Wegbeschreibungen und ein freundliches Wort, wann immer Sie sie brauchen.' },
      { title: 'Tipps aus der Gegend', text: 'Wo man gut isst, was man sehen sollte und wie man hinkommt.' },
      { title: 'Herzlich willkommen', text: 'Wir freuen uns, dass Sie da sind, und das merken Sie.' },
    ],
    menu: [
      { title: 'Zimmer', items: [{ title: 'Klassisches Doppelzimmer', text: 'Ein komfortables Zimmer für zwei.' }, { title: 'Superior-Zimmer', text: 'Mehr Platz und mehr Licht.' }, { title: 'Familiensuite', text: 'Platz für die ganze Familie.' }] },
    ],
    plans: [
      { name: 'Nur Übernachtung', features: ['Nur das Zimmer', 'Tipps für Ihren Aufenthalt', 'Fragen Sie uns nach der Stornierung'] },
      { name: 'Übernachtung mit Frühstück', features: ['Mit Frühstück', 'Tipps für Ihren Aufenthalt', 'Fragen Sie uns nach der Stornierung'] },
      { name: 'Wochenendauszeit', features: ['Ein Wochenende weg', 'Tipps für Ihren Aufenthalt', 'Fragen Sie, was inbegriffen ist'] },
    ],
    testimonials: [
      { quote: 'Die ruhigste Nacht seit Jahren, und so ein herzlicher Empfang.', role: 'Gäste am Wochenende' },
      { quote: 'Das Team hat uns Restaurants empfohlen, die wir allein nie gefunden hätten.', role: 'Gast aus dem Ausland' },
      { quote: 'Ein schönes, blitzsauberes Zimmer und ein Ort, den wir nicht verlassen wollten.', role: 'Hochzeitsreisende' },
    ],
    faq: [
      { question: 'Wann sind Check-in und Check-out?', answer: 'Wir nennen Ihnen die Zeiten bei der Buchung; fragen Sie uns, wenn Sie mehr Zeit brauchen.' },
      { question: 'Gibt es Parkplätze?', answer: 'Fragen Sie uns bei der Buchung, und wir sagen Ihnen, wo Sie parken können.' },
      { question: 'Sind Haustiere erlaubt?', answer: 'Fragen Sie uns vor der Buchung, und wir sagen Ihnen, was möglich ist.' },
    ],
    team: [
      { role: 'Gastgeberin und Inhaberin', bio: 'Sorgt dafür, dass sich jeder Gast wie zu Hause fühlt.' },
      { role: 'Gästebetreuung', bio: 'Kennt jeden guten Tisch in der Gegend.' },
      { role: 'Hauswirtschaft', bio: 'Hält jedes Zimmer blitzsauber.' },
    ],
    posts: [
      { title: 'Spaziergänge ab unserer Tür', text: 'Unsere liebsten Wege, kurze und lange.' },
      { title: 'Neues von {name}', text: 'Was es diese Saison Neues für unsere Gäste gibt.' },
      { title: 'Wo wir an unserem freien Tag essen', text: 'Die Restaurantliste unseres Teams für die Umgebung.' },
    ],
  },
  spa: {
    offering: 'Massagen und wohltuende Behandlungen',
    taglines: ['Zeit für sich{inPlace}', 'Durchatmen{inPlace}'],
    heroes: [
      { heading: 'Zur Ruhe kommen, durchatmen', text: '{name} bietet {offering}{inPlace}: eine Stunde, die ganz Ihnen gehört.' },
      { heading: 'Ein ruhiger Ort{inPlace}, um wieder zu sich zu finden', text: 'Warme Räume, geschickte Hände und {offering}: {name} ist zum Ausruhen gemacht.' },
    ],
    about: [
      '{name} ist ein Spa, das sich persönlich anfühlt: geübte Hände, ruhige Räume und Zeit nur für Sie.',
      'Wir wählen unsere Produkte mit Sorgfalt und lassen Zeit zwischen den Behandlungen, damit niemand gehetzt wird.',
    ],
    features: [
      { title: 'Gute Produkte', text: 'Öle und Cremes, mit Sorgfalt ausgewählt.' },
      { title: 'Erfahrene Therapeuten', text: 'Menschen, die ihr Handwerk verstehen und Ihnen zuhören.' },
      { title: 'Ruhige Räume', text: 'Warme, ruhige Räume für echte Erholung.' },
    ],
    menu: [
      { title: 'Massagen', items: [{ title: 'Entspannungsmassage', text: 'Lange Streichungen, warmes Öl, ganzer Körper.' }, { title: 'Tiefengewebsmassage', text: 'Für verspannte Schultern und müde Rücken.' }, { title: 'Hot-Stone-Massage', text: 'Basaltsteine und ruhige Griffe.' }] },
      { title: 'Gesicht und Körper', items: [{ title: 'Gesichtsbehandlung des Hauses', text: 'Reinigung, Maske und Massage.' }, { title: 'Körperpeeling', text: 'Meersalz und Mandelöl.' }] },
    ],
    plans: [
      { name: 'Einzelbehandlung', features: ['Eine Behandlung nach Wahl', 'Tee danach', 'Zeit zum Ausruhen'] },
      { name: 'Spa-Tag', features: ['Behandlungen nach Wahl', 'Zeit zum Ausruhen dazwischen', 'Fragen Sie, was inbegriffen ist'] },
      { name: 'Monatsritual', features: ['Jeden Monat eine Massage', 'Feste Zeit für sich selbst', 'Fragen Sie uns nach den Einzelheiten'] },
    ],
    testimonials: [
      { quote: 'Die beste Massage meines Lebens. Ich bin nach Hause geschwebt.', role: 'Erstbesucherin' },
      { quote: 'Ein Spa-Tag hier war das perfekte Geburtstagsgeschenk.', role: 'Geburtstagsgast' },
      { quote: 'Ruhig, makellos und nie gehetzt. Ich komme jeden Monat.', role: 'Mitglied im Monatsritual' },
    ],
    faq: [
      { question: 'Was soll ich mitbringen?', answer: 'Nur sich selbst. Bei der Buchung sagen wir Ihnen, ob sonst noch etwas nützlich ist.' },
      { question: 'Kann ich eine Behandlung verschenken?', answer: 'Fragen Sie uns, und wir sagen Ihnen, wie.' },
      { question: 'Kann ich in der Schwangerschaft eine Massage bekommen?', answer: 'Sagen Sie es uns bei der Buchung, und wir schlagen Ihnen eine passende Behandlung vor.' },
    ],
    team: [
      { role: 'Gründerin und Therapeutin', bio: 'Spezialisiert auf Tiefengewebs- und Sportmassage.' },
      { role: 'Kosmetikerin', bio: 'Überzeugt, dass schöne Haut mit Ruhe beginnt.' },
      { role: 'Masseur', bio: 'Weiß genau, wo die Verspannung sitzt.' },
    ],
    posts: [
      { title: 'Warum Ruhe kein Luxus ist', text: 'Was eine Stunde Stille für Körper und Geist bewirkt.' },
      { title: 'Erholung in der kalten Jahreszeit', text: 'Warum eine wärmende Behandlung im Winter so guttut.' },
      { title: 'Hautpflege für zu Hause', text: 'Einfache Gewohnheiten, auf die unsere Kosmetikerin schwört.' },
    ],
  },
  wedding: {
    offering: 'Hochzeiten und Feiern',
    taglines: ['Feiern{inPlace}, mit Sorgfalt geplant', 'Ihr Tag, ganz ohne Stress'],
    heroes: [
      { heading: 'Ihr Tag, bis zum letzten Blütenblatt geplant', text: '{name} gestaltet und organisiert {offering}{inPlace}, damit Sie einfach genießen können.' },
      { heading: 'Feiern{inPlace}, die zu Ihnen passen', text: 'Von der ersten Idee bis zum letzten Tanz kümmert sich {name} um {offering}, bis ins kleinste Detail.' },
    ],
    about: [
      '{name} plant Feiern jeder Größe, vom kleinen Kreis bis zum großen Fest.',
      'Wir kennen die Locations, Caterer, Floristen und Musiker{inPlace}, und am großen Tag bleiben wir bei Ihnen, bis der letzte Gast geht.',
    ],
    features: [
      { title: 'Komplettplanung', text: 'Location, Dienstleister, Budget und Zeitplan – wir kümmern uns darum.' },
      { title: 'Koordination am Tag', text: 'Wir leiten den Tag, damit Sie und Ihre Familie entspannen können.' },
      { title: 'Design und Dekoration', text: 'Blumen, Tische und Licht, die Ihre Geschichte erzählen.' },
    ],
    menu: [
      { title: 'Leistungen', items: [{ title: 'Komplettplanung', text: 'Alle Dienstleister und der ganze Tag, von der ersten Idee an.' }, { title: 'Teilplanung', text: 'Wir steigen ein, wenn Sie uns brauchen, und bringen alles ins Ziel.' }, { title: 'Koordination am Tag', text: 'Jemand, der den Tag für Sie leitet.' }] },
    ],
    plans: [
      { name: 'Am großen Tag', features: ['Eine Koordinatorin am Tag selbst', 'Zeitplan und Absprachen mit Dienstleistern', 'Ein Besuch vorab'] },
      { name: 'Teilplanung', features: ['Begleitung auf der Zielgeraden', 'Empfehlungen für Dienstleister', 'Koordination am Tag'] },
      { name: 'Komplettplanung', features: ['Treffen, so oft Sie möchten', 'Suche und Gestaltung der Location', 'Budgetverwaltung'] },
    ],
    testimonials: [
      { quote: 'Wir mussten am Tag keinen Finger rühren. Alles war genau so, wie wir es uns erträumt hatten.', role: 'Im Juni verheiratet' },
      { quote: 'Sie haben eine Location gefunden, von der wir nie gehört hatten, und sie war perfekt.', role: 'Paar aus dem Ausland' },
      { quote: 'Ruhig, organisiert und herzlich: die beste Entscheidung unserer ganzen Planung.', role: 'Eltern der Braut' },
    ],
    faq: [
      { question: 'Wie früh sollten wir uns melden?', answer: 'Für die Komplettplanung so früh wie möglich; für die Koordination am Tag reichen meist einige Monate.' },
      { question: 'Planen Sie auch andere Feiern als Hochzeiten?', answer: 'Ja: auch Jubiläen, Geburtstage und Firmenfeiern.' },
      { question: 'Können Sie mit unseren eigenen Dienstleistern arbeiten?', answer: 'Selbstverständlich. Wir stimmen uns mit allen ab, die Sie schon ins Herz geschlossen haben.' },
    ],
    team: [
      { role: 'Leitende Planerin', bio: 'Hat Feiern jeder Größe geplant und weint bei den Reden trotzdem noch.' },
      { role: 'Designerin und Stylistin', bio: 'Macht aus Moodboards Tische, Blumen und Licht.' },
      { role: 'Koordinator', bio: 'Hält den Zeitplan und alle Dienstleister auf Kurs.' },
    ],
    posts: [
      { title: 'Fragen an eine Location', text: 'Was wir immer prüfen, bevor Sie unterschreiben.' },
      { title: 'Ideen für eine Hochzeit im Freien', text: 'Blumen, lange Tafeln und ein Plan für das Wetter.' },
      { title: 'Ein Budget, das hält', text: 'Wo es sich lohnt, Geld auszugeben, und wo Sie sparen können.' },
    ],
  },
  conference: {
    offering: 'Vorträge, Workshops und gute Gespräche',
    taglines: ['Ideen und Menschen{inPlace}', 'Wo sich die Community trifft'],
    heroes: [
      { heading: 'Ideen, Menschen und Praxis{inPlace}', text: '{name} bringt {offering} mit den Menschen zusammen, die gestalten, was als Nächstes kommt.' },
      { heading: 'Treffen Sie die Menschen, die die Zukunft gestalten', text: 'Hauptvorträge, praktische Workshops und {offering}: {name}{inPlace}.' },
    ],
    about: [
      '{name} ist eine Konferenz für ihre Community, mit Raum für Praxis ebenso wie für Ideen.',
      'Wir wählen Vorträge, die man brauchen kann, und halten die Türen offen für Neulinge wie für alte Hasen.',
    ],
    features: [
      { title: 'Praxisnahe Vorträge', text: 'Praxisnahe Vorträge von Menschen, die die Arbeit machen.' },
      { title: 'Praktische Workshops', text: 'Kleine Gruppen, echte Übungen, Material zum Mitnehmen.' },
      { title: 'Raum für Begegnungen', text: 'Pausen für Gespräche und Menschen, die man kennenlernen sollte.' },
      { title: 'Offen für alle', text: 'Ein Verhaltenskodex und Hilfe bei der Barrierefreiheit: Fragen Sie einfach.' },
    ],
    menu: [
      { title: 'Vorträge', items: [{ title: 'Eröffnungsvortrag', text: 'Wo wir stehen und wohin es als Nächstes geht.' }, { title: 'Vorträge', text: 'Praxis, Werkzeuge und Geschichten aus dem Alltag.' }, { title: 'Abendparty', text: 'Essen, Musik und Gespräche auf dem Flur.' }] },
      { title: 'Workshops und mehr', items: [{ title: 'Workshops', text: 'Praxis in kleinen Gruppen.' }, { title: 'Kurzvorträge', text: 'Kurze Vorträge, einer nach dem anderen.' }, { title: 'Abschlussvortrag', text: 'Gemeinsam nach vorn schauen.' }] },
    ],
    plans: [
      { name: 'Studierende', features: ['Die ganze Konferenz', 'Kaffee in den Pausen', 'Für Studierende'] },
      { name: 'Standard', features: ['Die ganze Konferenz', 'Ein Workshop', 'Fragen Sie, was inbegriffen ist'] },
      { name: 'Förderticket', features: ['Alles aus dem Standardticket', 'Ermöglicht jemand anderem die Teilnahme', 'Unser Dank vor Ort'] },
    ],
    testimonials: [
      { quote: 'Die praxisnächste Konferenz, die ich kenne. Ich fahre mit Ideen nach Hause, die ich am Montag umsetzen kann.', role: 'Wiederkehrende Teilnehmerin' },
      { quote: 'Allein die Workshops waren das Ticket wert.', role: 'Erstmals dabei' },
      { quote: 'Eine herzliche, offene Community. Die Hälfte meines Netzwerks habe ich hier kennengelernt.', role: 'Referent' },
    ],
    faq: [
      { question: 'Werden die Vorträge aufgezeichnet?', answer: 'Verfolgen Sie unsere Neuigkeiten: Dort steht, was wir nach der Veranstaltung teilen.' },
      { question: 'Kann ich mein Ticket zurückgeben?', answer: 'Die Bedingungen sehen Sie beim Kauf; wenn Sie nicht kommen können, fragen Sie uns nach einer Übertragung Ihres Tickets.' },
      { question: 'Ist der Veranstaltungsort barrierefrei?', answer: 'Sagen Sie uns, was Sie brauchen, und wir sagen Ihnen, wie wir helfen können.' },
    ],
    team: [
      { role: 'Programmleitung', bio: 'Leitet den offenen Aufruf und das Auswahlkomitee.' },
      { role: 'Hauptrednerin', bio: 'Autorin und langjähriges Mitglied der Community.' },
      { role: 'Workshop-Leitung', bio: 'Leitet die Praxis-Sessions.' },
    ],
    posts: [
      { title: 'Die Einreichung für Vorträge ist eröffnet', text: 'Teilen Sie, was Sie dieses Jahr gelernt haben; Erstlinge auf der Bühne sind willkommen.' },
      { title: 'Die ersten Vortragenden stehen fest', text: 'Lernen Sie die Menschen kennen, die die diesjährige Ausgabe eröffnen und abschließen.' },
      { title: 'Anreise und Unterkunft', text: 'Hotels und Zugverbindungen in der Nähe.' },
    ],
  },
  dentist: {
    offering: 'sanfte Zahnmedizin',
    taglines: ['Sanfte Zahnmedizin{inPlace}', 'Gesunde Zähne{inPlace}'],
    heroes: [
      { heading: 'Sanfte Zahnmedizin{inPlace} für die ganze Familie', text: '{name} bietet {offering}: Kontrolle, Prophylaxe und Behandlung – mit Zeit für Erklärungen und ohne Angst.' },
      { heading: 'Ein Zahnarztbesuch, auf den Sie sich freuen können', text: 'Moderne Ausstattung, ruhige Räume und {offering}{inPlace}: Das ist {name}.' },
    ],
    about: [
      '{name} nimmt sich Zeit für jeden Patienten, erklärt jeden Schritt und bespricht die Kosten, bevor wir beginnen.',
      'Ängstliche Patienten sind willkommen: Wir gehen in Ihrem Tempo vor und halten an, wann immer Sie es brauchen.',
    ],
    features: [
      { title: 'Kontrolle und Prophylaxe', text: 'Regelmäßige Pflege, die Zähne und Zahnfleisch gesund hält.' },
      { title: 'Gemeinsam geplant', text: 'Wir erklären die Möglichkeiten, und Sie entscheiden.' },
      { title: 'Ruhe für Angstpatienten', text: 'Klare Erklärungen, in Ihrem Tempo, ohne Vorwürfe.' },
      { title: 'Hilfe bei Schmerzen', text: 'Schmerzen? Rufen Sie uns an, und wir finden so schnell wie möglich einen Termin.' },
    ],
    menu: [
      { title: 'Behandlungen', items: [{ title: 'Kontrolluntersuchung', text: 'Untersuchung, Beratung und Röntgenbilder bei Bedarf.' }, { title: 'Professionelle Zahnreinigung', text: 'Zahnsteinentfernung und Politur bei unserer Dentalhygienikerin.' }, { title: 'Bleaching', text: 'Bleaching-Schienen für zu Hause, mit Nachkontrolle.' }, { title: 'Unsichtbare Aligner', text: 'Von der Beratung bis zum fertigen Lächeln.' }] },
    ],
    plans: [
      { name: 'Basis', features: ['Regelmäßige Kontrollen', 'Professionelle Zahnreinigung', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Familie', features: ['Für die ganze Familie', 'Kontrollen und Zahnreinigung für alle', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Komplett', features: ['Kontrollen und zusätzliche Zahnreinigungen', 'Gemeinsam geplante Behandlung', 'Fragen Sie uns nach den Einzelheiten'] },
    ],
    testimonials: [
      { quote: 'Ich hatte mein ganzes Leben lang Angst vor dem Zahnarzt. Jetzt nicht mehr.', role: 'Langjährige Patientin' },
      { quote: 'Klare Preise, bevor irgendetwas beginnt, und ein herzliches Team.', role: 'Patientin' },
      { quote: 'Als mein Sohn sich einen Zahn abgebrochen hatte, bekamen wir schnell einen Termin.', role: 'Mutter' },
    ],
    faq: [
      { question: 'Nehmen Sie neue Patienten auf?', answer: 'Melden Sie sich bei uns, und wir sagen Ihnen, wann wir Sie sehen können.' },
      { question: 'Was tun bei Schmerzen?', answer: 'Rufen Sie uns an: Wir finden so schnell wie möglich einen Termin für Sie.' },
      { question: 'Was kostet meine Behandlung?', answer: 'Wir nennen Ihnen die Kosten, bevor wir beginnen, damit es keine Überraschungen gibt.' },
    ],
    team: [
      { role: 'Praxisinhaberin', bio: 'Sanfte, sorgfältige Zahnmedizin, ein Patient nach dem anderen.' },
      { role: 'Dentalhygienikerin', bio: 'Hält das Zahnfleisch gesund und die Patienten bei Laune.' },
      { role: 'Praxismanagerin', bio: 'Findet einen Termin, der Ihnen passt, und beantwortet jede Frage.' },
    ],
    posts: [
      { title: 'Wie oft zur professionellen Zahnreinigung?', text: 'Warum regelmäßige Besuche wichtig sind und wie oft es für Sie richtig ist.' },
      { title: 'Zahnpflege zu Hause', text: 'Einfache Gewohnheiten, die viel bewirken.' },
      { title: 'Tipps für Angstpatienten', text: 'Kleine Dinge, die einen Besuch leichter machen.' },
    ],
  },
  clinic: {
    offering: 'aufmerksame, persönliche Betreuung',
    taglines: ['Behandlung{inPlace}, der Sie vertrauen können', 'Ihre Gesundheit, unsere Zeit'],
    heroes: [
      { heading: 'Behandlung{inPlace}, die sich Zeit nimmt', text: '{name} bietet {offering}: längere Termine, klare Beratung und einen Plan, der zu Ihrem Leben passt.' },
      { heading: 'Sich besser fühlen, besser bewegen, besser leben', text: 'Erfahrene Therapeuten und {offering}{inPlace}, alles unter einem Dach bei {name}.' },
    ],
    about: [
      '{name} wird von Therapeuten geführt, die sich für jeden Patienten Zeit nehmen wollen.',
      'Wir hören zuerst zu, erklären, was wir feststellen, und vereinbaren mit Ihnen einen Plan.',
    ],
    features: [
      { title: 'Persönliche Betreuung', text: 'Betreuung durch Menschen, die Ihre Geschichte kennen.' },
      { title: 'Zeit zum Zuhören', text: 'Termine ohne Zeitdruck.' },
      { title: 'Klare Pläne', text: 'Was wir feststellen, was wir vorschlagen und was es kostet.' },
    ],
    menu: [
      { title: 'Termine', items: [{ title: 'Erstgespräch', text: 'Untersuchung, Beratung und ein Behandlungsplan.' }, { title: 'Folgetermin', text: 'Behandlung und Kontrolle Ihrer Fortschritte.' }, { title: 'Sportmedizinischer Check', text: 'Bewegungsanalyse und Trainingsplan.' }] },
    ],
    plans: [
      { name: 'Einzeltermin', features: ['Ein Termin', 'Tipps für zu Hause', 'Nachfrage bei Bedarf'] },
      { name: 'Reha-Plan', features: ['Erstberatung und Folgetermine', 'Persönliches Übungsprogramm', 'Fortschrittskontrollen'] },
      { name: 'Laufende Betreuung', features: ['Regelmäßige Termine', 'Betreuung, die Sie in Bewegung hält', 'Fragen Sie uns nach den Einzelheiten'] },
    ],
    testimonials: [
      { quote: 'Nach Monaten mit Rückenschmerzen hat mir endlich jemand erklärt, was los ist.', role: 'Patient' },
      { quote: 'Professionell, herzlich und immer pünktlich.', role: 'Stammpatientin' },
      { quote: 'Dank ihnen laufe ich wieder.', role: 'Läuferin' },
    ],
    faq: [
      { question: 'Brauche ich eine Überweisung?', answer: 'Fragen Sie uns, wir sagen es Ihnen. Bringen Sie vorhandene Befunde oder Bilder mit.' },
      { question: 'Übernimmt die Versicherung die Behandlung?', answer: 'Fragen Sie Ihre Versicherung; Sie erhalten von uns eine Rechnung zum Einreichen.' },
      { question: 'Was soll ich anziehen?', answer: 'Bequeme Kleidung, in der Sie sich gut bewegen können.' },
    ],
    team: [
      { role: 'Leitende Therapeutin', bio: 'Erfahren in der Praxis und hört immer zuerst zu.' },
      { role: 'Therapeut', bio: 'Spezialisiert auf Sportverletzungen und Rehabilitation.' },
      { role: 'Empfang', bio: 'Die freundliche Stimme, die Ihnen einen Termin findet.' },
    ],
    posts: [
      { title: 'Übungen für einen steifen Rücken', text: 'Einfache Bewegungen, die Sie am Schreibtisch machen können.' },
      { title: 'Wann Ruhe, wann Bewegung?', text: 'Ein Leitfaden für die Erholung nach einer Zerrung.' },
      { title: 'Ihr erster Besuch', text: 'Was Sie mitbringen sollten und was Sie erwartet.' },
    ],
  },
  'hair-salon': {
    offering: 'Haarschnitte, Farbe und Styling',
    taglines: ['Schöne Haare{inPlace}', 'Schnitt, Farbe, Selbstvertrauen'],
    heroes: [
      { heading: 'Schöne Haare beginnen hier{inPlace}', text: '{name} bietet {offering} von Menschen, die erst zuhören und dann schneiden.' },
      { heading: 'Gehen Sie als beste Version Ihrer selbst', text: 'Buchen Sie Ihren Platz bei {name}{inPlace}: {offering} von Menschen, die ihr Handwerk lieben.' },
    ],
    about: [
      '{name} ist ein kleiner Salon mit großer Liebe zum Handwerk. Jeder Termin beginnt mit einer richtigen Beratung.',
      'Wir wählen unsere Produkte mit Sorgfalt und halten unsere Preise klar und fair.',
    ],
    features: [
      { title: 'Präzise Schnitte', text: 'Passend zu Ihrem Haar, Ihrem Gesicht und Ihrer Morgenroutine.' },
      { title: 'Farbe', text: 'Von der dezenten Veränderung bis zu etwas ganz Neuem, gemeinsam mit Ihnen geplant.' },
      { title: 'Ein entspannter Besuch', text: 'Zeit zum Zurücklehnen, Plaudern oder einfach Abschalten.' },
    ],
    menu: [
      { title: 'Schnitte', items: [{ title: 'Schnitt und Finish', text: 'Beratung, Waschen, Schneiden und Styling.' }, { title: 'Herrenschnitt', text: 'Mit Schere oder Maschine, gewaschen und gestylt.' }, { title: 'Kinderschnitt', text: 'Für junge Kundschaft.' }] },
      { title: 'Farbe und mehr', items: [{ title: 'Balayage', text: 'Von Hand aufgetragen, inklusive Toner.' }, { title: 'Ansatzfarbe', text: 'Nachfärben mit Glanzpflege.' }, { title: 'Haarpflege-Behandlung', text: 'Pflege für trockenes oder strapaziertes Haar.' }] },
    ],
    plans: [
      { name: 'Frischer Schnitt', features: ['Waschen, Schneiden und Styling', 'Styling-Tipps', 'Tipps für zu Hause'] },
      { name: 'Farb-Club', features: ['Regelmäßige Ansatzfarbe', 'Regelmäßige Schnitte', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Stammschnitt', features: ['Ihr Schnitt, im Voraus gebucht', 'Styling-Tipps', 'Fragen Sie uns nach den Einzelheiten'] },
    ],
    testimonials: [
      { quote: 'Der beste Haarschnitt seit Langem – und sie haben wirklich zugehört.', role: 'Stammkundin' },
      { quote: 'Meine Balayage sieht natürlich aus und ist wunderschön herausgewachsen.', role: 'Farbkundin' },
      { quote: 'Toller Schnitt, gute Musik und eine entspannte Stunde.', role: 'Kunde' },
    ],
    faq: [
      { question: 'Kann ich ohne Termin kommen?', answer: 'Wenn ein Stuhl frei ist, ja; am sichersten ist eine Reservierung im Voraus.' },
      { question: 'Brauche ich vor dem Färben einen Verträglichkeitstest?', answer: 'Vor der ersten Farbe bitten wir eventuell um einen kurzen Hauttest; wir sagen es Ihnen bei der Buchung.' },
      { question: 'Was, wenn ich mich verspäte?', answer: 'Sagen Sie uns Bescheid: Wir tun unser Bestes, müssen Ihren Termin aber eventuell kürzen oder verschieben.' },
    ],
    team: [
      { role: 'Inhaberin und Senior-Stylistin', bio: 'Steht schon lange hinter dem Stuhl und liebt noch immer jede Herausforderung.' },
      { role: 'Coloristin', bio: 'Lebt für natürlich wirkende Balayage.' },
      { role: 'Friseur', bio: 'Liebt klassische Schnitte und saubere Konturen.' },
    ],
    posts: [
      { title: 'Schnitte für diese Saison', text: 'Wonach unsere Stylisten gerade am häufigsten gefragt werden.' },
      { title: 'So bleibt die Farbe strahlend', text: 'Einfache Pflege zwischen den Terminen.' },
      { title: 'Lernen Sie das Team kennen', text: 'Die Menschen hinter den Stühlen bei {name}.' },
    ],
  },
  fitness: {
    offering: 'Kurse und Personal Training',
    taglines: ['Mehr Bewegung{inPlace}', 'Jede Woche stärker'],
    heroes: [
      { heading: 'Stärker werden, besser bewegen, gut fühlen', text: '{name} bietet {offering}{inPlace} für jedes Niveau, vom ersten Kurs bis zur persönlichen Bestleistung.' },
      { heading: 'Ihr erster Kurs{inPlace} beginnt hier', text: 'Freundliche Coaches und {offering} für jedes Niveau: Willkommen bei {name}.' },
    ],
    about: [
      '{name} ist ein Ort zum Trainieren mit Menschen, die Sie kennen: Ihren Namen, Ihre Ziele und Ihre Verletzungen.',
      'Ob Sie gerade anfangen oder für etwas Großes trainieren: Wir erstellen einen Plan, der in Ihre Woche passt.',
    ],
    features: [
      { title: 'Persönliches Coaching', text: 'Coaches, die hinschauen, korrigieren und motivieren.' },
      { title: 'Persönliche Pläne', text: 'Ziele, gemeinsam mit einem Coach gesetzt und unterwegs überprüft.' },
      { title: 'Kurse über die Woche', text: 'Im Stundenplan finden Sie die Zeiten, die Ihnen passen.' },
      { title: 'Alle Niveaus', text: 'Jede Übung gibt es in einer leichteren und einer schwereren Variante.' },
    ],
    menu: [
      { title: 'Kurse', items: [{ title: 'Kraft-Grundlagen', text: 'Erst die Technik, dann das Gewicht.' }, { title: 'Vinyasa Flow', text: 'Atem und Bewegung.' }, { title: 'HIIT', text: 'Kurze, intensive Intervalle.' }, { title: 'Mobilität', text: 'Dehnen, lösen, erholen.' }] },
    ],
    plans: [
      { name: 'Einzelstunde', features: ['Jeder Kurs', 'Zahlen pro Besuch', 'Ohne Vertragsbindung'] },
      { name: 'Unbegrenzt', features: ['Alle Kurse', 'Gespräche mit einem Coach', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Personal Training', features: ['Einzeltraining', 'Plan und Fortschrittskontrolle', 'Ernährungsgrundlagen'] },
    ],
    testimonials: [
      { quote: 'Ich mochte Fitnessstudios nie. Hier hat sich das geändert.', role: 'Bekehrter Studio-Skeptiker' },
      { quote: 'Die Coaches kennen meinen Namen, meine Ziele und mein lädiertes Knie.', role: 'Stammgast im Krafttraining' },
      { quote: 'Der Morgenkurs ist der beste Start in meinen Tag.', role: 'Frühaufsteherin' },
    ],
    faq: [
      { question: 'Ich bin absoluter Anfänger. Ist das in Ordnung?', answer: 'Auf jeden Fall. Jeder Kurs hat Varianten für jedes Niveau; sagen Sie dem Coach einfach, dass es Ihr erstes Mal ist.' },
      { question: 'Kann ich meine Mitgliedschaft pausieren?', answer: 'Fragen Sie uns: Bei Reisen oder Verletzungen finden wir eine Lösung.' },
      { question: 'Was soll ich mitbringen?', answer: 'Wasser und bequeme Kleidung; fragen Sie uns nach allem anderen.' },
    ],
    team: [
      { role: 'Cheftrainerin', bio: 'Ehemalige Leistungssportlerin, die besonders gern Anfänger trainiert.' },
      { role: 'Yogalehrer', bio: 'Unterrichtet Vinyasa und Yin mit Geduld und Humor.' },
      { role: 'Krafttrainerin', bio: 'Macht Krafttraining sicher, einfach und unterhaltsam.' },
    ],
    posts: [
      { title: 'So starten Sie mit Krafttraining', text: 'Drei Bewegungen, die Sie zuerst lernen sollten.' },
      { title: 'Training vor der Arbeit', text: 'Wie ein Kurs in eine volle Woche passt.' },
      { title: 'Warum Ruhetage wichtig sind', text: 'In der Erholung entsteht der Fortschritt.' },
    ],
  },
  'law-firm': {
    offering: 'klare Rechtsberatung',
    taglines: ['Klare Rechtsberatung{inPlace}', 'An Ihrer Seite'],
    heroes: [
      { heading: 'Klare Rechtsberatung, wenn es darauf ankommt', text: '{name} bietet Privatpersonen und Unternehmen{inPlace} {offering}, verständliche Antworten und eine entschlossene Vertretung.' },
      { heading: 'Erfahrene Anwälte{inPlace}, an Ihrer Seite', text: 'Von Verträgen bis zu Streitigkeiten: {name} bietet {offering} in verständlicher Sprache und kämpft für das beste Ergebnis.' },
    ],
    about: [
      '{name} betreut jedes Mandat mit Sorgfalt, vom ersten Anruf bis zur letzten Unterschrift.',
      'Wir erklären die Kosten, bevor wir beginnen, und sagen Ihnen ehrlich, wenn sich ein Verfahren nicht lohnt.',
    ],
    features: [
      { title: 'Erst zuhören', text: 'Jedes Mandat beginnt damit, Ihre Lage zu verstehen.' },
      { title: 'Klare Sprache', text: 'Rat, den Sie verstehen und umsetzen können.' },
      { title: 'Ehrlicher Rat', text: 'Auch dann, wenn der beste Schritt ist, nicht vor Gericht zu gehen.' },
      { title: 'Klare Kosten', text: 'Wir sagen Ihnen, was es kostet, bevor wir beginnen.' },
    ],
    menu: [
      { title: 'Leistungen', items: [{ title: 'Erstberatung', text: 'Ein erstes Gespräch, um Ihre Lage zu verstehen.' }, { title: 'Vertragsprüfung', text: 'Klare Anmerkungen zu einem Vertrag, bevor Sie unterschreiben.' }, { title: 'Testament und Nachlassplanung', text: 'Ein Testament, aufgesetzt und bezeugt.' }, { title: 'Gesellschaftsgründung', text: 'Satzung, Eintragung und erste Beschlüsse.' }] },
    ],
    plans: [
      { name: 'Beratung', features: ['Ein erstes Gespräch', 'Die nächsten Schritte erklärt', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Beratungsvertrag für Unternehmen', features: ['Antworten auf kurze Fragen', 'Vertragsprüfungen', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Mandat zum Festpreis', features: ['Umfang vorab vereinbart', 'Keine Überraschungen bei den Stunden', 'Fragen Sie uns nach den Einzelheiten'] },
    ],
    testimonials: [
      { quote: 'Sie haben alles verständlich erklärt und einen Vergleich erreicht, den wir nicht für möglich gehalten hätten.', role: 'Geschäftsführerin' },
      { quote: 'Schnell, präzise und vom ersten Tag an ehrlich bei den Kosten.', role: 'Start-up-Gründer' },
      { quote: 'Sie haben eine schmerzhafte Familienangelegenheit so ruhig wie möglich gemacht.', role: 'Privatmandantin' },
    ],
    faq: [
      { question: 'Was kostet ein erstes Gespräch?', answer: 'Wir nennen Ihnen die Kosten vor dem Termin und rechnen sie auf das Honorar an, wenn Sie uns beauftragen.' },
      { question: 'Arbeiten Sie mit Pauschalhonoraren?', answer: 'Fragen Sie uns: Bevor wir beginnen, sagen wir Ihnen, wie wir abrechnen, und dabei bleibt es.' },
      { question: 'Können wir uns online treffen?', answer: 'Fragen Sie uns, und wir finden einen Weg, der Ihnen passt.' },
    ],
    team: [
      { role: 'Geschäftsführende Partnerin', bio: 'Langjährige Erfahrung im Wirtschaftsrecht und in Prozessen.' },
      { role: 'Partnerin', bio: 'Ruhiger Rat in schwierigen Momenten.' },
      { role: 'Rechtsanwalt', bio: 'Bereitet jeden Fall mit Sorgfalt vor.' },
    ],
    posts: [
      { title: 'Klauseln, die Sie vor der Unterschrift prüfen sollten', text: 'Die Bedingungen, die am häufigsten zu Streit führen, erklärt.' },
      { title: 'Wann Sie einen Anwalt anrufen sollten', text: 'Anzeichen, dass es Zeit für eine Beratung ist.' },
      { title: 'Warum jeder ein Testament braucht', text: 'Und was passiert, wenn es keines gibt.' },
    ],
  },
  accountant: {
    offering: 'Buchhaltung, Steuererklärungen und klare Antworten',
    taglines: ['Zahlen einfach gemacht{inPlace}', 'Ihre Buchhaltung, erledigt'],
    heroes: [
      { heading: 'Ihre Zahlen, in Ordnung gebracht', text: '{name} übernimmt {offering} für Selbstständige und kleine Unternehmen{inPlace}, damit Sie sich auf Ihre Arbeit konzentrieren können.' },
      { heading: 'Buchhaltung ohne Kopfzerbrechen', text: 'Klare Honorare, verständliche Antworten und {offering}: Das ist {name}{inPlace}.' },
    ],
    about: [
      '{name} arbeitet für Menschen und Unternehmen, die ihre Zahlen das ganze Jahr im Griff haben wollen, nicht nur zum Jahresabschluss.',
      'Sie bekommen eine Ansprechperson, die Ihre Unterlagen kennt, vorab vereinbarte Honorare und Antworten in klarer Sprache.',
    ],
    features: [
      { title: 'Buchhaltung', text: 'Ihre Bücher immer auf dem aktuellen Stand.' },
      { title: 'Steuererklärungen', text: 'Private und betriebliche Erklärungen, sorgfältig vorbereitet.' },
      { title: 'Lohnabrechnung', text: 'Lohnabrechnungen und Meldungen für Ihr Team.' },
      { title: 'Gute Werkzeuge', text: 'Hilfe bei Auswahl und Nutzung von Buchhaltungssoftware.' },
    ],
    menu: [
      { title: 'Leistungen', items: [{ title: 'Steuererklärung für Selbstständige', text: 'Erstellt, geprüft und eingereicht.' }, { title: 'Jahresabschluss', text: 'Für kleine Kapitalgesellschaften.' }, { title: 'Lohnabrechnung', text: 'Pro Mitarbeiter und Monat.' }, { title: 'Unternehmensgründung', text: 'Anmeldung und Beratung im ersten Jahr.' }] },
    ],
    plans: [
      { name: 'Selbstständige', features: ['Durchsicht der Buchhaltung', 'Jährliche Steuererklärung', 'Unterstützung per E-Mail'] },
      { name: 'Kleines Unternehmen', features: ['Monatliche Buchhaltung', 'Jahresabschluss und Steuern', 'Regelmäßige Gespräche'] },
      { name: 'Wachsendes Team', features: ['Alles aus „Kleines Unternehmen“', 'Lohnabrechnung', 'Auswertungen für die Geschäftsführung'] },
    ],
    testimonials: [
      { quote: 'Zum ersten Mal überhaupt habe ich pünktlich abgegeben, ohne eine einzige schlaflose Nacht.', role: 'Freiberufliche Designerin' },
      { quote: 'Klare Honorare, klare Beratung, und sie gehen immer ans Telefon.', role: 'Café-Inhaber' },
      { quote: 'Sie haben Einsparungen gefunden, die ein ganzes Jahr Honorar bezahlt haben.', role: 'Gründerin einer kleinen Agentur' },
    ],
    faq: [
      { question: 'Kann ich mitten im Jahr wechseln?', answer: 'Ja. Wir nehmen Kontakt mit Ihrer bisherigen Kanzlei auf und übernehmen von dort.' },
      { question: 'Mit welcher Software arbeiten Sie?', answer: 'Wir arbeiten mit den gängigen Cloud-Programmen und helfen Ihnen bei der Auswahl.' },
      { question: 'Wie funktionieren Ihre Honorare?', answer: 'Wir nennen Ihnen das Honorar, bevor wir beginnen, und vereinbaren jede Änderung vor zusätzlicher Arbeit.' },
    ],
    team: [
      { role: 'Gründungspartnerin', bio: 'Hat ein Herz für kleine Unternehmen.' },
      { role: 'Leiter Steuern', bio: 'Versteht jede neue Regel, damit Sie es nicht müssen.' },
      { role: 'Buchhalterin', bio: 'Hält Ihre Bücher Monat für Monat in Ordnung.' },
    ],
    posts: [
      { title: 'Die wichtigsten Steuertermine dieses Jahres', text: 'Tragen Sie sie jetzt in Ihren Kalender ein.' },
      { title: 'Ausgaben, die Selbstständige oft vergessen', text: 'Kleine Posten, die sich summieren.' },
      { title: 'Brauchen Sie eine GmbH?', text: 'Wann es sinnvoll ist und wann nicht.' },
    ],
  },
  agency: {
    offering: 'Marken, Websites und Kampagnen',
    taglines: ['Ideen{inPlace}, die wirken', 'Marken, die in Erinnerung bleiben'],
    heroes: [
      { heading: 'Wir bauen Marken, die in Erinnerung bleiben', text: '{name} entwickelt {offering} für Unternehmen{inPlace}, die sich abheben wollen.' },
      { heading: 'Strategie, Design und Code unter einem Dach', text: 'Vom ersten Workshop bis zum Start macht {name} aus großen Ideen {offering}, die wirken.' },
    ],
    about: [
      '{name} verbindet Strategie, Design und Entwicklung. Sie arbeiten direkt mit den Menschen, die die Arbeit machen.',
      'Wir halten unsere Kundenliste kurz, damit jedes Projekt unsere volle Aufmerksamkeit bekommt, und messen unseren Erfolg an Ihren Ergebnissen.',
    ],
    features: [
      { title: 'Strategie', text: 'Recherche, Positionierung und ein Plan, den alle verstehen.' },
      { title: 'Marke und Design', text: 'Erscheinungsbilder und Designsysteme, die mitwachsen.' },
      { title: 'Websites', text: 'Schnelle, barrierefreie Websites, die Ihr Team selbst pflegen kann.' },
      { title: 'Kampagnen', text: 'Inhalte und Anzeigen mit messbaren Ergebnissen.' },
    ],
    menu: [
      { title: 'Leistungen', items: [{ title: 'Markenworkshop', text: 'Gemeinsame Zeit, um zu klären, wer Sie sind und für wen Sie da sind.' }, { title: 'Markenidentität', text: 'Logo, Farben, Schrift und Gestaltungsrichtlinien.' }, { title: 'Website', text: 'Design und Umsetzung.' }] },
    ],
    plans: [
      { name: 'Sprint', features: ['Workshop', 'Strategiebericht', 'Fahrplan für die nächsten Schritte'] },
      { name: 'Markenstart', features: ['Markenidentität', 'Design und Umsetzung der Website', 'Begleitung beim Start'] },
      { name: 'Partnerschaft', features: ['Für Sie reservierte Teamzeit', 'Kampagnen und Inhalte', 'Regelmäßige Berichte'] },
    ],
    testimonials: [
      { quote: 'Sie haben unser Geschäft besser verstanden als wir selbst.', role: 'Geschäftsführer, Einzelhandelsmarke' },
      { quote: 'Unsere neue Website bringt mehr Anfragen, als wir gehofft hatten.', role: 'Marketingleiterin' },
      { quote: 'Erfahrene Leute, ehrliches Feedback, kein leeres Gerede.', role: 'Gründer' },
    ],
    faq: [
      { question: 'Wie lange dauert ein Projekt?', answer: 'Das hängt vom Umfang ab; Sie erhalten einen Zeitplan, bevor wir beginnen.' },
      { question: 'Arbeiten Sie mit Start-ups?', answer: 'Ja. Unser Sprint ist für Teams in einer frühen Phase gemacht.' },
      { question: 'Mit wem arbeiten wir zusammen?', answer: 'Die Menschen, die Sie zu Beginn kennenlernen, begleiten Sie bis zum Schluss.' },
    ],
    team: [
      { role: 'Gründerin und Strategieleitung', bio: 'Hilft Marken seit jeher, ihre Stimme zu finden.' },
      { role: 'Designleitung', bio: 'Leitet Markengestaltung und digitales Design.' },
      { role: 'Technische Leitung', bio: 'Baut schnelle, barrierefreie Websites.' },
    ],
    posts: [
      { title: 'Was eine Marke unvergesslich macht', text: 'Erkenntnisse aus vielen Jahren Markenarbeit.' },
      { title: 'Fallstudie: ein Rebranding', text: 'Wie wir einem lokalen Unternehmen geholfen haben, online zu wachsen.' },
      { title: 'Warum schnelle Websites mehr verkaufen', text: 'Geschwindigkeit, Vertrauen und Conversion erklärt.' },
    ],
  },
  saas: {
    offering: 'Software, die eine tägliche Aufgabe einfacher macht',
    taglines: ['Software, die ihren Job macht', 'Schnell gestartet, gern genutzt'],
    heroes: [
      { heading: 'Software, die ihren Job macht', text: '{name} ist {offering}. In wenigen Minuten angemeldet – überzeugen Sie sich selbst.' },
      { heading: 'Schnell gestartet, gern genutzt', text: 'Das ist {name}: {offering}, verständlich vom ersten Bildschirm an.' },
    ],
    about: [
      'Wir bauen {name} für die Menschen, die es jeden Tag nutzen, und halten es mit Absicht einfach.',
      'Wir hören unseren Kunden zu, verbessern {name} Schritt für Schritt und sagen Ihnen klar, was sich ändert.',
    ],
    features: [
      { title: 'Schnell startklar', text: 'Anmelden und zurechtfinden, ganz ohne Handbuch.' },
      { title: 'Klar gestaltet', text: 'Was Sie brauchen, im Blick – und nichts, was Sie nicht brauchen.' },
      { title: 'Ihre Daten bleiben Ihre', text: 'Wir behandeln sie vertraulich und verkaufen sie nie.' },
      { title: 'Hilfe von echten Menschen', text: 'Ihre Fragen beantworten Leute, die {name} gut kennen.' },
    ],
    menu: [
      { title: 'Was Sie bekommen', items: [{ title: '{name}', text: 'Alles, was {name} kann, an einem Ort.' }, { title: 'Updates', text: 'Verbesserungen, sobald sie erscheinen, in jedem Tarif enthalten.' }, { title: 'Erste Schritte', text: 'Anleitungen und Antworten für Ihre ersten Tage.' }] },
    ],
    plans: [
      { name: 'Kostenlos', features: ['Das Wesentliche', 'In Ruhe ausprobieren', 'Hilfe per E-Mail'] },
      { name: 'Plus', features: ['Alles aus „Kostenlos“', 'Höhere Limits', 'Schnellere Hilfe'] },
      { name: 'Pro', features: ['Alles aus „Plus“', 'Für größere Teams', 'Hilfe bei der Einrichtung'] },
    ],
    testimonials: [
      { quote: 'Es kann genau das, was wir brauchten – und nichts, was wir nicht brauchten.', role: 'Inhaberin eines kleinen Betriebs' },
      { quote: 'An einem Nachmittag waren wir startklar.', role: 'Leiter Betrieb' },
      { quote: 'Wenn wir eine Frage hatten, kam die Antwort von jemandem, der das Produkt kennt.', role: 'Freiberuflerin' },
    ],
    faq: [
      { question: 'Kann ich es testen, bevor ich zahle?', answer: 'Ja. Beginnen Sie mit dem Tarif „Kostenlos“ und wechseln Sie erst, wenn es sich für Sie lohnt.' },
      { question: 'Kann ich jederzeit kündigen?', answer: 'Ja. Bezahlte Tarife laufen monatlich, ohne Kündigungsfrist.' },
      { question: 'Wie bekomme ich Hilfe?', answer: 'Schreiben Sie uns, und jemand, der {name} gut kennt, antwortet Ihnen.' },
    ],
    team: [
      { role: 'Gründerin', bio: 'Hat {name} gegründet, um ein Problem zu lösen, das sie selbst hatte.' },
      { role: 'Leitender Entwickler', bio: 'Baut {name} und liest jede Rückmeldung.' },
      { role: 'Kundensupport', bio: 'Hilft jedem neuen Kunden beim Start.' },
    ],
    posts: [
      { title: 'Neu in {name}', text: 'Die jüngsten Verbesserungen, erklärt.' },
      { title: 'Erste Schritte mit {name}', text: 'Der Einstieg, Schritt für Schritt.' },
      { title: 'Warum wir {name} gebaut haben', text: 'Das Problem dahinter und wie wir es lösen wollen.' },
    ],
  },
  'real-estate': {
    offering: 'Wohnungen und Häuser zum Kaufen und Mieten',
    taglines: ['Finden Sie Ihr Zuhause{inPlace}', 'Immobilien, mit Sorgfalt vermittelt'],
    heroes: [
      { heading: 'Finden Sie Ihr Zuhause{inPlace}', text: '{name} hilft Ihnen beim Kaufen, Verkaufen und Mieten – {offering}, mit ehrlicher Beratung und Ortskenntnis.' },
      { heading: 'Verkaufen oder kaufen? Wir kennen {place}.', text: 'Genaue Bewertungen, {offering} und Makler, die ans Telefon gehen: Das ist {name}.' },
    ],
    about: [
      '{name} kennt den Markt vor Ort{inPlace}: die Straßen, die Preise und worauf Käufer achten.',
      'Wir bewerten ehrlich, präsentieren Ihre Immobilie ansprechend und halten Sie von der ersten Besichtigung bis zur Schlüsselübergabe auf dem Laufenden.',
    ],
    features: [
      { title: 'Ehrliche Bewertung', text: 'Ein ehrlicher Preis auf Basis echter Verkäufe in der Nähe.' },
      { title: 'Ansprechende Exposés', text: 'Immobilien von ihrer besten Seite, mit guten Fotos und klaren Angaben.' },
      { title: 'Begleitete Besichtigungen', text: 'Wir zeigen die Objekte selbst und beantworten Ihre Fragen.' },
    ],
    menu: [
      { title: 'Zum Kauf', items: [{ title: 'Dreizimmerwohnung', text: 'Hell, renoviert, Balkon und Aufzug.' }, { title: 'Einfamilienhaus', text: 'Garten und ruhige Straße.' }] },
      { title: 'Zur Miete', items: [{ title: 'Studio nahe dem Zentrum', text: 'Möbliert, pro Monat.' }, { title: 'Vierzimmerwohnung', text: 'Geräumig, mit Stellplatz, pro Monat.' }] },
    ],
    plans: [
      { name: 'Vermietung', features: ['Mietersuche', 'Bonitätsprüfung und Verträge', 'Inventarliste und Übergabe'] },
      { name: 'Verkauf', features: ['Bewertung und Vermarktung', 'Besichtigungen und Verhandlung', 'Honorar vorab vereinbart'] },
      { name: 'Komplettverwaltung', features: ['Mieteinzug', 'Reparaturen und Begehungen', 'Sicherheitsprüfungen'] },
    ],
    testimonials: [
      { quote: 'Über dem Angebotspreis verkauft. Sie haben sich um alles gekümmert.', role: 'Verkäuferin' },
      { quote: 'Sie haben uns eine Wohnung gefunden, bevor sie überhaupt online war.', role: 'Erstkäufer' },
      { quote: 'Als Vermieter muss ich nie irgendetwas hinterherlaufen.', role: 'Vermieter' },
    ],
    faq: [
      { question: 'Was kostet eine Bewertung?', answer: 'Fragen Sie uns: Wir erklären, was eine Bewertung umfasst und was sie kostet, unverbindlich.' },
      { question: 'Wie lange dauert ein Verkauf?', answer: 'Das hängt vom Käufer und den Unterlagen ab; wir geben Ihnen zu Beginn eine ehrliche Einschätzung.' },
      { question: 'Verwalten Sie auch Mietobjekte?', answer: 'Fragen Sie uns, was wir übernehmen können, von der Mietersuche bis zu Reparaturen und Mieteinzug.' },
    ],
    team: [
      { role: 'Geschäftsführer', bio: 'Verkauft seit vielen Jahren Immobilien in der Gegend.' },
      { role: 'Verkaufsberaterin', bio: 'Erzielt den besten Preis und hält alle Beteiligten in Bewegung.' },
      { role: 'Leitung Vermietung', bio: 'Kümmert sich um Vermieter und Mieter gleichermaßen.' },
    ],
    posts: [
      { title: 'So bereiten Sie Ihr Zuhause auf Besichtigungen vor', text: 'Kleine Handgriffe mit großer Wirkung.' },
      { title: 'Der Markt in diesem Quartal', text: 'Preise, Nachfrage und was zu erwarten ist.' },
      { title: 'Die erste eigene Immobilie kaufen', text: 'Die Schritte, die Kosten und der Zeitplan.' },
    ],
  },
  photographer: {
    offering: 'Fotos von Menschen und Momenten',
    taglines: ['Fotos, die sich nach Ihnen anfühlen', 'Licht, Geschichten, Menschen'],
    heroes: [
      { heading: 'Fotos, die sich nach Ihnen anfühlen', text: '{name} steht für {offering}{inPlace}: natürlich, ehrlich und voller Licht.' },
      { heading: 'Echte Momente, schön festgehalten', text: 'Entspannte Shootings, keine steifen Posen: {name} bietet {offering}, die Menschen zeigen, wie sie sind.' },
    ],
    about: [
      '{name} fotografiert Menschen und die Momente, die ihnen wichtig sind.',
      'Die Shootings sind entspannt und ohne Eile, und jedes Foto wird mit Sorgfalt ausgewählt und bearbeitet.',
    ],
    features: [
      { title: 'Porträts', text: 'Einzelpersonen, Paare und Familien.' },
      { title: 'Besondere Tage', text: 'Feiern und Anlässe, als Geschichte erzählt.' },
      { title: 'Businessfotografie', text: 'Teamporträts und Bilder für Ihre Website.' },
    ],
    menu: [
      { title: 'Shootings', items: [{ title: 'Porträtshooting', text: 'Entspannt, mit bearbeiteten Fotos.' }, { title: 'Familienshooting', text: 'Alle mit auf dem Bild.' }, { title: 'Anlass', text: 'Ihr Tag, als Geschichte erzählt.' }] },
    ],
    plans: [
      { name: 'Porträt', features: ['Ein Shooting', 'Bearbeitete Fotos', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Anlass', features: ['Gemeinsam geplante Begleitung', 'Eine vollständige Serie bearbeiteter Fotos', 'Fragen Sie uns nach Abzügen'] },
      { name: 'Firmenkunden', features: ['Ein Shooting bei Ihnen vor Ort', 'Teamporträts', 'Bilder für Web und Druck'] },
    ],
    testimonials: [
      { quote: 'Wir hassen es, fotografiert zu werden, und lieben jedes einzelne Bild.', role: 'Familienshooting' },
      { quote: 'Bei unseren Fotos haben wir noch einmal geweint.', role: 'Paar' },
      { quote: 'Auf unseren Teamfotos sehen wir endlich aus wie wir selbst.', role: 'Studioinhaberin' },
    ],
    faq: [
      { question: 'Wann bekomme ich meine Fotos?', answer: 'Wir vereinbaren bei der Buchung einen Termin mit Ihnen.' },
      { question: 'Reisen Sie auch?', answer: 'Sagen Sie uns, wohin, und wir sagen Ihnen, was möglich ist.' },
      { question: 'Darf ich die Fotos selbst drucken?', answer: 'Fragen Sie uns: Vor der Buchung erklären wir, was Sie mit Ihren Fotos machen dürfen.' },
    ],
    team: [
      { role: 'Fotografin', bio: 'Liebt natürliches Licht und ungestellte Momente.' },
      { role: 'Zweitfotograf', bio: 'Fängt die Momente hinter den großen Momenten ein.' },
      { role: 'Bildbearbeiterin', bio: 'Gibt jedem Foto von Hand den letzten Schliff.' },
    ],
    posts: [
      { title: 'Entspannt vor der Kamera', text: 'Kleine Dinge, die ein Shooting leichter machen.' },
      { title: 'Was anziehen zum Porträtshooting?', text: 'Einfache Tipps für Fotos, die Sie lieben werden.' },
      { title: 'Hinter der Kamera', text: 'Welche Ausrüstung ich dabeihabe und warum.' },
    ],
  },
  portfolio: {
    offering: 'durchdachtes Design',
    taglines: ['Design mit Absicht', 'Ausgewählte Arbeiten'],
    heroes: [
      { heading: 'Design, das sagt, was es meint', text: '{name} gestaltet {offering}{inPlace} für Menschen und Marken, denen Details wichtig sind.' },
      { heading: 'Hallo, ich mache Dinge klar und schön', text: 'Erscheinungsbilder, Interfaces und Illustrationen: eine Auswahl – {offering} von {name}.' },
    ],
    about: [
      '{name} ist ein unabhängiges Studio für Marke, Digital und Print.',
      'Ich arbeite eng mit wenigen Kunden gleichzeitig, von der ersten Skizze bis zur fertigen Datei, und ich liebe ein gutes Briefing.',
    ],
    features: [
      { title: 'Erscheinungsbild', text: 'Logos, Schrift und Farben, die Bestand haben.' },
      { title: 'Digital', text: 'Websites und Interfaces, die leicht zu bedienen sind.' },
      { title: 'Print', text: 'Bücher, Plakate und Verpackungen, mit Liebe zu Papier und Farbe.' },
    ],
    menu: [
      { title: 'Leistungen', items: [{ title: 'Logo und Erscheinungsbild', text: 'Recherche, Entwürfe, Gestaltungsrichtlinien.' }, { title: 'Webdesign', text: 'Design für eine Website jeder Größe.' }, { title: 'Illustration', text: 'Redaktionell oder kommerziell, pro Motiv.' }] },
    ],
    plans: [
      { name: 'Tagessatz', features: ['Ein ganzer Tag Design', 'Korrekturschleifen inklusive', 'Dateien in jedem Format'] },
      { name: 'Erscheinungsbild', features: ['Kennenlern-Workshop', 'Entwürfe zur Auswahl', 'Gestaltungsrichtlinien'] },
      { name: 'Rahmenvertrag', features: ['Feste Tage jeden Monat', 'Bevorzugte Bearbeitung', 'Regelmäßige Planungsgespräche'] },
    ],
    testimonials: [
      { quote: 'Klares Denken, schöne Arbeit und immer pünktlich.', role: 'Kreativdirektorin' },
      { quote: 'Unser neues Erscheinungsbild passt endlich zu dem, wer wir sind.', role: 'Gründerin einer kleinen Marke' },
      { quote: 'Eine Freude, vom ersten Gespräch an.', role: 'Verleger' },
    ],
    faq: [
      { question: 'Wie beginnt ein Projekt?', answer: 'Mit einem kurzen Gespräch und einem schriftlichen Briefing; ich antworte mit einem Angebot und einem Zeitplan.' },
      { question: 'Arbeiten Sie mit Agenturen?', answer: 'Ja, als freier Designer in Ihrem Team.' },
      { question: 'Wem gehört die fertige Arbeit?', answer: 'Das vereinbaren wir schriftlich, bevor das Projekt beginnt.' },
    ],
    team: [
      { role: 'Designer und Gründer', bio: 'Arbeitet für Marke, Digital und Print.' },
      { role: 'Partnerin Entwicklung', bio: 'Setzt die Websites um, die ich gestalte.' },
      { role: 'Partner Illustration', bio: 'Bringt Zeichnungen in Projekte, die sie brauchen.' },
    ],
    posts: [
      { title: 'Notizen zu einem aktuellen Erscheinungsbild', text: 'Von den ersten Skizzen bis zum fertigen Zeichen.' },
      { title: 'Warum ich noch auf Papier skizziere', text: 'Erst mit dem Bleistift denken.' },
      { title: 'Bücher, die jeder Designer besitzen sollte', text: 'Eine kurze Leseliste.' },
    ],
  },
  musician: {
    offering: 'Livemusik und neue Songs',
    taglines: ['Livemusik{inPlace}', 'Hören Sie uns live'],
    heroes: [
      { heading: 'Neue Songs, laute Nächte', text: '{name} spielt {offering}{inPlace} und auf Bühnen in Ihrer Nähe. Kommen Sie vorbei und singen Sie mit.' },
      { heading: 'Reinhören und dann live erleben', text: 'Songs anhören, ein Konzert erleben und in Kontakt bleiben: {name} bringt {offering} auf die Bühne.' },
    ],
    about: [
      '{name} macht Musik, die live gehört werden will{inPlace}, mit Songs zum Mitsingen.',
      'Wir spielen, wann immer wir können, schreiben weiter und treffen gern die Menschen, die zuhören.',
    ],
    features: [
      { title: 'Die Songs', text: 'Hier reinhören, dann live erleben.' },
      { title: 'Konzerte', text: 'Musik, die im Raum am besten klingt.' },
      { title: 'Buchen Sie uns', text: 'Schreiben Sie uns für Festivals, private Anlässe und Feste.' },
    ],
    menu: [
      { title: 'Konzerte', items: [{ title: 'Clubabend', text: 'Kleiner Raum, langes Set.' }, { title: 'Festivalbühne', text: 'Unter freiem Himmel, mit alten und neuen Freunden.' }, { title: 'Privater Anlass', text: 'Fragen Sie uns nach einem Termin.' }] },
    ],
    plans: [
      { name: 'Ticket', features: ['Stehplatz', 'Ein Abend mit Livemusik', 'Einlasszeiten auf dem Ticket'] },
      { name: 'Ticket und Platte', features: ['Stehplatz', 'Unsere Musik für zu Hause', 'Fragen Sie am Merch-Stand'] },
      { name: 'Privatkonzert', features: ['Ein gemeinsam geplantes Set', 'Technik vorab abgestimmt', 'Songs auf Wunsch'] },
    ],
    testimonials: [
      { quote: 'Das beste Livekonzert, das ich dieses Jahr gesehen habe.', role: 'Musikjournalistin' },
      { quote: 'Sie haben auf unserer Hochzeit gespielt, und niemand hat sich den ganzen Abend hingesetzt.', role: 'Hochzeitspaar' },
      { quote: 'Ihre Songs laufen bei mir in Dauerschleife.', role: 'Hörer' },
    ],
    faq: [
      { question: 'Können wir Sie für eine private Feier buchen?', answer: 'Ja, schreiben Sie uns Datum und Ort, und wir schicken Ihnen ein Angebot.' },
      { question: 'Wo kann ich Ihre Musik hören?', answer: 'Bei unseren Konzerten, und wir sagen Ihnen gern, wo Sie sie sonst noch finden.' },
      { question: 'Sind die Konzerte für alle Altersgruppen?', answer: 'Das hängt vom Veranstaltungsort ab; fragen Sie uns vorher.' },
    ],
    team: [
      { role: 'Gesang und Gitarre', bio: 'Schreibt die meisten Songs und singt sie.' },
      { role: 'Bass', bio: 'Hält den Groove am Laufen.' },
      { role: 'Schlagzeug', bio: 'Spielt hart und lächelt noch breiter.' },
    ],
    posts: [
      { title: 'Neue Songs', text: 'Woran wir geschrieben haben und wie es entstanden ist.' },
      { title: 'Die nächsten Konzerte', text: 'Wo Sie uns als Nächstes live sehen.' },
      { title: 'Studiotagebuch', text: 'Notizen aus dem Studio.' },
    ],
  },
  blog: {
    offering: 'Essays, Geschichten und Notizen',
    taglines: ['Geschichten, die sich lohnen', 'Notizen, Essays und Geschichten'],
    heroes: [
      { heading: 'Geschichten, für die man langsamer wird', text: '{name} ist ein Zuhause für {offering}, geschrieben{inPlace} und mit Sorgfalt geteilt.' },
      { heading: 'Hallo und willkommen', text: 'Neue {offering} von {name}, immer wenn es etwas zu sagen gibt.' },
    ],
    about: [
      '{name} ist der Ort, an dem ich über das schreibe, was mir auffällt, was ich lese und worüber ich nachdenke.',
      'Hier finden Sie Essays, Geschichten und Notizen. Danke fürs Lesen.',
    ],
    features: [
      { title: 'Essays', text: 'Lange Texte über Orte, Menschen und Ideen.' },
      { title: 'Notizen', text: 'Kurze Texte über das, was mir aufgefallen ist.' },
      { title: 'Teilenswert', text: 'Dinge, die ich gefunden habe und die Ihnen gefallen könnten.' },
    ],
    menu: [
      { title: 'Texte', items: [{ title: 'Essays', text: 'Lange Texte.' }, { title: 'Newsletter', text: 'Neue Beiträge per E-Mail.' }, { title: 'Archiv', text: 'Alle Beiträge an einem Ort.' }] },
    ],
    plans: [
      { name: 'Leser', features: ['Alle öffentlichen Beiträge', 'Der Newsletter', 'Kommentare'] },
      { name: 'Unterstützer', features: ['Beiträge nur für Mitglieder', 'Früher Zugang', 'Mein Dank'] },
      { name: 'Förderer', features: ['Alles für Unterstützer', 'Ein persönliches Dankeschön', 'Ihr Name in der Danksagung'] },
    ],
    testimonials: [
      { quote: 'Der einzige Newsletter, den ich sofort lese, wenn er ankommt.', role: 'Leserin' },
      { quote: 'Wunderschöne Texte, nach denen ich meine eigene Straße mit anderen Augen sehe.', role: 'Abonnent' },
      { quote: 'Nachdenklich, witzig und nie zu lang.', role: 'Lektorin' },
    ],
    faq: [
      { question: 'Wie oft erscheint etwas Neues?', answer: 'Immer wenn es etwas zu sagen gibt; abonnieren Sie, dann verpassen Sie nichts.' },
      { question: 'Darf ich einen Beitrag veröffentlichen?', answer: 'Kurze Zitate mit Link sind willkommen; für alles Längere schreiben Sie mir.' },
      { question: 'Nehmen Sie Aufträge an?', answer: 'Schreiben Sie mir die Einzelheiten, dann sage ich es Ihnen.' },
    ],
    team: [
      { role: 'Autorin', bio: 'Schreibt, überarbeitet und liest jeden Kommentar.' },
      { role: 'Lektor', bio: 'Liest jeden Entwurf zweimal.' },
      { role: 'Illustratorin', bio: 'Zeichnet die Bilder über jedem Beitrag.' },
    ],
    posts: [
      { title: 'Eine Woche ohne Handy', text: 'Was mir auffiel, als ich aufhörte, nach unten zu schauen.' },
      { title: 'Die schönsten Buchhandlungen, die ich gefunden habe', text: 'Klein, vollgestopft und voller Überraschungen.' },
      { title: 'Über das langsame Gehen', text: 'Notizen von einem langen Wochenende zu Fuß.' },
    ],
  },
  trades: {
    offering: 'Reparaturen und Installationen, sauber ausgeführt',
    taglines: ['Gleich beim ersten Mal richtig', 'Aus der Region und zuverlässig'],
    heroes: [
      { heading: 'Zuverlässige Hilfe{inPlace}, wenn Sie sie brauchen', text: '{name} bietet {offering}: pünktlich, sauber und zu einem fairen Preis.' },
      { heading: 'Gleich beim ersten Mal richtig', text: 'Zuverlässig und aus der Region: {name} geht ans Telefon, kommt vorbei und liefert {offering}{inPlace}.' },
    ],
    about: [
      '{name} ist ein Betrieb aus der Region, der stolz auf sorgfältige Arbeit und ehrliche Beratung ist.',
      'Wir machen ein Angebot, bevor wir anfangen, räumen auf, wenn wir fertig sind, und lassen nie eine Arbeit halb fertig liegen.',
    ],
    features: [
      { title: 'Schnell erreichbar', text: 'Rufen Sie uns an, und wir sagen Ihnen, wann wir kommen können.' },
      { title: 'Sorgfältige Arbeit', text: 'Richtig gemacht und geprüft, bevor wir gehen.' },
      { title: 'Klare Angebote', text: 'Wir erklären die Kosten, bevor wir anfangen.' },
      { title: 'Saubere Arbeit', text: 'Wir schützen Ihre Böden und hinterlassen keinen Schmutz.' },
    ],
    menu: [
      { title: 'Leistungen', items: [{ title: 'Anfahrt und Einsatz', text: 'Fehlersuche und Reparatur.' }, { title: 'Sicherheitsprüfung', text: 'Eine Prüfung Ihrer Anlage, mit klarer Beratung.' }, { title: 'Bad- oder Küchenmontage', text: 'Ein Angebot nach einem Besuch vor Ort.' }, { title: 'Dringende Reparatur', text: 'Rufen Sie an, und wir sagen Ihnen, wann wir da sein können.' }] },
    ],
    plans: [
      { name: 'Einsatz', features: ['Fehlersuche und Reparatur', 'Teile vor dem Einbau erklärt', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Wartungsvertrag', features: ['Regelmäßige Sicherheitsprüfungen', 'Hilfe, wenn etwas schiefgeht', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Projekt', features: ['Besuch und Angebot', 'Preis vor Beginn vereinbart', 'Ein Team von Anfang bis Ende'] },
    ],
    testimonials: [
      { quote: 'Schnell da, Leck repariert und die Küche sauberer hinterlassen als vorher.', role: 'Hausbesitzerin' },
      { quote: 'Fairer Preis, klares Angebot, hervorragende Arbeit. Ab jetzt unsere erste Wahl.', role: 'Vermieter' },
      { quote: 'Die Elektrik der ganzen Wohnung erneuert, pünktlich und im Budget.', role: 'Wohnungseigentümerin' },
    ],
    faq: [
      { question: 'Wie bekomme ich ein Angebot?', answer: 'Beschreiben Sie uns die Arbeit; wir sehen sie uns an und nennen Ihnen den Preis, bevor wir anfangen.' },
      { question: 'Haben Sie einen Notdienst?', answer: 'Rufen Sie uns an, und wir sagen Ihnen, wann wir da sein können.' },
      { question: 'Was, wenn etwas nicht stimmt?', answer: 'Sagen Sie es uns, und wir kommen wieder und sehen es uns an.' },
    ],
    team: [
      { role: 'Inhaber', bio: 'Hat das Handwerk von der Pike auf gelernt und liebt die Arbeit noch immer.' },
      { role: 'Monteur', bio: 'Sorgfältig, ordentlich und gut ansprechbar.' },
      { role: 'Büroleitung', bio: 'Plant Ihren Termin und hält Sie auf dem Laufenden.' },
    ],
    posts: [
      { title: 'Bevor die Kälte kommt', text: 'Einfache Schritte zum Schutz Ihrer Leitungen.' },
      { title: 'Wann Sie einen Fachbetrieb rufen sollten', text: 'Kleine Arbeiten, die Sie selbst erledigen können, und solche, bei denen Sie es lassen sollten.' },
      { title: 'Projekt: ein Bad von Anfang bis Ende', text: 'Von nackten Wänden zum fertigen Raum.' },
    ],
  },
  shop: {
    offering: 'sorgfältig gefertigte Produkte',
    taglines: ['Gemacht, um zu bleiben', 'Gute Dinge, gut gemacht'],
    heroes: [
      { heading: 'Gute Dinge, gut gemacht', text: '{name} verkauft {offering}, ausgewählt nach Qualität und gemacht, um lange zu halten.' },
      { heading: 'Unsere Lieblingsstücke', text: 'Entdecken Sie {offering} bei {name}, mit Sorgfalt ausgewählt.' },
    ],
    about: [
      '{name} ist ein Laden für Dinge, die gut gemacht sind und benutzt werden wollen.',
      'Wir wählen jedes Produkt mit Sorgfalt und sagen Ihnen gern, woher es kommt.',
    ],
    features: [
      { title: 'Mit Sorgfalt ausgewählt', text: 'Jedes Produkt nach seiner Qualität ausgewählt.' },
      { title: 'Ideal zum Verschenken', text: 'Fragen Sie uns, wenn Sie Hilfe bei der Geschenkwahl brauchen.' },
      { title: 'Fragen Sie uns', text: 'Wir kennen unsere Produkte und beraten Sie ehrlich.' },
      { title: 'Freundlicher Service', text: 'Eine Frage vor oder nach dem Kauf? Fragen Sie einfach.' },
    ],
    menu: [
      { title: 'Bestseller', items: [{ title: 'Handgemachter Becher', text: 'Steinzeug, von Hand glasiert.' }, { title: 'Geschirrtuch aus Leinen', text: 'Gewaschenes Leinen.' }, { title: 'Geschenkbox', text: 'Eine Auswahl unserer Lieblingsstücke, verpackt.' }] },
    ],
    plans: [
      { name: 'Versand', features: ['Lieferzeiten an der Kasse angezeigt', 'Bis an Ihre Tür', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Geschenkbox', features: ['Einige Lieblingsstücke', 'Bereit zum Verschenken', 'Mit persönlicher Nachricht'] },
      { name: 'Monatsbox', features: ['Jeden Monat eine Überraschung', 'Für Sie ausgewählt', 'Fragen Sie uns nach den Einzelheiten'] },
    ],
    testimonials: [
      { quote: 'Wunderschön verpackt und in echt noch schöner.', role: 'Kundin' },
      { quote: 'Meine erste Adresse für Geschenke. Immer etwas Besonderes.', role: 'Stammkunde' },
      { quote: 'Man spürt die Sorgfalt in jedem Stück.', role: 'Kundin' },
    ],
    faq: [
      { question: 'Wie lange dauert die Lieferung?', answer: 'Das hängt davon ab, wo Sie sind; fragen Sie uns, wir sagen es Ihnen.' },
      { question: 'Kann ich etwas zurückgeben?', answer: 'Schreiben Sie uns, und wir sagen Ihnen, wie.' },
      { question: 'Liefern Sie ins Ausland?', answer: 'Fragen Sie uns, und wir sagen Ihnen, wohin wir liefern können.' },
    ],
    team: [
      { role: 'Gründerin', bio: 'Findet die Manufakturen und wählt jedes Produkt aus.' },
      { role: 'Verpackung und Versand', bio: 'Packt jede Bestellung mit Sorgfalt.' },
      { role: 'Kundenservice', bio: 'Beantwortet Ihre Fragen.' },
    ],
    posts: [
      { title: 'Die Menschen hinter unseren Produkten', text: 'Ein Besuch bei einem der Menschen hinter unseren Produkten.' },
      { title: 'Kleine Geschenkideen', text: 'Kleine Geschenke, die sich besonders anfühlen.' },
      { title: 'Wie wir auswählen, was wir verkaufen', text: 'Worauf wir bei jedem Produkt achten.' },
    ],
  },
  school: {
    offering: 'Unterricht, der Selbstvertrauen gibt',
    taglines: ['Lernen{inPlace}, das bleibt', 'Mit Selbstvertrauen wachsen'],
    heroes: [
      { heading: 'Lernen, das Selbstvertrauen gibt', text: '{name} bietet {offering}{inPlace}, für Lernende auf jedem Niveau.' },
      { heading: 'Alle können glänzen', text: 'Geduldige Lehrkräfte, klare Ziele und {offering}: Willkommen bei {name}.' },
    ],
    about: [
      '{name} ist überzeugt, dass alle Lernenden mit der richtigen Unterstützung Fortschritte machen.',
      'Wir setzen klare Ziele und halten Lernende und Eltern über die Fortschritte auf dem Laufenden.',
    ],
    features: [
      { title: 'Zeit für alle', text: 'Unterricht, in dem alle gehört werden.' },
      { title: 'Maßgeschneidert', text: 'Unterricht, um die Lernenden herum geplant.' },
      { title: 'Gute Lehrkräfte', text: 'Geduldig, vorbereitet und freundlich.' },
      { title: 'Sichtbare Fortschritte', text: 'Klare Ziele und regelmäßige Rückmeldungen.' },
    ],
    menu: [
      { title: 'Kurse', items: [{ title: 'Einzelstunde', text: 'Unterricht, ganz auf eine Person abgestimmt.' }, { title: 'Kleingruppe', text: 'Gemeinsam lernen.' }, { title: 'Prüfungsvorbereitung', text: 'Gezielte Vorbereitung auf die Prüfung.' }] },
    ],
    plans: [
      { name: 'Probestunde', features: ['Eine erste Stunde', 'Einstufung', 'Lernplan'] },
      { name: 'Wöchentliche Gruppe', features: ['Regelmäßiger Gruppenunterricht', 'Fragen Sie nach dem Material', 'Rückmeldung zum Fortschritt'] },
      { name: 'Einzelunterricht', features: ['Einzelunterricht', 'Feedback zu Hausaufgaben', 'Zeiten nach Absprache'] },
    ],
    testimonials: [
      { quote: 'Meine Tochter hatte früher Angst vor Mathe, heute fragt sie nach Zusatzaufgaben.', role: 'Mutter' },
      { quote: 'Geduldig, klar und immer gut vorbereitet. Ich habe mit Auszeichnung bestanden.', role: 'Ehemaliger Schüler' },
      { quote: 'Die Aufmerksamkeit, die sie schenken, macht den Unterschied.', role: 'Vater von zwei Kindern' },
    ],
    faq: [
      { question: 'Können wir zuerst eine Stunde ausprobieren?', answer: 'Melden Sie sich, und wir sagen Ihnen, wie Sie anfangen.' },
      { question: 'Unterrichten Sie auch online?', answer: 'Fragen Sie uns, welche Kurse online möglich sind.' },
      { question: 'Was, wenn wir eine Stunde verpassen?', answer: 'Sagen Sie uns so früh wie möglich Bescheid, und wir finden eine Lösung.' },
    ],
    team: [
      { role: 'Gründerin und Schulleiterin', bio: 'Lehrerin aus Leidenschaft, die jede erste Stunde noch immer liebt.' },
      { role: 'Lehrer', bio: 'Macht schwierige Fächer einfach.' },
      { role: 'Lehrerin', bio: 'Spezialisiert auf Prüfungsvorbereitung.' },
    ],
    posts: [
      { title: 'Lernen ohne Stress', text: 'Ein Lernplan, der funktioniert.' },
      { title: 'Neue Kurse', text: 'Was bald beginnt und für wen es gedacht ist.' },
      { title: 'Gemeinsam lesen zu Hause', text: 'Ein paar Minuten am Tag, die viel bewirken.' },
    ],
  },
  nonprofit: {
    offering: 'praktische Hilfe, wo sie gebraucht wird',
    taglines: ['Gemeinsam helfen{inPlace}', 'Kleine Taten, große Wirkung'],
    heroes: [
      { heading: 'Gemeinsam erreichen wir mehr{inPlace}', text: '{name} leistet {offering} – dank Ehrenamtlichen und Unterstützern wie Ihnen.' },
      { heading: 'Kleine Taten, große Wirkung', text: 'Spenden, mitmachen oder weitersagen: Jeder Beitrag hilft {name}, {offering} zu leisten.' },
    ],
    about: [
      '{name} gibt es, weil Menschen eine Not gesehen und beschlossen haben zu handeln.',
      'Freiwillige und Unterstützer machen unsere Arbeit möglich, und wir legen offen, wie jede Spende verwendet wird.',
    ],
    features: [
      { title: 'Spenden', text: 'Eine regelmäßige Spende hilft uns, vorauszuplanen.' },
      { title: 'Mitmachen', text: 'Schenken Sie so viel Zeit, wie Sie können.' },
      { title: 'Weitersagen', text: 'Erzählen Sie Freunden und Kollegen von unserer Arbeit.' },
    ],
    menu: [
      { title: 'Unsere Arbeit', items: [{ title: 'Direkte Hilfe', text: 'Praktische Unterstützung, wo sie gebraucht wird.' }, { title: 'Nachbarschaftsprojekte', text: 'Projekte vor Ort, gemeinsam mit Nachbarn.' }, { title: 'Beratung und Unterstützung', text: 'Ein offenes Ohr und praktische Hilfe.' }] },
    ],
    plans: [
      { name: 'Freund', features: ['Regelmäßige Neuigkeiten', 'Was Ihre Spenden möglich gemacht haben', 'Unser Dank'] },
      { name: 'Unterstützer', features: ['Alles für Freunde', 'Ein näherer Blick auf unsere Arbeit', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Einmalige Spende', features: ['Ein Betrag Ihrer Wahl', 'Eingesetzt, wo es am nötigsten ist', 'Unser Dank'] },
    ],
    testimonials: [
      { quote: 'Mein Ehrenamt hier ist der schönste Teil meiner Woche.', role: 'Ehrenamtliche' },
      { quote: 'Sie haben uns geholfen, als es sonst niemand tat.', role: 'Von uns unterstützte Familie' },
      { quote: 'Transparent, nah und wirksam. Wir spenden jeden Monat.', role: 'Monatlicher Spender' },
    ],
    faq: [
      { question: 'Wie wird meine Spende verwendet?', answer: 'Direkt in unserer Arbeit; fragen Sie uns, wir erklären es Ihnen.' },
      { question: 'Wie kann ich mitmachen?', answer: 'Melden Sie sich, und wir sagen Ihnen, wie Sie helfen können.' },
      { question: 'Können Unternehmen Sie unterstützen?', answer: 'Ja. Melden Sie sich, und wir besprechen, was passen könnte.' },
    ],
    team: [
      { role: 'Vorsitzende', bio: 'Leitet den Verein und seine Freiwilligen.' },
      { role: 'Koordination Ehrenamt', bio: 'Findet für alle die Aufgabe, die zu ihnen passt.' },
      { role: 'Schatzmeister', bio: 'Sorgt dafür, dass jede Spende zählt und jeder Bericht verständlich ist.' },
    ],
    posts: [
      { title: 'Was Ihre Spenden dieses Jahr bewirkt haben', text: 'Unser Bericht, in klaren Worten.' },
      { title: 'Ehrenamtliche des Monats', text: 'Lernen Sie die Menschen kennen, die alles möglich machen.' },
      { title: 'Unser Winteraufruf', text: 'Wie Sie in dieser Jahreszeit helfen können.' },
    ],
  },
  business: {
    offering: 'freundlichen, zuverlässigen Service',
    taglines: ['Für Sie da{inPlace}', 'Guter Service, ganz einfach'],
    heroes: [
      { heading: 'Guter Service, ganz einfach', text: '{name} bietet {offering}{inPlace}, mit Menschen, die sich Zeit zum Zuhören nehmen.' },
      { heading: 'Für Sie da{inPlace}', text: 'Klare Beratung, faire Preise und {offering} bekommen Sie bei {name}.' },
    ],
    about: [
      '{name} folgt einer einfachen Idee: jeden Kunden so behandeln, wie wir selbst behandelt werden möchten.',
      'Wir halten unsere Versprechen, antworten schnell und sind stolz auf jede Empfehlung, die wir bekommen.',
    ],
    features: [
      { title: 'Zuverlässig', text: 'Wir tun, was wir sagen, und zwar dann, wann wir es sagen.' },
      { title: 'Persönlich', text: 'Menschen, die Sie und Ihre Wünsche kennen.' },
      { title: 'Klar', text: 'Wir erklären, was wir tun und was es kostet.' },
    ],
    menu: [
      { title: 'Leistungen', items: [{ title: 'Erstgespräch', text: 'Wir hören zu und schlagen den nächsten Schritt vor.' }, { title: 'Standardleistung', text: 'Unser beliebtestes Angebot.' }, { title: 'Premiumleistung', text: 'Alles inklusive, mit Vorrang.' }] },
    ],
    plans: [
      { name: 'Basis', features: ['Das Wesentliche', 'Support per E-Mail', 'Fragen Sie uns nach den Einzelheiten'] },
      { name: 'Plus', features: ['Alles aus Basis', 'Bevorzugter Support', 'Regelmäßige Besprechungen'] },
      { name: 'Premium', features: ['Alles aus Plus', 'Feste Ansprechperson', 'Gemeinsame Planung'] },
    ],
    testimonials: [
      { quote: 'Freundlich, schnell und genau das, was wir gebraucht haben.', role: 'Kundin' },
      { quote: 'Sie haben erst zugehört, und das hat man am Ergebnis gesehen.', role: 'Langjähriger Kunde' },
      { quote: 'Ich empfehle sie allen, die ich kenne.', role: 'Kunde' },
    ],
    faq: [
      { question: 'Wie fangen wir an?', answer: 'Schreiben Sie uns oder rufen Sie an, den Rest übernehmen wir.' },
      { question: 'Wie schnell antworten Sie?', answer: 'So schnell wir können.' },
      { question: 'Kann ich meinen Tarif später wechseln?', answer: 'Ja. Fragen Sie uns, und wir finden, was zu Ihnen passt.' },
    ],
    team: [
      { role: 'Gründerin', bio: 'Hat das Unternehmen gegründet und geht noch immer selbst ans Telefon.' },
      { role: 'Kundenbetreuung', bio: 'Ihre erste Ansprechperson für alles, was Sie brauchen.' },
      { role: 'Organisation', bio: 'Sorgt dafür, dass alles pünktlich läuft.' },
    ],
    posts: [
      { title: 'Was es in dieser Saison Neues gibt', text: 'Ein paar Änderungen, die sich unsere Kunden gewünscht haben.' },
      { title: 'Hinter den Kulissen', text: 'Wie wir arbeiten, und warum.' },
      { title: 'Eine Kundengeschichte', text: 'Wie wir einem unserer Kunden geholfen haben.' },
    ],
  },
};
