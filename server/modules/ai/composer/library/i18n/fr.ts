import type { KindCopy } from '../../types.ts';

/** Each kind's copy in the language, by kind. */
export const FR: Record<string, KindCopy> = {
  bakery: {
    offering: 'du pain et des viennoiseries',
    taglines: ['Du pain frais{inPlace}, chaque matin', 'Cuit avec soin{inPlace}'],
    heroes: [
      { heading: 'Pain frais et viennoiseries{inPlace}, cuits chaque matin', text: 'Chez {name}, les fours s’allument tôt pour que vous trouviez {offering} dès le réveil.' },
      { heading: 'L’odeur du pain chaud, tout près de chez vous{inPlace}', text: '{name} prépare {offering} avec de bons ingrédients, des mains expertes et un peu de patience.' },
    ],
    about: [
      '{name} cuit pour celles et ceux qui passent chaque jour : {offering}, faits avec soin et servis avec le sourire.',
      'Nous choisissons nos ingrédients avec soin et nous cuisons pour les voisins qui passent chaque matin{inPlace}.',
    ],
    features: [
      { title: 'Cuit du jour', text: 'Nous cuisons chaque jour : ce que vous emportez est frais.' },
      { title: 'De bons ingrédients', text: 'Farine, eau, sel et temps : l’essentiel, bien fait.' },
      { title: 'Une occasion spéciale ?', text: 'Dites-nous ce que vous imaginez pour un jour particulier, nous vous dirons ce que nous pouvons préparer.' },
      { title: 'Une boulangerie de quartier', text: 'Un comptoir accueillant{inPlace}, du pain du matin à une douceur pour plus tard.' },
    ],
    menu: [
      { title: 'Pains', items: [{ title: 'Pain de campagne au levain', text: 'Croûte craquante, mie alvéolée.' }, { title: 'Seigle aux graines', text: 'Dense et sombre, tournesol et lin.' }, { title: 'Baguette', text: 'Croustillante dehors, moelleuse dedans.' }] },
      { title: 'Viennoiseries', items: [{ title: 'Croissant au beurre', text: 'Feuilleté léger et bon beurre.' }, { title: 'Flan pâtissier', text: 'Caramélisé dessus, onctueux dedans.' }, { title: 'Roulé à la cannelle', text: 'Pâte à la cardamome, sucre brun, cannelle.' }] },
      { title: 'Gâteaux', items: [{ title: 'Cake au citron', text: 'Un cake entier à partager.' }, { title: 'Gâteau au chocolat', text: 'Chocolat noir et fleur de sel.' }] },
    ],
    plans: [
      { name: 'Panier pain', features: ['Un pain chaque semaine', 'Le pain de votre choix', 'À retirer quand cela vous arrange'] },
      { name: 'Club petit-déjeuner', features: ['Pain et viennoiseries chaque semaine', 'Une douceur pour le week-end', 'Demandez-nous pour la livraison'] },
      { name: 'Panier bureau', features: ['Des viennoiseries pour votre équipe', 'Spécialités de saison', 'Une facture par mois'] },
    ],
    testimonials: [
      { quote: 'Le meilleur pain que j’aie mangé en dehors de la cuisine de ma grand-mère.', role: 'Cliente fidèle' },
      { quote: 'Leurs viennoiseries sont désormais de tous nos petits-déjeuners en famille.', role: 'Cliente du week-end' },
      { quote: 'Du pain chaud, un bonjour souriant et un mot au comptoir. Parfait.', role: 'Voisin' },
    ],
    faq: [
      { question: 'Puis-je commander pour une occasion ?', answer: 'Demandez-nous en boutique ou écrivez-nous : dites-nous ce qu’il vous faut et pour quand, nous vous dirons ce que nous pouvons faire.' },
      { question: 'Puis-je me renseigner sur les allergènes ?', answer: 'Bien sûr. Demandez-nous : nous vous dirons ce que contient chacun de nos produits.' },
      { question: 'Comment garder le pain frais ?', answer: 'Dans un sac en tissu, à température ambiante. Tranché, il se congèle aussi très bien.' },
    ],
    team: [
      { role: 'Chef boulanger', bio: 'Commence tôt et goûte encore chaque fournée.' },
      { role: 'Cheffe pâtissière', bio: 'Veille sur tout ce qui est sucré au comptoir.' },
      { role: 'Responsable de la boutique', bio: 'Connaît par cœur la commande de chaque habitué.' },
    ],
    posts: [
      { title: 'Ce qui fait un bon pain', text: 'Farine, eau, sel et temps : d’où vient le goût du pain.' },
      { title: 'Les douceurs de saison', text: 'Les nouveautés de la saison sur nos étagères.' },
      { title: 'Un matin dans notre fournil', text: 'De la première pâte au dernier pain en rayon.' },
    ],
  },
  cafe: {
    offering: 'du café et des gâteaux',
    taglines: ['Du bon café{inPlace}', 'Votre tasse du jour{inPlace}'],
    heroes: [
      { heading: 'Du bon café et un coin tranquille{inPlace}', text: '{name} sert avec soin {offering}, avec de la place pour lire, travailler ou simplement regarder la rue.' },
      { heading: 'Votre tasse préférée{inPlace} vous attend', text: 'Chez {name}, la journée ralentit : {offering} et une place près de la fenêtre.' },
    ],
    about: [
      '{name}, c’est du bon café et un endroit où l’on aime s’attarder. Nous choisissons avec soin tout ce que nous servons.',
      'Nous sommes un café de quartier{inPlace} : un endroit où retrouver des amis, ouvrir son ordinateur ou rester seul avec un bon livre.',
    ],
    features: [
      { title: 'Préparé avec soin', text: 'Chaque tasse préparée dans les règles, du premier espresso de la journée au dernier.' },
      { title: 'De quoi grignoter', text: 'Des gâteaux et des petites choses pour accompagner votre café.' },
      { title: 'Prenez votre temps', text: 'Restez le temps d’une tasse ou de tout un après-midi.' },
      { title: 'Un accueil chaleureux', text: 'Un bonjour souriant, que ce soit votre première visite ou la centième.' },
    ],
    menu: [
      { title: 'Cafés', items: [{ title: 'Espresso', text: 'Court, corsé et plein d’arômes.' }, { title: 'Flat white', text: 'Double espresso, lait soyeux.' }, { title: 'Café filtre', text: 'Café filtre, net et doux.' }] },
      { title: 'Gâteaux et en-cas', items: [{ title: 'Banana bread', text: 'Toasté, avec du beurre salé.' }, { title: 'Carrot cake', text: 'Glaçage au fromage frais, noix.' }, { title: 'Tartine à l’avocat', text: 'Pain au levain, citron vert, piment.' }] },
    ],
    plans: [
      { name: 'Carte café', features: ['Les cafés de votre choix', 'À utiliser à votre rythme', 'À partager avec un ami'] },
      { name: 'Tasse du mois', features: ['Votre café quotidien', 'Un petit plus pour les habitués', 'Demandez-nous les détails'] },
      { name: 'Du café à la maison', features: ['Le café que nous servons', 'En grains ou moulu', 'Demandez-nous ce qui est disponible'] },
    ],
    testimonials: [
      { quote: 'Le flat white est parfait et personne ne me reproche de rester tout l’après-midi.', role: 'Rédactrice indépendante' },
      { quote: 'Le meilleur gâteau de la ville, et l’équipe connaît mon prénom.', role: 'Habitué' },
      { quote: 'Notre lieu de petit-déjeuner d’équipe chaque semaine. Calme, accueillant et un très bon café.', role: 'Responsable d’équipe du quartier' },
    ],
    faq: [
      { question: 'Puis-je rester un moment ?', answer: 'Bien sûr. Aux heures d’affluence, nous vous demanderons peut-être de partager une table.' },
      { question: 'Puis-je réserver une table ?', answer: 'Contactez-nous et nous vous dirons ce qui est possible.' },
      { question: 'Que contiennent les gâteaux ?', answer: 'Demandez au comptoir : nous vous indiquerons volontiers les ingrédients et les allergènes.' },
    ],
    team: [
      { role: 'Propriétaire et cheffe barista', bio: 'Choisit chaque café que nous servons.' },
      { role: 'Pâtissier', bio: 'Prépare les gâteaux du comptoir.' },
      { role: 'Barista', bio: 'Champion de latte art de toute l’équipe.' },
    ],
    posts: [
      { title: 'Ce qu’il y a dans votre tasse', text: 'D’où vient notre café et ce qui lui donne son goût.' },
      { title: 'Mieux préparer son café à la maison', text: 'Trois petits changements qui font une grande différence.' },
      { title: 'Nouveau au comptoir', text: 'Les gâteaux et petites choses arrivés cette saison.' },
    ],
  },
  restaurant: {
    offering: 'une cuisine de saison',
    taglines: ['Cuisine de saison{inPlace}', 'Une table pour chacun{inPlace}'],
    heroes: [
      { heading: 'Cuisine de saison et accueil chaleureux{inPlace}', text: '{name} propose {offering}, avec de bons produits, du soin et un accueil chaleureux.' },
      { heading: 'Venez avec appétit, repartez heureux', text: 'Des plats généreux et {offering} qui vaut le détour : {name} est une cuisine{inPlace} qui aime nourrir son monde.' },
    ],
    about: [
      '{name} est un lieu où l’on mange bien et où l’on se sent accueilli. Nous cuisinons ce que nous aimons, avec des produits en qui nous avons confiance.',
      'Tout ce qui figure à la carte est préparé dans notre cuisine, et nous vous disons volontiers ce que contient chaque plat.',
    ],
    features: [
      { title: 'De bons produits', text: 'Des plats préparés avec des produits choisis avec soin.' },
      { title: 'Dites-nous ce qu’il vous faut', text: 'Allergies ou régime particulier ? Dites-le-nous et nous vous dirons ce que nous pouvons faire.' },
      { title: 'Fêtes et repas de famille', text: 'Un anniversaire ou une réunion de famille ? Demandez-nous ce que nous pouvons organiser.' },
      { title: 'De quoi boire', text: 'Des boissons choisies pour accompagner les plats.' },
    ],
    menu: [
      { title: 'Entrées', items: [{ title: 'Burrata', text: 'Tomates anciennes, huile de basilic, pain grillé.' }, { title: 'Calamars croustillants', text: 'Aïoli au citron, piment et persil.' }] },
      { title: 'Plats', items: [{ title: 'Tagliatelle coupées au couteau', text: 'Ragoût de bœuf mijoté, parmesan.' }, { title: 'Pêche du jour', text: 'Grillée entière, sauce verte, pommes de terre nouvelles.' }, { title: 'Risotto aux champignons des bois', text: 'Pecorino affiné, thym.' }] },
      { title: 'Desserts', items: [{ title: 'Tiramisu', text: 'Café, mascarpone et cacao.' }, { title: 'Gâteau à l’huile d’olive', text: 'Orange, crème au mascarpone.' }] },
    ],
    plans: [
      { name: 'Menu du midi', features: ['Deux plats', 'Un verre de vin maison', 'Demandez les plats du jour'] },
      { name: 'Menu dégustation', features: ['Plusieurs plats', 'Une mise en bouche du chef', 'Demandez l’accord mets et vins'] },
      { name: 'Menu de groupe', features: ['Pour les groupes et les fêtes', 'Menu composé avec vous', 'Demandez-nous les détails'] },
    ],
    testimonials: [
      { quote: 'La cuisine vaut à elle seule le déplacement. Service chaleureux, sans chichis.', role: 'Convive du soir' },
      { quote: 'Nous y avons fêté l’anniversaire de ma mère et c’était parfait.', role: 'Invitée d’un anniversaire' },
      { quote: 'Une bonne cuisine et un accueil chaleureux : c’est pour cela que nous revenons.', role: 'Habitué' },
    ],
    faq: [
      { question: 'Faut-il réserver ?', answer: 'Réserver est le plus sûr moyen d’avoir une table, surtout le soir.' },
      { question: 'Pouvez-vous tenir compte des allergies ?', answer: 'Prévenez-nous en réservant et nous vous dirons ce que la cuisine peut faire pour vous.' },
      { question: 'Les enfants sont-ils les bienvenus ?', answer: 'Dites-le-nous en réservant et nous ferons de notre mieux pour que toute la famille passe un bon moment.' },
    ],
    team: [
      { role: 'Chef de cuisine', bio: 'Compose la carte et dirige la cuisine.' },
      { role: 'Directrice de salle', bio: 'Veille à ce que chaque table se sente la meilleure de la salle.' },
      { role: 'Serveur', bio: 'Connaît chaque plat et la boisson qui l’accompagne.' },
    ],
    posts: [
      { title: 'Une nouvelle saison à la carte', text: 'Ce qui change à la carte, et pourquoi.' },
      { title: 'Derrière la porte de la cuisine', text: 'Comment un plat prend forme avant le service.' },
      { title: 'Vous préparez une fête ?', text: 'Comment nous vous aidons à organiser un repas de groupe.' },
    ],
  },
  bar: {
    offering: 'des cocktails et des bières artisanales',
    taglines: ['Des verres et de la bonne compagnie{inPlace}', 'Votre soirée commence ici'],
    heroes: [
      { heading: 'Cocktails, bières artisanales et longues soirées{inPlace}', text: '{name} sert {offering}, classiques ou maison, dans une salle faite pour les longues conversations.' },
      { heading: 'Votre soirée préférée{inPlace} commence ici', text: 'Bonne musique, {offering} et une équipe qui se souvient de votre verre : bienvenue chez {name}.' },
    ],
    about: [
      '{name} est un bar pour les bons verres et la bonne compagnie, où tout le monde est le bienvenu.',
      'Nos barmans connaissent la carte par cœur et vous aident volontiers à choisir.',
    ],
    features: [
      { title: 'Des verres bien faits', text: 'Des classiques et des favoris de la maison, préparés avec soin.' },
      { title: 'Pour tous les goûts', text: 'Dites-nous ce que vous aimez, nous trouverons votre verre.' },
      { title: 'Bonne musique', text: 'Une musique choisie pour le lieu et l’heure.' },
      { title: 'Faites la fête chez nous', text: 'Un anniversaire ou une soirée d’équipe ? Demandez-nous ce que nous pouvons organiser.' },
    ],
    menu: [
      { title: 'Cocktails', items: [{ title: 'Negroni maison', text: 'Gin, orange amère, vermouth vieilli en fût de chêne.' }, { title: 'Old fashioned fumé', text: 'Bourbon, érable, fumée de cerisier.' }, { title: 'Spritz du jardin', text: 'Fleur de sureau, concombre, vin pétillant.' }] },
      { title: 'À la pression', items: [{ title: 'Pale ale', text: 'Agrumes et pin.' }, { title: 'Pils', text: 'Vive et nette.' }] },
      { title: 'Petites assiettes', items: [{ title: 'Olives marinées', text: 'Zeste d’orange et fenouil.' }, { title: 'Planche de fromages', text: 'Fromages et chutney.' }] },
    ],
    plans: [
      { name: 'Happy hour', features: ['Cocktails classiques', 'En début de soirée', 'Demandez-nous les horaires'] },
      { name: 'Atelier cocktails', features: ['Une soirée avec nos barmans', 'Des cocktails préparés par vous', 'Recettes à emporter'] },
      { name: 'Soirée privée', features: ['Pour les groupes et les fêtes', 'Verre de bienvenue', 'Votre propre playlist'] },
    ],
    testimonials: [
      { quote: 'L’old fashioned fumé, c’est du théâtre dans un verre. Une équipe formidable.', role: 'Habitué' },
      { quote: 'Nous y avons fêté un anniversaire et l’équipe a tout rendu facile.', role: 'Organisatrice d’une fête' },
      { quote: 'Toujours quelque chose de nouveau à goûter et toujours un visage souriant.', role: 'Amateur de bière' },
    ],
    faq: [
      { question: 'Peut-on réserver une table ?', answer: 'Contactez-nous et nous vous dirons ce que nous pouvons vous réserver.' },
      { question: 'Servez-vous à manger ?', answer: 'Demandez au bar, nous vous dirons ce que nous servons ce soir.' },
      { question: 'Avez-vous des boissons sans alcool ?', answer: 'Oui. Demandez à l’équipe du bar, elle vous proposera quelque chose.' },
    ],
    team: [
      { role: 'Responsable du bar', bio: 'Compose la carte des boissons.' },
      { role: 'Chef barman', bio: 'A une histoire pour chaque bouteille derrière le comptoir.' },
      { role: 'Équipe du bar', bio: 'Toujours ravie de vous faire découvrir quelque chose.' },
    ],
    posts: [
      { title: 'Du nouveau à la carte', text: 'Ce que nous servons cette saison.' },
      { title: 'Derrière le bar', text: 'Comment se prépare un cocktail classique.' },
      { title: 'Bientôt chez {name}', text: 'Des soirées et des événements à noter dans votre agenda.' },
    ],
  },
  hotel: {
    offering: 'des chambres confortables',
    taglines: ['Un séjour au calme{inPlace}', 'Bien dormir{inPlace}'],
    heroes: [
      { heading: 'Un endroit calme où séjourner{inPlace}', text: '{name} vous offre {offering}, à quelques pas de tout ce qui mérite d’être vu.' },
      { heading: 'Bien dormir, se réveiller dans un bel endroit', text: 'Attendez-vous à {offering} et à un accueil chaleureux : {name} est votre maison{inPlace}.' },
    ],
    about: [
      '{name} prend soin de ses hôtes : de bons lits, des chambres impeccables et une équipe heureuse de vous recevoir.',
      'Notre équipe partage volontiers les restaurants, les balades et les coins de {place} que les guides oublient.',
    ],
    features: [
      { title: 'Chambres reposantes', text: 'De bons lits, du linge propre et des nuits calmes.' },
      { title: 'À votre service', text: 'Des conseils, des indications et un mot aimable dès que vous en avez besoin.' },
      { title: 'Les bonnes adresses', text: 'Où manger, que voir et comment y aller.' },
      { title: 'Un accueil chaleureux', text: 'Nous sommes heureux de vous accueillir, et cela se voit.' },
    ],
    menu: [
      { title: 'Chambres', items: [{ title: 'Double classique', text: 'Une chambre confortable pour deux.' }, { title: 'Chambre supérieure', text: 'Plus d’espace et plus de lumière.' }, { title: 'Suite familiale', text: 'De la place pour toute la famille.' }] },
    ],
    plans: [
      { name: 'Chambre seule', features: ['La chambre seule', 'Des conseils pour votre séjour', 'Demandez-nous les conditions d’annulation'] },
      { name: 'Chambre et petit-déjeuner', features: ['Petit-déjeuner compris', 'Des conseils pour votre séjour', 'Demandez-nous les conditions d’annulation'] },
      { name: 'Escapade week-end', features: ['Un week-end loin de tout', 'Des conseils pour votre séjour', 'Demandez-nous ce qui est compris'] },
    ],
    testimonials: [
      { quote: 'La nuit la plus calme depuis des années, et un accueil si gentil.', role: 'Couple en week-end' },
      { quote: 'L’équipe nous a envoyés dans des restaurants que nous n’aurions jamais trouvés seuls.', role: 'Client venu de l’étranger' },
      { quote: 'Une belle chambre impeccable, et un endroit que nous ne voulions plus quitter.', role: 'Jeunes mariés' },
    ],
    faq: [
      { question: 'À quelle heure sont l’arrivée et le départ ?', answer: 'Nous vous les indiquons à la réservation ; demandez-nous si vous avez besoin de plus de temps.' },
      { question: 'Y a-t-il un parking ?', answer: 'Demandez-nous en réservant, nous vous dirons où vous garer.' },
      { question: 'Les animaux sont-ils acceptés ?', answer: 'Demandez-nous avant de réserver, nous vous dirons ce qui est possible.' },
    ],
    team: [
      { role: 'Hôtesse et propriétaire', bio: 'Veille à ce que chaque hôte se sente chez lui.' },
      { role: 'Relations clients', bio: 'Connaît toutes les bonnes tables du coin.' },
      { role: 'Entretien des chambres', bio: 'Garde chaque chambre impeccable.' },
    ],
    posts: [
      { title: 'Balades au départ de l’hôtel', text: 'Nos itinéraires préférés, courts et longs.' },
      { title: 'Des nouvelles de {name}', text: 'Ce qui change pour nos hôtes cette saison.' },
      { title: 'Où nous mangeons le jour de congé', text: 'La liste des restaurants du coin selon notre équipe.' },
    ],
  },
  spa: {
    offering: 'des massages et des soins apaisants',
    taglines: ['Du temps pour soi{inPlace}', 'Respirez{inPlace}'],
    heroes: [
      { heading: 'Ralentir, respirer', text: '{name} propose {offering}{inPlace} : une heure qui n’appartient qu’à vous.' },
      { heading: 'Un lieu calme{inPlace} pour se retrouver', text: 'Des salles chaleureuses, des mains expertes et {offering} : {name} est fait pour le repos.' },
    ],
    about: [
      '{name} est un spa à taille humaine : des mains expertes, des salles calmes et du temps rien que pour vous.',
      'Nous choisissons nos produits avec soin et laissons du temps entre les soins : personne n’est pressé.',
    ],
    features: [
      { title: 'De bons produits', text: 'Des huiles et des crèmes choisies avec soin.' },
      { title: 'Praticiens qualifiés', text: 'Des personnes qui connaissent leur métier et vous écoutent.' },
      { title: 'Salles au calme', text: 'Des salles chaudes et calmes, faites pour un vrai repos.' },
    ],
    menu: [
      { title: 'Massages', items: [{ title: 'Massage relaxant', text: 'Longs mouvements, huile chaude, corps entier.' }, { title: 'Massage profond', text: 'Pour les épaules nouées et les dos fatigués.' }, { title: 'Massage aux pierres chaudes', text: 'Pierres de basalte et gestes lents.' }] },
      { title: 'Visage et corps', items: [{ title: 'Soin visage signature', text: 'Nettoyage, masque et massage.' }, { title: 'Gommage corps', text: 'Sel marin et huile d’amande.' }] },
    ],
    plans: [
      { name: 'Soin à l’unité', features: ['Un soin au choix', 'Un thé après le soin', 'Du temps pour se reposer'] },
      { name: 'Journée spa', features: ['Des soins au choix', 'Du temps pour se reposer entre les soins', 'Demandez-nous ce qui est compris'] },
      { name: 'Rituel mensuel', features: ['Un massage chaque mois', 'Un moment régulier pour vous', 'Demandez-nous les détails'] },
    ],
    testimonials: [
      { quote: 'Le meilleur massage de ma vie. Je suis rentrée sur un nuage.', role: 'Première visite' },
      { quote: 'Une journée spa ici, c’était le cadeau d’anniversaire parfait.', role: 'Cliente d’anniversaire' },
      { quote: 'Calme, impeccable et jamais pressé. Je viens chaque mois.', role: 'Membre du rituel mensuel' },
    ],
    faq: [
      { question: 'Que dois-je apporter ?', answer: 'Rien que vous-même. À la réservation, nous vous disons si autre chose peut être utile.' },
      { question: 'Puis-je offrir un soin ?', answer: 'Demandez-nous, nous vous expliquerons comment.' },
      { question: 'Puis-je recevoir un massage pendant ma grossesse ?', answer: 'Dites-le-nous en réservant et nous vous proposerons un soin adapté.' },
    ],
    team: [
      { role: 'Fondatrice et praticienne', bio: 'Spécialiste du massage profond et du massage sportif.' },
      { role: 'Esthéticienne', bio: 'Convaincue qu’une belle peau commence par le repos.' },
      { role: 'Praticien en massage', bio: 'Sait exactement où se cachent les tensions.' },
    ],
    posts: [
      { title: 'Pourquoi le repos n’est pas un luxe', text: 'Ce qu’une heure de calme fait au corps et à l’esprit.' },
      { title: 'Se reposer pendant les mois froids', text: 'Pourquoi un soin chaud fait tant de bien en hiver.' },
      { title: 'Prendre soin de sa peau à la maison', text: 'Les gestes simples que notre esthéticienne ne manque jamais.' },
    ],
  },
  wedding: {
    offering: 'des mariages et des fêtes',
    taglines: ['Des fêtes{inPlace}, organisées avec soin', 'Votre jour, sans le stress'],
    heroes: [
      { heading: 'Votre jour, organisé jusqu’au dernier pétale', text: '{name} conçoit et orchestre {offering}{inPlace}, pour que vous n’ayez plus qu’à en profiter.' },
      { heading: 'Des fêtes{inPlace} qui vous ressemblent', text: 'De la première idée à la dernière danse, {name} s’occupe de tout : {offering}, jusque dans les moindres détails.' },
    ],
    about: [
      '{name} organise des fêtes de toutes tailles, du petit comité à la grande soirée.',
      'Nous connaissons les lieux, traiteurs, fleuristes et musiciens{inPlace}, et le jour J nous restons avec vous jusqu’au départ du dernier invité.',
    ],
    features: [
      { title: 'Organisation complète', text: 'Lieu, prestataires, budget et planning : nous nous occupons de tout.' },
      { title: 'Coordination du jour J', text: 'Nous gérons la journée pour que vous et votre famille puissiez profiter.' },
      { title: 'Décoration et scénographie', text: 'Fleurs, tables et lumières qui racontent votre histoire.' },
    ],
    menu: [
      { title: 'Prestations', items: [{ title: 'Organisation complète', text: 'Tous les prestataires et toute la journée, dès la première idée.' }, { title: 'Organisation partielle', text: 'Nous arrivons quand vous avez besoin de nous et menons tout à bien.' }, { title: 'Coordination du jour J', text: 'Quelqu’un pour orchestrer la journée à votre place.' }] },
    ],
    plans: [
      { name: 'Jour J', features: ['Une coordinatrice le jour J', 'Planning et appels aux prestataires', 'Une visite en amont'] },
      { name: 'Organisation partielle', features: ['Un accompagnement pour la dernière ligne droite', 'Prestataires recommandés', 'Coordination du jour J'] },
      { name: 'Organisation complète', features: ['Des rendez-vous dès que vous en avez besoin', 'Recherche et décoration du lieu', 'Gestion du budget'] },
    ],
    testimonials: [
      { quote: 'Nous n’avons pas levé le petit doigt le jour J. Tout était exactement comme nous l’avions rêvé.', role: 'Mariés en juin' },
      { quote: 'Ils ont trouvé un lieu dont nous n’avions jamais entendu parler, et il était parfait.', role: 'Couple venu de l’étranger' },
      { quote: 'Calmes, organisés et bienveillants : notre meilleure décision de toute l’organisation.', role: 'Parents de la mariée' },
    ],
    faq: [
      { question: 'Combien de temps à l’avance faut-il vous contacter ?', answer: 'Le plus tôt possible pour une organisation complète ; pour la coordination du jour J, quelques mois suffisent en général.' },
      { question: 'Organisez-vous d’autres événements que des mariages ?', answer: 'Oui : anniversaires de mariage, anniversaires et fêtes d’entreprise aussi.' },
      { question: 'Pouvez-vous travailler avec nos propres prestataires ?', answer: 'Bien sûr. Nous nous coordonnons avec tous ceux que vous appréciez déjà.' },
    ],
    team: [
      { role: 'Organisatrice principale', bio: 'A organisé des fêtes de toutes tailles et pleure encore pendant les discours.' },
      { role: 'Décoratrice et styliste', bio: 'Transforme les planches d’inspiration en tables, fleurs et lumières.' },
      { role: 'Coordinateur', bio: 'Tient le planning et chaque prestataire dans les temps.' },
    ],
    posts: [
      { title: 'Les questions à poser à un lieu', text: 'Ce que nous vérifions toujours avant que vous signiez.' },
      { title: 'Des idées pour un mariage en plein air', text: 'Des fleurs, de longues tables et un plan pour la météo.' },
      { title: 'Bâtir un budget qui tient', text: 'Où dépenser, où économiser.' },
    ],
  },
  conference: {
    offering: 'des conférences, des ateliers et de belles rencontres',
    taglines: ['Des idées et des gens{inPlace}', 'Le rendez-vous de la communauté'],
    heroes: [
      { heading: 'Des idées, des gens et de la pratique{inPlace}', text: '{name} vous propose {offering}, aux côtés de celles et ceux qui construisent la suite.' },
      { heading: 'Rencontrez celles et ceux qui façonnent la suite', text: 'Grandes conférences, ateliers pratiques et {offering} : {name}{inPlace}.' },
    ],
    about: [
      '{name} est une conférence pensée pour sa communauté, qui laisse autant de place à la pratique qu’aux idées.',
      'Nous choisissons des interventions utiles et gardons la porte ouverte aux débutants comme aux habitués.',
    ],
    features: [
      { title: 'Des interventions concrètes', text: 'Des présentations concrètes par des gens de terrain.' },
      { title: 'Ateliers pratiques', text: 'Petits groupes, vrais exercices, supports à emporter.' },
      { title: 'Du temps pour se rencontrer', text: 'Des pauses pour échanger et des gens à rencontrer.' },
      { title: 'Ouvert à toutes et à tous', text: 'Un code de conduite et de l’aide pour l’accessibilité : il suffit de demander.' },
    ],
    menu: [
      { title: 'Conférences', items: [{ title: 'Conférence d’ouverture', text: 'Où nous en sommes et où nous allons.' }, { title: 'Interventions', text: 'Pratiques, outils et retours du terrain.' }, { title: 'Soirée', text: 'À manger, de la musique et des discussions de couloir.' }] },
      { title: 'Ateliers et plus', items: [{ title: 'Ateliers', text: 'Des séances pratiques en petits groupes.' }, { title: 'Présentations éclair', text: 'Des interventions courtes, l’une après l’autre.' }, { title: 'Conférence de clôture', text: 'Regarder devant, ensemble.' }] },
    ],
    plans: [
      { name: 'Étudiant', features: ['Toute la conférence', 'Café pendant les pauses', 'Pour les étudiants'] },
      { name: 'Standard', features: ['Toute la conférence', 'Un atelier', 'Demandez-nous ce qui est compris'] },
      { name: 'Soutien', features: ['Tout le billet Standard', 'Aide quelqu’un d’autre à venir', 'Nos remerciements le jour même'] },
    ],
    testimonials: [
      { quote: 'La conférence la plus concrète à laquelle j’assiste. Je rentre avec des idées applicables dès le lundi.', role: 'Participante fidèle' },
      { quote: 'Les ateliers valaient à eux seuls le prix du billet.', role: 'Première participation' },
      { quote: 'Une communauté chaleureuse et ouverte. J’y ai rencontré la moitié de mon réseau.', role: 'Intervenant' },
    ],
    faq: [
      { question: 'Les interventions sont-elles filmées ?', answer: 'Suivez nos actualités : nous y indiquons ce que nous partageons après l’événement.' },
      { question: 'Puis-je être remboursé ?', answer: 'Les conditions sont indiquées à l’achat ; si vous ne pouvez pas venir, demandez-nous comment céder votre billet.' },
      { question: 'Le lieu est-il accessible ?', answer: 'Dites-nous ce dont vous avez besoin, nous vous dirons comment nous pouvons aider.' },
    ],
    team: [
      { role: 'Responsable du programme', bio: 'Pilote l’appel à interventions et le comité de sélection.' },
      { role: 'Intervenante principale', bio: 'Autrice et membre de longue date de la communauté.' },
      { role: 'Responsable des ateliers', bio: 'Anime les séances pratiques.' },
    ],
    posts: [
      { title: 'L’appel à interventions est ouvert', text: 'Partagez ce que vous avez appris cette année ; les premières prises de parole sont les bienvenues.' },
      { title: 'Les premiers intervenants annoncés', text: 'Découvrez celles et ceux qui ouvriront et clôtureront l’édition de cette année.' },
      { title: 'Venir et se loger', text: 'Hôtels et trains à proximité.' },
    ],
  },
  dentist: {
    offering: 'des soins dentaires tout en douceur',
    taglines: ['Des soins dentaires en douceur{inPlace}', 'Des sourires en bonne santé{inPlace}'],
    heroes: [
      { heading: 'Des soins dentaires en douceur{inPlace} pour toute la famille', text: '{name} propose {offering} : contrôles, détartrage et traitements, avec le temps de tout expliquer et sans appréhension.' },
      { heading: 'Un dentiste que vous aurez plaisir à voir', text: 'Un équipement moderne, des salles apaisantes et {offering}{inPlace} : c’est {name}.' },
    ],
    about: [
      '{name} prend le temps pour chaque patient, explique chaque étape et convient du coût avant de commencer.',
      'Les patients anxieux sont les bienvenus : nous avançons à votre rythme et faisons une pause dès que vous en avez besoin.',
    ],
    features: [
      { title: 'Contrôles et hygiène', text: 'Un suivi régulier pour des dents et des gencives en bonne santé.' },
      { title: 'Un traitement décidé avec vous', text: 'Nous vous expliquons les options, vous décidez.' },
      { title: 'Du calme pour les patients anxieux', text: 'Des explications claires, à votre rythme, sans jugement.' },
      { title: 'De l’aide quand ça fait mal', text: 'Une douleur ? Appelez-nous, nous vous trouverons un rendez-vous au plus vite.' },
    ],
    menu: [
      { title: 'Soins', items: [{ title: 'Contrôle', text: 'Examen, conseils et radios si nécessaire.' }, { title: 'Séance d’hygiène', text: 'Détartrage et polissage avec notre hygiéniste.' }, { title: 'Blanchiment', text: 'Gouttières de blanchiment à domicile, avec suivi.' }, { title: 'Aligneurs transparents', text: 'De la consultation au sourire final.' }] },
    ],
    plans: [
      { name: 'Essentiel', features: ['Des contrôles réguliers', 'Des séances de détartrage', 'Demandez-nous les détails'] },
      { name: 'Famille', features: ['Pour toute la famille', 'Contrôles et hygiène pour tous', 'Demandez-nous les détails'] },
      { name: 'Complet', features: ['Des contrôles et des détartrages supplémentaires', 'Des soins planifiés avec vous', 'Demandez-nous les détails'] },
    ],
    testimonials: [
      { quote: 'J’ai eu peur des dentistes toute ma vie. Plus maintenant.', role: 'Patiente de longue date' },
      { quote: 'Des prix clairs avant de commencer et une équipe adorable.', role: 'Patiente' },
      { quote: 'Quand mon fils s’est cassé une dent, ils l’ont reçu très vite.', role: 'Parent' },
    ],
    faq: [
      { question: 'Acceptez-vous de nouveaux patients ?', answer: 'Contactez-nous et nous vous dirons quand nous pouvons vous recevoir.' },
      { question: 'Et si j’ai mal ?', answer: 'Appelez-nous : nous vous trouverons un rendez-vous au plus vite.' },
      { question: 'Combien coûtera mon traitement ?', answer: 'Nous vous indiquons le coût avant de commencer : pas de surprise.' },
    ],
    team: [
      { role: 'Dentiste titulaire', bio: 'Une dentisterie douce et soigneuse, un patient à la fois.' },
      { role: 'Hygiéniste dentaire', bio: 'Garde les gencives en bonne santé et les patients souriants.' },
      { role: 'Responsable du cabinet', bio: 'Vous trouve un créneau qui convient et répond à toutes vos questions.' },
    ],
    posts: [
      { title: 'À quelle fréquence voir l’hygiéniste ?', text: 'Pourquoi les visites régulières comptent, et à quel rythme venir.' },
      { title: 'Prendre soin de ses dents à la maison', text: 'Des gestes simples qui font la différence.' },
      { title: 'Conseils pour les patients anxieux', text: 'De petites choses qui facilitent une visite.' },
    ],
  },
  clinic: {
    offering: 'une prise en charge attentive et personnelle',
    taglines: ['Des soins de confiance{inPlace}', 'Votre santé, notre temps'],
    heroes: [
      { heading: 'Des soins{inPlace} qui prennent le temps', text: '{name} vous offre {offering} : des rendez-vous plus longs, des conseils clairs et un plan adapté à votre vie.' },
      { heading: 'Se sentir mieux, bouger mieux, vivre mieux', text: 'Des praticiens expérimentés et {offering}{inPlace}, le tout sous un même toit chez {name}.' },
    ],
    about: [
      '{name} est tenu par des praticiens qui veulent prendre le temps pour chaque patient.',
      'Nous écoutons d’abord, expliquons ce que nous constatons et convenons d’un plan avec vous.',
    ],
    features: [
      { title: 'Un suivi personnel', text: 'Des soins par des personnes qui connaissent votre histoire.' },
      { title: 'Le temps d’écouter', text: 'Des rendez-vous jamais expédiés.' },
      { title: 'Des plans clairs', text: 'Ce que nous constatons, ce que nous proposons et ce que cela coûte.' },
    ],
    menu: [
      { title: 'Rendez-vous', items: [{ title: 'Première consultation', text: 'Bilan, conseils et plan de traitement.' }, { title: 'Séance de suivi', text: 'Traitement et point sur vos progrès.' }, { title: 'Bilan sportif', text: 'Analyse du mouvement et programme d’exercices.' }] },
    ],
    plans: [
      { name: 'Séance unique', features: ['Un rendez-vous', 'Des conseils à emporter', 'Un suivi si besoin'] },
      { name: 'Plan de récupération', features: ['Première consultation et suivis', 'Programme d’exercices personnalisé', 'Des bilans de progression'] },
      { name: 'Suivi régulier', features: ['Des séances régulières', 'Un suivi qui vous garde en mouvement', 'Demandez-nous les détails'] },
    ],
    testimonials: [
      { quote: 'Après des mois de mal de dos, quelqu’un m’a enfin expliqué ce qui se passait.', role: 'Patient' },
      { quote: 'Professionnels, chaleureux et toujours à l’heure.', role: 'Patiente régulière' },
      { quote: 'Grâce à eux, j’ai repris la course.', role: 'Coureuse' },
    ],
    faq: [
      { question: 'Ai-je besoin d’une ordonnance ?', answer: 'Contactez-nous, nous vous le dirons. Apportez les courriers ou examens que vous avez déjà.' },
      { question: 'Les soins sont-ils remboursés ?', answer: 'Renseignez-vous auprès de votre assurance ; nous vous remettons une facture pour le remboursement.' },
      { question: 'Que dois-je porter ?', answer: 'Des vêtements confortables dans lesquels vous pouvez bouger.' },
    ],
    team: [
      { role: 'Praticienne principale', bio: 'Une clinicienne expérimentée qui écoute toujours d’abord.' },
      { role: 'Praticien', bio: 'Spécialisé dans les blessures sportives et la rééducation.' },
      { role: 'Accueil', bio: 'La voix aimable qui vous trouve un rendez-vous.' },
    ],
    posts: [
      { title: 'Des exercices pour un dos raide', text: 'Des mouvements simples à faire à votre bureau.' },
      { title: 'Quand se reposer, quand bouger', text: 'Un guide pour récupérer d’une élongation.' },
      { title: 'Votre première visite', text: 'Ce qu’il faut apporter et à quoi vous attendre.' },
    ],
  },
  'hair-salon': {
    offering: 'des coupes, des couleurs et des coiffages',
    taglines: ['De beaux cheveux{inPlace}', 'Coupe, couleur, confiance'],
    heroes: [
      { heading: 'De beaux cheveux, ça commence ici{inPlace}', text: '{name} propose {offering} par des gens qui écoutent d’abord et coupent ensuite.' },
      { heading: 'Repartez en étant la meilleure version de vous-même', text: 'Réservez votre fauteuil chez {name}{inPlace} : {offering} par des passionnés de leur métier.' },
    ],
    about: [
      '{name} est un petit salon avec un grand amour du métier. Chaque rendez-vous commence par un vrai diagnostic.',
      'Nous choisissons nos produits avec soin et gardons des prix clairs et justes.',
    ],
    features: [
      { title: 'Coupes précises', text: 'Pensées pour vos cheveux, votre visage et votre routine du matin.' },
      { title: 'Couleur', text: 'D’un léger changement à une vraie nouveauté, décidé avec vous.' },
      { title: 'Un moment de détente', text: 'Le temps de vous installer, de discuter ou simplement de décrocher.' },
    ],
    menu: [
      { title: 'Coupes', items: [{ title: 'Coupe et coiffage', text: 'Diagnostic, shampoing, coupe et coiffage.' }, { title: 'Coupe homme', text: 'Ciseaux ou tondeuse, shampoing et coiffage.' }, { title: 'Coupe enfant', text: 'Pour les plus jeunes.' }] },
      { title: 'Couleur et plus', items: [{ title: 'Balayage', text: 'Peint à la main, patine comprise.' }, { title: 'Racines', text: 'Retouche avec gloss.' }, { title: 'Soin du cheveu', text: 'Pour les cheveux secs ou fatigués.' }] },
    ],
    plans: [
      { name: 'Coupe fraîche', features: ['Shampoing, coupe et coiffage', 'Conseils de coiffage', 'Des conseils pour la maison'] },
      { name: 'Club couleur', features: ['Couleur des racines régulière', 'Des coupes régulières', 'Demandez-nous les détails'] },
      { name: 'Coupe régulière', features: ['Votre coupe, réservée à l’avance', 'Des conseils de coiffage', 'Demandez-nous les détails'] },
    ],
    testimonials: [
      { quote: 'La meilleure coupe depuis des années, et on m’a vraiment écoutée.', role: 'Cliente fidèle' },
      { quote: 'Mon balayage est naturel et a magnifiquement poussé.', role: 'Cliente couleur' },
      { quote: 'Super coupe, bonne musique et un moment détendu.', role: 'Client' },
    ],
    faq: [
      { question: 'Prenez-vous sans rendez-vous ?', answer: 'Quand un fauteuil est libre, oui ; réserver à l’avance reste le plus sûr.' },
      { question: 'Faut-il un test d’allergie avant une couleur ?', answer: 'Avant une première couleur, nous pouvons vous demander un test cutané rapide ; nous vous le dirons à la réservation.' },
      { question: 'Et si je suis en retard ?', answer: 'Prévenez-nous : nous ferons de notre mieux, mais nous devrons peut-être raccourcir ou déplacer votre rendez-vous.' },
    ],
    team: [
      { role: 'Propriétaire et coiffeuse senior', bio: 'Une longue carrière derrière le fauteuil et toujours le goût du défi.' },
      { role: 'Coloriste', bio: 'Ne vit que pour les balayages naturels.' },
      { role: 'Coiffeur', bio: 'Adore les coupes classiques et les finitions nettes.' },
    ],
    posts: [
      { title: 'Les coupes de la saison', text: 'Ce que l’on demande le plus à nos coiffeurs en ce moment.' },
      { title: 'Garder une couleur éclatante', text: 'Des soins simples entre deux rendez-vous.' },
      { title: 'Découvrez l’équipe', text: 'Les personnes derrière les fauteuils de {name}.' },
    ],
  },
  fitness: {
    offering: 'des cours collectifs et du coaching personnalisé',
    taglines: ['Bougez plus{inPlace}', 'Plus fort chaque semaine'],
    heroes: [
      { heading: 'Plus fort, plus mobile, en pleine forme', text: '{name} propose {offering}{inPlace} pour tous les niveaux, du premier cours au record personnel.' },
      { heading: 'Votre premier cours{inPlace} commence ici', text: 'Des coachs bienveillants et {offering} pour tous les niveaux : bienvenue chez {name}.' },
    ],
    about: [
      '{name}, c’est un lieu pour s’entraîner avec des gens qui vous connaissent : votre prénom, vos objectifs et vos blessures.',
      'Que vous débutiez ou que vous prépariez un grand défi, nous construisons un programme qui s’adapte à votre semaine.',
    ],
    features: [
      { title: 'Un coaching personnel', text: 'Des coachs qui observent, corrigent et encouragent.' },
      { title: 'Programmes personnels', text: 'Des objectifs fixés avec un coach et suivis en chemin.' },
      { title: 'Des cours toute la semaine', text: 'Consultez le planning pour trouver les horaires qui vous conviennent.' },
      { title: 'Tous niveaux', text: 'Chaque exercice a une version plus facile et une plus difficile.' },
    ],
    menu: [
      { title: 'Cours', items: [{ title: 'Bases de la musculation', text: 'La technique d’abord, la charge ensuite.' }, { title: 'Vinyasa flow', text: 'Souffle et mouvement.' }, { title: 'HIIT', text: 'Des intervalles courts et intenses.' }, { title: 'Mobilité', text: 'S’étirer, relâcher, récupérer.' }] },
    ],
    plans: [
      { name: 'À la séance', features: ['N’importe quel cours', 'Vous payez à la séance', 'Sans engagement'] },
      { name: 'Illimité', features: ['Tous les cours', 'Des points réguliers avec un coach', 'Demandez-nous les détails'] },
      { name: 'Coaching personnel', features: ['Séances individuelles', 'Programme et suivi des progrès', 'Bases de nutrition'] },
    ],
    testimonials: [
      { quote: 'Je n’ai jamais aimé les salles de sport. Ici, ça a changé.', role: 'Ancien sceptique du sport' },
      { quote: 'Les coachs connaissent mon prénom, mes objectifs et mon genou capricieux.', role: 'Habituée des cours de musculation' },
      { quote: 'Le cours du matin est le meilleur début de journée.', role: 'Lève-tôt' },
    ],
    faq: [
      { question: 'Je suis grand débutant. Est-ce un problème ?', answer: 'Tout à fait. Chaque cours propose des options pour tous les niveaux ; dites simplement au coach que c’est votre première fois.' },
      { question: 'Puis-je suspendre mon abonnement ?', answer: 'Demandez-nous : en cas de voyage ou de blessure, nous trouverons une solution.' },
      { question: 'Que dois-je apporter ?', answer: 'De l’eau et des vêtements confortables ; pour le reste, demandez-nous.' },
    ],
    team: [
      { role: 'Coach principale', bio: 'Ancienne athlète qui adore accompagner les débutants.' },
      { role: 'Professeur de yoga', bio: 'Enseigne le vinyasa et le yin avec patience et humour.' },
      { role: 'Coach de musculation', bio: 'Rend la musculation sûre, simple et ludique.' },
    ],
    posts: [
      { title: 'Débuter la musculation', text: 'Trois mouvements à apprendre en premier.' },
      { title: 'S’entraîner avant le travail', text: 'Comment caser un cours dans une semaine chargée.' },
      { title: 'Pourquoi les jours de repos comptent', text: 'C’est pendant la récupération que l’on progresse.' },
    ],
  },
  'law-firm': {
    offering: 'des conseils juridiques clairs',
    taglines: ['Des conseils juridiques clairs{inPlace}', 'À vos côtés'],
    heroes: [
      { heading: 'Des conseils juridiques clairs quand c’est important', text: '{name} apporte aux particuliers et aux entreprises{inPlace} {offering}, des réponses simples et une défense solide.' },
      { heading: 'Des avocats expérimentés{inPlace}, à vos côtés', text: 'Des contrats aux litiges, {name} vous donne {offering} en langage simple et se bat pour le meilleur résultat.' },
    ],
    about: [
      '{name} traite chaque dossier avec soin, du premier appel à la dernière signature.',
      'Nous expliquons les coûts avant de commencer et vous disons franchement quand une affaire ne vaut pas la peine.',
    ],
    features: [
      { title: 'D’abord écouter', text: 'Chaque dossier commence par la compréhension de votre situation.' },
      { title: 'Un langage clair', text: 'Des conseils que vous comprenez et pouvez suivre.' },
      { title: 'Des conseils honnêtes', text: 'Y ce, même quand le mieux est de ne pas aller au tribunal.' },
      { title: 'Des coûts clairs', text: 'Nous vous disons ce que cela coûtera avant de commencer.' },
    ],
    menu: [
      { title: 'Services', items: [{ title: 'Première consultation', text: 'Un premier rendez-vous pour comprendre votre situation.' }, { title: 'Relecture de contrat', text: 'Des remarques claires sur un contrat avant de signer.' }, { title: 'Testament et succession', text: 'Un testament rédigé et signé devant témoins.' }, { title: 'Création de société', text: 'Statuts, immatriculation et premières décisions.' }] },
    ],
    plans: [
      { name: 'Consultation', features: ['Un premier rendez-vous', 'Les prochaines étapes expliquées', 'Demandez-nous les détails'] },
      { name: 'Abonnement entreprise', features: ['Des réponses aux questions courantes', 'Des relectures de contrats', 'Demandez-nous les détails'] },
      { name: 'Dossier au forfait', features: ['Périmètre convenu à l’avance', 'Pas de surprise sur les heures', 'Demandez-nous les détails'] },
    ],
    testimonials: [
      { quote: 'Ils ont tout expliqué simplement et obtenu un accord que nous pensions impossible.', role: 'Directrice générale' },
      { quote: 'Rapides, précis et transparents sur les coûts dès le premier jour.', role: 'Fondateur de start-up' },
      { quote: 'Ils ont rendu une affaire familiale douloureuse aussi sereine que possible.', role: 'Cliente particulière' },
    ],
    faq: [
      { question: 'Combien coûte un premier rendez-vous ?', answer: 'Nous vous indiquons le coût avant le rendez-vous et le déduisons des honoraires si vous nous confiez le dossier.' },
      { question: 'Travaillez-vous au forfait ?', answer: 'Demandez-nous : avant de commencer, nous vous disons comment nous facturons, et nous nous y tenons.' },
      { question: 'Peut-on se rencontrer en ligne ?', answer: 'Demandez-nous, nous trouverons une façon de nous rencontrer qui vous convient.' },
    ],
    team: [
      { role: 'Associée gérante', bio: 'Une longue expérience en droit des affaires et en contentieux.' },
      { role: 'Associée', bio: 'Un conseil serein dans les moments difficiles.' },
      { role: 'Collaborateur', bio: 'Prépare chaque dossier avec soin.' },
    ],
    posts: [
      { title: 'Les clauses à vérifier avant de signer', text: 'Les clauses qui causent le plus de litiges, expliquées.' },
      { title: 'Quand appeler un avocat', text: 'Les signes qu’il est temps de demander conseil.' },
      { title: 'Pourquoi tout le monde a besoin d’un testament', text: 'Et ce qui se passe quand il n’y en a pas.' },
    ],
  },
  accountant: {
    offering: 'la tenue des comptes, les déclarations fiscales et des réponses franches',
    taglines: ['Les chiffres en toute simplicité{inPlace}', 'Vos comptes, réglés'],
    heroes: [
      { heading: 'Vos chiffres, en ordre', text: '{name} prend en charge {offering} pour les indépendants et les petites entreprises{inPlace}, pour que vous puissiez vous consacrer à votre travail.' },
      { heading: 'La comptabilité sans casse-tête', text: 'Des honoraires clairs, des réponses simples et {offering} : voilà {name}{inPlace}.' },
    ],
    about: [
      '{name} accompagne les particuliers et les entreprises qui veulent des comptes en ordre toute l’année, pas seulement à la clôture.',
      'Vous avez un interlocuteur qui connaît votre dossier, des honoraires convenus à l’avance et des réponses claires.',
    ],
    features: [
      { title: 'Tenue des comptes', text: 'Vos comptes tenus à jour.' },
      { title: 'Déclarations fiscales', text: 'Déclarations personnelles et professionnelles, préparées avec soin.' },
      { title: 'Paie', text: 'Bulletins de paie et déclarations pour votre équipe.' },
      { title: 'De bons outils', text: 'De l’aide pour choisir et utiliser un logiciel comptable.' },
    ],
    menu: [
      { title: 'Prestations', items: [{ title: 'Déclaration d’indépendant', text: 'Préparée, vérifiée et déposée.' }, { title: 'Comptes annuels', text: 'Pour les petites sociétés.' }, { title: 'Paie', text: 'Par salarié et par mois.' }, { title: 'Création d’entreprise', text: 'Immatriculation et conseils la première année.' }] },
    ],
    plans: [
      { name: 'Indépendant', features: ['Revue de la comptabilité', 'Déclaration annuelle', 'Assistance par e-mail'] },
      { name: 'Petite entreprise', features: ['Tenue mensuelle', 'Comptes annuels et fiscalité', 'Des points réguliers'] },
      { name: 'Équipe en croissance', features: ['Tout le forfait Petite entreprise', 'Paie', 'Tableaux de bord de gestion'] },
    ],
    testimonials: [
      { quote: 'Pour la première fois, j’ai déclaré à temps sans une seule nuit blanche.', role: 'Graphiste indépendante' },
      { quote: 'Des honoraires clairs, des conseils clairs, et ils décrochent toujours.', role: 'Gérant de café' },
      { quote: 'Ils ont trouvé des économies qui ont payé une année entière d’honoraires.', role: 'Fondatrice d’une petite agence' },
    ],
    faq: [
      { question: 'Puis-je changer d’expert-comptable en cours d’année ?', answer: 'Oui. Nous contactons votre ancien cabinet et prenons le relais.' },
      { question: 'Quel logiciel utilisez-vous ?', answer: 'Nous travaillons avec les principaux logiciels en ligne et vous aidons à choisir.' },
      { question: 'Comment fonctionnent vos honoraires ?', answer: 'Nous vous indiquons nos honoraires avant de commencer et convenons de tout changement avant un travail supplémentaire.' },
    ],
    team: [
      { role: 'Associée fondatrice', bio: 'A un faible pour les petites entreprises.' },
      { role: 'Responsable fiscal', bio: 'Décrypte chaque nouvelle règle pour que vous n’ayez pas à le faire.' },
      { role: 'Comptable', bio: 'Tient vos comptes en ordre, mois après mois.' },
    ],
    posts: [
      { title: 'Les dates fiscales clés de l’année', text: 'Notez-les dès maintenant dans votre agenda.' },
      { title: 'Les dépenses que les indépendants oublient souvent', text: 'De petites sommes qui finissent par compter.' },
      { title: 'Avez-vous besoin d’une société ?', text: 'Quand c’est utile, et quand ça ne l’est pas.' },
    ],
  },
  agency: {
    offering: 'des marques, des sites web et des campagnes',
    taglines: ['Des idées qui marchent{inPlace}', 'Des marques qu’on retient'],
    heroes: [
      { heading: 'Nous créons des marques qu’on retient', text: '{name} conçoit {offering} pour les entreprises qui veulent se démarquer{inPlace}.' },
      { heading: 'Stratégie, design et code sous un même toit', text: 'Du premier atelier au jour du lancement, {name} donne forme aux grandes idées et livre {offering} qui font leurs preuves.' },
    ],
    about: [
      '{name} réunit stratégie, design et développement. Vous travaillez directement avec celles et ceux qui font le travail.',
      'Nous gardons une liste de clients courte pour que chaque projet reçoive toute notre attention, et nous mesurons notre réussite à vos résultats.',
    ],
    features: [
      { title: 'Stratégie', text: 'Études, positionnement et un plan que tout le monde comprend.' },
      { title: 'Marque et design', text: 'Identités et systèmes de design qui grandissent avec vous.' },
      { title: 'Sites web', text: 'Des sites rapides et accessibles, que votre équipe peut modifier.' },
      { title: 'Campagnes', text: 'Contenus et publicités aux résultats mesurables.' },
    ],
    menu: [
      { title: 'Prestations', items: [{ title: 'Atelier de marque', text: 'Un temps ensemble pour définir qui vous êtes et pour qui.' }, { title: 'Identité de marque', text: 'Logo, couleurs, typographie et charte.' }, { title: 'Site web', text: 'Conception et développement.' }] },
    ],
    plans: [
      { name: 'Sprint', features: ['Atelier', 'Rapport stratégique', 'Feuille de route des prochaines étapes'] },
      { name: 'Lancement', features: ['Identité de marque', 'Conception et développement du site', 'Accompagnement au lancement'] },
      { name: 'Partenaire', features: ['Du temps d’équipe réservé pour vous', 'Campagnes et contenus', 'Des comptes rendus réguliers'] },
    ],
    testimonials: [
      { quote: 'Ils ont mieux compris notre activité que nous.', role: 'Directeur général, marque de distribution' },
      { quote: 'Notre nouveau site a apporté plus de demandes que prévu.', role: 'Responsable marketing' },
      { quote: 'Des profils seniors, des retours honnêtes, pas de blabla.', role: 'Fondateur' },
    ],
    faq: [
      { question: 'Combien de temps dure un projet ?', answer: 'Cela dépend de l’ampleur ; nous vous donnons un calendrier avant de commencer.' },
      { question: 'Travaillez-vous avec des start-up ?', answer: 'Oui. Notre Sprint est pensé pour les équipes en phase de démarrage.' },
      { question: 'Avec qui allons-nous travailler ?', answer: 'Les personnes rencontrées au départ vous suivent jusqu’au bout.' },
    ],
    team: [
      { role: 'Fondatrice et directrice de la stratégie', bio: 'A consacré sa carrière à aider les marques à trouver leur voix.' },
      { role: 'Directeur de la création', bio: 'Dirige le design d’identité et le design numérique.' },
      { role: 'Responsable technique', bio: 'Construit des sites rapides et accessibles.' },
    ],
    posts: [
      { title: 'Ce qui rend une marque mémorable', text: 'Les leçons de nombreuses années de travail sur l’identité.' },
      { title: 'Étude de cas : une refonte de marque', text: 'Comment nous avons aidé une entreprise locale à grandir en ligne.' },
      { title: 'Pourquoi les sites rapides vendent plus', text: 'Vitesse, confiance et conversion expliquées.' },
    ],
  },
  saas: {
    offering: 'un logiciel qui simplifie une tâche du quotidien',
    taglines: ['Un logiciel qui fait son travail', 'Simple à prendre en main, agréable à utiliser'],
    heroes: [
      { heading: 'Un logiciel qui fait son travail', text: '{name}, c’est {offering}. Inscrivez-vous en quelques minutes et jugez par vous-même.' },
      { heading: 'Simple à prendre en main, agréable à utiliser', text: 'Voici {name} : {offering}, clair dès le premier écran.' },
    ],
    about: [
      'Nous concevons {name} pour celles et ceux qui s’en servent chaque jour, et nous le gardons simple à dessein.',
      'Nous écoutons nos clients, améliorons {name} pas à pas et vous disons clairement ce qui change.',
    ],
    features: [
      { title: 'Rapide à démarrer', text: 'Inscrivez-vous et trouvez vos repères sans mode d’emploi.' },
      { title: 'Clair par conception', text: 'L’essentiel sous les yeux, rien de superflu.' },
      { title: 'Vos données restent à vous', text: 'Nous les gardons confidentielles et ne les vendons jamais.' },
      { title: 'Une aide humaine', text: 'Vos questions trouvent réponse auprès de personnes qui connaissent bien {name}.' },
    ],
    menu: [
      { title: 'Ce que vous obtenez', items: [{ title: '{name}', text: 'Tout ce que fait {name}, au même endroit.' }, { title: 'Mises à jour', text: 'Les améliorations dès leur sortie, incluses dans chaque formule.' }, { title: 'Bien démarrer', text: 'Guides et réponses pour vos premiers jours.' }] },
    ],
    plans: [
      { name: 'Gratuit', features: ['L’essentiel', 'À essayer à votre rythme', 'Aide par e-mail'] },
      { name: 'Plus', features: ['Tout le contenu de Gratuit', 'Des limites plus élevées', 'Une aide plus rapide'] },
      { name: 'Pro', features: ['Tout le contenu de Plus', 'Pour les équipes plus grandes', 'Aide à la mise en place'] },
    ],
    testimonials: [
      { quote: 'Il fait exactement ce dont nous avions besoin, et rien de plus.', role: 'Gérante d’une petite entreprise' },
      { quote: 'Tout était en place en un après-midi.', role: 'Responsable des opérations' },
      { quote: 'Quand nous avions une question, la réponse venait de quelqu’un qui connaissait le produit.', role: 'Indépendant' },
    ],
    faq: [
      { question: 'Puis-je l’essayer avant de payer ?', answer: 'Oui. Commencez avec la formule Gratuit et ne passez à une autre que si elle en vaut la peine pour vous.' },
      { question: 'Puis-je résilier à tout moment ?', answer: 'Oui. Les formules payantes sont mensuelles, sans préavis.' },
      { question: 'Comment obtenir de l’aide ?', answer: 'Écrivez-nous : une personne qui connaît bien {name} vous répondra.' },
    ],
    team: [
      { role: 'Fondatrice', bio: 'A créé {name} pour résoudre un problème qu’elle avait elle-même.' },
      { role: 'Développeur principal', bio: 'Construit {name} et lit chaque retour.' },
      { role: 'Support client', bio: 'Aide chaque nouveau client à bien démarrer.' },
    ],
    posts: [
      { title: 'Les nouveautés de {name}', text: 'Les dernières améliorations, expliquées.' },
      { title: 'Bien démarrer avec {name}', text: 'Les premiers pas, un par un.' },
      { title: 'Pourquoi nous avons créé {name}', text: 'Le problème de départ, et comment nous voulons le résoudre.' },
    ],
  },
  'real-estate': {
    offering: 'des logements à acheter et à louer',
    taglines: ['Trouvez votre place{inPlace}', 'Des biens vendus avec soin'],
    heroes: [
      { heading: 'Trouvez votre place{inPlace}', text: '{name} vous aide à acheter, vendre et louer : {offering}, des conseils honnêtes et une vraie connaissance du quartier.' },
      { heading: 'Vendre ou acheter ? Nous connaissons {place}.', text: 'Des estimations justes, {offering} et des agents qui répondent au téléphone : c’est {name}.' },
    ],
    about: [
      '{name} connaît le marché local{inPlace} : les rues, les prix et ce que recherchent les acheteurs.',
      'Nous estimons honnêtement, mettons votre bien en valeur et vous tenons informé de la première visite à la remise des clés.',
    ],
    features: [
      { title: 'Une estimation honnête', text: 'Un prix honnête fondé sur les ventes réelles du quartier.' },
      { title: 'De belles annonces', text: 'Des biens présentés sous leur meilleur jour, avec de belles photos et des informations claires.' },
      { title: 'Visites accompagnées', text: 'Nous faisons visiter nous-mêmes et répondons à vos questions.' },
    ],
    menu: [
      { title: 'À vendre', items: [{ title: 'Appartement deux chambres', text: 'Lumineux, rénové, balcon et ascenseur.' }, { title: 'Maison familiale', text: 'Jardin et rue calme.' }] },
      { title: 'À louer', items: [{ title: 'Studio proche du centre', text: 'Meublé, par mois.' }, { title: 'Appartement trois chambres', text: 'Spacieux, avec parking, par mois.' }] },
    ],
    plans: [
      { name: 'Location', features: ['Recherche de locataires', 'Vérifications et bail', 'État des lieux et entrée'] },
      { name: 'Vente', features: ['Estimation et commercialisation', 'Visites et négociation', 'Honoraires convenus à l’avance'] },
      { name: 'Gestion complète', features: ['Encaissement des loyers', 'Travaux et visites de contrôle', 'Contrôles de sécurité'] },
    ],
    testimonials: [
      { quote: 'Vendu au-dessus du prix demandé. Ils se sont occupés de tout.', role: 'Vendeuse' },
      { quote: 'Ils nous ont trouvé un appartement avant même qu’il soit en ligne.', role: 'Primo-accédants' },
      { quote: 'En tant que propriétaire, je n’ai jamais rien à relancer.', role: 'Propriétaire bailleur' },
    ],
    faq: [
      { question: 'Combien coûte une estimation ?', answer: 'Demandez-nous : nous expliquons ce que comprend une estimation et ce qu’elle coûte, sans engagement.' },
      { question: 'Combien de temps prend une vente ?', answer: 'Cela dépend de l’acheteur et des formalités ; nous vous donnons une estimation honnête dès le départ.' },
      { question: 'Gérez-vous des locations ?', answer: 'Demandez-nous ce que nous pouvons prendre en charge, de la recherche de locataires aux réparations et à l’encaissement des loyers.' },
    ],
    team: [
      { role: 'Directeur', bio: 'Vend des logements dans le quartier depuis de nombreuses années.' },
      { role: 'Négociatrice', bio: 'Obtient le meilleur prix et fait avancer chaque vente.' },
      { role: 'Responsable location', bio: 'S’occupe des propriétaires comme des locataires.' },
    ],
    posts: [
      { title: 'Préparer son logement pour les visites', text: 'De petits travaux qui font une grande différence.' },
      { title: 'Le marché ce trimestre', text: 'Prix, demande et perspectives.' },
      { title: 'Acheter son premier logement', text: 'Les étapes, les coûts et le calendrier.' },
    ],
  },
  photographer: {
    offering: 'des photos de personnes et de moments',
    taglines: ['Des photos qui vous ressemblent', 'Lumière, histoires, visages'],
    heroes: [
      { heading: 'Des photos qui vous ressemblent', text: '{name} réalise {offering}{inPlace} : naturels, sincères et pleins de lumière.' },
      { heading: 'De vrais moments, joliment gardés', text: 'Des séances détendues, sans poses figées : {name} propose {offering} qui montrent les gens tels qu’ils sont.' },
    ],
    about: [
      '{name} photographie les gens et les moments qui comptent pour eux.',
      'Les séances sont détendues et sans hâte, et chaque photo est choisie et retouchée avec soin.',
    ],
    features: [
      { title: 'Portraits', text: 'Seul, en couple ou en famille.' },
      { title: 'Les grands jours', text: 'Fêtes et événements, racontés comme une histoire.' },
      { title: 'Photo d’entreprise', text: 'Portraits d’équipe et images pour votre site web.' },
    ],
    menu: [
      { title: 'Séances', items: [{ title: 'Séance portrait', text: 'Détendue, avec des photos retouchées.' }, { title: 'Séance famille', text: 'Tout le monde sur la photo.' }, { title: 'Événement', text: 'Votre journée, racontée comme une histoire.' }] },
    ],
    plans: [
      { name: 'Portrait', features: ['Une séance', 'Des photos retouchées', 'Demandez-nous les détails'] },
      { name: 'Événement', features: ['Une couverture préparée avec vous', 'Une série complète de photos retouchées', 'Demandez-nous pour les tirages'] },
      { name: 'Entreprise', features: ['Une séance chez vous', 'Portraits d’équipe', 'Des images pour le web et l’impression'] },
    ],
    testimonials: [
      { quote: 'Nous détestons être pris en photo, et nous adorons chaque image.', role: 'Séance famille' },
      { quote: 'Nos photos nous ont fait pleurer une deuxième fois.', role: 'Couple' },
      { quote: 'Sur nos photos d’équipe, on se reconnaît enfin.', role: 'Gérante de studio' },
    ],
    faq: [
      { question: 'Quand vais-je recevoir mes photos ?', answer: 'Nous convenons d’une date avec vous à la réservation.' },
      { question: 'Vous déplacez-vous ?', answer: 'Dites-nous où, nous vous dirons ce qui est possible.' },
      { question: 'Puis-je imprimer les photos moi-même ?', answer: 'Demandez-nous : avant la réservation, nous expliquons ce que vous pouvez faire de vos photos.' },
    ],
    team: [
      { role: 'Photographe', bio: 'Aime la lumière naturelle et les moments pris sur le vif.' },
      { role: 'Second photographe', bio: 'Saisit les moments en coulisses.' },
      { role: 'Retoucheuse', bio: 'Donne à chaque photo sa touche finale, à la main.' },
    ],
    posts: [
      { title: 'Être à l’aise devant l’objectif', text: 'Des petites choses qui facilitent une séance.' },
      { title: 'Que porter pour un portrait ?', text: 'Des conseils simples pour des photos que vous aimerez.' },
      { title: 'Derrière l’objectif', text: 'Le matériel que j’emporte, et pourquoi.' },
    ],
  },
  portfolio: {
    offering: 'un design réfléchi',
    taglines: ['Un design qui a du sens', 'Projets choisis'],
    heroes: [
      { heading: 'Un design qui dit ce qu’il veut dire', text: '{name} crée {offering}{inPlace} pour les personnes et les marques attentives aux détails.' },
      { heading: 'Bonjour, je rends les choses claires et belles', text: 'Identités, interfaces et illustrations : une sélection de projets de {name}, pour {offering}.' },
    ],
    about: [
      '{name} est un studio indépendant qui travaille l’identité de marque, le numérique et l’imprimé.',
      'Je travaille de près avec peu de clients à la fois, du premier croquis au fichier final, et j’adore un bon brief.',
    ],
    features: [
      { title: 'Identité', text: 'Logos, typographies et couleurs qui durent.' },
      { title: 'Numérique', text: 'Des sites et des interfaces faciles à utiliser.' },
      { title: 'Imprimé', text: 'Livres, affiches et emballages, avec soin pour le papier et l’encre.' },
    ],
    menu: [
      { title: 'Prestations', items: [{ title: 'Logo et identité', text: 'Recherche, pistes créatives, charte.' }, { title: 'Design de site web', text: 'La conception d’un site de toute taille.' }, { title: 'Illustration', text: 'Éditoriale ou commerciale, à la pièce.' }] },
    ],
    plans: [
      { name: 'Journée', features: ['Une journée complète de design', 'Révisions comprises', 'Fichiers dans tous les formats'] },
      { name: 'Identité', features: ['Séance de découverte', 'Des pistes au choix', 'Charte graphique'] },
      { name: 'Forfait mensuel', features: ['Des jours réservés chaque mois', 'Délais prioritaires', 'Des points de planification réguliers'] },
    ],
    testimonials: [
      { quote: 'Une pensée claire, un beau travail et toujours dans les délais.', role: 'Directrice de création' },
      { quote: 'Notre nouvelle identité nous ressemble enfin.', role: 'Fondateur d’une petite marque' },
      { quote: 'Un plaisir de travailler ensemble dès le premier appel.', role: 'Éditeur' },
    ],
    faq: [
      { question: 'Comment démarre un projet ?', answer: 'Par un court échange et un brief écrit ; je réponds avec une proposition et un calendrier.' },
      { question: 'Travaillez-vous avec des agences ?', answer: 'Oui, comme designer indépendant au sein de votre équipe.' },
      { question: 'À qui appartient le travail final ?', answer: 'Nous le convenons par écrit avant le début du projet.' },
    ],
    team: [
      { role: 'Designer et fondateur', bio: 'Travaille l’identité, le numérique et l’imprimé.' },
      { role: 'Développeuse partenaire', bio: 'Développe les sites que je conçois.' },
      { role: 'Illustrateur partenaire', bio: 'Apporte le dessin aux projets qui en ont besoin.' },
    ],
    posts: [
      { title: 'Notes sur une identité récente', text: 'Des croquis au logo final.' },
      { title: 'Pourquoi je dessine encore sur papier', text: 'Penser d’abord avec un crayon.' },
      { title: 'Les livres que tout designer devrait avoir', text: 'Une courte liste de lecture.' },
    ],
  },
  musician: {
    offering: 'de la musique live et de nouvelles chansons',
    taglines: ['De la musique live{inPlace}', 'Venez nous écouter en live'],
    heroes: [
      { heading: 'Nouvelles chansons, nuits électriques', text: '{name} joue {offering}{inPlace} et sur les scènes près de chez vous. Venez chanter avec nous.' },
      { heading: 'Écoutez, puis venez nous voir jouer', text: 'Écoutez les morceaux, venez à un concert et restez en contact : {name} apporte {offering} sur scène.' },
    ],
    about: [
      '{name} fait de la musique à écouter en live{inPlace}, avec des chansons faites pour être reprises en chœur.',
      'Nous jouons dès que nous le pouvons, continuons d’écrire et aimons rencontrer celles et ceux qui viennent écouter.',
    ],
    features: [
      { title: 'Les chansons', text: 'Écoutez-les ici, puis venez les entendre en live.' },
      { title: 'Concerts', text: 'Une musique qui sonne mieux dans la salle.' },
      { title: 'Réservez-nous', text: 'Écrivez-nous pour un festival, un événement privé ou une fête.' },
    ],
    menu: [
      { title: 'Concerts', items: [{ title: 'Soirée en club', text: 'Petite salle, long set.' }, { title: 'Scène de festival', text: 'En plein air, avec des amis anciens et nouveaux.' }, { title: 'Événement privé', text: 'Demandez-nous une date.' }] },
    ],
    plans: [
      { name: 'Billet', features: ['Entrée debout', 'Une soirée de musique live', 'Horaires d’ouverture sur le billet'] },
      { name: 'Billet et disque', features: ['Entrée debout', 'Notre musique à emporter', 'Demandez au stand de merch'] },
      { name: 'Concert privé', features: ['Un set préparé avec vous', 'Le son réglé à l’avance', 'Chansons à la demande'] },
    ],
    testimonials: [
      { quote: 'Le meilleur concert que j’ai vu cette année.', role: 'Journaliste musicale' },
      { quote: 'Ils ont joué à notre mariage et personne ne s’est assis de la soirée.', role: 'Couple de mariés' },
      { quote: 'Leurs chansons ne quittent plus ma playlist.', role: 'Auditeur' },
    ],
    faq: [
      { question: 'Peut-on vous engager pour un événement privé ?', answer: 'Oui, écrivez-nous avec la date et le lieu et nous vous enverrons un devis.' },
      { question: 'Où écouter votre musique ?', answer: 'À nos concerts, et nous vous dirons volontiers où la trouver ailleurs.' },
      { question: 'Les concerts sont-ils ouverts à tous les âges ?', answer: 'Cela dépend de la salle ; demandez-nous avant de venir.' },
    ],
    team: [
      { role: 'Chant et guitare', bio: 'Écrit la plupart des chansons et les chante.' },
      { role: 'Basse', bio: 'Tient le groove.' },
      { role: 'Batterie', bio: 'Frappe fort, sourit encore plus.' },
    ],
    posts: [
      { title: 'Nouvelles chansons', text: 'Ce que nous avons écrit, et comment c’est venu.' },
      { title: 'Prochains concerts', text: 'Où nous voir jouer prochainement.' },
      { title: 'Journal d’enregistrement', text: 'Notes depuis le studio.' },
    ],
  },
  blog: {
    offering: 'des essais, des récits et des notes',
    taglines: ['Des histoires qui valent la lecture', 'Notes, essais et récits'],
    heroes: [
      { heading: 'Des histoires qui donnent envie de ralentir', text: '{name} accueille {offering}, écrits{inPlace} et partagés avec soin.' },
      { heading: 'Bonjour, et bienvenue', text: 'De nouveaux textes de {name} : {offering}, quand il y a quelque chose à dire.' },
    ],
    about: [
      '{name}, c’est l’endroit où j’écris sur ce que je remarque, ce que je lis et ce qui me fait réfléchir.',
      'Vous trouverez ici des essais, des récits et des notes. Merci de me lire.',
    ],
    features: [
      { title: 'Essais', text: 'Des textes longs sur des lieux, des gens et des idées.' },
      { title: 'Notes', text: 'Des textes courts sur ce qui a retenu mon attention.' },
      { title: 'À partager', text: 'Des trouvailles qui devraient vous plaire.' },
    ],
    menu: [
      { title: 'Écrits', items: [{ title: 'Essais', text: 'Des textes longs.' }, { title: 'Lettre d’information', text: 'Les nouveaux articles par e-mail.' }, { title: 'Archives', text: 'Tous les articles au même endroit.' }] },
    ],
    plans: [
      { name: 'Lecteur', features: ['Tous les articles publics', 'La lettre d’information', 'Commentaires'] },
      { name: 'Soutien', features: ['Des articles réservés aux membres', 'Un accès en avant-première', 'Mes remerciements'] },
      { name: 'Mécène', features: ['Tout ce qu’ont les soutiens', 'Un merci personnel', 'Votre nom dans les remerciements'] },
    ],
    testimonials: [
      { quote: 'La seule lettre d’information que je lis dès qu’elle arrive.', role: 'Lectrice' },
      { quote: 'Une belle écriture qui me fait voir ma propre rue autrement.', role: 'Abonné' },
      { quote: 'Réfléchi, drôle et jamais trop long.', role: 'Éditrice' },
    ],
    faq: [
      { question: 'À quel rythme publiez-vous ?', answer: 'Quand il y a quelque chose à dire ; abonnez-vous pour ne rien manquer.' },
      { question: 'Puis-je republier un article ?', answer: 'Les courtes citations avec un lien sont bienvenues ; pour plus long, écrivez-moi.' },
      { question: 'Acceptez-vous des commandes ?', answer: 'Écrivez-moi avec les détails, je vous répondrai.' },
    ],
    team: [
      { role: 'Autrice', bio: 'Écrit, réécrit et lit chaque commentaire.' },
      { role: 'Relecteur', bio: 'Lit chaque brouillon deux fois.' },
      { role: 'Illustratrice', bio: 'Dessine les images en tête de chaque article.' },
    ],
    posts: [
      { title: 'Une semaine sans téléphone', text: 'Ce que j’ai remarqué en arrêtant de baisser les yeux.' },
      { title: 'Les plus belles librairies que j’ai trouvées', text: 'Petites, encombrées et pleines de surprises.' },
      { title: 'Éloge de la marche lente', text: 'Notes d’un long week-end à pied.' },
    ],
  },
  trades: {
    offering: 'des réparations et des installations faites dans les règles',
    taglines: ['Bien fait du premier coup', 'Proche et fiable'],
    heroes: [
      { heading: 'Une aide fiable{inPlace}, quand vous en avez besoin', text: '{name} propose {offering} : à l’heure, proprement et à un prix juste.' },
      { heading: 'Bien fait du premier coup', text: 'Proche et fiable : {name} répond au téléphone, se déplace et assure {offering}{inPlace}.' },
    ],
    about: [
      '{name} est une entreprise locale fière d’un travail soigné et de conseils honnêtes.',
      'Nous faisons un devis avant de commencer, nettoyons en partant et ne laissons jamais un travail à moitié fait.',
    ],
    features: [
      { title: 'Réactifs', text: 'Appelez-nous, nous vous dirons quand nous pouvons passer.' },
      { title: 'Un travail soigné', text: 'Bien fait et vérifié avant de partir.' },
      { title: 'Des devis clairs', text: 'Nous expliquons le coût avant de commencer.' },
      { title: 'Travail soigné', text: 'Nous protégeons vos sols et ne laissons aucun désordre.' },
    ],
    menu: [
      { title: 'Prestations', items: [{ title: 'Déplacement', text: 'Diagnostic et réparation.' }, { title: 'Contrôle de sécurité', text: 'Un contrôle de votre installation, avec des conseils clairs.' }, { title: 'Pose de salle de bains ou de cuisine', text: 'Un devis après une visite.' }, { title: 'Réparation urgente', text: 'Appelez-nous, nous vous dirons quand nous pouvons venir.' }] },
    ],
    plans: [
      { name: 'Intervention', features: ['Diagnostic et réparation', 'Pièces expliquées avant la pose', 'Demandez-nous les détails'] },
      { name: 'Entretien annuel', features: ['Des contrôles de sécurité réguliers', 'De l’aide quand quelque chose ne va pas', 'Demandez-nous les détails'] },
      { name: 'Chantier', features: ['Une visite et un devis', 'Prix convenu avant de commencer', 'Une seule équipe du début à la fin'] },
    ],
    testimonials: [
      { quote: 'Venu rapidement, fuite réparée et cuisine laissée plus propre qu’avant.', role: 'Propriétaire' },
      { quote: 'Prix juste, devis clair, travail excellent. Désormais, c’est eux que nous appelons.', role: 'Propriétaire bailleur' },
      { quote: 'Toute l’électricité de notre appartement refaite, dans les délais et le budget.', role: 'Propriétaire d’appartement' },
    ],
    faq: [
      { question: 'Comment obtenir un devis ?', answer: 'Décrivez-nous le travail ; nous l’examinons et vous donnons le prix avant de commencer.' },
      { question: 'Intervenez-vous en urgence ?', answer: 'Appelez-nous, nous vous dirons quand nous pouvons venir.' },
      { question: 'Et si quelque chose ne va pas ?', answer: 'Dites-le-nous, nous reviendrons voir.' },
    ],
    team: [
      { role: 'Gérant', bio: 'A appris le métier sur le terrain et l’aime toujours autant.' },
      { role: 'Technicien', bio: 'Soigneux, propre et facile à aborder.' },
      { role: 'Responsable administrative', bio: 'Planifie votre intervention et vous tient informé.' },
    ],
    posts: [
      { title: 'Avant l’arrivée du froid', text: 'Des gestes simples pour protéger vos canalisations.' },
      { title: 'Quand faire appel à un professionnel', text: 'Les petits travaux que vous pouvez faire vous-même, et ceux à éviter.' },
      { title: 'Projet : une salle de bains de A à Z', text: 'Des murs nus à la pièce terminée.' },
    ],
  },
  shop: {
    offering: 'des produits fabriqués avec soin',
    taglines: ['Fait pour durer', 'De belles choses, bien faites'],
    heroes: [
      { heading: 'De belles choses, bien faites', text: '{name} vend {offering}, choisis pour leur qualité et faits pour durer.' },
      { heading: 'Nos coups de cœur', text: 'Découvrez {offering} chez {name} : une sélection faite avec soin.' },
    ],
    about: [
      '{name} est une boutique d’objets bien faits, faits pour servir.',
      'Nous choisissons chaque produit avec soin et vous disons volontiers d’où il vient.',
    ],
    features: [
      { title: 'Choisi avec soin', text: 'Chaque produit sélectionné pour sa qualité.' },
      { title: 'Idéal pour offrir', text: 'Demandez-nous conseil pour choisir un cadeau.' },
      { title: 'Posez-nous vos questions', text: 'Nous connaissons nos produits et vous répondons franchement.' },
      { title: 'Un service aimable', text: 'Une question avant ou après l’achat ? Demandez simplement.' },
    ],
    menu: [
      { title: 'Meilleures ventes', items: [{ title: 'Mug fait main', text: 'Grès émaillé à la main.' }, { title: 'Torchon en lin', text: 'Lin lavé.' }, { title: 'Coffret cadeau', text: 'Une sélection de nos favoris, emballée.' }] },
    ],
    plans: [
      { name: 'Livraison', features: ['Délais indiqués lors de la commande', 'Livré chez vous', 'Demandez-nous les détails'] },
      { name: 'Coffret cadeau', features: ['Quelques pièces favorites', 'Prêt à offrir', 'Avec un mot personnel'] },
      { name: 'Box mensuelle', features: ['Une surprise chaque mois', 'Choisie pour vous', 'Demandez-nous les détails'] },
    ],
    testimonials: [
      { quote: 'Magnifiquement emballé et encore plus beau en vrai.', role: 'Cliente' },
      { quote: 'Mon adresse pour les cadeaux. Toujours quelque chose de spécial.', role: 'Client fidèle' },
      { quote: 'On sent le soin dans chaque pièce.', role: 'Cliente' },
    ],
    faq: [
      { question: 'Quel est le délai de livraison ?', answer: 'Cela dépend de l’endroit où vous êtes ; demandez-nous, nous vous le dirons.' },
      { question: 'Puis-je renvoyer un article ?', answer: 'Écrivez-nous, nous vous expliquerons comment.' },
      { question: 'Livrez-vous à l’étranger ?', answer: 'Demandez-nous, nous vous dirons où nous pouvons livrer.' },
    ],
    team: [
      { role: 'Fondatrice', bio: 'Déniche les artisans et choisit chaque produit.' },
      { role: 'Emballage et expédition', bio: 'Emballe chaque commande avec soin.' },
      { role: 'Service client', bio: 'Répond à vos questions.' },
    ],
    posts: [
      { title: 'À la rencontre d’une artisane', text: 'Une visite chez l’un des artisans derrière nos produits.' },
      { title: 'Petites idées cadeaux', text: 'De petits présents qui font de l’effet.' },
      { title: 'Comment nous choisissons ce que nous vendons', text: 'Ce que nous regardons dans chaque produit.' },
    ],
  },
  school: {
    offering: 'des cours qui donnent confiance',
    taglines: ['Apprendre pour de bon{inPlace}', 'Grandir en confiance'],
    heroes: [
      { heading: 'Apprendre en prenant confiance', text: '{name} propose {offering}{inPlace}, pour tous les niveaux.' },
      { heading: 'Chaque élève peut briller', text: 'Des enseignants patients, des objectifs clairs et {offering} : bienvenue chez {name}.' },
    ],
    about: [
      '{name} est convaincu que chaque élève peut progresser avec le bon accompagnement.',
      'Nous fixons des objectifs clairs et tenons élèves et parents informés des progrès.',
    ],
    features: [
      { title: 'De l’attention pour chacun', text: 'Des cours où chaque élève est écouté.' },
      { title: 'Sur mesure', text: 'Des cours pensés autour de l’élève.' },
      { title: 'De bons enseignants', text: 'Patients, préparés et bienveillants.' },
      { title: 'Des progrès visibles', text: 'Des objectifs clairs et des retours réguliers.' },
    ],
    menu: [
      { title: 'Cours', items: [{ title: 'Cours individuel', text: 'Des cours pensés pour un seul élève.' }, { title: 'Petit groupe', text: 'Apprendre ensemble.' }, { title: 'Préparation aux examens', text: 'Une préparation ciblée à l’examen.' }] },
    ],
    plans: [
      { name: 'Cours d’essai', features: ['Un premier cours', 'Test de niveau', 'Plan d’apprentissage'] },
      { name: 'Groupe hebdomadaire', features: ['Des cours collectifs réguliers', 'Demandez-nous pour le matériel', 'Des retours sur les progrès'] },
      { name: 'Individuel', features: ['Des cours particuliers', 'Retours sur les devoirs', 'Des horaires convenus avec vous'] },
    ],
    testimonials: [
      { quote: 'Ma fille redoutait les maths ; maintenant, elle réclame des exercices en plus.', role: 'Parent' },
      { quote: 'Patient, clair et toujours préparé. J’ai obtenu mon examen avec mention.', role: 'Ancienne élève' },
      { quote: 'L’attention qu’ils portent fait toute la différence.', role: 'Parent de deux enfants' },
    ],
    faq: [
      { question: 'Peut-on essayer un cours d’abord ?', answer: 'Contactez-nous, nous vous dirons comment commencer.' },
      { question: 'Donnez-vous des cours en ligne ?', answer: 'Demandez-nous quels cours peuvent se suivre en ligne.' },
      { question: 'Et si nous manquons un cours ?', answer: 'Prévenez-nous le plus tôt possible, nous trouverons une solution.' },
    ],
    team: [
      { role: 'Fondatrice et directrice pédagogique', bio: 'Enseignante dans l’âme, qui aime toujours autant un premier cours.' },
      { role: 'Enseignant', bio: 'Rend les matières difficiles simples.' },
      { role: 'Enseignante', bio: 'Spécialiste de la préparation aux examens.' },
    ],
    posts: [
      { title: 'Réviser sans stress', text: 'Un planning de révision qui fonctionne.' },
      { title: 'Nouveaux cours', text: 'Ce qui commence bientôt, et pour qui.' },
      { title: 'Lire ensemble à la maison', text: 'Quelques minutes par jour qui font la différence.' },
    ],
  },
  nonprofit: {
    offering: 'une aide concrète là où elle est nécessaire',
    taglines: ['Ensemble, nous aidons{inPlace}', 'Petits gestes, grands effets'],
    heroes: [
      { heading: 'Ensemble, nous pouvons faire plus{inPlace}', text: '{name} apporte {offering}, grâce à des bénévoles et à des soutiens comme vous.' },
      { heading: 'Petits gestes, grands effets', text: 'Donnez, devenez bénévole ou faites passer le mot : chaque geste aide {name} à apporter {offering}.' },
    ],
    about: [
      '{name} existe parce que des gens ont vu un besoin et décidé d’agir.',
      'Bénévoles et donateurs rendent notre action possible, et nous disons clairement comment chaque don est utilisé.',
    ],
    features: [
      { title: 'Donner', text: 'Un don régulier nous permet d’anticiper.' },
      { title: 'Devenir bénévole', text: 'Donnez le temps que vous pouvez.' },
      { title: 'Faire passer le mot', text: 'Parlez de notre action à vos amis et collègues.' },
    ],
    menu: [
      { title: 'Nos actions', items: [{ title: 'Aide directe', text: 'Un soutien concret là où il le faut.' }, { title: 'Projets de quartier', text: 'Des projets locaux menés avec les habitants.' }, { title: 'Écoute et accompagnement', text: 'Une voix amicale et une aide concrète.' }] },
    ],
    plans: [
      { name: 'Ami', features: ['Des nouvelles régulières', 'Ce que vos dons ont permis', 'Nos remerciements'] },
      { name: 'Soutien', features: ['Tout ce qu’ont les amis', 'Un regard de plus près sur notre action', 'Demandez-nous les détails'] },
      { name: 'Don ponctuel', features: ['Le montant de votre choix', 'Utilisé là où c’est le plus utile', 'Nos remerciements'] },
    ],
    testimonials: [
      { quote: 'Être bénévole ici, c’est le meilleur moment de ma semaine.', role: 'Bénévole' },
      { quote: 'Ils nous ont aidés quand personne d’autre ne le faisait.', role: 'Famille que nous avons aidée' },
      { quote: 'Transparente, locale et efficace. Nous donnons chaque mois.', role: 'Donateur mensuel' },
    ],
    faq: [
      { question: 'Comment mon don est-il utilisé ?', answer: 'Directement dans notre action ; demandez-nous, nous vous expliquerons.' },
      { question: 'Comment devenir bénévole ?', answer: 'Contactez-nous, nous vous dirons comment aider.' },
      { question: 'Les entreprises peuvent-elles vous soutenir ?', answer: 'Oui. Contactez-nous et nous verrons ensemble ce qui est possible.' },
    ],
    team: [
      { role: 'Présidente', bio: 'Dirige l’association et ses bénévoles.' },
      { role: 'Coordinateur des bénévoles', bio: 'Trouve pour chacun la mission qui lui convient.' },
      { role: 'Trésorière', bio: 'Fait compter chaque don et rend chaque rapport lisible.' },
    ],
    posts: [
      { title: 'Ce que vos dons ont permis cette année', text: 'Notre bilan, en mots simples.' },
      { title: 'Les bénévoles du mois', text: 'Rencontrez celles et ceux qui font avancer les choses.' },
      { title: 'Notre appel de l’hiver', text: 'Comment vous pouvez aider cette saison.' },
    ],
  },
  business: {
    offering: 'un service aimable et fiable',
    taglines: ['À votre service{inPlace}', 'Un bon service, tout simplement'],
    heroes: [
      { heading: 'Un bon service, tout simplement', text: '{name} offre {offering}{inPlace}, avec des gens qui prennent le temps d’écouter.' },
      { heading: 'À votre service{inPlace}', text: 'Des conseils clairs, des prix justes et {offering} : c’est {name}.' },
    ],
    about: [
      '{name} suit une idée simple : traiter chaque client comme nous aimerions être traités.',
      'Nous tenons nos promesses, répondons vite et sommes fiers de chaque recommandation que nous recevons.',
    ],
    features: [
      { title: 'Fiable', text: 'Nous faisons ce que nous disons, quand nous le disons.' },
      { title: 'Personnel', text: 'Des personnes qui vous connaissent, vous et vos besoins.' },
      { title: 'Clair', text: 'Nous expliquons ce que nous faisons et ce que cela coûte.' },
    ],
    menu: [
      { title: 'Prestations', items: [{ title: 'Premier échange', text: 'Nous écoutons et proposons la prochaine étape.' }, { title: 'Prestation standard', text: 'Notre offre la plus demandée.' }, { title: 'Prestation premium', text: 'Tout compris, en priorité.' }] },
    ],
    plans: [
      { name: 'Essentiel', features: ['L’indispensable', 'Assistance par e-mail', 'Demandez-nous les détails'] },
      { name: 'Plus', features: ['Tout l’Essentiel', 'Assistance prioritaire', 'Des bilans réguliers'] },
      { name: 'Premium', features: ['Tout le Plus', 'Interlocuteur dédié', 'Une planification commune'] },
    ],
    testimonials: [
      { quote: 'Aimables, rapides et exactement ce qu’il nous fallait.', role: 'Cliente' },
      { quote: 'Ils ont d’abord écouté, et ça se voit dans le résultat.', role: 'Client de longue date' },
      { quote: 'Je les recommande à tout mon entourage.', role: 'Client' },
    ],
    faq: [
      { question: 'Comment commencer ?', answer: 'Envoyez-nous un message ou appelez-nous, nous nous occupons de la suite.' },
      { question: 'En combien de temps répondez-vous ?', answer: 'Aussi vite que possible.' },
      { question: 'Puis-je changer de formule plus tard ?', answer: 'Oui. Demandez-nous, nous trouverons ce qui vous convient.' },
    ],
    team: [
      { role: 'Fondatrice', bio: 'A créé l’entreprise et répond toujours au téléphone.' },
      { role: 'Relation client', bio: 'Votre premier contact pour tout ce dont vous avez besoin.' },
      { role: 'Opérations', bio: 'Veille à ce que tout se passe dans les temps.' },
    ],
    posts: [
      { title: 'Les nouveautés de la saison', text: 'Quelques changements demandés par nos clients.' },
      { title: 'Dans les coulisses', text: 'Comment nous travaillons, et pourquoi.' },
      { title: 'Histoire d’un client', text: 'Comment nous avons aidé l’un de nos clients.' },
    ],
  },
};
