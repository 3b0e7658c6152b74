import type { KindCopy } from '../../types.ts';

/** Each kind's copy in the language, by kind. */
export const PT: Record<string, KindCopy> = {
  bakery: {
    offering: 'pão e pastelaria',
    taglines: ['Pão fresco{inPlace}, todas as manhãs', 'Feito com cuidado{inPlace}'],
    heroes: [
      { heading: 'Pão fresco e pastelaria{inPlace}, cozidos todas as manhãs', text: 'Na {name} os fornos acendem-se cedo, para que encontre {offering} do dia logo ao acordar.' },
      { heading: 'O cheiro a pão quente, aqui mesmo{inPlace}', text: 'A {name} faz {offering} com bons ingredientes, mãos experientes e um pouco de paciência.' },
    ],
    about: [
      'A {name} coze para quem entra todos os dias: {offering}, com cuidado e um sorriso.',
      'Escolhemos os ingredientes com cuidado e cozemos para os vizinhos que passam por cá todas as manhãs{inPlace}.',
    ],
    features: [
      { title: 'Acabado de cozer', text: 'Cozemos todos os dias, para que leve para casa tudo fresco.' },
      { title: 'Bons ingredientes', text: 'Farinha, água, sal e tempo: o essencial, bem feito.' },
      { title: 'Algo especial?', text: 'Diga-nos o que tem em mente para um dia especial e dizemos-lhe o que podemos fazer.' },
      { title: 'Parte do bairro', text: 'Um balcão simpático{inPlace}, do pão da manhã a um doce para mais tarde.' },
    ],
    menu: [
      { title: 'Pão', items: [{ title: 'Pão de massa-mãe rústico', text: 'Côdea estaladiça, miolo aberto.' }, { title: 'Pão de centeio com sementes', text: 'Denso e escuro, com girassol e linhaça.' }, { title: 'Baguete', text: 'Estaladiça por fora, macia por dentro.' }] },
      { title: 'Pastelaria', items: [{ title: 'Croissant de manteiga', text: 'Folhado leve e muita manteiga.' }, { title: 'Pastel de nata', text: 'Caramelizado por cima, sedoso por dentro.' }, { title: 'Rolo de canela', text: 'Massa com cardamomo, açúcar mascavado e canela.' }] },
      { title: 'Bolos', items: [{ title: 'Bolo de limão', text: 'Um bolo inteiro para partilhar.' }, { title: 'Bolo de chocolate em camadas', text: 'Chocolate negro e flor de sal.' }] },
    ],
    plans: [
      { name: 'Cabaz de pão', features: ['Um pão por semana', 'O pão à sua escolha', 'Levante quando lhe der jeito'] },
      { name: 'Clube do pequeno-almoço', features: ['Pão e pastelaria todas as semanas', 'Um doce para o fim de semana', 'Pergunte-nos pela entrega'] },
      { name: 'Cesto para o escritório', features: ['Pastelaria para a sua equipa', 'Especialidades da época', 'Uma fatura por mês'] },
    ],
    testimonials: [
      { quote: 'O melhor pão que comi fora da cozinha da minha avó.', role: 'Cliente habitual' },
      { quote: 'A pastelaria deles está agora em todos os pequenos-almoços de família.', role: 'Cliente de fim de semana' },
      { quote: 'Pão quente, um bom-dia simpático e dois dedos de conversa ao balcão. Perfeito.', role: 'Vizinho' },
    ],
    faq: [
      { question: 'Posso encomendar para um dia especial?', answer: 'Pergunte na loja ou contacte-nos: diga-nos o que precisa e para quando, e dizemos-lhe o que podemos fazer.' },
      { question: 'Posso perguntar pelos alergénios?', answer: 'Claro. Pergunte-nos e dizemos-lhe o que leva tudo o que vendemos.' },
      { question: 'Como conservo o pão?', answer: 'Num saco de pano, à temperatura ambiente. Fatiado, também congela bem.' },
    ],
    team: [
      { role: 'Padeiro-chefe', bio: 'Começa cedo e ainda prova cada fornada.' },
      { role: 'Pasteleira', bio: 'Trata de tudo o que é doce no balcão.' },
      { role: 'Responsável da loja', bio: 'Sabe de cor o pedido de cada cliente habitual.' },
    ],
    posts: [
      { title: 'O que faz um bom pão', text: 'Farinha, água, sal e tempo: de onde vem o sabor do pão.' },
      { title: 'Fornadas da época', text: 'As novidades da época nas nossas prateleiras.' },
      { title: 'Uma manhã na nossa padaria', text: 'Da primeira massa ao último pão na prateleira.' },
    ],
  },
  cafe: {
    offering: 'café e bolos',
    taglines: ['Bom café{inPlace}', 'A sua chávena de todos os dias{inPlace}'],
    heroes: [
      { heading: 'Bom café e um canto sossegado{inPlace}', text: 'O {name} serve {offering} com grãos torrados com cuidado, e espaço para ler, trabalhar ou simplesmente ver a rua passar.' },
      { heading: 'A sua chávena preferida{inPlace} está à sua espera', text: 'O {name} é onde o dia abranda, com {offering} e um lugar à janela.' },
    ],
    about: [
      'O {name} é bom café e um sítio onde apetece ficar um bocado. Escolhemos com cuidado tudo o que servimos.',
      'Somos um café de bairro{inPlace}: um sítio para encontrar amigos, trazer o portátil ou ficar sozinho com um bom livro.',
    ],
    features: [
      { title: 'Feito com cuidado', text: 'Cada chávena bem tirada, do primeiro expresso do dia ao último.' },
      { title: 'Algo para comer', text: 'Bolos e petiscos para acompanhar o café.' },
      { title: 'Sem pressa', text: 'Fique para um café rápido ou uma tarde inteira.' },
      { title: 'Uma receção calorosa', text: 'Um olá simpático, seja a primeira visita ou a centésima.' },
    ],
    menu: [
      { title: 'Café', items: [{ title: 'Espresso', text: 'Curto, forte e cheio de sabor.' }, { title: 'Flat white', text: 'Dose dupla, leite aveludado.' }, { title: 'Café de filtro', text: 'Café de filtro, limpo e suave.' }] },
      { title: 'Bolos e petiscos', items: [{ title: 'Bolo de banana', text: 'Tostado, com manteiga com sal.' }, { title: 'Bolo de cenoura', text: 'Cobertura de queijo-creme e nozes.' }, { title: 'Tosta de abacate', text: 'Pão de massa-mãe, lima e malagueta.' }] },
    ],
    plans: [
      { name: 'Cartão de café', features: ['Cafés à sua escolha', 'Use ao seu ritmo', 'Partilhe com um amigo'] },
      { name: 'Café do mês', features: ['O seu café de todos os dias', 'Um miminho para os clientes habituais', 'Peça-nos os pormenores'] },
      { name: 'Café para casa', features: ['O café que servimos', 'Em grão ou moído', 'Pergunte-nos o que há disponível'] },
    ],
    testimonials: [
      { quote: 'O flat white é perfeito e ninguém se importa que eu fique a tarde toda.', role: 'Escritora freelancer' },
      { quote: 'O melhor bolo da cidade, e a equipa sabe o meu nome.', role: 'Cliente habitual' },
      { quote: 'O nosso sítio para o pequeno-almoço de equipa. Sossegado, simpático e com ótimo café.', role: 'Chefe de equipa do bairro' },
    ],
    faq: [
      { question: 'Posso ficar um bocado?', answer: 'Claro. Nas horas de maior movimento, podemos pedir-lhe que partilhe a mesa.' },
      { question: 'Posso reservar mesa?', answer: 'Contacte-nos e dizemos-lhe o que é possível.' },
      { question: 'O que levam os bolos?', answer: 'Pergunte ao balcão: dizemos-lhe com todo o gosto os ingredientes e alergénios.' },
    ],
    team: [
      { role: 'Proprietária e barista principal', bio: 'Escolhe cada café que servimos.' },
      { role: 'Pasteleiro', bio: 'Faz os bolos do balcão.' },
      { role: 'Barista', bio: 'Campeão de latte art da nossa equipa.' },
    ],
    posts: [
      { title: 'O que há na sua chávena', text: 'De onde vem o nosso café e o que lhe dá o sabor.' },
      { title: 'Como fazer melhor café em casa', text: 'Três pequenas mudanças que fazem uma grande diferença.' },
      { title: 'Novidades no balcão', text: 'Os bolos e petiscos que juntámos nesta época.' },
    ],
  },
  restaurant: {
    offering: 'pratos da época',
    taglines: ['Cozinha da época{inPlace}', 'Uma mesa para todos{inPlace}'],
    heroes: [
      { heading: 'Cozinha da época e um acolhimento caloroso{inPlace}', text: 'O {name} prepara {offering} com bons ingredientes, cuidado e uma receção calorosa.' },
      { heading: 'Venha com fome, saia feliz', text: 'Pratos generosos e {offering} que valem a viagem: o {name} é uma cozinha que gosta de alimentar pessoas{inPlace}.' },
    ],
    about: [
      'O {name} é um sítio para comer bem e sentir-se em casa. Cozinhamos o que gostamos, com ingredientes de confiança.',
      'Tudo o que está na ementa é preparado na nossa cozinha, e dizemos-lhe com gosto o que leva cada prato.',
    ],
    features: [
      { title: 'Bons ingredientes', text: 'Pratos feitos com ingredientes escolhidos com cuidado.' },
      { title: 'Diga-nos o que precisa', text: 'Alergias ou dietas especiais? Diga-nos e dizemos-lhe o que podemos fazer.' },
      { title: 'Celebrações', text: 'Um aniversário ou um almoço de família? Pergunte-nos o que podemos preparar.' },
      { title: 'Algo para beber', text: 'Bebidas escolhidas para acompanhar a comida.' },
    ],
    menu: [
      { title: 'Entradas', items: [{ title: 'Burrata', text: 'Tomate antigo, azeite de manjericão, pão grelhado.' }, { title: 'Lulas crocantes', text: 'Aioli de limão, malagueta e salsa.' }] },
      { title: 'Pratos principais', items: [{ title: 'Tagliatelle cortado à mão', text: 'Ragù de novilho cozinhado lentamente, parmesão.' }, { title: 'Peixe do dia', text: 'Grelhado inteiro, salsa verde, batata nova.' }, { title: 'Risotto de cogumelos silvestres', text: 'Pecorino curado, tomilho.' }] },
      { title: 'Sobremesas', items: [{ title: 'Tiramisu', text: 'Café, mascarpone e cacau.' }, { title: 'Bolo de azeite', text: 'Laranja, creme de mascarpone.' }] },
    ],
    plans: [
      { name: 'Menu de almoço', features: ['Dois pratos', 'Um copo de vinho da casa', 'Pergunte pelos pratos do dia'] },
      { name: 'Menu de degustação', features: ['Vários pratos', 'Uma entrada oferecida pela cozinha', 'Pergunte pela harmonização de vinhos'] },
      { name: 'Menu de grupo', features: ['Para grupos e celebrações', 'Ementa pensada consigo', 'Peça-nos os pormenores'] },
    ],
    testimonials: [
      { quote: 'Só a comida já vale a viagem. Serviço simpático e sem complicações.', role: 'Cliente ao jantar' },
      { quote: 'Celebrámos aqui o aniversário da minha mãe e foi perfeito.', role: 'Convidada de um aniversário' },
      { quote: 'Boa comida e uma receção calorosa fazem-nos sempre voltar.', role: 'Cliente habitual' },
    ],
    faq: [
      { question: 'É preciso reservar?', answer: 'Reservar é a forma mais segura de ter mesa, sobretudo ao jantar.' },
      { question: 'Têm opções para alergias?', answer: 'Diga-nos ao reservar e dizemos-lhe o que a cozinha pode fazer por si.' },
      { question: 'As crianças são bem-vindas?', answer: 'Diga-nos ao reservar e faremos o possível para que toda a família se sinta bem.' },
    ],
    team: [
      { role: 'Chef de cozinha', bio: 'Faz a ementa e dirige a cozinha.' },
      { role: 'Gerente de sala', bio: 'Faz com que cada mesa pareça a melhor da casa.' },
      { role: 'Empregado de mesa', bio: 'Conhece cada prato e a bebida que melhor o acompanha.' },
    ],
    posts: [
      { title: 'Uma nova época na ementa', text: 'O que há de novo na ementa, e porquê.' },
      { title: 'Por trás da porta da cozinha', text: 'Como um prato ganha forma antes do serviço.' },
      { title: 'Está a preparar uma celebração?', text: 'Como o ajudamos a planear uma refeição de grupo.' },
    ],
  },
  bar: {
    offering: 'cocktails e cerveja artesanal',
    taglines: ['Bebidas e boa companhia{inPlace}', 'A sua noite começa aqui'],
    heroes: [
      { heading: 'Cocktails, cerveja artesanal e noites longas{inPlace}', text: 'O {name} prepara {offering}, clássicos e da casa, numa sala feita para longas conversas.' },
      { heading: 'A sua noite preferida{inPlace} começa aqui', text: 'Boa música, {offering} e uma equipa que se lembra da sua bebida: bem-vindo ao {name}.' },
    ],
    about: [
      'O {name} é um bar de boas bebidas e boa companhia, onde todos são bem-vindos.',
      'A nossa equipa de bar conhece bem a carta e ajuda-o com gosto a escolher.',
    ],
    features: [
      { title: 'Bebidas bem feitas', text: 'Clássicos e favoritos da casa, feitos com cuidado.' },
      { title: 'Para todos os gostos', text: 'Diga-nos do que gosta e encontramos a sua bebida.' },
      { title: 'Boa música', text: 'Música escolhida para a casa e a hora.' },
      { title: 'Celebre connosco', text: 'Um aniversário ou uma noite de equipa? Pergunte-nos o que podemos preparar.' },
    ],
    menu: [
      { title: 'Cocktails', items: [{ title: 'Negroni da casa', text: 'Gin, laranja amarga, vermute envelhecido em carvalho.' }, { title: 'Old fashioned fumado', text: 'Bourbon, ácer, fumo de cerejeira.' }, { title: 'Spritz do jardim', text: 'Flor de sabugueiro, pepino, espumante.' }] },
      { title: 'À pressão', items: [{ title: 'Pale ale', text: 'Citrinos e pinho.' }, { title: 'Pilsner', text: 'Fresca e limpa.' }] },
      { title: 'Petiscos', items: [{ title: 'Azeitonas marinadas', text: 'Raspa de laranja e funcho.' }, { title: 'Tábua de queijos', text: 'Queijos e chutney.' }] },
    ],
    plans: [
      { name: 'Happy hour', features: ['Cocktails clássicos', 'Ao início da noite', 'Pergunte-nos os horários'] },
      { name: 'Aula de cocktails', features: ['Uma noite com a nossa equipa de bar', 'Cocktails feitos por si', 'Receitas para levar'] },
      { name: 'Festa privada', features: ['Para grupos e celebrações', 'Bebida de boas-vindas', 'A sua própria playlist'] },
    ],
    testimonials: [
      { quote: 'O old fashioned fumado é teatro num copo. Equipa fantástica.', role: 'Cliente habitual' },
      { quote: 'Celebrámos aqui um aniversário e a equipa tornou tudo fácil.', role: 'Anfitrião de uma festa' },
      { quote: 'Sempre algo novo para provar e sempre uma cara simpática.', role: 'Apreciador de cerveja' },
    ],
    faq: [
      { question: 'Podemos reservar mesa?', answer: 'Contacte-nos e dizemos-lhe o que podemos guardar para si.' },
      { question: 'Servem comida?', answer: 'Pergunte ao balcão e dizemos-lhe o que servimos esta noite.' },
      { question: 'Têm bebidas sem álcool?', answer: 'Sim. Pergunte à equipa de bar e ela sugere-lhe algo.' },
    ],
    team: [
      { role: 'Gerente do bar', bio: 'Faz a carta de bebidas.' },
      { role: 'Bartender principal', bio: 'Tem uma história para cada garrafa da prateleira.' },
      { role: 'Equipa de bar', bio: 'Sempre pronta a sugerir algo novo.' },
    ],
    posts: [
      { title: 'Novidades na carta', text: 'O que servimos nesta época.' },
      { title: 'Atrás do balcão', text: 'Como se faz um cocktail clássico.' },
      { title: 'Em breve no {name}', text: 'Noites e eventos para marcar na agenda.' },
    ],
  },
  hotel: {
    offering: 'quartos confortáveis',
    taglines: ['Uma estadia tranquila{inPlace}', 'Descanse bem{inPlace}'],
    heroes: [
      { heading: 'Um lugar tranquilo para ficar{inPlace}', text: '{name} oferece {offering}, a poucos passos de tudo o que vale a pena ver.' },
      { heading: 'Durma bem, acorde num sítio bonito', text: 'Conte com {offering} e uma receção calorosa: a {name} é a sua casa{inPlace}.' },
    ],
    about: [
      'A {name} cuida dos seus hóspedes: boas camas, quartos limpos e uma equipa feliz por o receber.',
      'A nossa equipa partilha com gosto os restaurantes, passeios e recantos de {place} que os guias não mostram.',
    ],
    features: [
      { title: 'Quartos para descansar', text: 'Boas camas, roupa lavada e noites sossegadas.' },
      { title: 'Ao seu dispor', text: 'Dicas, indicações e uma palavra simpática sempre que precisar.' },
      { title: 'Dicas locais', text: 'Onde comer, o que ver e como lá chegar.' },
      { title: 'Uma receção calorosa', text: 'Ficamos felizes por vir, e nota-se.' },
    ],
    menu: [
      { title: 'Quartos', items: [{ title: 'Duplo clássico', text: 'Um quarto confortável para dois.' }, { title: 'Quarto superior', text: 'Mais espaço e mais luz.' }, { title: 'Suite familiar', text: 'Espaço para toda a família.' }] },
    ],
    plans: [
      { name: 'Só alojamento', features: ['Só o quarto', 'Dicas para a sua estadia', 'Pergunte-nos pelo cancelamento'] },
      { name: 'Alojamento e pequeno-almoço', features: ['Pequeno-almoço incluído', 'Dicas para a sua estadia', 'Pergunte-nos pelo cancelamento'] },
      { name: 'Escapadinha de fim de semana', features: ['Um fim de semana fora', 'Dicas para a sua estadia', 'Pergunte-nos o que está incluído'] },
    ],
    testimonials: [
      { quote: 'A noite mais sossegada em anos, e uma receção tão simpática.', role: 'Hóspedes de fim de semana' },
      { quote: 'A equipa indicou-nos restaurantes que nunca teríamos descoberto sozinhos.', role: 'Hóspede estrangeiro' },
      { quote: 'Um quarto bonito e impecável, e um sítio de onde não queríamos sair.', role: 'Em lua de mel' },
    ],
    faq: [
      { question: 'A que horas são o check-in e o check-out?', answer: 'Dizemos-lhe ao reservar; pergunte-nos se precisar de mais tempo.' },
      { question: 'Há estacionamento?', answer: 'Pergunte-nos ao reservar e dizemos-lhe onde estacionar.' },
      { question: 'São permitidos animais?', answer: 'Pergunte-nos antes de reservar e dizemos-lhe o que é possível.' },
    ],
    team: [
      { role: 'Anfitriã e proprietária', bio: 'Garante que cada hóspede se sente em casa.' },
      { role: 'Relações com os hóspedes', bio: 'Conhece todas as boas mesas da zona.' },
      { role: 'Limpeza dos quartos', bio: 'Mantém cada quarto impecável.' },
    ],
    posts: [
      { title: 'Passeios a partir da nossa porta', text: 'Os nossos percursos preferidos, curtos e longos.' },
      { title: 'Novidades da {name}', text: 'O que há de novo para os hóspedes nesta época.' },
      { title: 'Onde comemos no dia de folga', text: 'A lista da equipa com os restaurantes aqui perto.' },
    ],
  },
  spa: {
    offering: 'massagens e tratamentos relaxantes',
    taglines: ['Tempo para si{inPlace}', 'Respire fundo{inPlace}'],
    heroes: [
      { heading: 'Abrande, respire fundo', text: '{name} oferece {offering}{inPlace}: uma hora que é inteiramente sua.' },
      { heading: 'Um lugar calmo{inPlace} para voltar a sentir-se bem', text: 'Salas acolhedoras, mãos experientes e {offering}: {name} foi feito para descansar.' },
    ],
    about: [
      'O {name} é um spa acolhedor: mãos experientes, salas calmas e tempo só para si.',
      'Escolhemos os produtos com cuidado e deixamos tempo entre tratamentos, para que ninguém ande à pressa.',
    ],
    features: [
      { title: 'Bons produtos', text: 'Óleos e cremes escolhidos com cuidado.' },
      { title: 'Terapeutas experientes', text: 'Pessoas que conhecem o seu ofício e o ouvem.' },
      { title: 'Salas silenciosas', text: 'Salas quentes e calmas para descansar a sério.' },
    ],
    menu: [
      { title: 'Massagens', items: [{ title: 'Massagem relaxante', text: 'Movimentos longos, óleo quente, corpo inteiro.' }, { title: 'Massagem de tecido profundo', text: 'Para ombros tensos e costas cansadas.' }, { title: 'Massagem com pedras quentes', text: 'Pedras de basalto e trabalho lento.' }] },
      { title: 'Rosto e corpo', items: [{ title: 'Tratamento de rosto da casa', text: 'Limpeza, máscara e massagem.' }, { title: 'Esfoliação corporal', text: 'Sal marinho e óleo de amêndoa.' }] },
    ],
    plans: [
      { name: 'Tratamento avulso', features: ['Um tratamento à escolha', 'Chá no fim', 'Tempo para descansar'] },
      { name: 'Dia de spa', features: ['Tratamentos à escolha', 'Tempo para descansar pelo meio', 'Pergunte-nos o que está incluído'] },
      { name: 'Ritual mensal', features: ['Uma massagem por mês', 'Um momento certo para si', 'Peça-nos os pormenores'] },
    ],
    testimonials: [
      { quote: 'A melhor massagem que já fiz. Fui para casa a flutuar.', role: 'Primeira visita' },
      { quote: 'Um dia de spa aqui foi o presente de anos perfeito.', role: 'Prenda de aniversário' },
      { quote: 'Calmo, impecável e sem pressas. Venho todos os meses.', role: 'Cliente mensal' },
    ],
    faq: [
      { question: 'O que devo trazer?', answer: 'Só a si. Ao reservar dizemos-lhe se convém trazer mais alguma coisa.' },
      { question: 'Posso oferecer um tratamento?', answer: 'Pergunte-nos e explicamos-lhe como.' },
      { question: 'Posso fazer massagem durante a gravidez?', answer: 'Diga-nos ao reservar e sugerimos-lhe um tratamento adequado.' },
    ],
    team: [
      { role: 'Fundadora e terapeuta', bio: 'Especialista em massagem de tecido profundo e desportiva.' },
      { role: 'Esteticista', bio: 'Acredita que uma pele bonita começa com descanso.' },
      { role: 'Massagista', bio: 'Sabe bem onde se esconde a tensão.' },
    ],
    posts: [
      { title: 'Porque descansar não é um luxo', text: 'O que uma hora de calma faz pelo corpo e pela mente.' },
      { title: 'Descansar nos meses frios', text: 'Porque é que um tratamento quente faz tão bem no inverno.' },
      { title: 'Cuidar da pele em casa', text: 'Hábitos simples que a nossa esteticista recomenda.' },
    ],
  },
  wedding: {
    offering: 'casamentos e celebrações',
    taglines: ['Celebrações{inPlace}, planeadas com cuidado', 'O seu dia, sem stress'],
    heroes: [
      { heading: 'O seu dia, planeado até à última pétala', text: '{name} desenha e organiza {offering}{inPlace}, para que só tenha de aproveitar.' },
      { heading: 'Celebrações{inPlace} à sua medida', text: 'Da primeira ideia à última dança, {name} trata de {offering} até ao mais pequeno pormenor.' },
    ],
    about: [
      'A {name} planeia celebrações de todos os tamanhos, de um encontro íntimo a uma grande festa.',
      'Conhecemos os espaços, as empresas de catering, os floristas e os músicos{inPlace}, e ficamos consigo no dia até o último convidado sair.',
    ],
    features: [
      { title: 'Planeamento completo', text: 'Espaço, fornecedores, orçamento e calendário, tudo tratado por nós.' },
      { title: 'Coordenação do dia', text: 'Nós conduzimos o dia para que a família possa relaxar.' },
      { title: 'Design e decoração', text: 'Flores, mesas e luz que contam a vossa história.' },
    ],
    menu: [
      { title: 'Serviços', items: [{ title: 'Planeamento completo', text: 'Todos os fornecedores e o dia inteiro, desde a primeira ideia.' }, { title: 'Planeamento parcial', text: 'Entramos quando precisar de nós e levamos tudo até ao fim.' }, { title: 'Coordenação do dia', text: 'Alguém que conduz o dia por si.' }] },
    ],
    plans: [
      { name: 'No próprio dia', features: ['Uma coordenadora no próprio dia', 'Alinhamento e contacto com fornecedores', 'Uma visita prévia'] },
      { name: 'Planeamento parcial', features: ['Apoio na reta final', 'Recomendação de fornecedores', 'Coordenação do dia'] },
      { name: 'Planeamento completo', features: ['Reuniões sempre que precisar', 'Procura de espaço e design', 'Gestão do orçamento'] },
    ],
    testimonials: [
      { quote: 'No dia não levantámos um dedo. Foi tudo exatamente como sonhámos.', role: 'Casaram em junho' },
      { quote: 'Encontraram um espaço de que nunca tínhamos ouvido falar, e era perfeito.', role: 'Casal vindo do estrangeiro' },
      { quote: 'Calmos, organizados e simpáticos: o dinheiro mais bem gasto do casamento.', role: 'Pais da noiva' },
    ],
    faq: [
      { question: 'Com quanta antecedência devemos contactar-vos?', answer: 'O mais cedo possível para o planeamento completo; para a coordenação do dia, alguns meses costumam chegar.' },
      { question: 'Organizam outros eventos além de casamentos?', answer: 'Sim: aniversários, bodas e festas de empresa também.' },
      { question: 'Podem trabalhar com os nossos fornecedores?', answer: 'Claro. Coordenamo-nos com quem já escolheram.' },
    ],
    team: [
      { role: 'Organizadora principal', bio: 'Já planeou muitas celebrações.' },
      { role: 'Designer e decoradora', bio: 'Transforma painéis de inspiração em mesas, flores e luz.' },
      { role: 'Coordenadora', bio: 'Mantém o alinhamento e cada fornecedor dentro do horário.' },
    ],
    posts: [
      { title: 'Perguntas a fazer a um espaço', text: 'O que verificamos sempre antes de assinar.' },
      { title: 'Ideias para um casamento ao ar livre', text: 'Flores, mesas compridas e um plano para o tempo.' },
      { title: 'Como fazer um orçamento que se aguenta', text: 'Onde gastar e onde poupar.' },
    ],
  },
  conference: {
    offering: 'palestras, workshops e boas conversas',
    taglines: ['Ideias e pessoas{inPlace}', 'Onde a comunidade se encontra'],
    heroes: [
      { heading: 'Ideias, pessoas e prática{inPlace}', text: '{name} reúne {offering} com as pessoas que constroem o que aí vem.' },
      { heading: 'Conheça quem está a construir o futuro', text: 'Keynotes, workshops práticos e {offering}: {name}{inPlace}.' },
    ],
    about: [
      'A {name} é uma conferência feita para a sua comunidade, com espaço para a prática e para as ideias.',
      'Escolhemos palestras úteis e mantemos as portas abertas a quem começa e a quem já tem experiência.',
    ],
    features: [
      { title: 'Palestras práticas', text: 'Palestras práticas de quem faz o trabalho.' },
      { title: 'Workshops práticos', text: 'Grupos pequenos, exercícios reais, materiais para levar.' },
      { title: 'Espaço para conversar', text: 'Intervalos para conversar e pessoas que vale a pena conhecer.' },
      { title: 'Aberto a todos', text: 'Um código de conduta e ajuda com a acessibilidade: basta pedir.' },
    ],
    menu: [
      { title: 'Palestras', items: [{ title: 'Keynote de abertura', text: 'Onde estamos e para onde vamos.' }, { title: 'Palestras', text: 'Prática, ferramentas e histórias do terreno.' }, { title: 'Festa da noite', text: 'Comida, música e conversas nos corredores.' }] },
      { title: 'Workshops e mais', items: [{ title: 'Workshops', text: 'Sessões práticas em grupos pequenos.' }, { title: 'Palestras relâmpago', text: 'Palestras curtas, umas atrás das outras.' }, { title: 'Keynote de encerramento', text: 'Olhar para a frente, juntos.' }] },
    ],
    plans: [
      { name: 'Estudante', features: ['A conferência inteira', 'Café nos intervalos', 'Para estudantes'] },
      { name: 'Normal', features: ['A conferência inteira', 'Um workshop', 'Pergunte-nos o que está incluído'] },
      { name: 'Apoiante', features: ['Tudo o que inclui o Normal', 'Ajuda outra pessoa a participar', 'O nosso agradecimento no próprio dia'] },
    ],
    testimonials: [
      { quote: 'A conferência mais prática a que vou. Volto para casa com ideias que uso logo na segunda-feira.', role: 'Participante habitual' },
      { quote: 'Só os workshops já valeram o bilhete.', role: 'Participante pela primeira vez' },
      { quote: 'Uma comunidade calorosa e aberta. Conheci aqui metade da minha rede.', role: 'Orador' },
    ],
    faq: [
      { question: 'As palestras são gravadas?', answer: 'Acompanhe as nossas novidades: é lá que dizemos o que partilhamos depois do evento.' },
      { question: 'Posso pedir reembolso?', answer: 'As condições são indicadas na compra; se não puder vir, pergunte-nos como passar o bilhete a outra pessoa.' },
      { question: 'O espaço é acessível?', answer: 'Diga-nos o que precisa e dizemos-lhe como podemos ajudar.' },
    ],
    team: [
      { role: 'Responsável pelo programa', bio: 'Coordena a chamada aberta e o comité de avaliação.' },
      { role: 'Orador principal', bio: 'Autor e membro de longa data da comunidade.' },
      { role: 'Responsável pelos workshops', bio: 'Conduz as sessões práticas.' },
    ],
    posts: [
      { title: 'A chamada para palestras está aberta', text: 'Partilhe o que aprendeu este ano; quem fala pela primeira vez é bem-vindo.' },
      { title: 'Primeiros oradores anunciados', text: 'Conheça quem abre e quem encerra a edição deste ano.' },
      { title: 'Viagem e alojamento', text: 'Hotéis e comboios perto.' },
    ],
  },
  dentist: {
    offering: 'cuidados dentários delicados',
    taglines: ['Cuidados dentários delicados{inPlace}', 'Sorrisos saudáveis{inPlace}'],
    heroes: [
      { heading: 'Cuidados dentários delicados{inPlace} para toda a família', text: '{name} oferece {offering}: consultas de rotina, higiene oral e tratamentos, com tempo para explicar e sem medo.' },
      { heading: 'Um dentista que vai gostar de visitar', text: 'Equipamento moderno, gabinetes tranquilos e {offering}{inPlace}: assim é {name}.' },
    ],
    about: [
      'Na {name} damos tempo a cada paciente, explicamos cada passo e combinamos o custo antes de começar.',
      'Os pacientes ansiosos são bem-vindos: vamos ao seu ritmo e paramos sempre que precisar.',
    ],
    features: [
      { title: 'Consultas e higiene oral', text: 'Cuidados regulares que mantêm dentes e gengivas saudáveis.' },
      { title: 'Tratamentos decididos consigo', text: 'Explicamos as opções e o paciente decide.' },
      { title: 'Calma para quem tem medo', text: 'Explicações claras, ao seu ritmo, sem julgamentos.' },
      { title: 'Ajuda quando dói', text: 'Tem dores? Ligue-nos e arranjamos-lhe uma consulta o mais depressa possível.' },
    ],
    menu: [
      { title: 'Tratamentos', items: [{ title: 'Consulta de rotina', text: 'Observação, aconselhamento e raio-X quando necessário.' }, { title: 'Higiene oral', text: 'Destartarização e polimento com a nossa higienista.' }, { title: 'Branqueamento', text: 'Goteiras de branqueamento para casa, com acompanhamento.' }, { title: 'Alinhadores invisíveis', text: 'Da primeira consulta ao sorriso final.' }] },
    ],
    plans: [
      { name: 'Essencial', features: ['Consultas de rotina', 'Higienizações', 'Peça-nos os pormenores'] },
      { name: 'Família', features: ['Para toda a família', 'Consultas e higiene para todos', 'Peça-nos os pormenores'] },
      { name: 'Completo', features: ['Consultas e higienizações extra', 'Cuidados planeados consigo', 'Peça-nos os pormenores'] },
    ],
    testimonials: [
      { quote: 'Tive medo de dentistas a vida inteira. Agora já não.', role: 'Paciente habitual' },
      { quote: 'Preços claros antes de começar e uma equipa encantadora.', role: 'Paciente' },
      { quote: 'Quando o meu filho partiu um dente, arranjaram-lhe logo uma consulta.', role: 'Mãe de um paciente' },
    ],
    faq: [
      { question: 'Aceitam novos pacientes?', answer: 'Contacte-nos e dizemos-lhe quando o podemos receber.' },
      { question: 'E se estiver com dores?', answer: 'Ligue-nos: arranjamos-lhe uma consulta o mais depressa possível.' },
      { question: 'Quanto vai custar o meu tratamento?', answer: 'Explicamos o custo antes de começar, para que não haja surpresas.' },
    ],
    team: [
      { role: 'Diretor clínico', bio: 'Longa experiência numa medicina dentária delicada e cuidadosa.' },
      { role: 'Higienista oral', bio: 'Mantém as gengivas saudáveis e os pacientes a sorrir.' },
      { role: 'Gestora da clínica', bio: 'Encontra um horário que lhe convenha e responde a todas as perguntas.' },
    ],
    posts: [
      { title: 'Com que frequência deve ir à higienista?', text: 'Porque importam as visitas regulares e com que frequência deve vir.' },
      { title: 'Cuidar dos dentes em casa', text: 'Hábitos simples que fazem a diferença.' },
      { title: 'Dicas para pacientes com medo', text: 'Pequenas coisas que tornam a consulta mais fácil.' },
    ],
  },
  clinic: {
    offering: 'cuidados atentos e personalizados',
    taglines: ['Cuidados em que pode confiar{inPlace}', 'A sua saúde, o nosso tempo'],
    heroes: [
      { heading: 'Cuidados sem pressa{inPlace}', text: '{name} oferece {offering}: consultas mais longas, conselhos claros e um plano que se adapta à sua vida.' },
      { heading: 'Sentir-se melhor, mexer-se melhor, viver melhor', text: 'Profissionais experientes e {offering}{inPlace}, tudo no mesmo sítio em {name}.' },
    ],
    about: [
      'A {name} é dirigida por profissionais que querem dar tempo a cada paciente.',
      'Primeiro ouvimos, explicamos o que encontramos e combinamos um plano consigo.',
    ],
    features: [
      { title: 'Cuidados pessoais', text: 'Cuidados de quem conhece o seu historial.' },
      { title: 'Tempo para ouvir', text: 'Consultas sem pressa.' },
      { title: 'Planos claros', text: 'O que encontramos, o que propomos e quanto custa.' },
    ],
    menu: [
      { title: 'Consultas', items: [{ title: 'Primeira consulta', text: 'Avaliação, aconselhamento e um plano de tratamento.' }, { title: 'Consulta de seguimento', text: 'Tratamento e avaliação da sua evolução.' }, { title: 'Avaliação desportiva', text: 'Análise do movimento e plano de exercícios.' }] },
    ],
    plans: [
      { name: 'Consulta avulsa', features: ['Uma consulta', 'Conselhos para casa', 'Acompanhamento se precisar'] },
      { name: 'Plano de recuperação', features: ['Primeira consulta e seguimento', 'Programa de exercícios personalizado', 'Avaliações da evolução'] },
      { name: 'Acompanhamento contínuo', features: ['Sessões regulares', 'Cuidados que o mantêm em movimento', 'Peça-nos os pormenores'] },
    ],
    testimonials: [
      { quote: 'Depois de meses com dores nas costas, finalmente alguém me explicou o que se passava.', role: 'Paciente' },
      { quote: 'Profissionais, calorosos e sempre a horas.', role: 'Paciente habitual' },
      { quote: 'Graças a eles voltei a correr.', role: 'Corredora' },
    ],
    faq: [
      { question: 'Preciso de credencial ou referenciação?', answer: 'Contacte-nos e dizemos-lhe. Traga as cartas ou exames que já tiver.' },
      { question: 'O tratamento é comparticipado pelo seguro?', answer: 'Pergunte à sua seguradora; damos-lhe uma fatura para pedir o reembolso.' },
      { question: 'Que roupa devo trazer?', answer: 'Roupa confortável com que se possa mexer à vontade.' },
    ],
    team: [
      { role: 'Terapeuta principal', bio: 'Longa experiência clínica.' },
      { role: 'Terapeuta', bio: 'Especialista em lesões desportivas e reabilitação.' },
      { role: 'Receção', bio: 'A voz simpática que lhe encontra uma vaga.' },
    ],
    posts: [
      { title: 'Exercícios para as costas rígidas', text: 'Movimentos simples que pode fazer à secretária.' },
      { title: 'Quando descansar e quando mexer-se', text: 'Um guia para recuperar de uma distensão.' },
      { title: 'A sua primeira visita', text: 'O que trazer e o que esperar.' },
    ],
  },
  'hair-salon': {
    offering: 'cortes, coloração e penteados',
    taglines: ['Cabelo bonito{inPlace}', 'Corte, cor, confiança'],
    heroes: [
      { heading: 'Um cabelo bonito começa aqui{inPlace}', text: '{name} oferece {offering} por pessoas que primeiro ouvem e só depois cortam.' },
      { heading: 'Saia a sentir-se a melhor versão de si', text: 'Marque a sua cadeira em {name}{inPlace} para {offering} feitos por quem adora o que faz.' },
    ],
    about: [
      '{name} é um salão pequeno com um grande amor pelo ofício. Cada marcação começa com uma boa conversa.',
      'Escolhemos os produtos com cuidado e mantemos preços claros e justos.',
    ],
    features: [
      { title: 'Cortes de precisão', text: 'Pensados para o seu cabelo, o seu rosto e a sua rotina da manhã.' },
      { title: 'Coloração', text: 'De uma mudança subtil a algo novo, decidido consigo.' },
      { title: 'Uma visita descontraída', text: 'Tempo para se recostar, conversar ou simplesmente desligar.' },
    ],
    menu: [
      { title: 'Cortes', items: [{ title: 'Corte e brushing', text: 'Aconselhamento, lavagem, corte e penteado.' }, { title: 'Corte de homem', text: 'Tesoura ou máquina, com lavagem e finalização.' }, { title: 'Corte de criança', text: 'Para os mais novos.' }] },
      { title: 'Cor e mais', items: [{ title: 'Balayage', text: 'Pintado à mão, com tonalizante incluído.' }, { title: 'Coloração de raiz', text: 'Retoque com gloss.' }, { title: 'Tratamento capilar', text: 'Para cabelo seco ou cansado.' }] },
    ],
    plans: [
      { name: 'Corte fresco', features: ['Lavagem, corte e penteado', 'Conselhos de styling', 'Dicas para casa'] },
      { name: 'Clube da cor', features: ['Coloração de raiz regular', 'Cortes regulares', 'Peça-nos os pormenores'] },
      { name: 'Corte regular', features: ['O seu corte, marcado com antecedência', 'Conselhos de penteado', 'Peça-nos os pormenores'] },
    ],
    testimonials: [
      { quote: 'O melhor corte que fiz em anos, e ouviram mesmo o que eu queria.', role: 'Cliente habitual' },
      { quote: 'A minha balayage parece natural e cresceu lindamente.', role: 'Cliente de coloração' },
      { quote: 'Ótimo corte, boa música e uma hora descontraída.', role: 'Cliente' },
    ],
    faq: [
      { question: 'Atendem sem marcação?', answer: 'Quando há uma cadeira livre, sim; marcar com antecedência é o mais seguro.' },
      { question: 'Preciso de um teste de alergia para a cor?', answer: 'Antes de uma primeira coloração podemos pedir um teste rápido à pele; dizemos-lhe ao marcar.' },
      { question: 'E se me atrasar?', answer: 'Avise-nos: faremos o possível, mas talvez seja preciso encurtar ou mudar a marcação.' },
    ],
    team: [
      { role: 'Proprietária e cabeleireira sénior', bio: 'Muitos anos atrás da cadeira e continua a adorar um desafio.' },
      { role: 'Colorista', bio: 'Vive para balayages com ar natural.' },
      { role: 'Cabeleireiro', bio: 'Adora cortes clássicos e acabamentos limpos.' },
    ],
    posts: [
      { title: 'Cortes para esta estação', text: 'O que mais pedem aos nossos cabeleireiros neste momento.' },
      { title: 'Como manter a cor viva', text: 'Cuidados simples entre marcações.' },
      { title: 'Conheça a equipa', text: 'As pessoas por trás das cadeiras da {name}.' },
    ],
  },
  fitness: {
    offering: 'aulas de grupo e treino personalizado',
    taglines: ['Mexa-se mais{inPlace}', 'Mais forte todas as semanas'],
    heroes: [
      { heading: 'Ganhe força, mexa-se melhor, sinta-se bem', text: '{name} oferece {offering}{inPlace} para todos os níveis, da primeira aula ao seu recorde pessoal.' },
      { heading: 'A sua primeira aula{inPlace} começa aqui', text: 'Treinadores simpáticos e {offering} para todos os níveis: bem-vindo à {name}.' },
    ],
    about: [
      'A {name} é um sítio para treinar com quem o conhece: o seu nome, os seus objetivos e as suas lesões.',
      'Quer esteja a começar quer a treinar para algo grande, fazemos um plano que cabe na sua semana.',
    ],
    features: [
      { title: 'Acompanhamento pessoal', text: 'Treinadores que observam, corrigem e incentivam.' },
      { title: 'Planos personalizados', text: 'Objetivos definidos com um treinador e revistos pelo caminho.' },
      { title: 'Aulas ao longo da semana', text: 'Veja o horário e escolha o que lhe convém.' },
      { title: 'Todos os níveis', text: 'Cada exercício tem uma versão mais fácil e outra mais difícil.' },
    ],
    menu: [
      { title: 'Aulas', items: [{ title: 'Força para principiantes', text: 'Primeiro a técnica, depois a carga.' }, { title: 'Vinyasa flow', text: 'Respiração e movimento.' }, { title: 'HIIT', text: 'Intervalos curtos e intensos.' }, { title: 'Mobilidade', text: 'Alongar, soltar, recuperar.' }] },
    ],
    plans: [
      { name: 'Aula avulsa', features: ['Qualquer aula', 'Paga por aula', 'Sem compromisso'] },
      { name: 'Ilimitado', features: ['Todas as aulas', 'Conversas com um treinador', 'Peça-nos os pormenores'] },
      { name: 'Treino personalizado', features: ['Sessões individuais', 'Plano e registo da evolução', 'Noções de nutrição'] },
    ],
    testimonials: [
      { quote: 'Nunca gostei de ginásios. Aqui isso mudou.', role: 'Sócio' },
      { quote: 'Os treinadores sabem o meu nome, os meus objetivos e o meu joelho rebelde.', role: 'Habitual das aulas de força' },
      { quote: 'A aula da manhã é o melhor começo do dia.', role: 'Madrugadora' },
    ],
    faq: [
      { question: 'Sou completamente principiante. Há problema?', answer: 'Claro. Cada aula tem opções para todos os níveis; diga apenas ao treinador que é a primeira vez.' },
      { question: 'Posso suspender a inscrição?', answer: 'Pergunte-nos: em caso de viagem ou lesão, encontramos uma solução.' },
      { question: 'O que devo trazer?', answer: 'Água e roupa confortável; pergunte-nos pelo resto.' },
    ],
    team: [
      { role: 'Treinador principal', bio: 'Antigo atleta que adora ensinar principiantes.' },
      { role: 'Professora de ioga', bio: 'Longa prática de vinyasa e yin.' },
      { role: 'Treinador de força', bio: 'Torna o treino com pesos seguro, simples e divertido.' },
    ],
    posts: [
      { title: 'Como começar a treinar força', text: 'Três movimentos para aprender primeiro.' },
      { title: 'Treinar antes do trabalho', text: 'Como encaixar uma aula numa semana cheia.' },
      { title: 'Porque os dias de descanso contam', text: 'É na recuperação que se progride.' },
    ],
  },
  'law-firm': {
    offering: 'aconselhamento jurídico claro',
    taglines: ['Aconselhamento jurídico claro{inPlace}', 'Do seu lado'],
    heroes: [
      { heading: 'Aconselhamento jurídico claro quando mais importa', text: '{name} dá a particulares e empresas{inPlace} {offering}, respostas diretas e uma representação firme.' },
      { heading: 'Advogados experientes{inPlace}, do seu lado', text: 'De contratos a litígios, {name} dá {offering} em linguagem simples e luta pelo melhor resultado.' },
    ],
    about: [
      'A {name} trata cada processo com cuidado, do primeiro telefonema à última assinatura.',
      'Explicamos os custos antes de começar e dizemos-lhe com franqueza quando um caso não compensa.',
    ],
    features: [
      { title: 'Primeiro ouvimos', text: 'Cada processo começa por compreender a sua situação.' },
      { title: 'Linguagem clara', text: 'Conselhos que percebe e pode pôr em prática.' },
      { title: 'Conselho honesto', text: 'Mesmo quando o melhor é não ir a tribunal.' },
      { title: 'Custos claros', text: 'Dizemos-lhe quanto vai custar antes de começar.' },
    ],
    menu: [
      { title: 'Serviços', items: [{ title: 'Primeira consulta', text: 'Uma primeira reunião para perceber a sua situação.' }, { title: 'Revisão de contrato', text: 'Comentários claros a um contrato antes de assinar.' }, { title: 'Testamento e planeamento sucessório', text: 'Um testamento redigido e formalizado.' }, { title: 'Constituição de empresa', text: 'Estatutos, registo e primeiras deliberações.' }] },
    ],
    plans: [
      { name: 'Consulta', features: ['Uma primeira reunião', 'Os próximos passos explicados', 'Peça-nos os pormenores'] },
      { name: 'Avença empresarial', features: ['Respostas a perguntas rápidas', 'Revisão de contratos', 'Peça-nos os pormenores'] },
      { name: 'Assunto a preço fixo', features: ['Âmbito acordado antecipadamente', 'Sem surpresas à hora', 'Peça-nos os pormenores'] },
    ],
    testimonials: [
      { quote: 'Explicaram tudo em linguagem simples e conseguiram um acordo que não julgávamos possível.', role: 'Administrador' },
      { quote: 'Rápidos, rigorosos e honestos quanto aos custos desde o primeiro dia.', role: 'Fundadora de uma startup' },
      { quote: 'Tornaram um assunto de família doloroso tão sereno quanto possível.', role: 'Cliente particular' },
    ],
    faq: [
      { question: 'Quanto custa uma primeira reunião?', answer: 'Informamos o valor antecipadamente, e é descontado nos honorários se nos confiar o caso.' },
      { question: 'Trabalham com honorários fixos?', answer: 'Pergunte-nos: antes de começar dizemos-lhe como cobramos, e cumprimos.' },
      { question: 'Podemos reunir online?', answer: 'Pergunte-nos e encontramos a forma de reunir que mais lhe convém.' },
    ],
    team: [
      { role: 'Sócio-gerente', bio: 'Longa experiência em direito comercial e contencioso.' },
      { role: 'Sócia', bio: 'Conselhos serenos nos momentos difíceis.' },
      { role: 'Associado', bio: 'Prepara cada caso com cuidado.' },
    ],
    posts: [
      { title: 'Cláusulas a verificar antes de assinar', text: 'Os termos que causam mais litígios, explicados.' },
      { title: 'Quando ligar a um advogado', text: 'Sinais de que está na hora de pedir conselho.' },
      { title: 'Porque toda a gente precisa de um testamento', text: 'E o que acontece quando não há nenhum.' },
    ],
  },
  accountant: {
    offering: 'contabilidade, declarações fiscais e respostas diretas',
    taglines: ['Números simples{inPlace}', 'As suas contas em dia'],
    heroes: [
      { heading: 'Os seus números em ordem', text: '{name} trata de {offering} para trabalhadores independentes e pequenas empresas{inPlace}, para que se possa concentrar no seu trabalho.' },
      { heading: 'Contabilidade sem dores de cabeça', text: 'Honorários claros, respostas simples e {offering}: assim é a {name}{inPlace}.' },
    ],
    about: [
      'A {name} trabalha com pessoas e empresas que querem as contas em ordem o ano inteiro, não só no fecho.',
      'Tem uma pessoa que conhece o seu processo, honorários combinados antecipadamente e respostas em linguagem simples.',
    ],
    features: [
      { title: 'Contabilidade', text: 'As suas contas sempre em dia.' },
      { title: 'Declarações fiscais', text: 'Declarações pessoais e de empresa, preparadas com cuidado.' },
      { title: 'Processamento salarial', text: 'Recibos de vencimento e declarações para a sua equipa.' },
      { title: 'Boas ferramentas', text: 'Ajuda para escolher e usar software de contabilidade.' },
    ],
    menu: [
      { title: 'Serviços', items: [{ title: 'IRS de trabalhador independente', text: 'Preparado, verificado e entregue.' }, { title: 'Contas anuais', text: 'Para pequenas sociedades.' }, { title: 'Processamento salarial', text: 'Por trabalhador, por mês.' }, { title: 'Abertura de empresa', text: 'Registo e aconselhamento no primeiro ano.' }] },
    ],
    plans: [
      { name: 'Independente', features: ['Revisão da contabilidade', 'Declaração anual', 'Apoio por e-mail'] },
      { name: 'Pequena empresa', features: ['Contabilidade mensal', 'Contas anuais e impostos', 'Reuniões regulares'] },
      { name: 'Equipa em crescimento', features: ['Tudo o que inclui Pequena empresa', 'Processamento salarial', 'Relatórios de gestão'] },
    ],
    testimonials: [
      { quote: 'Pela primeira vez entreguei tudo a tempo, sem uma única noite mal dormida.', role: 'Designer independente' },
      { quote: 'Avenças claras, conselhos claros e atendem sempre o telefone.', role: 'Dona de um café' },
      { quote: 'Encontraram poupanças que pagaram largamente os seus honorários.', role: 'Fundador de uma pequena agência' },
    ],
    faq: [
      { question: 'Posso mudar de contabilista a meio do ano?', answer: 'Sim. Contactamos o seu contabilista anterior e tratamos de tudo a partir daí.' },
      { question: 'Que software usam?', answer: 'Trabalhamos com os programas de contabilidade na nuvem mais comuns e ajudamos a escolher um.' },
      { question: 'Como funcionam os vossos honorários?', answer: 'Dizemos-lhe os honorários antes de começar e combinamos qualquer alteração antes de trabalho extra.' },
    ],
    team: [
      { role: 'Sócia fundadora', bio: 'Tem um fraquinho por pequenas empresas.' },
      { role: 'Responsável fiscal', bio: 'Decifra cada nova regra para que não tenha de o fazer.' },
      { role: 'Técnico de contabilidade', bio: 'Mantém as suas contas arrumadas mês após mês.' },
    ],
    posts: [
      { title: 'As datas fiscais importantes deste ano', text: 'Aponte-as já na agenda.' },
      { title: 'Despesas que os independentes esquecem muitas vezes', text: 'Pequenos valores que fazem diferença.' },
      { title: 'Precisa de uma sociedade?', text: 'Quando faz sentido, e quando não faz.' },
    ],
  },
  agency: {
    offering: 'marcas, sites e campanhas',
    taglines: ['Ideias que funcionam{inPlace}', 'Marcas de que as pessoas se lembram'],
    heroes: [
      { heading: 'Criamos marcas de que as pessoas se lembram', text: '{name} cria {offering} para empresas que querem destacar-se{inPlace}.' },
      { heading: 'Estratégia, design e código no mesmo sítio', text: 'Do primeiro workshop ao dia do lançamento, {name} transforma grandes ideias em {offering} com resultados.' },
    ],
    about: [
      'A {name} junta estratégia, design e desenvolvimento. Trabalha diretamente com quem faz o trabalho.',
      'Mantemos poucos clientes para dar a cada projeto toda a nossa atenção, e medimos o sucesso pelos seus resultados.',
    ],
    features: [
      { title: 'Estratégia', text: 'Pesquisa, posicionamento e um plano que todos entendem.' },
      { title: 'Marca e design', text: 'Identidades e sistemas de design que crescem consigo.' },
      { title: 'Sites', text: 'Sites rápidos e acessíveis que a sua equipa consegue editar.' },
      { title: 'Campanhas', text: 'Conteúdos e anúncios com resultados mensuráveis.' },
    ],
    menu: [
      { title: 'Serviços', items: [{ title: 'Workshop de marca', text: 'Tempo em conjunto para definir quem é e para quem trabalha.' }, { title: 'Identidade de marca', text: 'Logótipo, cores, tipografia e normas.' }, { title: 'Site', text: 'Design e desenvolvimento.' }] },
    ],
    plans: [
      { name: 'Sprint', features: ['Workshop', 'Relatório de estratégia', 'Roteiro dos próximos passos'] },
      { name: 'Lançamento', features: ['Identidade de marca', 'Design e desenvolvimento do site', 'Apoio no lançamento'] },
      { name: 'Parceiro', features: ['Tempo da equipa reservado para si', 'Campanhas e conteúdos', 'Relatórios regulares'] },
    ],
    testimonials: [
      { quote: 'Perceberam o nosso negócio melhor do que nós.', role: 'Diretor executivo de uma marca de retalho' },
      { quote: 'O nosso novo site trouxe mais pedidos do que esperávamos.', role: 'Responsável de marketing' },
      { quote: 'Gente experiente, feedback honesto, sem floreados.', role: 'Fundador' },
    ],
    faq: [
      { question: 'Quanto tempo demora um projeto?', answer: 'Depende do âmbito; damos-lhe um calendário antes de começar.' },
      { question: 'Trabalham com startups?', answer: 'Sim. O nosso Sprint foi pensado para equipas numa fase inicial.' },
      { question: 'Com quem vamos trabalhar?', answer: 'As pessoas que conhece no início acompanham-no até ao fim.' },
    ],
    team: [
      { role: 'Fundadora e responsável de estratégia', bio: 'Há muitos anos que ajuda marcas a encontrar a sua voz.' },
      { role: 'Diretor de design', bio: 'Lidera a identidade e o design digital.' },
      { role: 'Responsável técnico', bio: 'Constrói sites rápidos e acessíveis.' },
    ],
    posts: [
      { title: 'O que torna uma marca memorável', text: 'Lições de anos a criar identidades.' },
      { title: 'Caso de estudo: um rebranding', text: 'Como ajudámos um negócio local a crescer online.' },
      { title: 'Porque os sites rápidos vendem mais', text: 'Velocidade, confiança e conversão explicadas.' },
    ],
  },
  saas: {
    offering: 'um software que simplifica uma tarefa do dia a dia',
    taglines: ['Software que faz o seu trabalho', 'Fácil de começar, fácil de continuar a usar'],
    heroes: [
      { heading: 'Software que faz o seu trabalho', text: '{name} é {offering}. Registe-se em poucos minutos e veja por si.' },
      { heading: 'Fácil de começar, fácil de continuar a usar', text: 'Conheça {name}: {offering}, claro desde o primeiro ecrã.' },
    ],
    about: [
      'Criamos {name} para as pessoas que o usam todos os dias, e mantemo-lo simples de propósito.',
      'Ouvimos os nossos clientes, melhoramos {name} passo a passo e dizemos-lhe com clareza o que muda.',
    ],
    features: [
      { title: 'Rápido de começar', text: 'Registe-se e oriente-se sem precisar de manual.' },
      { title: 'Claro por natureza', text: 'O que precisa à vista, e nada de que não precise.' },
      { title: 'Os seus dados são seus', text: 'Tratamo-los com confidencialidade e nunca os vendemos.' },
      { title: 'Ajuda de pessoas reais', text: 'As suas perguntas são respondidas por quem conhece bem {name}.' },
    ],
    menu: [
      { title: 'O que recebe', items: [{ title: '{name}', text: 'Tudo o que {name} faz, num só lugar.' }, { title: 'Atualizações', text: 'Melhorias assim que saem, incluídas em todos os planos.' }, { title: 'Primeiros passos', text: 'Guias e respostas para os seus primeiros dias.' }] },
    ],
    plans: [
      { name: 'Grátis', features: ['O essencial', 'Experimente ao seu ritmo', 'Ajuda por e-mail'] },
      { name: 'Plus', features: ['Tudo o que o Grátis inclui', 'Limites mais altos', 'Ajuda mais rápida'] },
      { name: 'Pro', features: ['Tudo o que o Plus inclui', 'Para equipas maiores', 'Ajuda na configuração'] },
    ],
    testimonials: [
      { quote: 'Faz exatamente o que precisávamos, e nada de que não precisássemos.', role: 'Dona de um pequeno negócio' },
      { quote: 'Numa tarde já estávamos a trabalhar com ele.', role: 'Responsável de operações' },
      { quote: 'Quando tínhamos uma dúvida, a resposta vinha de alguém que conhecia o produto.', role: 'Trabalhador independente' },
    ],
    faq: [
      { question: 'Posso experimentar antes de pagar?', answer: 'Sim. Comece pelo plano Grátis e mude só quando valer a pena para si.' },
      { question: 'Posso cancelar a qualquer momento?', answer: 'Sim. Os planos pagos são mensais, sem fidelização.' },
      { question: 'Como obtenho ajuda?', answer: 'Escreva-nos e alguém que conhece bem {name} responde-lhe.' },
    ],
    team: [
      { role: 'Fundadora', bio: 'Criou {name} para resolver um problema que ela própria tinha.' },
      { role: 'Programador principal', bio: 'Constrói {name} e lê todas as opiniões.' },
      { role: 'Apoio ao cliente', bio: 'Ajuda cada novo cliente a começar.' },
    ],
    posts: [
      { title: 'Novidades em {name}', text: 'As últimas melhorias, explicadas.' },
      { title: 'Primeiros passos com {name}', text: 'O começo, passo a passo.' },
      { title: 'Porque criámos {name}', text: 'O problema de fundo e como o queremos resolver.' },
    ],
  },
  'real-estate': {
    offering: 'casas para comprar e arrendar',
    taglines: ['Encontre o seu lugar{inPlace}', 'Casas vendidas com cuidado'],
    heroes: [
      { heading: 'Encontre o seu lugar{inPlace}', text: '{name} ajuda-o a comprar, vender e arrendar {offering}, com conselhos honestos e conhecimento local.' },
      { heading: 'Vender ou comprar? Conhecemos {place}.', text: 'Avaliações rigorosas, {offering} e consultores que atendem o telefone: assim é {name}.' },
    ],
    about: [
      'A {name} conhece o mercado local{inPlace}: as ruas, os preços e o que os compradores procuram.',
      'Avaliamos com honestidade, apresentamos cada casa da melhor forma e mantemo-lo informado da primeira visita à entrega das chaves.',
    ],
    features: [
      { title: 'Avaliação honesta', text: 'Um preço honesto com base em vendas reais na zona.' },
      { title: 'Anúncios cuidados', text: 'Casas apresentadas no seu melhor, com boas fotografias e informação clara.' },
      { title: 'Visitas acompanhadas', text: 'Mostramos as casas pessoalmente e respondemos às suas perguntas.' },
    ],
    menu: [
      { title: 'Para venda', items: [{ title: 'Apartamento T2', text: 'Luminoso, remodelado, varanda e elevador.' }, { title: 'Moradia familiar', text: 'Jardim e rua sossegada.' }] },
      { title: 'Para arrendar', items: [{ title: 'Estúdio perto do centro', text: 'Mobilado, por mês.' }, { title: 'Apartamento T3', text: 'Espaçoso, com estacionamento, por mês.' }] },
    ],
    plans: [
      { name: 'Arrendamento', features: ['Procura de inquilinos', 'Verificação e contratos', 'Inventário e entrega'] },
      { name: 'Venda', features: ['Avaliação e divulgação', 'Visitas e negociação', 'Comissão combinada antecipadamente'] },
      { name: 'Gestão completa', features: ['Cobrança de rendas', 'Reparações e vistorias', 'Verificações de segurança'] },
    ],
    testimonials: [
      { quote: 'Vendida acima do preço pedido. Trataram de tudo.', role: 'Vendedora' },
      { quote: 'Encontraram-nos um apartamento antes de ele aparecer online.', role: 'Compradores da primeira casa' },
      { quote: 'Como senhorio, nunca tenho de andar atrás de nada.', role: 'Senhorio' },
    ],
    faq: [
      { question: 'Quanto custa uma avaliação?', answer: 'Pergunte-nos: explicamos o que inclui uma avaliação e quanto custa, sem compromisso.' },
      { question: 'Quanto tempo demora uma venda?', answer: 'Depende do comprador e da papelada; damos-lhe uma estimativa honesta logo no início.' },
      { question: 'Fazem gestão de arrendamentos?', answer: 'Pergunte-nos o que podemos assumir, desde encontrar inquilinos a reparações e cobrança de rendas.' },
    ],
    team: [
      { role: 'Diretor', bio: 'Vende casas na zona há muitos anos.' },
      { role: 'Consultora imobiliária', bio: 'Consegue o melhor preço e mantém o negócio a andar.' },
      { role: 'Gestora de arrendamentos', bio: 'Cuida de senhorios e inquilinos.' },
    ],
    posts: [
      { title: 'Como preparar a sua casa para as visitas', text: 'Pequenos trabalhos que fazem uma grande diferença.' },
      { title: 'O mercado este trimestre', text: 'Preços, procura e o que esperar.' },
      { title: 'Comprar a primeira casa', text: 'Os passos, os custos e os prazos.' },
    ],
  },
  photographer: {
    offering: 'fotografias de pessoas e momentos',
    taglines: ['Fotografias com a sua cara', 'Luz, histórias, pessoas'],
    heroes: [
      { heading: 'Fotografias com a sua cara', text: '{name} capta {offering}{inPlace}: naturais, honestos e cheios de luz.' },
      { heading: 'Momentos reais, guardados com beleza', text: 'Sessões descontraídas, sem poses forçadas: {name} faz {offering} que mostram as pessoas como são.' },
    ],
    about: [
      'A {name} fotografa pessoas e os momentos que lhes importam.',
      'As sessões são descontraídas e sem pressa, e cada fotografia é escolhida e editada com cuidado.',
    ],
    features: [
      { title: 'Retratos', text: 'Pessoas, casais e famílias.' },
      { title: 'Dias especiais', text: 'Celebrações e eventos, contados como uma história.' },
      { title: 'Fotografia de marca', text: 'Retratos de equipa e imagens para o seu site.' },
    ],
    menu: [
      { title: 'Sessões', items: [{ title: 'Sessão de retrato', text: 'Descontraída, com fotografias editadas.' }, { title: 'Sessão de família', text: 'Todos na fotografia.' }, { title: 'Evento', text: 'O seu dia, contado como uma história.' }] },
    ],
    plans: [
      { name: 'Retrato', features: ['Uma sessão', 'Fotografias editadas', 'Peça-nos os pormenores'] },
      { name: 'Evento', features: ['Cobertura planeada consigo', 'Uma série completa de fotografias editadas', 'Pergunte-nos pelas impressões'] },
      { name: 'Marca', features: ['Uma sessão no seu espaço', 'Retratos de equipa', 'Imagens para web e impressão'] },
    ],
    testimonials: [
      { quote: 'Detestamos ser fotografados, e adoramos cada fotografia.', role: 'Sessão de família' },
      { quote: 'As nossas fotografias fizeram-nos chorar outra vez.', role: 'Casal' },
      { quote: 'As fotografias da nossa equipa finalmente parecem-se connosco.', role: 'Dona de um estúdio' },
    ],
    faq: [
      { question: 'Quando recebo as fotografias?', answer: 'Combinamos uma data consigo na marcação.' },
      { question: 'Deslocam-se?', answer: 'Diga-nos onde e dizemos-lhe o que é possível.' },
      { question: 'Posso imprimir as fotografias?', answer: 'Pergunte-nos: antes de marcar explicamos o que pode fazer com as suas fotografias.' },
    ],
    team: [
      { role: 'Fotógrafa', bio: 'Adora luz natural e momentos espontâneos.' },
      { role: 'Segundo fotógrafo', bio: 'Apanha os momentos por trás dos momentos principais.' },
      { role: 'Editora de imagem', bio: 'Dá a cada fotografia o toque final à mão.' },
    ],
    posts: [
      { title: 'À vontade em frente à câmara', text: 'Pequenas coisas que tornam a sessão mais fácil.' },
      { title: 'O que vestir para um retrato', text: 'Conselhos simples para fotografias de que vai gostar.' },
      { title: 'Por trás da objetiva', text: 'O equipamento que levo comigo, e porquê.' },
    ],
  },
  portfolio: {
    offering: 'design pensado com cuidado',
    taglines: ['Design com intenção', 'Trabalhos escolhidos'],
    heroes: [
      { heading: 'Design que diz o que quer dizer', text: '{name} cria {offering}{inPlace} para pessoas e marcas que dão valor ao pormenor.' },
      { heading: 'Olá, eu torno as coisas claras e bonitas', text: 'Identidades, interfaces e ilustrações: uma seleção de {offering} por {name}.' },
    ],
    about: [
      '{name} é um estúdio independente que trabalha em marca, digital e impressão.',
      'Trabalho de perto com poucos clientes de cada vez, do primeiro esboço ao ficheiro final, e adoro um bom briefing.',
    ],
    features: [
      { title: 'Identidade', text: 'Logótipos, tipografia e cor que perduram.' },
      { title: 'Digital', text: 'Sites e interfaces fáceis de usar.' },
      { title: 'Impressão', text: 'Livros, cartazes e embalagens, com cuidado no papel e na tinta.' },
    ],
    menu: [
      { title: 'Serviços', items: [{ title: 'Logótipo e identidade', text: 'Pesquisa, conceitos, normas.' }, { title: 'Design de site', text: 'Design para um site de qualquer dimensão.' }, { title: 'Ilustração', text: 'Editorial ou comercial, por peça.' }] },
    ],
    plans: [
      { name: 'Dia de trabalho', features: ['Um dia inteiro de design', 'Revisões incluídas', 'Ficheiros em todos os formatos'] },
      { name: 'Identidade', features: ['Sessão de descoberta', 'Conceitos à escolha', 'Normas de marca'] },
      { name: 'Avença', features: ['Dias reservados todos os meses', 'Prioridade nos prazos', 'Chamadas de planeamento regulares'] },
    ],
    testimonials: [
      { quote: 'Pensamento claro, trabalho bonito e sempre a tempo.', role: 'Diretora criativa' },
      { quote: 'A nossa nova identidade finalmente mostra quem somos.', role: 'Fundador de uma pequena marca' },
      { quote: 'Um prazer trabalhar em conjunto desde a primeira conversa.', role: 'Editora' },
    ],
    faq: [
      { question: 'Como começa um projeto?', answer: 'Com uma conversa curta e um briefing escrito; respondo com uma proposta e um calendário.' },
      { question: 'Trabalha com agências?', answer: 'Sim, como designer freelancer integrado na sua equipa.' },
      { question: 'De quem é o trabalho final?', answer: 'Combinamos isso por escrito antes de o projeto começar.' },
    ],
    team: [
      { role: 'Designer e fundador', bio: 'Trabalha em marca, digital e impressão.' },
      { role: 'Parceiro de desenvolvimento', bio: 'Constrói os sites que eu desenho.' },
      { role: 'Parceira de ilustração', bio: 'Traz desenhos aos projetos que precisam deles.' },
    ],
    posts: [
      { title: 'Notas sobre uma identidade recente', text: 'Dos esboços ao símbolo final.' },
      { title: 'Porque ainda desenho em papel', text: 'Pensar primeiro com um lápis.' },
      { title: 'Livros que qualquer designer devia ter', text: 'Uma pequena lista de leitura.' },
    ],
  },
  musician: {
    offering: 'música ao vivo e canções novas',
    taglines: ['Música ao vivo{inPlace}', 'Venha ouvir-nos ao vivo'],
    heroes: [
      { heading: 'Canções novas, noites barulhentas', text: '{name} leva {offering}{inPlace} a palcos perto de si. Venha cantar connosco.' },
      { heading: 'Ouça e depois venha ver-nos tocar', text: 'Ouça as canções, venha a um concerto e mantenha-se em contacto: {name} leva {offering} ao palco.' },
    ],
    about: [
      '{name} faz música para ouvir ao vivo{inPlace}, com canções para cantar em coro.',
      'Tocamos sempre que podemos, continuamos a escrever e adoramos conhecer quem vem ouvir.',
    ],
    features: [
      { title: 'As canções', text: 'Ouça-as aqui e depois venha ouvi-las ao vivo.' },
      { title: 'Concertos', text: 'Música que soa melhor na sala.' },
      { title: 'Contrate-nos', text: 'Escreva-nos para festivais, eventos privados e festas.' },
    ],
    menu: [
      { title: 'Concertos', items: [{ title: 'Noite de clube', text: 'Sala pequena, set longo.' }, { title: 'Palco de festival', text: 'Ao ar livre, com amigos velhos e novos.' }, { title: 'Evento privado', text: 'Peça-nos uma data.' }] },
    ],
    plans: [
      { name: 'Bilhete', features: ['Entrada em pé', 'Uma noite de música ao vivo', 'Horário de abertura no bilhete'] },
      { name: 'Bilhete e disco', features: ['Entrada em pé', 'A nossa música para levar para casa', 'Pergunte na banca de merchandising'] },
      { name: 'Concerto privado', features: ['Um set planeado consigo', 'Som combinado com antecedência', 'Canções a pedido'] },
    ],
    testimonials: [
      { quote: 'O melhor concerto que vi este ano.', role: 'Jornalista de música' },
      { quote: 'Tocaram no nosso casamento e ninguém se sentou a noite inteira.', role: 'Noivos' },
      { quote: 'As canções deles não saem da minha playlist.', role: 'Ouvinte' },
    ],
    faq: [
      { question: 'Podemos contratar-vos para um evento privado?', answer: 'Sim, escreva-nos com a data e o local e enviamos um orçamento.' },
      { question: 'Onde posso ouvir a vossa música?', answer: 'Nos nossos concertos, e dizemos-lhe com gosto onde mais a encontrar.' },
      { question: 'Os concertos são para todas as idades?', answer: 'Depende da sala; pergunte-nos antes de vir.' },
    ],
    team: [
      { role: 'Voz e guitarra', bio: 'Escreve a maior parte das canções e canta-as.' },
      { role: 'Baixo', bio: 'Mantém o groove.' },
      { role: 'Bateria', bio: 'Bate com força e sorri ainda mais.' },
    ],
    posts: [
      { title: 'Canções novas', text: 'O que temos escrito e como tudo surgiu.' },
      { title: 'Próximos concertos', text: 'Onde nos ver tocar a seguir.' },
      { title: 'Diário de gravação', text: 'Notas do estúdio.' },
    ],
  },
  blog: {
    offering: 'ensaios, histórias e apontamentos',
    taglines: ['Histórias que vale a pena ler', 'Apontamentos, ensaios e histórias'],
    heroes: [
      { heading: 'Histórias para ler com calma', text: '{name} é a casa de {offering}, escritos{inPlace} e partilhados com cuidado.' },
      { heading: 'Olá, e bem-vindo a estas páginas', text: 'Novos {offering} de {name}, sempre que houver algo a dizer.' },
    ],
    about: [
      '{name} é onde escrevo sobre o que reparo, o que leio e o que penso.',
      'Aqui encontra ensaios, histórias e apontamentos. Obrigado por ler.',
    ],
    features: [
      { title: 'Ensaios', text: 'Textos longos sobre lugares, pessoas e ideias.' },
      { title: 'Apontamentos', text: 'Textos curtos sobre o que me chamou a atenção.' },
      { title: 'Vale a pena partilhar', text: 'Coisas que encontrei e que acho que vai gostar.' },
    ],
    menu: [
      { title: 'Escrita', items: [{ title: 'Ensaios', text: 'Textos longos.' }, { title: 'Newsletter', text: 'Novos textos por e-mail.' }, { title: 'Arquivo', text: 'Todos os textos num só sítio.' }] },
    ],
    plans: [
      { name: 'Leitor', features: ['Todos os textos públicos', 'A newsletter', 'Comentários'] },
      { name: 'Apoiante', features: ['Textos só para membros', 'Acesso antecipado', 'O meu agradecimento'] },
      { name: 'Mecenas', features: ['Tudo o que têm os apoiantes', 'Um agradecimento pessoal', 'O seu nome nos agradecimentos'] },
    ],
    testimonials: [
      { quote: 'A única newsletter que leio assim que chega.', role: 'Leitora' },
      { quote: 'Uma escrita bonita que me faz olhar para a minha rua de outra maneira.', role: 'Assinante' },
      { quote: 'Cuidado, divertido e nunca demasiado longo.', role: 'Editor' },
    ],
    faq: [
      { question: 'Com que frequência publica?', answer: 'Sempre que houver algo a dizer; subscreva e não perde nada.' },
      { question: 'Posso republicar um texto?', answer: 'Citações curtas com ligação são bem-vindas; para algo mais longo, escreva-me.' },
      { question: 'Aceita encomendas?', answer: 'Escreva-me com os pormenores e eu digo-lhe.' },
    ],
    team: [
      { role: 'Autora', bio: 'Escreve, reescreve e lê cada comentário.' },
      { role: 'Editor', bio: 'Lê cada rascunho duas vezes.' },
      { role: 'Ilustradora', bio: 'Desenha as imagens no topo de cada texto.' },
    ],
    posts: [
      { title: 'Uma semana sem telemóvel', text: 'O que reparei quando deixei de olhar para baixo.' },
      { title: 'As melhores livrarias que encontrei', text: 'Pequenas, cheias e repletas de surpresas.' },
      { title: 'Sobre caminhar devagar', text: 'Notas de um fim de semana prolongado a pé.' },
    ],
  },
  trades: {
    offering: 'reparações e instalações bem feitas',
    taglines: ['Bem feito à primeira', 'Perto e de confiança'],
    heroes: [
      { heading: 'Ajuda de confiança{inPlace}, quando precisa', text: 'A {name} oferece {offering}: a horas, com arrumação e a um preço justo.' },
      { heading: 'Bem feito à primeira', text: 'Perto e de confiança: a {name} atende o telefone, aparece e garante {offering}{inPlace}.' },
    ],
    about: [
      'A {name} é uma empresa local que se orgulha de um trabalho cuidadoso e de conselhos honestos.',
      'Fazemos orçamento antes de começar, limpamos tudo no fim e nunca deixamos um trabalho a meio.',
    ],
    features: [
      { title: 'Resposta rápida', text: 'Ligue-nos e dizemos-lhe quando podemos ir.' },
      { title: 'Trabalho cuidadoso', text: 'Bem feito e verificado antes de sairmos.' },
      { title: 'Orçamentos claros', text: 'Explicamos o custo antes de começar.' },
      { title: 'Trabalho limpo', text: 'Protegemos o chão e não deixamos sujidade.' },
    ],
    menu: [
      { title: 'Serviços', items: [{ title: 'Deslocação', text: 'Diagnóstico e reparação.' }, { title: 'Verificação de segurança', text: 'Uma verificação da sua instalação, com conselhos claros.' }, { title: 'Instalação de casa de banho ou cozinha', text: 'Orçamento depois de uma visita.' }, { title: 'Reparação urgente', text: 'Ligue-nos e dizemos-lhe quando podemos lá estar.' }] },
    ],
    plans: [
      { name: 'Deslocação', features: ['Diagnóstico e reparação', 'Peças explicadas antes da montagem', 'Peça-nos os pormenores'] },
      { name: 'Manutenção anual', features: ['Verificações de segurança regulares', 'Ajuda quando algo corre mal', 'Peça-nos os pormenores'] },
      { name: 'Obra', features: ['Visita e orçamento', 'Preço combinado antes de começar', 'A mesma equipa do início ao fim'] },
    ],
    testimonials: [
      { quote: 'Vieram depressa, arranjaram a fuga e deixaram a cozinha mais limpa do que estava.', role: 'Proprietário' },
      { quote: 'Preço justo, orçamento claro, trabalho excelente. Passam a ser a nossa equipa de confiança.', role: 'Senhorio' },
      { quote: 'Refizeram a instalação elétrica do apartamento a tempo e dentro do orçamento.', role: 'Dona de um apartamento' },
    ],
    faq: [
      { question: 'Como peço um orçamento?', answer: 'Fale-nos do trabalho; vemos o que é e dizemos-lhe o preço antes de começar.' },
      { question: 'Fazem urgências?', answer: 'Ligue-nos e dizemos-lhe quando podemos lá estar.' },
      { question: 'E se algo não ficar bem?', answer: 'Diga-nos e voltamos para ver.' },
    ],
    team: [
      { role: 'Proprietário', bio: 'Aprendeu o ofício na prática e continua a adorar o trabalho.' },
      { role: 'Técnico', bio: 'Cuidadoso, arrumado e fácil de falar.' },
      { role: 'Responsável de escritório', bio: 'Marca a sua visita e mantém-no informado.' },
    ],
    posts: [
      { title: 'Antes de chegar o frio', text: 'Passos simples para proteger os seus canos.' },
      { title: 'Quando chamar um profissional', text: 'Pequenos trabalhos que pode fazer sozinho, e os que não deve.' },
      { title: 'Projeto: uma casa de banho do início ao fim', text: 'Das paredes nuas à divisão acabada.' },
    ],
  },
  shop: {
    offering: 'produtos feitos com cuidado',
    taglines: ['Feito para durar', 'Coisas boas, bem feitas'],
    heroes: [
      { heading: 'Coisas boas, bem feitas', text: '{name} vende {offering}, escolhidos pela qualidade e feitos para durar.' },
      { heading: 'Os nossos favoritos', text: 'Descubra {offering} na {name}: uma seleção feita com cuidado.' },
    ],
    about: [
      'A {name} é uma loja de coisas bem feitas e feitas para usar.',
      'Escolhemos cada produto com cuidado e dizemos-lhe com gosto de onde vem.',
    ],
    features: [
      { title: 'Escolhido com cuidado', text: 'Cada produto escolhido pela sua qualidade.' },
      { title: 'Ideal para oferecer', text: 'Peça-nos ajuda para escolher um presente.' },
      { title: 'Pergunte-nos o que quiser', text: 'Conhecemos os nossos produtos e dizemos-lhe com franqueza.' },
      { title: 'Atendimento simpático', text: 'Uma pergunta antes ou depois de comprar? É só perguntar.' },
    ],
    menu: [
      { title: 'Mais vendidos', items: [{ title: 'Caneca feita à mão', text: 'Grés, vidrado à mão.' }, { title: 'Pano de cozinha de linho', text: 'Linho lavado.' }, { title: 'Caixa de oferta', text: 'Uma seleção de favoritos, embrulhada.' }] },
    ],
    plans: [
      { name: 'Entrega', features: ['Prazos indicados na finalização da compra', 'Entregue à sua porta', 'Peça-nos os pormenores'] },
      { name: 'Caixa de oferta', features: ['Algumas peças favoritas', 'Pronta a oferecer', 'Com uma mensagem pessoal'] },
      { name: 'Caixa mensal', features: ['Uma surpresa todos os meses', 'Escolhida para si', 'Peça-nos os pormenores'] },
    ],
    testimonials: [
      { quote: 'Lindamente embalado e ainda mais bonito ao vivo.', role: 'Cliente' },
      { quote: 'O meu sítio de eleição para presentes. Sempre algo especial.', role: 'Cliente habitual' },
      { quote: 'Sente-se o cuidado em cada peça.', role: 'Cliente' },
    ],
    faq: [
      { question: 'Quanto tempo demora a entrega?', answer: 'Depende de onde estiver; pergunte-nos e dizemos-lhe.' },
      { question: 'Posso devolver um artigo?', answer: 'Escreva-nos e explicamos-lhe como.' },
      { question: 'Enviam para o estrangeiro?', answer: 'Pergunte-nos e dizemos-lhe para onde podemos entregar.' },
    ],
    team: [
      { role: 'Fundadora', bio: 'Encontra os artesãos e escolhe cada produto.' },
      { role: 'Embalagem e envios', bio: 'Embala cada encomenda com cuidado.' },
      { role: 'Apoio ao cliente', bio: 'Responde às suas perguntas.' },
    ],
    posts: [
      { title: 'Conheça o artesão', text: 'Uma visita a um dos artesãos por trás dos nossos produtos.' },
      { title: 'Pequenas ideias de presentes', text: 'Presentes pequenos que parecem especiais.' },
      { title: 'Como escolhemos o que vendemos', text: 'O que procuramos em cada produto.' },
    ],
  },
  school: {
    offering: 'aulas que dão confiança',
    taglines: ['Aprender para ficar{inPlace}', 'Cresça em confiança'],
    heroes: [
      { heading: 'Aprender com confiança', text: 'A {name} oferece {offering}{inPlace}, para alunos de todos os níveis.' },
      { heading: 'Todos os alunos podem brilhar', text: 'Professores pacientes, objetivos claros e {offering}: bem-vindo a {name}.' },
    ],
    about: [
      'A {name} acredita que qualquer aluno pode progredir com o apoio certo.',
      'Definimos objetivos claros e mantemos alunos e pais informados sobre o progresso.',
    ],
    features: [
      { title: 'Atenção para todos', text: 'Aulas em que cada aluno é ouvido.' },
      { title: 'À medida', text: 'Aulas pensadas à volta do aluno.' },
      { title: 'Bons professores', text: 'Pacientes, preparados e simpáticos.' },
      { title: 'Progresso visível', text: 'Objetivos claros e feedback regular.' },
    ],
    menu: [
      { title: 'Cursos', items: [{ title: 'Aula individual', text: 'Aulas pensadas para um só aluno.' }, { title: 'Grupo pequeno', text: 'Aprender em conjunto.' }, { title: 'Preparação para exames', text: 'Preparação focada no exame.' }] },
    ],
    plans: [
      { name: 'Aula experimental', features: ['Uma primeira aula', 'Avaliação do nível', 'Plano de estudo'] },
      { name: 'Grupo semanal', features: ['Aulas de grupo regulares', 'Pergunte-nos pelos materiais', 'Feedback sobre o progresso'] },
      { name: 'Individual', features: ['Aulas particulares', 'Correção dos trabalhos de casa', 'Horários combinados consigo'] },
    ],
    testimonials: [
      { quote: 'A minha filha tinha pavor de matemática e agora pede trabalhos extra.', role: 'Mãe' },
      { quote: 'Pacientes, claros e sempre preparados. Passei com distinção.', role: 'Antigo aluno' },
      { quote: 'A atenção que dão faz toda a diferença.', role: 'Pai de dois alunos' },
    ],
    faq: [
      { question: 'Podemos experimentar uma aula primeiro?', answer: 'Contacte-nos e dizemos-lhe como começar.' },
      { question: 'Dão aulas online?', answer: 'Pergunte-nos que cursos se podem fazer online.' },
      { question: 'E se faltarmos a uma aula?', answer: 'Avise-nos o mais cedo possível e encontramos uma solução.' },
    ],
    team: [
      { role: 'Fundadora e diretora pedagógica', bio: 'Muitos anos de sala de aula.' },
      { role: 'Professor', bio: 'Torna simples as matérias difíceis.' },
      { role: 'Professora', bio: 'Especialista em preparação para exames.' },
    ],
    posts: [
      { title: 'Como estudar sem stress', text: 'Um plano de estudo que funciona.' },
      { title: 'Cursos novos', text: 'O que começa em breve e para quem é.' },
      { title: 'Ler juntos em casa', text: 'Uns minutos por dia que fazem a diferença.' },
    ],
  },
  nonprofit: {
    offering: 'ajuda prática onde é precisa',
    taglines: ['Juntos ajudamos{inPlace}', 'Pequenos gestos, grandes mudanças'],
    heroes: [
      { heading: 'Juntos podemos fazer mais{inPlace}', text: '{name} leva {offering}, graças a voluntários e apoiantes como você.' },
      { heading: 'Pequenos gestos, grandes mudanças', text: 'Doe, seja voluntário ou passe a palavra: cada ajuda permite a {name} levar {offering}.' },
    ],
    about: [
      'A {name} existe porque houve quem visse uma necessidade e decidisse agir.',
      'Voluntários e apoiantes tornam o nosso trabalho possível, e somos claros sobre como cada donativo é usado.',
    ],
    features: [
      { title: 'Doe', text: 'Um donativo regular permite-nos planear com tempo.' },
      { title: 'Seja voluntário', text: 'Dê o tempo que puder.' },
      { title: 'Passe a palavra', text: 'Partilhe o nosso trabalho com amigos e colegas.' },
    ],
    menu: [
      { title: 'O nosso trabalho', items: [{ title: 'Ajuda direta', text: 'Apoio prático onde é preciso.' }, { title: 'Projetos comunitários', text: 'Projetos locais feitos com os vizinhos.' }, { title: 'Aconselhamento e apoio', text: 'Uma voz amiga e ajuda prática.' }] },
    ],
    plans: [
      { name: 'Amigo', features: ['Novidades regulares', 'O que os seus donativos tornaram possível', 'O nosso agradecimento'] },
      { name: 'Apoiante', features: ['Tudo o que têm os amigos', 'Um olhar mais de perto sobre o nosso trabalho', 'Peça-nos os pormenores'] },
      { name: 'Donativo único', features: ['O valor que escolher', 'Usado onde é mais preciso', 'O nosso agradecimento'] },
    ],
    testimonials: [
      { quote: 'Ser voluntária aqui é a melhor parte da minha semana.', role: 'Voluntária' },
      { quote: 'Ajudaram-nos quando mais ninguém o fez.', role: 'Família que apoiámos' },
      { quote: 'Transparentes, locais e eficazes. Contribuímos todos os meses.', role: 'Doador mensal' },
    ],
    faq: [
      { question: 'Como é usado o meu donativo?', answer: 'Diretamente no nosso trabalho; pergunte-nos e explicamos-lhe.' },
      { question: 'Como posso ser voluntário?', answer: 'Contacte-nos e dizemos-lhe como pode ajudar.' },
      { question: 'As empresas podem apoiar-vos?', answer: 'Sim. Contacte-nos e falamos sobre o que pode resultar.' },
    ],
    team: [
      { role: 'Presidente', bio: 'Dirige a associação e os seus voluntários.' },
      { role: 'Coordenadora de voluntários', bio: 'Liga cada pessoa ao trabalho que lhe assenta.' },
      { role: 'Tesoureiro', bio: 'Faz cada donativo render e cada relatório ser claro.' },
    ],
    posts: [
      { title: 'O que os seus donativos fizeram este ano', text: 'O nosso relatório, em palavras simples.' },
      { title: 'Voluntários do mês', text: 'Conheça as pessoas que tornam tudo possível.' },
      { title: 'A nossa campanha de inverno', text: 'Como pode ajudar nesta estação.' },
    ],
  },
  business: {
    offering: 'um serviço simpático e de confiança',
    taglines: ['Aqui para ajudar{inPlace}', 'Bom serviço, sem complicações'],
    heroes: [
      { heading: 'Bom serviço, sem complicações', text: '{name} oferece {offering}{inPlace}, com pessoas que têm tempo para ouvir.' },
      { heading: 'Aqui para ajudar{inPlace}', text: 'Conselhos claros, preços justos e {offering}: assim é {name}.' },
    ],
    about: [
      'A {name} segue uma ideia simples: tratar cada cliente como gostaríamos de ser tratados.',
      'Cumprimos o que prometemos, respondemos depressa e temos orgulho em cada recomendação que recebemos.',
    ],
    features: [
      { title: 'De confiança', text: 'Fazemos o que dizemos, quando dizemos.' },
      { title: 'Pessoal', text: 'Pessoas que o conhecem a si e ao que precisa.' },
      { title: 'Claro', text: 'Explicamos o que fazemos e quanto custa.' },
    ],
    menu: [
      { title: 'Serviços', items: [{ title: 'Primeira conversa', text: 'Ouvimos e propomos o próximo passo.' }, { title: 'Serviço normal', text: 'A nossa oferta mais procurada.' }, { title: 'Serviço premium', text: 'Tudo, com prioridade.' }] },
    ],
    plans: [
      { name: 'Básico', features: ['O essencial', 'Apoio por e-mail', 'Peça-nos os pormenores'] },
      { name: 'Plus', features: ['Tudo o que inclui o Básico', 'Apoio prioritário', 'Revisões regulares'] },
      { name: 'Premium', features: ['Tudo o que inclui o Plus', 'Contacto dedicado', 'Planeamento em conjunto'] },
    ],
    testimonials: [
      { quote: 'Simpáticos, rápidos e exatamente o que precisávamos.', role: 'Cliente' },
      { quote: 'Primeiro ouviram, e isso notou-se no resultado.', role: 'Cliente de longa data' },
      { quote: 'Recomendo-os a toda a gente que conheço.', role: 'Cliente' },
    ],
    faq: [
      { question: 'Como começamos?', answer: 'Envie-nos uma mensagem ou ligue, e nós tratamos do resto.' },
      { question: 'Em quanto tempo respondem?', answer: 'O mais depressa possível.' },
      { question: 'Posso mudar de plano mais tarde?', answer: 'Sim. Pergunte-nos e encontramos o que lhe convém.' },
    ],
    team: [
      { role: 'Fundador', bio: 'Criou a empresa e continua a atender o telefone.' },
      { role: 'Responsável de clientes', bio: 'O seu primeiro contacto para tudo o que precisar.' },
      { role: 'Operações', bio: 'Garante que tudo corre a horas.' },
    ],
    posts: [
      { title: 'O que há de novo nesta estação', text: 'Algumas mudanças que os nossos clientes pediram.' },
      { title: 'Nos bastidores', text: 'Como trabalhamos, e porquê.' },
      { title: 'História de um cliente', text: 'Como ajudámos um dos nossos clientes.' },
    ],
  },
};
