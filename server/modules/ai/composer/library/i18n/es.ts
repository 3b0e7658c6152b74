import type { KindCopy } from '../../types.ts';

/** Each kind's copy in the language, by kind. */
export const ES: Record<string, KindCopy> = {
  bakery: {
    offering: 'pan y bollería',
    taglines: ['Pan recién hecho{inPlace}, cada mañana', 'Horneado con cariño{inPlace}'],
    heroes: [
      { heading: 'Pan y bollería{inPlace}, recién horneados cada mañana', text: 'En {name} los hornos se encienden temprano para que, al despertarte, ya tengas {offering} del día.' },
      { heading: 'Olor a pan caliente, aquí mismo{inPlace}', text: '{name} elabora {offering} con buenos ingredientes, manos expertas y un poco de paciencia.' },
    ],
    about: [
      '{name} hornea para quienes entran cada día: {offering} con cariño y una sonrisa.',
      'Elegimos los ingredientes con cuidado y horneamos para los vecinos que pasan cada mañana{inPlace}.',
    ],
    features: [
      { title: 'Recién horneado', text: 'Horneamos cada día, así que lo que te llevas a casa está recién hecho.' },
      { title: 'Buenos ingredientes', text: 'Harina, agua, sal y tiempo: lo básico, bien hecho.' },
      { title: '¿Algo especial?', text: 'Cuéntanos qué tienes en mente para un día especial y te diremos qué podemos hornear.' },
      { title: 'Parte del barrio', text: 'Un mostrador cercano{inPlace}, desde el pan de la mañana hasta algo dulce para luego.' },
    ],
    menu: [
      { title: 'Pan', items: [{ title: 'Hogaza de masa madre', text: 'Corteza crujiente, miga abierta.' }, { title: 'Pan de centeno con semillas', text: 'Denso y oscuro, con pipas de girasol y lino.' }, { title: 'Baguette', text: 'Crujiente por fuera, tierna por dentro.' }] },
      { title: 'Bollería', items: [{ title: 'Cruasán de mantequilla', text: 'Capas hojaldradas y mucha mantequilla.' }, { title: 'Pastel de nata', text: 'Caramelizado por encima, sedoso por dentro.' }, { title: 'Rollo de canela', text: 'Masa con cardamomo, azúcar moreno y canela.' }] },
      { title: 'Tartas', items: [{ title: 'Bizcocho de limón', text: 'Un bizcocho entero para compartir.' }, { title: 'Tarta de chocolate', text: 'Chocolate negro y sal en escamas.' }] },
    ],
    plans: [
      { name: 'Caja de pan', features: ['Un pan cada semana', 'El pan que prefieras', 'Recógelo cuando te venga bien'] },
      { name: 'Club del desayuno', features: ['Pan y bollería cada semana', 'Algo dulce para el fin de semana', 'Pregúntanos por el reparto'] },
      { name: 'Cesta para la oficina', features: ['Bollería para tu equipo', 'Especialidades de temporada', 'Una factura al mes'] },
    ],
    testimonials: [
      { quote: 'El mejor pan que he comido fuera de la cocina de mi abuela.', role: 'Clienta habitual' },
      { quote: 'Su bollería ya no falta en ningún desayuno familiar.', role: 'Cliente de fin de semana' },
      { quote: 'Pan calentito, un saludo amable y una charla en el mostrador. Perfecto.', role: 'Vecino' },
    ],
    faq: [
      { question: '¿Puedo hacer un encargo para un día especial?', answer: 'Pregúntanos en la tienda o escríbenos: dinos qué necesitas y para cuándo, y te diremos qué podemos hacer.' },
      { question: '¿Puedo preguntar por los alérgenos?', answer: 'Claro. Pregúntanos y te diremos qué lleva todo lo que vendemos.' },
      { question: '¿Cómo conservo el pan?', answer: 'En una bolsa de tela, a temperatura ambiente. En rebanadas, también se congela bien.' },
    ],
    team: [
      { role: 'Maestro panadero', bio: 'Empieza temprano y sigue probando cada hornada.' },
      { role: 'Pastelera', bio: 'Se ocupa de todo lo dulce del mostrador.' },
      { role: 'Encargada de la tienda', bio: 'Se sabe de memoria el pedido de cada cliente habitual.' },
    ],
    posts: [
      { title: 'Qué hace un buen pan', text: 'Harina, agua, sal y tiempo: de dónde viene el sabor del pan.' },
      { title: 'Horneados de temporada', text: 'Las novedades de la temporada en nuestras estanterías.' },
      { title: 'Una mañana en nuestro obrador', text: 'De la primera masa al último pan en la estantería.' },
    ],
  },
  cafe: {
    offering: 'café y tartas',
    taglines: ['Buen café{inPlace}', 'Tu café de cada día{inPlace}'],
    heroes: [
      { heading: 'Buen café y un rincón tranquilo{inPlace}', text: '{name} sirve con mimo {offering}, con sitio para leer, trabajar o simplemente mirar la calle.' },
      { heading: 'Tu taza favorita{inPlace} te está esperando', text: '{name} es donde el día va más despacio, con {offering} y un sitio junto a la ventana.' },
    ],
    about: [
      '{name} es buen café y un sitio donde apetece quedarse un rato. Elegimos con cuidado todo lo que servimos.',
      'Somos una cafetería de barrio{inPlace}: un lugar para quedar con amigos, traer el portátil o sentarte a solas con un buen libro.',
    ],
    features: [
      { title: 'Hecho con cuidado', text: 'Cada taza bien hecha, desde el primer espresso del día hasta el último.' },
      { title: 'Algo para picar', text: 'Tartas y bocados para acompañar el café.' },
      { title: 'Sin prisas', text: 'Quédate para un café rápido o para toda la tarde.' },
      { title: 'Una bienvenida cálida', text: 'Un saludo amable, sea tu primera visita o la número cien.' },
    ],
    menu: [
      { title: 'Café', items: [{ title: 'Espresso', text: 'Corto, intenso y lleno de sabor.' }, { title: 'Flat white', text: 'Doble espresso, leche sedosa.' }, { title: 'Café de filtro', text: 'Café de filtro, limpio y suave.' }] },
      { title: 'Tartas y bocados', items: [{ title: 'Pan de plátano', text: 'Tostado, con mantequilla salada.' }, { title: 'Tarta de zanahoria', text: 'Cobertura de queso crema, nueces.' }, { title: 'Tostada de aguacate', text: 'Pan de masa madre, lima, chile en copos.' }] },
    ],
    plans: [
      { name: 'Tarjeta de café', features: ['Los cafés que elijas', 'Úsala a tu ritmo', 'Compártela con quien quieras'] },
      { name: 'Taza mensual', features: ['Tu café de cada día', 'Un detalle para los habituales', 'Pregúntanos los detalles'] },
      { name: 'Café para casa', features: ['El café que servimos', 'En grano o molido', 'Pregúntanos qué hay disponible'] },
    ],
    testimonials: [
      { quote: 'El flat white es perfecto y a nadie le importa que me quede toda la tarde.', role: 'Escritora autónoma' },
      { quote: 'La mejor tarta de la ciudad, y el equipo se sabe mi nombre.', role: 'Cliente habitual' },
      { quote: 'Nuestro sitio para el desayuno de equipo de cada semana. Tranquilo, amable y con muy buen café.', role: 'Responsable de un equipo del barrio' },
    ],
    faq: [
      { question: '¿Puedo quedarme un rato?', answer: 'Claro. Cuando hay mucha gente, quizá te pidamos compartir mesa.' },
      { question: '¿Puedo reservar mesa?', answer: 'Escríbenos y te diremos qué es posible.' },
      { question: '¿Qué llevan las tartas?', answer: 'Pregunta en la barra: te contamos con gusto los ingredientes y alérgenos.' },
    ],
    team: [
      { role: 'Dueña y barista principal', bio: 'Elige cada café que servimos.' },
      { role: 'Repostero', bio: 'Prepara las tartas del mostrador.' },
      { role: 'Barista', bio: 'Campeón de latte art de la plantilla.' },
    ],
    posts: [
      { title: 'Qué hay en tu taza', text: 'De dónde viene nuestro café y qué le da su sabor.' },
      { title: 'Cómo preparar mejor café en casa', text: 'Tres pequeños cambios que marcan una gran diferencia.' },
      { title: 'Novedades en el mostrador', text: 'Las tartas y bocados que hemos añadido esta temporada.' },
    ],
  },
  restaurant: {
    offering: 'cocina de temporada',
    taglines: ['Cocina de temporada{inPlace}', 'Una mesa para todos{inPlace}'],
    heroes: [
      { heading: 'Cocina de temporada y una cálida bienvenida{inPlace}', text: '{name} ofrece {offering} con buenos ingredientes, mimo y una cálida bienvenida.' },
      { heading: 'Ven con hambre, vete feliz', text: 'Platos generosos y {offering} que merece el viaje: {name} es una cocina a la que le encanta dar de comer{inPlace}.' },
    ],
    about: [
      '{name} es un sitio para comer bien y sentirse en casa. Cocinamos lo que nos gusta, con ingredientes de confianza.',
      'Todo lo que hay en la carta se prepara en nuestra cocina, y te contamos con gusto qué lleva cada plato.',
    ],
    features: [
      { title: 'Buenos ingredientes', text: 'Platos hechos con ingredientes elegidos con cuidado.' },
      { title: 'Dinos qué necesitas', text: '¿Alergias o dietas especiales? Cuéntanoslo y te diremos qué podemos hacer.' },
      { title: 'Celebraciones', text: '¿Un cumpleaños o una comida familiar? Pregúntanos qué podemos preparar.' },
      { title: 'Algo para beber', text: 'Bebidas elegidas para acompañar la comida.' },
    ],
    menu: [
      { title: 'Entrantes', items: [{ title: 'Burrata', text: 'Tomates de variedades antiguas, aceite de albahaca, pan tostado.' }, { title: 'Calamar crujiente', text: 'Alioli de limón, guindilla y perejil.' }] },
      { title: 'Principales', items: [{ title: 'Tagliatelle cortados a mano', text: 'Ragú de ternera a fuego lento, parmesano.' }, { title: 'Pescado del día', text: 'Entero a la brasa, salsa verde, patatas nuevas.' }, { title: 'Risotto de setas silvestres', text: 'Pecorino curado, tomillo.' }] },
      { title: 'Postres', items: [{ title: 'Tiramisú', text: 'Café, mascarpone y cacao.' }, { title: 'Bizcocho de aceite de oliva', text: 'Naranja, crema de mascarpone.' }] },
    ],
    plans: [
      { name: 'Menú del día', features: ['Dos platos', 'Una copa de vino de la casa', 'Pregunta por los platos del día'] },
      { name: 'Menú degustación', features: ['Varios platos', 'Un aperitivo de la cocina', 'Pregunta por el maridaje'] },
      { name: 'Menú para grupos', features: ['Para grupos y celebraciones', 'Menú pensado contigo', 'Pregúntanos los detalles'] },
    ],
    testimonials: [
      { quote: 'Solo por la comida merece la pena ir. Servicio cercano y sin complicaciones.', role: 'Comensal de una cena' },
      { quote: 'Celebramos aquí el cumpleaños de mi madre y fue perfecto.', role: 'Invitada a un cumpleaños' },
      { quote: 'La buena comida y el trato cálido hacen que siempre volvamos.', role: 'Cliente habitual' },
    ],
    faq: [
      { question: '¿Hace falta reservar?', answer: 'Reservar es la forma más segura de tener mesa, sobre todo por la noche.' },
      { question: '¿Podéis adaptaros a alergias?', answer: 'Dínoslo al reservar y te diremos qué puede hacer la cocina por ti.' },
      { question: '¿Los niños son bienvenidos?', answer: 'Dínoslo al reservar y haremos lo posible para que toda la familia esté a gusto.' },
    ],
    team: [
      { role: 'Jefe de cocina', bio: 'Diseña la carta y dirige la cocina.' },
      { role: 'Jefa de sala', bio: 'Se asegura de que cada mesa se sienta la mejor del local.' },
      { role: 'Camarero', bio: 'Conoce cada plato y la bebida que mejor le va.' },
    ],
    posts: [
      { title: 'Nueva temporada en la carta', text: 'Qué hay de nuevo en la carta, y por qué.' },
      { title: 'Detrás de la puerta de la cocina', text: 'Cómo se prepara un plato antes del servicio.' },
      { title: '¿Preparas una celebración?', text: 'Cómo te ayudamos a organizar una comida para un grupo.' },
    ],
  },
  bar: {
    offering: 'cócteles y cerveza artesana',
    taglines: ['Copas y buena compañía{inPlace}', 'Tu noche empieza aquí'],
    heroes: [
      { heading: 'Cócteles, cerveza artesana y noches largas{inPlace}', text: '{name} prepara {offering}, clásicos y de la casa, en un local pensado para las conversaciones largas.' },
      { heading: 'Tu noche favorita{inPlace} empieza aquí', text: 'Buena música, {offering} y un equipo que se acuerda de lo que tomas: bienvenido a {name}.' },
    ],
    about: [
      '{name} es un bar de buenas copas y buena compañía, donde todo el mundo es bienvenido.',
      'Nuestro equipo de barra conoce bien la carta y te ayuda encantado a elegir.',
    ],
    features: [
      { title: 'Copas bien hechas', text: 'Clásicos y favoritos de la casa, preparados con cuidado.' },
      { title: 'Para todos los gustos', text: 'Dinos qué te gusta y encontraremos tu copa.' },
      { title: 'Buena música', text: 'Música elegida para el local y la hora.' },
      { title: 'Celebra con nosotros', text: '¿Un cumpleaños o una noche de equipo? Pregúntanos qué podemos preparar.' },
    ],
    menu: [
      { title: 'Cócteles', items: [{ title: 'Negroni de la casa', text: 'Ginebra, naranja amarga, vermut envejecido en roble.' }, { title: 'Old fashioned ahumado', text: 'Bourbon, arce, humo de cerezo.' }, { title: 'Spritz del jardín', text: 'Flor de saúco, pepino, vino espumoso.' }] },
      { title: 'De grifo', items: [{ title: 'Pale ale', text: 'Cítricos y pino.' }, { title: 'Pilsner', text: 'Fresca y limpia.' }] },
      { title: 'Para picar', items: [{ title: 'Aceitunas aliñadas', text: 'Piel de naranja e hinojo.' }, { title: 'Tabla de quesos', text: 'Quesos y chutney.' }] },
    ],
    plans: [
      { name: 'Happy hour', features: ['Cócteles clásicos', 'A primera hora de la noche', 'Pregúntanos el horario'] },
      { name: 'Taller de cócteles', features: ['Una noche con nuestro equipo de barra', 'Cócteles preparados por ti', 'Recetas para llevar'] },
      { name: 'Fiesta privada', features: ['Para grupos y celebraciones', 'Bebida de bienvenida', 'Tu propia lista de música'] },
    ],
    testimonials: [
      { quote: 'El old fashioned ahumado es teatro en un vaso. Un equipo genial.', role: 'Cliente habitual' },
      { quote: 'Celebramos aquí un cumpleaños y el equipo lo puso todo fácil.', role: 'Anfitriona de una fiesta' },
      { quote: 'Siempre algo nuevo que probar y siempre una cara amable.', role: 'Amante de la cerveza' },
    ],
    faq: [
      { question: '¿Podemos reservar mesa?', answer: 'Escríbenos y te diremos qué podemos guardarte.' },
      { question: '¿Tenéis comida?', answer: 'Pregunta en la barra y te diremos qué servimos esta noche.' },
      { question: '¿Tenéis bebidas sin alcohol?', answer: 'Sí. Pregunta al equipo de barra y te recomendará algo.' },
    ],
    team: [
      { role: 'Jefe de barra', bio: 'Prepara la carta de bebidas.' },
      { role: 'Bartender principal', bio: 'Tiene una historia para cada botella de la contrabarra.' },
      { role: 'Equipo de barra', bio: 'Siempre encantado de recomendarte algo nuevo.' },
    ],
    posts: [
      { title: 'Novedades en la carta', text: 'Lo que servimos esta temporada.' },
      { title: 'Detrás de la barra', text: 'Cómo se prepara un cóctel clásico.' },
      { title: 'Próximamente en {name}', text: 'Noches y eventos para apuntar en tu agenda.' },
    ],
  },
  hotel: {
    offering: 'habitaciones cómodas',
    taglines: ['Una estancia tranquila{inPlace}', 'Descansa bien{inPlace}'],
    heroes: [
      { heading: 'Un lugar tranquilo donde alojarte{inPlace}', text: '{name} te ofrece {offering}, a pocos pasos de todo lo que merece la pena ver.' },
      { heading: 'Duerme bien, despierta en un lugar precioso', text: 'Te esperan {offering} y una cálida bienvenida: {name} es tu casa{inPlace}.' },
    ],
    about: [
      '{name} cuida de sus huéspedes: buenas camas, habitaciones limpias y un equipo que se alegra de verte.',
      'Nuestro equipo te cuenta con gusto los restaurantes, paseos y rincones de {place} que no salen en las guías.',
    ],
    features: [
      { title: 'Habitaciones para descansar', text: 'Buenas camas, sábanas limpias y noches tranquilas.' },
      { title: 'Para ayudarte', text: 'Consejos, indicaciones y una palabra amable cuando lo necesites.' },
      { title: 'Consejos locales', text: 'Dónde comer, qué ver y cómo llegar.' },
      { title: 'Una cálida bienvenida', text: 'Nos alegra que vengas, y se nota.' },
    ],
    menu: [
      { title: 'Habitaciones', items: [{ title: 'Doble clásica', text: 'Una habitación cómoda para dos.' }, { title: 'Habitación superior', text: 'Más espacio y más luz.' }, { title: 'Suite familiar', text: 'Sitio para toda la familia.' }] },
    ],
    plans: [
      { name: 'Solo alojamiento', features: ['Solo la habitación', 'Consejos para tu estancia', 'Pregúntanos por la cancelación'] },
      { name: 'Alojamiento y desayuno', features: ['Desayuno incluido', 'Consejos para tu estancia', 'Pregúntanos por la cancelación'] },
      { name: 'Escapada de fin de semana', features: ['Un fin de semana fuera', 'Consejos para tu estancia', 'Pregúntanos qué incluye'] },
    ],
    testimonials: [
      { quote: 'La noche más tranquila en años, y un recibimiento encantador.', role: 'Huéspedes de fin de semana' },
      { quote: 'El equipo nos mandó a restaurantes que nunca habríamos encontrado solos.', role: 'Huésped del extranjero' },
      { quote: 'Una habitación preciosa e impecable, y un sitio del que no queríamos irnos.', role: 'Recién casados' },
    ],
    faq: [
      { question: '¿A qué hora son la entrada y la salida?', answer: 'Te lo decimos al reservar; pregúntanos si necesitas más tiempo.' },
      { question: '¿Hay aparcamiento?', answer: 'Pregúntanos al reservar y te diremos dónde aparcar.' },
      { question: '¿Se admiten mascotas?', answer: 'Pregúntanos antes de reservar y te diremos qué es posible.' },
    ],
    team: [
      { role: 'Anfitriona y propietaria', bio: 'Se asegura de que cada huésped se sienta en casa.' },
      { role: 'Atención al huésped', bio: 'Conoce todas las buenas mesas de la zona.' },
      { role: 'Limpieza de habitaciones', bio: 'Deja cada habitación impecable.' },
    ],
    posts: [
      { title: 'Paseos desde nuestra puerta', text: 'Nuestras rutas favoritas, cortas y largas.' },
      { title: 'Novedades de {name}', text: 'Lo nuevo para nuestros huéspedes esta temporada.' },
      { title: 'Dónde comemos en nuestro día libre', text: 'La lista de restaurantes cercanos de nuestro equipo.' },
    ],
  },
  spa: {
    offering: 'masajes y tratamientos relajantes',
    taglines: ['Tiempo para ti{inPlace}', 'Respira hondo{inPlace}'],
    heroes: [
      { heading: 'Baja el ritmo, respira', text: '{name} ofrece {offering}{inPlace}: una hora que es solo tuya.' },
      { heading: 'Un lugar tranquilo{inPlace} para volver a ser tú', text: 'Salas cálidas, manos expertas y {offering}: {name} está hecho para descansar.' },
    ],
    about: [
      '{name} es un spa cercano: manos expertas, salas tranquilas y tiempo solo para ti.',
      'Elegimos los productos con cuidado y dejamos tiempo entre tratamientos, para que nadie vaya con prisas.',
    ],
    features: [
      { title: 'Buenos productos', text: 'Aceites y cremas elegidos con cuidado.' },
      { title: 'Terapeutas expertos', text: 'Personas que dominan su oficio y te escuchan.' },
      { title: 'Salas tranquilas', text: 'Salas cálidas y tranquilas para descansar de verdad.' },
    ],
    menu: [
      { title: 'Masajes', items: [{ title: 'Masaje relajante', text: 'Movimientos largos, aceite caliente, cuerpo entero.' }, { title: 'Masaje de tejido profundo', text: 'Para hombros cargados y espaldas cansadas.' }, { title: 'Masaje con piedras calientes', text: 'Piedras de basalto y trabajo lento.' }] },
      { title: 'Facial y corporal', items: [{ title: 'Facial de la casa', text: 'Limpieza, mascarilla y masaje.' }, { title: 'Exfoliación corporal', text: 'Sal marina y aceite de almendra.' }] },
    ],
    plans: [
      { name: 'Tratamiento individual', features: ['Un tratamiento a elegir', 'Un té después', 'Tiempo para descansar'] },
      { name: 'Día de spa', features: ['Tratamientos a elegir', 'Tiempo para descansar entre medias', 'Pregúntanos qué incluye'] },
      { name: 'Ritual mensual', features: ['Un masaje cada mes', 'Un rato fijo para ti', 'Pregúntanos los detalles'] },
    ],
    testimonials: [
      { quote: 'El mejor masaje de mi vida. Volví a casa flotando.', role: 'Primera visita' },
      { quote: 'Un día de spa aquí fue el regalo de cumpleaños perfecto.', role: 'Regalo de cumpleaños' },
      { quote: 'Tranquilo, impecable y sin prisas. Vengo cada mes.', role: 'Clienta del ritual mensual' },
    ],
    faq: [
      { question: '¿Qué tengo que traer?', answer: 'Solo a ti. Al reservar te decimos si conviene traer algo más.' },
      { question: '¿Puedo regalar un tratamiento?', answer: 'Pregúntanos y te contamos cómo.' },
      { question: '¿Puedo recibir un masaje si estoy embarazada?', answer: 'Dínoslo al reservar y te propondremos un tratamiento adecuado.' },
    ],
    team: [
      { role: 'Fundadora y terapeuta', bio: 'Especialista en masaje profundo y deportivo.' },
      { role: 'Esteticista', bio: 'Cree que una buena piel empieza por el descanso.' },
      { role: 'Masajista', bio: 'Sabe dónde se esconde la tensión.' },
    ],
    posts: [
      { title: 'Por qué descansar no es un lujo', text: 'Lo que una hora de calma hace por el cuerpo y la mente.' },
      { title: 'Descansar en los meses fríos', text: 'Por qué un tratamiento cálido sienta tan bien en invierno.' },
      { title: 'Cuidar la piel en casa', text: 'Hábitos sencillos que nuestra esteticista no se salta nunca.' },
    ],
  },
  wedding: {
    offering: 'bodas y celebraciones',
    taglines: ['Celebraciones{inPlace}, organizadas con mimo', 'Tu día, sin estrés'],
    heroes: [
      { heading: 'Tu día, planeado hasta el último pétalo', text: '{name} diseña y organiza {offering}{inPlace} para que tú solo tengas que disfrutar.' },
      { heading: 'Celebraciones{inPlace} que se parecen a ti', text: 'De la primera idea al último baile, {name} se ocupa de {offering} hasta el más mínimo detalle.' },
    ],
    about: [
      '{name} organiza celebraciones de todos los tamaños, desde una reunión íntima hasta una gran fiesta.',
      'Conocemos los espacios, catering, floristas y músicos{inPlace}, y el gran día nos quedamos contigo hasta que se va el último invitado.',
    ],
    features: [
      { title: 'Organización completa', text: 'Espacio, proveedores, presupuesto y calendario: nos encargamos nosotros.' },
      { title: 'Coordinación del día', text: 'Dirigimos el día para que tú y tu familia podáis relajaros.' },
      { title: 'Diseño y decoración', text: 'Flores, mesas y luz que cuentan vuestra historia.' },
    ],
    menu: [
      { title: 'Servicios', items: [{ title: 'Organización completa', text: 'Todos los proveedores y el día entero, desde la primera idea.' }, { title: 'Organización parcial', text: 'Entramos cuando nos necesitas y lo llevamos hasta el final.' }, { title: 'Coordinación del día', text: 'Alguien que dirija el día por ti.' }] },
    ],
    plans: [
      { name: 'El gran día', features: ['Una coordinadora el gran día', 'Calendario y llamadas a proveedores', 'Una visita previa'] },
      { name: 'Organización parcial', features: ['Apoyo en la recta final', 'Proveedores recomendados', 'Coordinación del día'] },
      { name: 'Organización completa', features: ['Reuniones cuando las necesites', 'Búsqueda y diseño del espacio', 'Gestión del presupuesto'] },
    ],
    testimonials: [
      { quote: 'El día de la boda no movimos un dedo. Todo fue exactamente como lo habíamos soñado.', role: 'Casados en junio' },
      { quote: 'Encontraron un espacio del que nunca habíamos oído hablar y era perfecto.', role: 'Pareja del extranjero' },
      { quote: 'Tranquilos, organizados y encantadores: la mejor decisión de toda la boda.', role: 'Padres de la novia' },
    ],
    faq: [
      { question: '¿Con cuánta antelación debemos contactaros?', answer: 'Lo antes posible para la organización completa; para la coordinación del día, suelen bastar unos meses.' },
      { question: '¿Organizáis otros eventos además de bodas?', answer: 'Sí: aniversarios, cumpleaños y celebraciones de empresa.' },
      { question: '¿Podéis trabajar con nuestros propios proveedores?', answer: 'Por supuesto. Nos coordinamos con quien ya te encante.' },
    ],
    team: [
      { role: 'Organizadora principal', bio: 'Ha organizado celebraciones de todos los tamaños y aún se emociona con los discursos.' },
      { role: 'Diseñadora y estilista', bio: 'Convierte los paneles de inspiración en mesas, flores y luz.' },
      { role: 'Coordinador', bio: 'Mantiene el calendario y a cada proveedor en su sitio.' },
    ],
    posts: [
      { title: 'Preguntas para hacerle a un espacio', text: 'Lo que siempre comprobamos antes de que firmes.' },
      { title: 'Ideas para una boda al aire libre', text: 'Flores, mesas largas y un plan para el tiempo.' },
      { title: 'Cómo hacer un presupuesto que aguante', text: 'Dónde gastar y dónde ahorrar.' },
    ],
  },
  conference: {
    offering: 'charlas, talleres y buenas conversaciones',
    taglines: ['Ideas y personas{inPlace}', 'Donde se reúne la comunidad'],
    heroes: [
      { heading: 'Ideas, personas y práctica{inPlace}', text: '{name} te trae {offering} junto a las personas que construyen lo que viene.' },
      { heading: 'Conoce a quienes están dando forma a lo que viene', text: 'Ponencias principales, talleres prácticos y {offering}: {name}{inPlace}.' },
    ],
    about: [
      '{name} es un congreso hecho para su comunidad, con espacio para la práctica además de las ideas.',
      'Elegimos charlas que sirvan de verdad y abrimos las puertas tanto a quien empieza como a los veteranos.',
    ],
    features: [
      { title: 'Charlas prácticas', text: 'Charlas prácticas de gente que hace el trabajo.' },
      { title: 'Talleres prácticos', text: 'Grupos pequeños, ejercicios reales y material para llevar.' },
      { title: 'Tiempo para conocerse', text: 'Pausas para hablar y gente que merece la pena conocer.' },
      { title: 'Abierta a todo el mundo', text: 'Un código de conducta y ayuda con la accesibilidad: solo tienes que pedirla.' },
    ],
    menu: [
      { title: 'Charlas', items: [{ title: 'Ponencia inaugural', text: 'Dónde estamos y hacia dónde vamos.' }, { title: 'Charlas', text: 'Práctica, herramientas e historias desde dentro.' }, { title: 'Fiesta', text: 'Comida, música y conversaciones de pasillo.' }] },
      { title: 'Talleres y más', items: [{ title: 'Talleres', text: 'Sesiones prácticas en grupos pequeños.' }, { title: 'Charlas relámpago', text: 'Charlas cortas, una tras otra.' }, { title: 'Ponencia de clausura', text: 'Mirando adelante, juntos.' }] },
    ],
    plans: [
      { name: 'Estudiante', features: ['Todo el congreso', 'Café en las pausas', 'Para estudiantes'] },
      { name: 'General', features: ['Todo el congreso', 'Un taller', 'Pregúntanos qué incluye'] },
      { name: 'Colaborador', features: ['Todo lo de la entrada general', 'Ayuda a que otra persona pueda venir', 'Nuestro agradecimiento el día del evento'] },
    ],
    testimonials: [
      { quote: 'La conferencia más práctica a la que voy. Vuelvo a casa con ideas que aplico el lunes.', role: 'Asistente habitual' },
      { quote: 'Solo los talleres ya valían la entrada.', role: 'Asistente por primera vez' },
      { quote: 'Una comunidad cálida y abierta. Aquí conocí a media red de contactos.', role: 'Ponente' },
    ],
    faq: [
      { question: '¿Se graban las charlas?', answer: 'Sigue nuestras novedades: allí contamos qué compartimos después del evento.' },
      { question: '¿Puedo pedir un reembolso?', answer: 'Las condiciones se indican al comprar; si no puedes venir, pregúntanos cómo ceder tu entrada.' },
      { question: '¿El espacio es accesible?', answer: 'Dinos qué necesitas y te diremos cómo podemos ayudarte.' },
    ],
    team: [
      { role: 'Dirección del programa', bio: 'Dirige la convocatoria abierta y el comité de selección.' },
      { role: 'Ponente principal', bio: 'Autora y miembro veterana de la comunidad.' },
      { role: 'Responsable de talleres', bio: 'Dirige las sesiones prácticas.' },
    ],
    posts: [
      { title: 'Abierta la convocatoria de charlas', text: 'Comparte lo que has aprendido este año; quien hable por primera vez es bienvenido.' },
      { title: 'Primeros ponentes confirmados', text: 'Conoce a quienes abrirán y cerrarán la edición de este año.' },
      { title: 'Viaje y alojamiento', text: 'Hoteles y trenes cerca.' },
    ],
  },
  dentist: {
    offering: 'una odontología cercana y delicada',
    taglines: ['Cuidado dental sin miedo{inPlace}', 'Sonrisas sanas{inPlace}'],
    heroes: [
      { heading: 'Cuidado dental delicado{inPlace} para toda la familia', text: '{name} te ofrece {offering}: revisiones, higiene y tratamientos, con tiempo para explicarlo todo y sin miedo.' },
      { heading: 'Un dentista al que darán ganas de ir', text: 'Equipos modernos, consultas tranquilas y {offering}{inPlace}: así es {name}.' },
    ],
    about: [
      'En {name} dedicamos tiempo a cada paciente, explicamos cada paso y acordamos el coste antes de empezar.',
      'Si te dan miedo los dentistas, eres bienvenido: vamos a tu ritmo y paramos cuando lo necesites.',
    ],
    features: [
      { title: 'Revisiones e higiene', text: 'Un cuidado regular que mantiene sanos dientes y encías.' },
      { title: 'Tratamientos decididos contigo', text: 'Te explicamos las opciones y tú decides.' },
      { title: 'Calma para pacientes con miedo', text: 'Explicaciones claras, a tu ritmo y sin juicios.' },
      { title: 'Ayuda cuando duele', text: '¿Te duele? Llámanos y te daremos cita lo antes posible.' },
    ],
    menu: [
      { title: 'Tratamientos', items: [{ title: 'Revisión', text: 'Exploración, consejos y radiografías cuando hacen falta.' }, { title: 'Limpieza dental', text: 'Limpieza y pulido con nuestra higienista.' }, { title: 'Blanqueamiento', text: 'Férulas de blanqueamiento para casa, con seguimiento.' }, { title: 'Alineadores transparentes', text: 'De la primera consulta a la sonrisa final.' }] },
    ],
    plans: [
      { name: 'Esencial', features: ['Revisiones periódicas', 'Limpiezas dentales', 'Pregúntanos los detalles'] },
      { name: 'Familia', features: ['Para toda la familia', 'Revisiones y limpiezas para todos', 'Pregúntanos los detalles'] },
      { name: 'Completo', features: ['Revisiones y limpiezas adicionales', 'Cuidados planificados contigo', 'Pregúntanos los detalles'] },
    ],
    testimonials: [
      { quote: 'Toda la vida me han dado miedo los dentistas. Ya no.', role: 'Paciente de hace tiempo' },
      { quote: 'Precios claros antes de empezar y un equipo encantador.', role: 'Paciente' },
      { quote: 'Cuando mi hijo se rompió un diente, le atendieron enseguida.', role: 'Madre de un paciente' },
    ],
    faq: [
      { question: '¿Aceptáis pacientes nuevos?', answer: 'Escríbenos o llámanos y te diremos cuándo podemos verte.' },
      { question: '¿Y si tengo dolor?', answer: 'Llámanos: te daremos cita lo antes posible.' },
      { question: '¿Cuánto costará mi tratamiento?', answer: 'Te explicamos el coste antes de empezar, para que no haya sorpresas.' },
    ],
    team: [
      { role: 'Dentista titular', bio: 'Odontología delicada y cuidadosa, paciente a paciente.' },
      { role: 'Higienista dental', bio: 'Mantiene las encías sanas y a los pacientes sonrientes.' },
      { role: 'Responsable de la clínica', bio: 'Te busca una hora que te encaje y responde a todas tus preguntas.' },
    ],
    posts: [
      { title: '¿Cada cuánto hay que ir a la higienista?', text: 'Por qué importan las visitas periódicas y cada cuánto te conviene venir.' },
      { title: 'Cuidar los dientes en casa', text: 'Hábitos sencillos que marcan la diferencia.' },
      { title: 'Consejos para pacientes con miedo', text: 'Pequeñas cosas que hacen más fácil una visita.' },
    ],
  },
  clinic: {
    offering: 'una atención cercana y personal',
    taglines: ['Una atención de confianza{inPlace}', 'Tu salud, nuestro tiempo'],
    heroes: [
      { heading: 'Una atención{inPlace} que se toma su tiempo', text: '{name} te ofrece {offering}: citas más largas, consejos claros y un plan que encaja con tu vida.' },
      { heading: 'Siéntete mejor, muévete mejor, vive mejor', text: 'Profesionales con experiencia y {offering}{inPlace}, todo bajo el mismo techo en {name}.' },
    ],
    about: [
      '{name} lo dirigen profesionales que quieren dedicar tiempo a cada paciente.',
      'Primero escuchamos, te explicamos lo que vemos y acordamos contigo un plan.',
    ],
    features: [
      { title: 'Atención personal', text: 'Atención de personas que conocen tu historial.' },
      { title: 'Tiempo para escuchar', text: 'Citas sin prisas.' },
      { title: 'Planes claros', text: 'Lo que vemos, lo que proponemos y lo que cuesta.' },
    ],
    menu: [
      { title: 'Citas', items: [{ title: 'Primera consulta', text: 'Valoración, consejo y un plan de tratamiento.' }, { title: 'Seguimiento', text: 'Tratamiento y revisión de tu evolución.' }, { title: 'Valoración deportiva', text: 'Análisis del movimiento y plan de ejercicios.' }] },
    ],
    plans: [
      { name: 'Sesión suelta', features: ['Una cita', 'Consejos para casa', 'Seguimiento si lo necesitas'] },
      { name: 'Plan de recuperación', features: ['Primera consulta y seguimiento', 'Programa de ejercicios personal', 'Revisiones de tu evolución'] },
      { name: 'Cuidado continuo', features: ['Sesiones periódicas', 'Cuidados que te mantienen en movimiento', 'Pregúntanos los detalles'] },
    ],
    testimonials: [
      { quote: 'Después de meses con dolor de espalda, por fin alguien me explicó qué me pasaba.', role: 'Paciente' },
      { quote: 'Profesionales, cercanos y siempre puntuales.', role: 'Paciente habitual' },
      { quote: 'Gracias a ellos he vuelto a correr.', role: 'Corredora' },
    ],
    faq: [
      { question: '¿Necesito volante?', answer: 'Pregúntanos y te lo diremos. Trae los informes o pruebas que ya tengas.' },
      { question: '¿Lo cubre el seguro?', answer: 'Consulta con tu aseguradora; te damos una factura para que la presentes.' },
      { question: '¿Qué ropa llevo?', answer: 'Ropa cómoda con la que puedas moverte.' },
    ],
    team: [
      { role: 'Responsable clínica', bio: 'Una profesional con experiencia que siempre escucha primero.' },
      { role: 'Fisioterapeuta', bio: 'Especializado en lesiones deportivas y rehabilitación.' },
      { role: 'Recepción', bio: 'La voz amable que te encuentra una cita.' },
    ],
    posts: [
      { title: 'Ejercicios para una espalda rígida', text: 'Movimientos sencillos que puedes hacer en tu mesa.' },
      { title: 'Cuándo descansar y cuándo moverse', text: 'Una guía para recuperarte de una distensión.' },
      { title: 'Tu primera visita', text: 'Qué traer y qué esperar.' },
    ],
  },
  'hair-salon': {
    offering: 'cortes, color y peinados',
    taglines: ['Un pelo estupendo{inPlace}', 'Corte, color y confianza'],
    heroes: [
      { heading: 'Un buen pelo empieza aquí{inPlace}', text: '{name} ofrece {offering} de la mano de gente que primero escucha y después corta.' },
      { heading: 'Sal sintiéndote la mejor versión de ti', text: 'Reserva tu sillón en {name}{inPlace}: {offering} de la mano de gente que ama su oficio.' },
    ],
    about: [
      '{name} es un salón pequeño con mucho amor por el oficio. Cada cita empieza con una buena consulta.',
      'Elegimos los productos con cuidado y mantenemos precios claros y justos.',
    ],
    features: [
      { title: 'Cortes precisos', text: 'Pensados para tu pelo, tu cara y tu rutina de por la mañana.' },
      { title: 'Color', text: 'Desde un cambio sutil hasta algo nuevo, decidido contigo.' },
      { title: 'Una visita relajada', text: 'Tiempo para recostarte, charlar o simplemente desconectar.' },
    ],
    menu: [
      { title: 'Cortes', items: [{ title: 'Corte y peinado', text: 'Consulta, lavado, corte y peinado.' }, { title: 'Corte de caballero', text: 'Tijera o máquina, lavado y peinado.' }, { title: 'Corte infantil', text: 'Para los más pequeños.' }] },
      { title: 'Color y más', items: [{ title: 'Balayage', text: 'Pintado a mano, matiz incluido.' }, { title: 'Tinte de raíz', text: 'Retoque con baño de brillo.' }, { title: 'Tratamiento capilar', text: 'Para el pelo seco o castigado.' }] },
    ],
    plans: [
      { name: 'Corte fresco', features: ['Lavado, corte y peinado', 'Consejos de peinado', 'Consejos para casa'] },
      { name: 'Club del color', features: ['Color de raíz periódico', 'Cortes periódicos', 'Pregúntanos los detalles'] },
      { name: 'Corte habitual', features: ['Tu corte, reservado con antelación', 'Consejos de peinado', 'Pregúntanos los detalles'] },
    ],
    testimonials: [
      { quote: 'El mejor corte en años, y de verdad me escucharon.', role: 'Clienta habitual' },
      { quote: 'Mi balayage queda natural y ha crecido precioso.', role: 'Clienta de color' },
      { quote: 'Gran corte, buena música y un rato relajado.', role: 'Cliente' },
    ],
    faq: [
      { question: '¿Atendéis sin cita?', answer: 'Si hay un sillón libre, sí; reservar con antelación es lo más seguro.' },
      { question: '¿Necesito una prueba de alergia para el color?', answer: 'Antes de un primer color quizá te pidamos una prueba rápida en la piel; te lo decimos al reservar.' },
      { question: '¿Y si llego tarde?', answer: 'Avísanos: haremos lo posible, aunque quizá tengamos que acortar o cambiar tu cita.' },
    ],
    team: [
      { role: 'Dueña y estilista sénior', bio: 'Una larga trayectoria detrás del sillón y le siguen encantando los retos.' },
      { role: 'Colorista', bio: 'Vive para los balayages naturales.' },
      { role: 'Estilista', bio: 'Le encantan los cortes clásicos y los acabados limpios.' },
    ],
    posts: [
      { title: 'Cortes para esta temporada', text: 'Lo que más piden ahora a nuestros estilistas.' },
      { title: 'Cómo mantener el color vivo', text: 'Cuidados sencillos entre cita y cita.' },
      { title: 'Conoce al equipo', text: 'Las personas detrás de los sillones de {name}.' },
    ],
  },
  fitness: {
    offering: 'clases y entrenamiento personal',
    taglines: ['Muévete más{inPlace}', 'Más fuerte cada semana'],
    heroes: [
      { heading: 'Más fuerza, mejor movimiento, mejor sensación', text: '{name} ofrece {offering}{inPlace} para todos los niveles, de la primera clase a tu mejor marca.' },
      { heading: 'Tu primera clase{inPlace} empieza aquí', text: 'Entrenadores cercanos y {offering} para todos los niveles: bienvenido a {name}.' },
    ],
    about: [
      '{name} es un sitio para entrenar con gente que te conoce: tu nombre, tus objetivos y tus lesiones.',
      'Tanto si empiezas como si te preparas para algo grande, hacemos un plan que encaje en tu semana.',
    ],
    features: [
      { title: 'Entrenamiento cercano', text: 'Entrenadores que observan, corrigen y animan.' },
      { title: 'Planes personales', text: 'Objetivos marcados con un entrenador y revisados por el camino.' },
      { title: 'Clases durante la semana', text: 'Mira el horario y elige lo que te venga bien.' },
      { title: 'Todos los niveles', text: 'Cada ejercicio tiene una versión más fácil y otra más difícil.' },
    ],
    menu: [
      { title: 'Clases', items: [{ title: 'Fuerza básica', text: 'Primero la técnica, luego el peso.' }, { title: 'Vinyasa flow', text: 'Respiración y movimiento.' }, { title: 'HIIT', text: 'Intervalos cortos e intensos.' }, { title: 'Movilidad', text: 'Estirar, soltar, recuperar.' }] },
    ],
    plans: [
      { name: 'Clase suelta', features: ['Cualquier clase', 'Pagas por clase', 'Sin permanencia'] },
      { name: 'Ilimitado', features: ['Todas las clases', 'Revisiones con un entrenador', 'Pregúntanos los detalles'] },
      { name: 'Entrenamiento personal', features: ['Sesiones individuales', 'Plan y seguimiento del progreso', 'Nociones de nutrición'] },
    ],
    testimonials: [
      { quote: 'Nunca me gustaron los gimnasios. Aquí eso cambió.', role: 'Antiguo escéptico del gimnasio' },
      { quote: 'Los entrenadores conocen mi nombre, mis objetivos y mi rodilla rebelde.', role: 'Habitual de las clases de fuerza' },
      { quote: 'La clase de la mañana es el mejor comienzo del día.', role: 'Madrugadora' },
    ],
    faq: [
      { question: 'Soy principiante total. ¿Pasa algo?', answer: 'Por supuesto. Cada clase tiene opciones para todos los niveles; solo dile al entrenador que es tu primera vez.' },
      { question: '¿Puedo congelar mi cuota?', answer: 'Pregúntanos: si viajas o te lesionas, buscamos una solución.' },
      { question: '¿Qué tengo que traer?', answer: 'Agua y ropa cómoda; pregúntanos por lo demás.' },
    ],
    team: [
      { role: 'Entrenadora principal', bio: 'Exdeportista a la que le encanta enseñar a quien empieza.' },
      { role: 'Profesor de yoga', bio: 'Enseña vinyasa y yin con paciencia y humor.' },
      { role: 'Entrenadora de fuerza', bio: 'Hace que levantar peso sea seguro, sencillo y divertido.' },
    ],
    posts: [
      { title: 'Cómo empezar con la fuerza', text: 'Tres movimientos para aprender primero.' },
      { title: 'Entrenar antes del trabajo', text: 'Cómo encajar una clase en una semana ajetreada.' },
      { title: 'Por qué importan los días de descanso', text: 'El progreso llega durante la recuperación.' },
    ],
  },
  'law-firm': {
    offering: 'asesoramiento jurídico claro',
    taglines: ['Asesoramiento jurídico claro{inPlace}', 'De tu lado'],
    heroes: [
      { heading: 'Asesoramiento jurídico claro cuando más importa', text: '{name} da a particulares y empresas{inPlace} {offering}, respuestas sencillas y una defensa firme.' },
      { heading: 'Abogados con experiencia{inPlace}, de tu lado', text: 'De los contratos a los litigios, {name} te da {offering} en un lenguaje sencillo y lucha por el mejor resultado.' },
    ],
    about: [
      '{name} lleva cada asunto con cuidado, desde la primera llamada hasta la última firma.',
      'Te explicamos los costes antes de empezar y te decimos con sinceridad cuándo un caso no merece la pena.',
    ],
    features: [
      { title: 'Primero escuchamos', text: 'Cada asunto empieza por entender tu situación.' },
      { title: 'Lenguaje claro', text: 'Consejos que entiendes y puedes aplicar.' },
      { title: 'Consejo honesto', text: 'Incluso cuando lo mejor es no ir a juicio.' },
      { title: 'Costes claros', text: 'Te decimos lo que costará antes de empezar.' },
    ],
    menu: [
      { title: 'Servicios', items: [{ title: 'Primera consulta', text: 'Una primera reunión para entender tu situación.' }, { title: 'Revisión de contrato', text: 'Comentarios claros sobre un contrato antes de firmar.' }, { title: 'Testamento y herencias', text: 'Un testamento redactado y firmado ante testigos.' }, { title: 'Constitución de sociedad', text: 'Estatutos, inscripción y primeros acuerdos.' }] },
    ],
    plans: [
      { name: 'Consulta', features: ['Una primera reunión', 'Los próximos pasos explicados', 'Pregúntanos los detalles'] },
      { name: 'Iguala para empresas', features: ['Respuestas a preguntas rápidas', 'Revisión de contratos', 'Pregúntanos los detalles'] },
      { name: 'Asunto a precio cerrado', features: ['Alcance acordado de antemano', 'Sin sorpresas en las horas', 'Pregúntanos los detalles'] },
    ],
    testimonials: [
      { quote: 'Nos lo explicaron todo con claridad y lograron un acuerdo que creíamos imposible.', role: 'Directora general' },
      { quote: 'Rápidos, precisos y honestos con los costes desde el primer día.', role: 'Fundador de una startup' },
      { quote: 'Hicieron que un asunto familiar doloroso fuera lo más llevadero posible.', role: 'Clienta particular' },
    ],
    faq: [
      { question: '¿Cuánto cuesta una primera reunión?', answer: 'Te decimos el coste antes de reunirnos y lo descontamos de los honorarios si nos encargas el asunto.' },
      { question: '¿Trabajáis con honorarios cerrados?', answer: 'Pregúntanos: antes de empezar te decimos cómo cobramos, y lo cumplimos.' },
      { question: '¿Podemos reunirnos en línea?', answer: 'Pregúntanos y buscaremos la forma de vernos que mejor te venga.' },
    ],
    team: [
      { role: 'Socia directora', bio: 'Amplia experiencia en derecho mercantil y litigación.' },
      { role: 'Socia', bio: 'Consejo sereno en momentos difíciles.' },
      { role: 'Asociado', bio: 'Prepara cada caso con cuidado.' },
    ],
    posts: [
      { title: 'Cláusulas que revisar antes de firmar', text: 'Las condiciones que más conflictos provocan, explicadas.' },
      { title: 'Cuándo llamar a un abogado', text: 'Señales de que es hora de pedir consejo.' },
      { title: 'Por qué todo el mundo necesita testamento', text: 'Y qué pasa cuando no lo hay.' },
    ],
  },
  accountant: {
    offering: 'contabilidad, impuestos y respuestas claras',
    taglines: ['Los números, fáciles{inPlace}', 'Tus cuentas, en orden'],
    heroes: [
      { heading: 'Tus números, en orden', text: '{name} se encarga de {offering} para autónomos y pequeñas empresas{inPlace}, para que tú sigas con tu trabajo.' },
      { heading: 'Contabilidad sin quebraderos de cabeza', text: 'Honorarios claros, respuestas sencillas y {offering}: eso es {name}{inPlace}.' },
    ],
    about: [
      '{name} trabaja con personas y empresas que quieren sus números en orden todo el año, no solo al cierre.',
      'Tienes a una persona que conoce tu caso, honorarios acordados de antemano y respuestas en lenguaje claro.',
    ],
    features: [
      { title: 'Contabilidad', text: 'Tus libros siempre al día.' },
      { title: 'Declaraciones de impuestos', text: 'Declaraciones personales y de empresa, preparadas con cuidado.' },
      { title: 'Nóminas', text: 'Nóminas y declaraciones para tu equipo.' },
      { title: 'Buenas herramientas', text: 'Ayuda para elegir y usar un programa de contabilidad.' },
    ],
    menu: [
      { title: 'Servicios', items: [{ title: 'Declaración de autónomo', text: 'Preparada, revisada y presentada.' }, { title: 'Cuentas anuales', text: 'Para pequeñas sociedades limitadas.' }, { title: 'Nóminas', text: 'Por empleado y mes.' }, { title: 'Alta de empresa', text: 'Constitución y asesoramiento el primer año.' }] },
    ],
    plans: [
      { name: 'Autónomo', features: ['Revisión de la contabilidad', 'Declaración anual', 'Ayuda por correo'] },
      { name: 'Pequeña empresa', features: ['Contabilidad mensual', 'Cuentas anuales e impuestos', 'Reuniones periódicas'] },
      { name: 'Equipo en crecimiento', features: ['Todo lo de Pequeña empresa', 'Nóminas', 'Informes de gestión'] },
    ],
    testimonials: [
      { quote: 'Por primera vez presenté a tiempo sin una sola noche en vela.', role: 'Diseñadora autónoma' },
      { quote: 'Honorarios claros, consejos claros y siempre cogen el teléfono.', role: 'Dueño de una cafetería' },
      { quote: 'Encontraron ahorros que pagaron un año entero de honorarios.', role: 'Fundadora de una pequeña agencia' },
    ],
    faq: [
      { question: '¿Puedo cambiar de gestoría a mitad de año?', answer: 'Sí. Contactamos con tu gestoría anterior y nos encargamos a partir de ahí.' },
      { question: '¿Qué programa usáis?', answer: 'Trabajamos con los programas en la nube más habituales y te ayudamos a elegir.' },
      { question: '¿Cómo funcionan vuestros honorarios?', answer: 'Te decimos los honorarios antes de empezar y acordamos cualquier cambio antes de un trabajo extra.' },
    ],
    team: [
      { role: 'Socia fundadora', bio: 'Tiene debilidad por los pequeños negocios.' },
      { role: 'Responsable fiscal', bio: 'Entiende cada norma nueva para que tú no tengas que hacerlo.' },
      { role: 'Contable', bio: 'Mantiene tus cuentas en orden mes tras mes.' },
    ],
    posts: [
      { title: 'Las fechas fiscales clave de este año', text: 'Apúntalas ya en tu calendario.' },
      { title: 'Gastos que los autónomos suelen olvidar', text: 'Pequeñas partidas que suman.' },
      { title: '¿Necesitas una sociedad limitada?', text: 'Cuándo tiene sentido y cuándo no.' },
    ],
  },
  agency: {
    offering: 'marcas, webs y campañas',
    taglines: ['Ideas que funcionan{inPlace}', 'Marcas que se recuerdan'],
    heroes: [
      { heading: 'Creamos marcas que se recuerdan', text: '{name} crea {offering} para empresas que quieren destacar{inPlace}.' },
      { heading: 'Estrategia, diseño y código bajo el mismo techo', text: 'Del primer taller al día del lanzamiento, {name} convierte las grandes ideas en {offering} que dan resultado.' },
    ],
    about: [
      '{name} une estrategia, diseño y desarrollo. Trabajas directamente con quienes hacen el trabajo.',
      'Mantenemos una lista de clientes corta para que cada proyecto reciba toda nuestra atención, y medimos el éxito por tus resultados.',
    ],
    features: [
      { title: 'Estrategia', text: 'Investigación, posicionamiento y un plan que todos entienden.' },
      { title: 'Marca y diseño', text: 'Identidades y sistemas de diseño que crecen contigo.' },
      { title: 'Webs', text: 'Sitios rápidos y accesibles que tu equipo puede editar.' },
      { title: 'Campañas', text: 'Contenidos y anuncios con resultados medibles.' },
    ],
    menu: [
      { title: 'Servicios', items: [{ title: 'Taller de marca', text: 'Tiempo juntos para definir quién eres y a quién sirves.' }, { title: 'Identidad de marca', text: 'Logotipo, colores, tipografía y manual.' }, { title: 'Web', text: 'Diseño y desarrollo.' }] },
    ],
    plans: [
      { name: 'Sprint', features: ['Taller', 'Informe de estrategia', 'Hoja de ruta con los siguientes pasos'] },
      { name: 'Lanzamiento', features: ['Identidad de marca', 'Diseño y desarrollo web', 'Apoyo en el lanzamiento'] },
      { name: 'Socio', features: ['Tiempo del equipo reservado para ti', 'Campañas y contenidos', 'Informes periódicos'] },
    ],
    testimonials: [
      { quote: 'Entendieron nuestro negocio mejor que nosotros.', role: 'Consejero delegado, marca de retail' },
      { quote: 'Nuestra nueva web trajo más consultas de las que esperábamos.', role: 'Responsable de marketing' },
      { quote: 'Gente con experiencia, opiniones sinceras y nada de paja.', role: 'Fundador' },
    ],
    faq: [
      { question: '¿Cuánto dura un proyecto?', answer: 'Depende del alcance; te damos un calendario antes de empezar.' },
      { question: '¿Trabajáis con startups?', answer: 'Sí. Nuestro Sprint está pensado para equipos en fase inicial.' },
      { question: '¿Con quién vamos a trabajar?', answer: 'Las personas que conoces al principio te acompañan hasta el final.' },
    ],
    team: [
      { role: 'Fundadora y directora de estrategia', bio: 'Ha dedicado su carrera a ayudar a las marcas a encontrar su voz.' },
      { role: 'Director de diseño', bio: 'Dirige el diseño de identidad y el diseño digital.' },
      { role: 'Responsable técnico', bio: 'Construye webs rápidas y accesibles.' },
    ],
    posts: [
      { title: 'Qué hace memorable a una marca', text: 'Lecciones de muchos años trabajando en identidad.' },
      { title: 'Caso práctico: un cambio de marca', text: 'Cómo ayudamos a un negocio local a crecer en internet.' },
      { title: 'Por qué las webs rápidas venden más', text: 'Velocidad, confianza y conversión, explicadas.' },
    ],
  },
  saas: {
    offering: 'un software que simplifica una tarea del día a día',
    taglines: ['Software que hace su trabajo', 'Fácil de empezar, fácil de seguir usando'],
    heroes: [
      { heading: 'Software que hace su trabajo', text: '{name} es {offering}. Regístrate en minutos y compruébalo tú mismo.' },
      { heading: 'Fácil de empezar, fácil de seguir usando', text: 'Te presentamos {name}: {offering}, claro desde la primera pantalla.' },
    ],
    about: [
      'Creamos {name} para las personas que lo usan cada día, y lo mantenemos sencillo a propósito.',
      'Escuchamos a nuestros clientes, mejoramos {name} paso a paso y te contamos con claridad lo que cambia.',
    ],
    features: [
      { title: 'Rápido de empezar', text: 'Regístrate y oriéntate sin necesidad de manual.' },
      { title: 'Claro por diseño', text: 'Lo que necesitas a la vista, y nada que no necesites.' },
      { title: 'Tus datos son tuyos', text: 'Los tratamos con confidencialidad y nunca los vendemos.' },
      { title: 'Ayuda de personas reales', text: 'Tus preguntas las responden personas que conocen bien {name}.' },
    ],
    menu: [
      { title: 'Lo que obtienes', items: [{ title: '{name}', text: 'Todo lo que hace {name}, en un solo lugar.' }, { title: 'Actualizaciones', text: 'Mejoras en cuanto salen, incluidas en todos los planes.' }, { title: 'Primeros pasos', text: 'Guías y respuestas para tus primeros días.' }] },
    ],
    plans: [
      { name: 'Gratis', features: ['Lo esencial', 'Pruébalo a tu ritmo', 'Ayuda por correo electrónico'] },
      { name: 'Plus', features: ['Todo lo del plan Gratis', 'Límites más altos', 'Ayuda más rápida'] },
      { name: 'Pro', features: ['Todo lo del plan Plus', 'Para equipos más grandes', 'Ayuda con la puesta en marcha'] },
    ],
    testimonials: [
      { quote: 'Hace exactamente lo que necesitábamos, y nada que no necesitáramos.', role: 'Dueña de un pequeño negocio' },
      { quote: 'En una tarde ya estábamos funcionando.', role: 'Responsable de operaciones' },
      { quote: 'Cuando teníamos una duda, respondía alguien que conocía el producto.', role: 'Autónomo' },
    ],
    faq: [
      { question: '¿Puedo probarlo antes de pagar?', answer: 'Sí. Empieza con el plan Gratis y cambia solo cuando te merezca la pena.' },
      { question: '¿Puedo cancelar en cualquier momento?', answer: 'Sí. Los planes de pago son mensuales y sin permanencia.' },
      { question: '¿Cómo consigo ayuda?', answer: 'Escríbenos y te responderá alguien que conoce bien {name}.' },
    ],
    team: [
      { role: 'Fundadora', bio: 'Creó {name} para resolver un problema que ella misma tenía.' },
      { role: 'Desarrollador principal', bio: 'Construye {name} y lee cada comentario.' },
      { role: 'Atención al cliente', bio: 'Ayuda a cada cliente nuevo a empezar.' },
    ],
    posts: [
      { title: 'Novedades de {name}', text: 'Las últimas mejoras, explicadas.' },
      { title: 'Primeros pasos con {name}', text: 'El comienzo, paso a paso.' },
      { title: 'Por qué creamos {name}', text: 'El problema de fondo y cómo queremos resolverlo.' },
    ],
  },
  'real-estate': {
    offering: 'viviendas en venta y en alquiler',
    taglines: ['Encuentra tu sitio{inPlace}', 'Casas vendidas con cariño'],
    heroes: [
      { heading: 'Encuentra tu sitio{inPlace}', text: '{name} te ayuda a comprar, vender y alquilar: {offering}, con consejos honestos y conocimiento del barrio.' },
      { heading: '¿Vendes o compras? Conocemos {place}.', text: 'Tasaciones ajustadas, {offering} y agentes que cogen el teléfono: así es {name}.' },
    ],
    about: [
      '{name} conoce el mercado local{inPlace}: las calles, los precios y lo que buscan los compradores.',
      'Tasamos con honestidad, presentamos tu casa de la mejor manera y te mantenemos informado desde la primera visita hasta la entrega de llaves.',
    ],
    features: [
      { title: 'Valoración honesta', text: 'Un precio honesto basado en ventas reales de la zona.' },
      { title: 'Anuncios cuidados', text: 'Viviendas presentadas en su mejor versión, con buenas fotos y datos claros.' },
      { title: 'Visitas acompañadas', text: 'Enseñamos las viviendas nosotros mismos y respondemos tus preguntas.' },
    ],
    menu: [
      { title: 'En venta', items: [{ title: 'Piso de dos dormitorios', text: 'Luminoso, reformado, con balcón y ascensor.' }, { title: 'Casa familiar', text: 'Jardín y calle tranquila.' }] },
      { title: 'En alquiler', items: [{ title: 'Estudio cerca del centro', text: 'Amueblado, al mes.' }, { title: 'Piso de tres dormitorios', text: 'Amplio, con aparcamiento, al mes.' }] },
    ],
    plans: [
      { name: 'Alquiler', features: ['Búsqueda de inquilinos', 'Comprobaciones y contrato', 'Inventario y entrega'] },
      { name: 'Venta', features: ['Tasación y comercialización', 'Visitas y negociación', 'Honorarios acordados de antemano'] },
      { name: 'Gestión integral', features: ['Cobro del alquiler', 'Reparaciones e inspecciones', 'Revisiones de seguridad'] },
    ],
    testimonials: [
      { quote: 'Vendida por encima del precio pedido. Se encargaron de todo.', role: 'Vendedora' },
      { quote: 'Nos encontraron un piso antes incluso de que saliera en internet.', role: 'Compradores de su primera vivienda' },
      { quote: 'Como propietario, nunca tengo que ir detrás de nada.', role: 'Propietario' },
    ],
    faq: [
      { question: '¿Cuánto cuesta una tasación?', answer: 'Pregúntanos: te explicamos qué incluye una valoración y cuánto cuesta, sin compromiso.' },
      { question: '¿Cuánto tarda una venta?', answer: 'Depende del comprador y del papeleo; te damos una estimación honesta al principio.' },
      { question: '¿Gestionáis alquileres?', answer: 'Pregúntanos qué podemos gestionar, desde buscar inquilinos hasta reparaciones y cobro del alquiler.' },
    ],
    team: [
      { role: 'Director', bio: 'Lleva muchos años vendiendo casas en la zona.' },
      { role: 'Agente comercial', bio: 'Consigue el mejor precio y hace que todo avance.' },
      { role: 'Responsable de alquileres', bio: 'Cuida por igual de propietarios e inquilinos.' },
    ],
    posts: [
      { title: 'Cómo preparar tu casa para las visitas', text: 'Pequeños arreglos que marcan una gran diferencia.' },
      { title: 'El mercado este trimestre', text: 'Precios, demanda y qué esperar.' },
      { title: 'Comprar tu primera vivienda', text: 'Los pasos, los costes y los plazos.' },
    ],
  },
  photographer: {
    offering: 'fotos de personas y momentos',
    taglines: ['Fotos que se parecen a ti', 'Luz, historias, personas'],
    heroes: [
      { heading: 'Fotos que se parecen a ti', text: '{name} hace {offering}{inPlace}: naturales, sinceras y llenas de luz.' },
      { heading: 'Momentos reales, guardados con cariño', text: 'Sesiones relajadas, sin poses rígidas: {name} ofrece {offering} que muestran a la gente tal como es.' },
    ],
    about: [
      '{name} fotografía a personas y los momentos que les importan.',
      'Las sesiones son relajadas y sin prisas, y cada foto se elige y edita con cuidado.',
    ],
    features: [
      { title: 'Retratos', text: 'Personas, parejas y familias.' },
      { title: 'Días especiales', text: 'Celebraciones y eventos, contados como una historia.' },
      { title: 'Fotografía para marcas', text: 'Retratos de equipo e imágenes para tu web.' },
    ],
    menu: [
      { title: 'Sesiones', items: [{ title: 'Sesión de retrato', text: 'Relajada, con fotos editadas.' }, { title: 'Sesión familiar', text: 'Todos en la foto.' }, { title: 'Evento', text: 'Tu día, contado como una historia.' }] },
    ],
    plans: [
      { name: 'Retrato', features: ['Una sesión', 'Fotos editadas', 'Pregúntanos los detalles'] },
      { name: 'Evento', features: ['Cobertura planificada contigo', 'Una serie completa de fotos editadas', 'Pregúntanos por las copias impresas'] },
      { name: 'Marca', features: ['Una sesión en tu espacio', 'Retratos de equipo', 'Imágenes para web e impresión'] },
    ],
    testimonials: [
      { quote: 'Odiamos salir en fotos, y nos encantan todas y cada una.', role: 'Sesión familiar' },
      { quote: 'Nuestras fotos nos hicieron llorar otra vez.', role: 'Pareja' },
      { quote: 'Por fin nuestras fotos de equipo se parecen a nosotros.', role: 'Dueña de un estudio' },
    ],
    faq: [
      { question: '¿Cuándo tendré mis fotos?', answer: 'Acordamos una fecha contigo al reservar.' },
      { question: '¿Te desplazas?', answer: 'Dinos dónde y te diremos qué es posible.' },
      { question: '¿Puedo imprimir las fotos por mi cuenta?', answer: 'Pregúntanos: antes de reservar te explicamos qué puedes hacer con tus fotos.' },
    ],
    team: [
      { role: 'Fotógrafa', bio: 'Le encantan la luz natural y los momentos sin posar.' },
      { role: 'Segundo fotógrafo', bio: 'Capta los momentos que pasan detrás de los principales.' },
      { role: 'Editora', bio: 'Da a cada foto su último toque, a mano.' },
    ],
    posts: [
      { title: 'Sentirse cómodo ante la cámara', text: 'Pequeños detalles que hacen más fácil una sesión.' },
      { title: 'Qué ponerte para un retrato', text: 'Consejos sencillos para unas fotos que te encantarán.' },
      { title: 'Detrás del objetivo', text: 'El equipo que llevo y por qué.' },
    ],
  },
  portfolio: {
    offering: 'diseño pensado con cuidado',
    taglines: ['Diseño con intención', 'Trabajos seleccionados'],
    heroes: [
      { heading: 'Diseño que dice lo que quiere decir', text: '{name} crea {offering}{inPlace} para personas y marcas a las que les importan los detalles.' },
      { heading: 'Hola, hago que las cosas sean claras y bonitas', text: 'Identidades, interfaces e ilustraciones: una selección de {offering} de {name}.' },
    ],
    about: [
      '{name} es un estudio independiente que trabaja en marca, digital e impresión.',
      'Trabajo de cerca con pocos clientes a la vez, del primer boceto al archivo final, y me encanta un buen briefing.',
    ],
    features: [
      { title: 'Identidad', text: 'Logotipos, tipografía y color que perduran.' },
      { title: 'Digital', text: 'Webs e interfaces fáciles de usar.' },
      { title: 'Impresión', text: 'Libros, carteles y packaging con mimo por el papel y la tinta.' },
    ],
    menu: [
      { title: 'Servicios', items: [{ title: 'Logotipo e identidad', text: 'Investigación, propuestas y manual.' }, { title: 'Diseño web', text: 'Diseño para una web de cualquier tamaño.' }, { title: 'Ilustración', text: 'Editorial o comercial, por pieza.' }] },
    ],
    plans: [
      { name: 'Jornada', features: ['Un día completo de diseño', 'Revisiones incluidas', 'Archivos en todos los formatos'] },
      { name: 'Identidad', features: ['Sesión de descubrimiento', 'Propuestas para elegir', 'Manual de marca'] },
      { name: 'Colaboración mensual', features: ['Días reservados cada mes', 'Entregas prioritarias', 'Llamadas de planificación periódicas'] },
    ],
    testimonials: [
      { quote: 'Ideas claras, un trabajo precioso y siempre a tiempo.', role: 'Directora creativa' },
      { quote: 'Nuestra nueva identidad por fin refleja quiénes somos.', role: 'Fundador de una pequeña marca' },
      { quote: 'Un placer trabajar juntos desde la primera llamada.', role: 'Editor' },
    ],
    faq: [
      { question: '¿Cómo empieza un proyecto?', answer: 'Con una llamada breve y un briefing por escrito; respondo con una propuesta y un calendario.' },
      { question: '¿Trabajas con agencias?', answer: 'Sí, como diseñador autónomo dentro de tu equipo.' },
      { question: '¿De quién es el trabajo final?', answer: 'Lo acordamos por escrito antes de empezar el proyecto.' },
    ],
    team: [
      { role: 'Diseñador y fundador', bio: 'Trabaja en marca, digital e impresión.' },
      { role: 'Desarrolladora colaboradora', bio: 'Programa las webs que diseño.' },
      { role: 'Ilustrador colaborador', bio: 'Aporta dibujos a los proyectos que los necesitan.' },
    ],
    posts: [
      { title: 'Notas sobre una identidad reciente', text: 'De los bocetos al logotipo final.' },
      { title: 'Por qué sigo dibujando en papel', text: 'Pensar primero con un lápiz.' },
      { title: 'Libros que todo diseñador debería tener', text: 'Una lista de lectura breve.' },
    ],
  },
  musician: {
    offering: 'música en directo y canciones nuevas',
    taglines: ['Música en directo{inPlace}', 'Ven a escucharnos en directo'],
    heroes: [
      { heading: 'Canciones nuevas, noches a todo volumen', text: '{name} toca {offering}{inPlace} y en escenarios cerca de ti. Ven a cantar con nosotros.' },
      { heading: 'Escúchanos y luego ven a vernos tocar', text: 'Escucha las canciones, ven a un concierto y sigue en contacto: {name} lleva {offering} al escenario.' },
    ],
    about: [
      '{name} hace música para escuchar en directo{inPlace}, con canciones para cantar a coro.',
      'Tocamos siempre que podemos, seguimos escribiendo y nos encanta conocer a quien viene a escucharnos.',
    ],
    features: [
      { title: 'Las canciones', text: 'Escúchalas aquí y luego ven a oírlas en directo.' },
      { title: 'Conciertos', text: 'Música que suena mejor en la sala.' },
      { title: 'Contrátanos', text: 'Escríbenos para festivales, eventos privados y fiestas.' },
    ],
    menu: [
      { title: 'Conciertos', items: [{ title: 'Noche de club', text: 'Sala pequeña, set largo.' }, { title: 'Escenario de festival', text: 'Al aire libre, con amigos de siempre y nuevos.' }, { title: 'Evento privado', text: 'Pídenos una fecha.' }] },
    ],
    plans: [
      { name: 'Entrada', features: ['Entrada de pie', 'Una noche de música en directo', 'Horario de puertas en la entrada'] },
      { name: 'Entrada y disco', features: ['Entrada de pie', 'Nuestra música para llevar a casa', 'Pregunta en el puesto de merchandising'] },
      { name: 'Concierto privado', features: ['Un set preparado contigo', 'Sonido acordado de antemano', 'Canciones a petición'] },
    ],
    testimonials: [
      { quote: 'El mejor concierto que he visto en todo el año.', role: 'Periodista musical' },
      { quote: 'Tocaron en nuestra boda y nadie se sentó en toda la noche.', role: 'Pareja de novios' },
      { quote: 'Sus canciones no salen de mi lista.', role: 'Oyente' },
    ],
    faq: [
      { question: '¿Podemos contrataros para un evento privado?', answer: 'Sí, escríbenos con la fecha y el lugar y te enviamos un presupuesto.' },
      { question: '¿Dónde puedo escuchar vuestra música?', answer: 'En nuestros conciertos, y te contamos con gusto dónde más encontrarla.' },
      { question: '¿Los conciertos son para todas las edades?', answer: 'Depende de la sala; pregúntanos antes de venir.' },
    ],
    team: [
      { role: 'Voz y guitarra', bio: 'Escribe la mayoría de las canciones y las canta.' },
      { role: 'Bajo', bio: 'Mantiene el groove.' },
      { role: 'Batería', bio: 'Golpea fuerte y sonríe todavía más.' },
    ],
    posts: [
      { title: 'Canciones nuevas', text: 'Lo que hemos escrito y cómo surgió.' },
      { title: 'Próximos conciertos', text: 'Dónde vernos tocar próximamente.' },
      { title: 'Diario de grabación', text: 'Apuntes desde el estudio.' },
    ],
  },
  blog: {
    offering: 'ensayos, historias y apuntes',
    taglines: ['Historias que merecen la pena', 'Apuntes, ensayos e historias'],
    heroes: [
      { heading: 'Historias para leer sin prisa', text: '{name} es un hogar para {offering}, escritos{inPlace} y compartidos con cariño.' },
      { heading: 'Hola, y bienvenido', text: 'Nuevos {offering} de {name}, siempre que haya algo que contar.' },
    ],
    about: [
      '{name} es donde escribo sobre lo que veo, lo que leo y lo que pienso.',
      'Aquí encontrarás ensayos, historias y apuntes. Gracias por leer.',
    ],
    features: [
      { title: 'Ensayos', text: 'Lecturas largas sobre lugares, personas e ideas.' },
      { title: 'Apuntes', text: 'Textos breves sobre lo que me llamó la atención.' },
      { title: 'Para compartir', text: 'Cosas que he encontrado y que creo que te gustarán.' },
    ],
    menu: [
      { title: 'Escritos', items: [{ title: 'Ensayos', text: 'Lecturas largas.' }, { title: 'Boletín', text: 'Las nuevas entradas por correo.' }, { title: 'Archivo', text: 'Todas las entradas en un mismo sitio.' }] },
    ],
    plans: [
      { name: 'Lector', features: ['Todas las entradas públicas', 'La newsletter', 'Comentarios'] },
      { name: 'Apoyo', features: ['Entradas solo para miembros', 'Acceso anticipado', 'Mi agradecimiento'] },
      { name: 'Mecenas', features: ['Todo lo de Apoyo', 'Un agradecimiento personal', 'Tu nombre en los agradecimientos'] },
    ],
    testimonials: [
      { quote: 'El único boletín que leo en cuanto llega.', role: 'Lectora' },
      { quote: 'Una escritura preciosa que me hace mirar mi propia calle de otra forma.', role: 'Suscriptor' },
      { quote: 'Reflexivo, divertido y nunca demasiado largo.', role: 'Editora' },
    ],
    faq: [
      { question: '¿Cada cuánto publicas?', answer: 'Siempre que haya algo que contar; suscríbete y no te perderás nada.' },
      { question: '¿Puedo republicar una entrada?', answer: 'Las citas breves con enlace son bienvenidas; para algo más largo, escríbeme.' },
      { question: '¿Aceptas encargos?', answer: 'Escríbeme con los detalles y te lo diré.' },
    ],
    team: [
      { role: 'Autora', bio: 'Escribe, reescribe y lee cada comentario.' },
      { role: 'Editor', bio: 'Lee cada borrador dos veces.' },
      { role: 'Ilustradora', bio: 'Dibuja las imágenes que encabezan cada entrada.' },
    ],
    posts: [
      { title: 'Una semana sin móvil', text: 'Lo que noté cuando dejé de mirar hacia abajo.' },
      { title: 'Las mejores librerías que he encontrado', text: 'Pequeñas, abarrotadas y llenas de sorpresas.' },
      { title: 'Sobre caminar despacio', text: 'Notas de un largo fin de semana a pie.' },
    ],
  },
  trades: {
    offering: 'reparaciones e instalaciones bien hechas',
    taglines: ['Bien hecho a la primera', 'Cercanos y de confianza'],
    heroes: [
      { heading: 'Ayuda fiable{inPlace}, cuando la necesitas', text: '{name} ofrece {offering}: puntuales, limpios y a un precio justo.' },
      { heading: 'Bien hecho a la primera', text: 'Cercanos y de confianza: {name} coge el teléfono, se presenta y ofrece {offering}{inPlace}.' },
    ],
    about: [
      '{name} es un negocio local orgulloso del trabajo cuidadoso y el consejo honesto.',
      'Damos presupuesto antes de empezar, limpiamos al terminar y nunca dejamos un trabajo a medias.',
    ],
    features: [
      { title: 'Respuesta rápida', text: 'Llámanos y te diremos cuándo podemos ir.' },
      { title: 'Trabajo cuidadoso', text: 'Bien hecho y revisado antes de irnos.' },
      { title: 'Presupuestos claros', text: 'Te explicamos el coste antes de empezar.' },
      { title: 'Trabajo limpio', text: 'Protegemos tus suelos y no dejamos nada por medio.' },
    ],
    menu: [
      { title: 'Servicios', items: [{ title: 'Desplazamiento', text: 'Diagnóstico y reparación.' }, { title: 'Revisión de seguridad', text: 'Una revisión de tu instalación, con consejos claros.' }, { title: 'Reforma de baño o cocina', text: 'Presupuesto tras una visita.' }, { title: 'Reparación urgente', text: 'Llámanos y te diremos cuándo podemos estar allí.' }] },
    ],
    plans: [
      { name: 'Aviso', features: ['Diagnóstico y reparación', 'Piezas explicadas antes de montarlas', 'Pregúntanos los detalles'] },
      { name: 'Mantenimiento anual', features: ['Revisiones de seguridad periódicas', 'Ayuda cuando algo falla', 'Pregúntanos los detalles'] },
      { name: 'Proyecto', features: ['Visita y presupuesto', 'Precio acordado antes de empezar', 'Un mismo equipo de principio a fin'] },
    ],
    testimonials: [
      { quote: 'Vinieron rápido, arreglaron la fuga y dejaron la cocina más limpia que antes.', role: 'Propietaria de vivienda' },
      { quote: 'Precio justo, presupuesto claro y un trabajo excelente. Ya no llamamos a nadie más.', role: 'Arrendador' },
      { quote: 'Cambiaron toda la instalación eléctrica del piso a tiempo y sin salirse del presupuesto.', role: 'Propietaria de un piso' },
    ],
    faq: [
      { question: '¿Cómo pido un presupuesto?', answer: 'Cuéntanos el trabajo; lo vemos y te damos el precio antes de empezar.' },
      { question: '¿Hacéis urgencias?', answer: 'Llámanos y te diremos cuándo podemos estar allí.' },
      { question: '¿Y si algo no queda bien?', answer: 'Dínoslo y volveremos a revisarlo.' },
    ],
    team: [
      { role: 'Propietario', bio: 'Aprendió el oficio con las manos y le sigue encantando.' },
      { role: 'Técnico', bio: 'Cuidadoso, ordenado y cercano.' },
      { role: 'Responsable de oficina', bio: 'Agenda tu visita y te mantiene informado.' },
    ],
    posts: [
      { title: 'Antes de que llegue el frío', text: 'Pasos sencillos para proteger tus tuberías.' },
      { title: 'Cuándo llamar a un profesional', text: 'Pequeños trabajos que puedes hacer tú, y los que es mejor no tocar.' },
      { title: 'Proyecto: un baño de principio a fin', text: 'De las paredes desnudas al baño terminado.' },
    ],
  },
  shop: {
    offering: 'productos hechos con cuidado',
    taglines: ['Hecho para durar', 'Cosas buenas, bien hechas'],
    heroes: [
      { heading: 'Cosas buenas, bien hechas', text: '{name} vende {offering}, elegidos por su calidad y hechos para durar.' },
      { heading: 'Nuestros favoritos', text: 'Descubre {offering} en {name}: una selección hecha con cuidado.' },
    ],
    about: [
      '{name} es una tienda de cosas bien hechas y pensadas para usarse.',
      'Elegimos cada producto con cuidado y te contamos con gusto de dónde viene.',
    ],
    features: [
      { title: 'Elegido con cuidado', text: 'Cada producto elegido por su calidad.' },
      { title: 'Ideal para regalar', text: 'Pídenos ayuda para elegir un regalo.' },
      { title: 'Pregúntanos lo que quieras', text: 'Conocemos nuestros productos y te lo decimos con sinceridad.' },
      { title: 'Trato amable', text: '¿Una pregunta antes o después de comprar? Solo tienes que preguntar.' },
    ],
    menu: [
      { title: 'Los más vendidos', items: [{ title: 'Taza hecha a mano', text: 'Gres esmaltado a mano.' }, { title: 'Paño de cocina de lino', text: 'Lino lavado.' }, { title: 'Caja regalo', text: 'Una selección de favoritos, envuelta.' }] },
    ],
    plans: [
      { name: 'Envío', features: ['Plazos indicados al pagar', 'Entrega en tu puerta', 'Pregúntanos los detalles'] },
      { name: 'Caja regalo', features: ['Algunas piezas favoritas', 'Lista para regalar', 'Añade una nota personal'] },
      { name: 'Caja mensual', features: ['Una sorpresa cada mes', 'Elegida para ti', 'Pregúntanos los detalles'] },
    ],
    testimonials: [
      { quote: 'Precioso el envoltorio, y todavía más bonito en persona.', role: 'Clienta' },
      { quote: 'Mi sitio de confianza para regalos. Siempre algo especial.', role: 'Cliente habitual' },
      { quote: 'Se nota el cariño en cada pieza.', role: 'Clienta' },
    ],
    faq: [
      { question: '¿Cuánto tarda el envío?', answer: 'Depende de dónde estés; pregúntanos y te lo diremos.' },
      { question: '¿Puedo devolver algo?', answer: 'Escríbenos y te diremos cómo.' },
      { question: '¿Enviáis al extranjero?', answer: 'Pregúntanos y te diremos adónde podemos enviar.' },
    ],
    team: [
      { role: 'Fundadora', bio: 'Encuentra a los artesanos y elige cada producto.' },
      { role: 'Empaquetado y envíos', bio: 'Empaqueta cada pedido con cuidado.' },
      { role: 'Atención al cliente', bio: 'Responde a tus preguntas.' },
    ],
    posts: [
      { title: 'Conoce a quien lo hace', text: 'Una visita a uno de los artesanos detrás de nuestros productos.' },
      { title: 'Pequeñas ideas para regalar', text: 'Detalles que hacen ilusión.' },
      { title: 'Cómo elegimos lo que vendemos', text: 'Lo que buscamos en cada producto.' },
    ],
  },
  school: {
    offering: 'clases que dan confianza',
    taglines: ['Aprender de verdad{inPlace}', 'Crece con confianza'],
    heroes: [
      { heading: 'Aprender ganando confianza', text: '{name} ofrece {offering}{inPlace}, para alumnos de todos los niveles.' },
      { heading: 'Todo el mundo puede brillar', text: 'Profesores pacientes, objetivos claros y {offering}: bienvenido a {name}.' },
    ],
    about: [
      'En {name} creemos que cualquier alumno puede avanzar con el apoyo adecuado.',
      'Marcamos objetivos claros y mantenemos a alumnos y familias al tanto de los avances.',
    ],
    features: [
      { title: 'Atención para todos', text: 'Clases donde cada alumno es escuchado.' },
      { title: 'A medida', text: 'Clases pensadas para cada alumno.' },
      { title: 'Buenos profesores', text: 'Pacientes, preparados y amables.' },
      { title: 'Avances visibles', text: 'Objetivos claros y comentarios periódicos.' },
    ],
    menu: [
      { title: 'Cursos', items: [{ title: 'Clase individual', text: 'Clases pensadas para un solo alumno.' }, { title: 'Grupo reducido', text: 'Aprender juntos.' }, { title: 'Preparación de exámenes', text: 'Preparación centrada en el examen.' }] },
    ],
    plans: [
      { name: 'Clase de prueba', features: ['Una primera clase', 'Prueba de nivel', 'Plan de aprendizaje'] },
      { name: 'Grupo semanal', features: ['Clases en grupo periódicas', 'Pregúntanos por los materiales', 'Comentarios sobre el progreso'] },
      { name: 'Individual', features: ['Clases particulares', 'Corrección de deberes', 'Horarios acordados contigo'] },
    ],
    testimonials: [
      { quote: 'Mi hija pasó de temer las matemáticas a pedir deberes extra.', role: 'Madre de una alumna' },
      { quote: 'Paciente, claro y siempre preparado. Aprobé con matrícula.', role: 'Antiguo alumno' },
      { quote: 'La atención que dan marca la diferencia.', role: 'Padre de dos alumnos' },
    ],
    faq: [
      { question: '¿Podemos probar una clase primero?', answer: 'Escríbenos y te diremos cómo empezar.' },
      { question: '¿Dais clases en línea?', answer: 'Pregúntanos qué cursos se pueden seguir en línea.' },
      { question: '¿Y si faltamos a una clase?', answer: 'Avísanos lo antes posible y buscaremos una solución.' },
    ],
    team: [
      { role: 'Fundadora y directora', bio: 'Profesora de vocación a la que le sigue encantando una primera clase.' },
      { role: 'Profesor', bio: 'Hace fáciles las asignaturas difíciles.' },
      { role: 'Profesora', bio: 'Especialista en preparación de exámenes.' },
    ],
    posts: [
      { title: 'Cómo estudiar sin estrés', text: 'Un plan de estudio que funciona.' },
      { title: 'Cursos nuevos', text: 'Lo que empieza pronto y para quién es.' },
      { title: 'Leer juntos en casa', text: 'Unos minutos al día que marcan la diferencia.' },
    ],
  },
  nonprofit: {
    offering: 'ayuda práctica donde hace falta',
    taglines: ['Juntos ayudamos{inPlace}', 'Pequeños gestos, grandes cambios'],
    heroes: [
      { heading: 'Juntos podemos hacer más{inPlace}', text: '{name} lleva {offering}, gracias a voluntarios y a personas como tú.' },
      { heading: 'Pequeños gestos, grandes cambios', text: 'Dona, hazte voluntario o corre la voz: cada gesto ayuda a {name} a llevar {offering}.' },
    ],
    about: [
      '{name} existe porque unas personas vieron una necesidad y decidieron actuar.',
      'Voluntarios y donantes hacen posible nuestro trabajo, y contamos con transparencia cómo se usa cada donación.',
    ],
    features: [
      { title: 'Dona', text: 'Una aportación periódica nos permite planificar.' },
      { title: 'Hazte voluntario', text: 'Dedica el tiempo que puedas.' },
      { title: 'Corre la voz', text: 'Comparte nuestro trabajo con amigos y compañeros.' },
    ],
    menu: [
      { title: 'Nuestro trabajo', items: [{ title: 'Ayuda directa', text: 'Apoyo práctico donde hace falta.' }, { title: 'Proyectos vecinales', text: 'Proyectos locales con los vecinos.' }, { title: 'Orientación y apoyo', text: 'Una voz amable y ayuda práctica.' }] },
    ],
    plans: [
      { name: 'Amigo', features: ['Novedades periódicas', 'Lo que tus donaciones hicieron posible', 'Nuestro agradecimiento'] },
      { name: 'Colaborador', features: ['Todo lo de Amigo', 'Una mirada más cercana a nuestro trabajo', 'Pregúntanos los detalles'] },
      { name: 'Donativo puntual', features: ['La cantidad que tú elijas', 'Destinada a donde más falta hace', 'Nuestro agradecimiento'] },
    ],
    testimonials: [
      { quote: 'Ser voluntaria aquí es lo mejor de mi semana.', role: 'Voluntaria' },
      { quote: 'Nos ayudaron cuando nadie más lo hacía.', role: 'Familia a la que ayudamos' },
      { quote: 'Transparentes, cercanos y eficaces. Donamos cada mes.', role: 'Donante mensual' },
    ],
    faq: [
      { question: '¿Cómo se usa mi donativo?', answer: 'Directamente en nuestro trabajo; pregúntanos y te lo explicamos.' },
      { question: '¿Cómo puedo hacerme voluntario?', answer: 'Escríbenos y te diremos cómo puedes ayudar.' },
      { question: '¿Las empresas pueden colaborar?', answer: 'Sí. Escríbenos y hablamos de lo que podría funcionar.' },
    ],
    team: [
      { role: 'Presidenta', bio: 'Dirige la asociación y a sus voluntarios.' },
      { role: 'Coordinador de voluntariado', bio: 'Busca para cada persona la tarea que mejor le va.' },
      { role: 'Tesorera', bio: 'Hace que cada donativo cuente y que cada informe se entienda.' },
    ],
    posts: [
      { title: 'Lo que tus donativos han logrado este año', text: 'Nuestro informe, en palabras sencillas.' },
      { title: 'Voluntarios del mes', text: 'Conoce a las personas que lo hacen posible.' },
      { title: 'Nuestra campaña de invierno', text: 'Cómo puedes ayudar esta temporada.' },
    ],
  },
  business: {
    offering: 'un servicio amable y de confianza',
    taglines: ['Aquí para ayudarte{inPlace}', 'Buen servicio, sin complicaciones'],
    heroes: [
      { heading: 'Buen servicio, sin complicaciones', text: '{name} ofrece {offering}{inPlace}, con personas que se toman el tiempo de escuchar.' },
      { heading: 'Aquí para ayudarte{inPlace}', text: 'Consejos claros, precios justos y {offering}: así es {name}.' },
    ],
    about: [
      '{name} sigue una idea sencilla: tratar a cada cliente como nos gustaría que nos trataran.',
      'Cumplimos lo que prometemos, respondemos rápido y estamos orgullosos de cada recomendación que recibimos.',
    ],
    features: [
      { title: 'De confianza', text: 'Hacemos lo que decimos, cuando lo decimos.' },
      { title: 'Cercanos', text: 'Personas que te conocen a ti y lo que necesitas.' },
      { title: 'Claro', text: 'Te explicamos qué hacemos y cuánto cuesta.' },
    ],
    menu: [
      { title: 'Servicios', items: [{ title: 'Primera conversación', text: 'Escuchamos y te proponemos el siguiente paso.' }, { title: 'Servicio estándar', text: 'Nuestra opción más solicitada.' }, { title: 'Servicio prémium', text: 'Todo incluido, con prioridad.' }] },
    ],
    plans: [
      { name: 'Básico', features: ['Lo esencial', 'Ayuda por correo', 'Pregúntanos los detalles'] },
      { name: 'Plus', features: ['Todo lo del Básico', 'Atención prioritaria', 'Revisiones periódicas'] },
      { name: 'Prémium', features: ['Todo lo del Plus', 'Contacto dedicado', 'Planificación conjunta'] },
    ],
    testimonials: [
      { quote: 'Amables, rápidos y justo lo que necesitábamos.', role: 'Clienta' },
      { quote: 'Primero escucharon, y se notó en el resultado.', role: 'Cliente de hace años' },
      { quote: 'Los recomiendo a todo el que conozco.', role: 'Cliente' },
    ],
    faq: [
      { question: '¿Cómo empezamos?', answer: 'Escríbenos o llámanos y nos encargamos del resto.' },
      { question: '¿Cuánto tardáis en responder?', answer: 'Lo antes posible.' },
      { question: '¿Puedo cambiar de plan más adelante?', answer: 'Sí. Pregúntanos y buscaremos lo que mejor te encaje.' },
    ],
    team: [
      { role: 'Fundadora', bio: 'Puso en marcha el negocio y sigue cogiendo el teléfono.' },
      { role: 'Atención al cliente', bio: 'Tu primer contacto para lo que necesites.' },
      { role: 'Operaciones', bio: 'Se asegura de que todo salga a tiempo.' },
    ],
    posts: [
      { title: 'Novedades de esta temporada', text: 'Algunos cambios que nos pidieron nuestros clientes.' },
      { title: 'Entre bastidores', text: 'Cómo trabajamos, y por qué.' },
      { title: 'La historia de un cliente', text: 'Cómo ayudamos a uno de nuestros clientes.' },
    ],
  },
};
