// Places that feed people: bakeries, cafes, restaurants and bars.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

const bakery: KindLibrary = {
  kind: 'bakery',
  label: { en: 'bakery', de: 'Bäckerei', fr: 'boulangerie', es: 'panadería', nl: 'bakkerij', pt: 'padaria' },
  keywords: ['bakery', 'bakeries', 'baker', 'bakehouse', 'patisserie', 'pastry shop', 'cake shop', 'boulangerie', 'backerei', 'baeckerei', 'konditorei', 'panaderia', 'pasteleria', 'bakkerij', 'banketbakker', 'padaria', 'pastelaria', 'confeitaria'],
  offering: 'bread and pastries',
  tone: 'cosy',
  hues: [[18, 38], [340, 355]],
  heroLooks: ['image', 'split'],
  images: { hero: ['dish-dessert', 'dining-room'], gallery: ['dish-dessert', 'dining-room', 'blog-coffee', 'dish-salad'] },
  taglines: ['Fresh bread{inPlace}, every morning', 'Baked with care{inPlace}'],
  heroes: [
    { heading: 'Fresh bread and pastries{inPlace}, baked every morning', text: 'At {name} the ovens start early, so fresh {offering} are waiting when you wake up.' },
    { heading: 'The smell of warm bread, right here{inPlace}', text: '{name} bakes {offering} with good ingredients, skilled hands and a little patience.' },
  ],
  about: [
    '{name} bakes for the people who come in every day: good {offering}, made with care and handed over with a friendly word.',
    'We choose our ingredients with care, and we bake for the neighbours who drop by every morning{inPlace}.',
  ],
  features: [
    { icon: 'sun', title: 'Baked fresh', text: 'We bake every day, so what you take home is fresh.' },
    { icon: 'leaf', title: 'Good ingredients', text: 'Flour, water, salt and time: the basics, done properly.' },
    { icon: 'gift', title: 'Something special?', text: 'Tell us what you have in mind for a special day, and we will tell you what we can bake.' },
    { icon: 'heart', title: 'Part of the neighbourhood', text: 'A friendly counter{inPlace}, from the morning loaf to something sweet for later.' },
  ],
  offer: 'menu',
  menu: [
    { title: 'Bread', items: [item('Country sourdough', 'Crackling crust, open crumb.', 5.5), item('Seeded rye', 'Dense and dark with sunflower and flax.', 4.8), item('Baguette', 'Crisp outside, soft inside.', 1.9)] },
    { title: 'Pastries', items: [item('Butter croissant', 'Flaky layers and plenty of butter.', 1.8), item('Custard tart', 'Caramelised on top, silky inside.', 1.6), item('Cinnamon bun', 'Cardamom dough, brown sugar, cinnamon.', 2.4)] },
    { title: 'Cakes', items: [item('Lemon drizzle loaf', 'A whole loaf to share.', 14), item('Chocolate layer cake', 'Dark chocolate and sea salt.', 32)] },
  ],
  plans: [
    plan('Bread box', 18, 'month', ['A loaf every week', 'Your choice of bread', 'Collect when it suits you']),
    plan('Breakfast club', 39, 'month', ['Bread and pastries every week', 'Something sweet for the weekend', 'Ask us about delivery'], true),
    plan('Office basket', 95, 'month', ['Pastries for your team', 'Seasonal specials', 'One invoice a month']),
  ],
  testimonials: [
    { quote: 'The best bread I have had outside my grandmother’s kitchen.', role: 'Regular' },
    { quote: 'Their pastries are on the table at every family breakfast now.', role: 'Weekend customer' },
    { quote: 'Warm bread, a friendly hello and a chat at the counter. Perfect.', role: 'Neighbour' },
  ],
  faq: [
    { question: 'Can I order for a special day?', answer: 'Ask us in the shop or get in touch: tell us what you need and when, and we will tell you what we can do.' },
    { question: 'Can I ask about allergens?', answer: 'Of course. Ask us and we will tell you what is in everything we sell.' },
    { question: 'How do I keep bread fresh?', answer: 'In a cloth bag at room temperature. Sliced, it also freezes well.' },
  ],
  team: [
    { role: 'Head baker', bio: 'Starts early and still tastes every batch.' },
    { role: 'Pastry chef', bio: 'Looks after everything sweet on the counter.' },
    { role: 'Shop manager', bio: 'Knows every regular’s order by heart.' },
  ],
  posts: [
    { title: 'What makes a good loaf', text: 'Flour, water, salt and time: where the flavour of bread comes from.' },
    { title: 'Seasonal bakes', text: 'What is new on our shelves this season.' },
    { title: 'A morning in our bakery', text: 'From the first dough to the last loaf on the shelf.' },
  ],
  stats: [['12', 'years'], ['40', 'dishes'], ['4.9', 'rating']],
  hours: 'shop',
  booking: 'table',
  primary: 'order',
  sections: ['features', 'menu', 'about', 'testimonials', 'hours', 'order', 'contact', 'cta'],
  pages: ['menu', 'order', 'about', 'contact', 'gallery', 'posts', 'faq'],
};

const cafe: KindLibrary = {
  kind: 'cafe',
  label: { en: 'café', de: 'Café', fr: 'café', es: 'cafetería', nl: 'koffiebar', pt: 'café' },
  keywords: ['cafe', 'cafes', 'coffee shop', 'coffee house', 'coffeehouse', 'coffee bar', 'espresso bar', 'coffee roastery', 'roastery', 'tea room', 'tearoom', 'teahouse', 'brunch', 'kaffeehaus', 'cafeteria', 'koffiebar', 'koffiehuis', 'salon de the', 'lunchroom', 'eetcafe', 'tea shop', 'teestube', 'teehaus', 'teesalon', 'salon de te', 'casa de cha', 'theehuis', 'theesalon', 'kaffeebar', 'koffiezaak', 'cafetaria'],
  offering: 'coffee and cake',
  tone: 'cosy',
  hues: [[20, 34], [160, 175]],
  heroLooks: ['image', 'split', 'dark'],
  images: { hero: ['blog-coffee', 'dining-room'], gallery: ['blog-coffee', 'dining-room', 'dish-dessert', 'dish-salad'] },
  taglines: ['Good coffee{inPlace}', 'Your daily cup{inPlace}'],
  heroes: [
    { heading: 'Good coffee and a quiet corner{inPlace}', text: '{name} serves carefully roasted {offering}, with room to read, work or simply watch the street.' },
    { heading: 'Your favourite cup{inPlace} is waiting', text: '{name} is where the day slows down, with {offering} and a seat by the window.' },
  ],
  about: [
    '{name} is about good coffee and a place where people like to stay a while. We choose what we serve with care.',
    'We are a neighbourhood café{inPlace}: a place to meet friends, bring a laptop or sit alone with a good book.',
  ],
  features: [
    { icon: 'coffee', title: 'Made with care', text: 'Every cup made properly, from the first espresso of the day to the last.' },
    { icon: 'heart', title: 'Something to eat', text: 'Cakes and small bites to go with your coffee.' },
    { icon: 'clock', title: 'Take your time', text: 'Stay for a quick cup or a long afternoon.' },
    { icon: 'smile', title: 'A warm welcome', text: 'A friendly hello, whether it is your first visit or your hundredth.' },
  ],
  offer: 'menu',
  menu: [
    { title: 'Coffee', items: [item('Espresso', 'Short, strong and full of flavour.', 1.8), item('Flat white', 'Double shot, silky milk.', 3.2), item('Batch brew', 'Filter coffee, clean and gentle.', 2.8)] },
    { title: 'Cakes and bites', items: [item('Banana bread', 'Toasted, with salted butter.', 3.5), item('Carrot cake', 'Cream cheese frosting, walnuts.', 4.2), item('Avocado toast', 'Sourdough, lime, chilli flakes.', 7.5)] },
  ],
  plans: [
    plan('Coffee card', 25, undefined, ['Coffees of your choice', 'Use it at your own pace', 'Share it with a friend']),
    plan('Monthly cup', 45, 'month', ['Your daily coffee', 'A little extra for regulars', 'Ask us for the details'], true),
    plan('Coffee at home', 18, 'month', ['The coffee we serve', 'Whole or ground', 'Ask us what is available']),
  ],
  testimonials: [
    { quote: 'The flat white is perfect and nobody minds me staying all afternoon.', role: 'Freelance writer' },
    { quote: 'The best cake in town, and the staff remember my name.', role: 'Regular' },
    { quote: 'Our weekly team breakfast spot. Quiet, friendly and very good coffee.', role: 'Local team lead' },
  ],
  faq: [
    { question: 'Can I stay a while?', answer: 'Of course. At busy times we may ask you to share a table.' },
    { question: 'Can I reserve a table?', answer: 'Get in touch and we will tell you what is possible.' },
    { question: 'What is in the cakes?', answer: 'Ask at the counter: we will gladly tell you the ingredients and allergens.' },
  ],
  team: [
    { role: 'Owner and head barista', bio: 'Chooses every coffee we serve.' },
    { role: 'Baker', bio: 'Makes the cakes on the counter.' },
    { role: 'Barista', bio: 'Latte art champion of our staff room.' },
  ],
  posts: [
    { title: 'What is in your cup', text: 'Where our coffee comes from, and what makes it taste the way it does.' },
    { title: 'How to brew better coffee at home', text: 'Three small changes that make a big difference.' },
    { title: 'New on the counter', text: 'The cakes and bites we have added this season.' },
  ],
  stats: [['8', 'years'], ['300', 'customers'], ['4.8', 'rating']],
  hours: 'cafe',
  booking: 'table',
  primary: 'menu',
  sections: ['features', 'menu', 'about', 'testimonials', 'hours', 'contact', 'cta'],
  pages: ['menu', 'about', 'contact', 'gallery', 'posts', 'faq', 'order'],
};

const restaurant: KindLibrary = {
  kind: 'restaurant',
  label: { en: 'restaurant', de: 'Restaurant', fr: 'restaurant', es: 'restaurante', nl: 'restaurant', pt: 'restaurante' },
  keywords: ['restaurant', 'restaurants', 'bistro', 'trattoria', 'osteria', 'pizzeria', 'brasserie', 'diner', 'eatery', 'steakhouse', 'sushi', 'tapas', 'ristorante', 'restaurante', 'gasthaus', 'gaststatte', 'taverna', 'tasca', 'food truck', 'takeaway', 'canteen', 'creperie', 'bistrot', 'taqueria', 'marisqueria', 'churrasqueria', 'asador', 'imbiss', 'friterie', 'frituur', 'eethuis', 'snackbar'],
  offering: 'seasonal dishes',
  tone: 'luxury',
  hues: [[0, 14], [350, 360], [85, 100]],
  heroLooks: ['image', 'dark', 'split'],
  images: { hero: ['dining-room', 'dish-pasta'], gallery: ['dining-room', 'dish-pasta', 'dish-salad', 'dish-dessert'] },
  taglines: ['Seasonal cooking{inPlace}', 'A table for everyone{inPlace}'],
  heroes: [
    { heading: 'Seasonal cooking and a warm welcome{inPlace}', text: '{name} cooks {offering} with good ingredients and serves them with care.' },
    { heading: 'Come hungry, leave happy', text: 'Generous dishes and {offering} worth the trip: {name} is a kitchen that loves to feed people{inPlace}.' },
  ],
  about: [
    '{name} is a place to eat well and feel welcome. We cook what we love, with ingredients we trust.',
    'Everything on the menu is cooked in our own kitchen, and we are happy to tell you what is in each dish.',
  ],
  features: [
    { icon: 'utensils', title: 'Good ingredients', text: 'Dishes made with ingredients we choose with care.' },
    { icon: 'leaf', title: 'Tell us what you need', text: 'Allergies or special diets? Tell us and we will tell you what we can do.' },
    { icon: 'users', title: 'Celebrations', text: 'A birthday or a family gathering? Ask us what we can arrange.' },
    { icon: 'star', title: 'Something to drink', text: 'Drinks chosen to go with the food.' },
  ],
  offer: 'menu',
  menu: [
    { title: 'Starters', items: [item('Burrata', 'Heritage tomatoes, basil oil, grilled bread.', 11), item('Crispy squid', 'Lemon aioli, chilli and parsley.', 10)] },
    { title: 'Mains', items: [item('Hand-cut tagliatelle', 'Slow-cooked beef ragù, parmesan.', 17), item('Catch of the day', 'Grilled whole, salsa verde, new potatoes.', 24), item('Wild mushroom risotto', 'Aged pecorino, thyme.', 16)] },
    { title: 'Desserts', items: [item('Tiramisu', 'Coffee, mascarpone and cocoa.', 7), item('Olive oil cake', 'Orange, mascarpone cream.', 6.5)] },
  ],
  plans: [
    plan('Lunch menu', 19, 'person', ['Two courses', 'A glass of house wine', 'Ask for today’s dishes']),
    plan('Tasting menu', 58, 'person', ['Several courses', 'A welcome from the kitchen', 'Ask about wine pairing'], true),
    plan('Group menu', 45, 'person', ['For groups and celebrations', 'Menu planned with you', 'Ask us about the details']),
  ],
  testimonials: [
    { quote: 'The food alone is worth the trip. Warm service, no fuss.', role: 'Dinner guest' },
    { quote: 'We celebrated my mother’s birthday here and it was perfect.', role: 'Birthday guest' },
    { quote: 'Good food and a warm welcome keep us coming back.', role: 'Regular' },
  ],
  faq: [
    { question: 'Do I need to book?', answer: 'Booking is the surest way to get a table, especially in the evening.' },
    { question: 'Can you cater for allergies?', answer: 'Tell us when you book, and we will tell you what the kitchen can do for you.' },
    { question: 'Are children welcome?', answer: 'Tell us when you book and we will do our best to make the visit easy for the whole family.' },
  ],
  team: [
    { role: 'Head chef', bio: 'Plans the menu and runs the kitchen.' },
    { role: 'Restaurant manager', bio: 'Makes sure every table feels like the best one.' },
    { role: 'Waiter', bio: 'Knows every dish and the right drink to go with it.' },
  ],
  posts: [
    { title: 'A new season on the menu', text: 'What is new on the menu, and why.' },
    { title: 'Behind the kitchen door', text: 'How a dish comes together before service.' },
    { title: 'Planning a celebration?', text: 'How we help you plan a meal for a group.' },
  ],
  stats: [['15', 'years'], ['30', 'dishes'], ['4.8', 'rating']],
  hours: 'evening',
  booking: 'table',
  primary: 'booking',
  sections: ['features', 'menu', 'about', 'gallery', 'testimonials', 'hours', 'booking', 'contact', 'cta'],
  pages: ['menu', 'booking', 'about', 'gallery', 'contact', 'posts', 'faq'],
};

const bar: KindLibrary = {
  kind: 'bar',
  label: { en: 'bar', de: 'Bar', fr: 'bar', es: 'bar', nl: 'bar', pt: 'bar' },
  keywords: ['bar', 'bars', 'pub', 'pubs', 'cocktail bar', 'wine bar', 'taproom', 'tap room', 'speakeasy', 'kneipe', 'cerveceria', 'cervejaria', 'kroeg', 'cafe bar', 'lounge'],
  offering: 'cocktails and craft beer',
  tone: 'bold',
  hues: [[265, 300], [190, 215], [40, 50]],
  heroLooks: ['dark', 'image'],
  images: { hero: ['dining-room', 'blog-city'], gallery: ['dining-room', 'blog-city', 'dish-dessert', 'conference'] },
  taglines: ['Drinks and good company{inPlace}', 'Your evening starts here'],
  heroes: [
    { heading: 'Cocktails, craft beer and late nights{inPlace}', text: '{name} mixes classic and house {offering} in a room made for long conversations.' },
    { heading: 'Your favourite evening{inPlace} starts here', text: 'Good music, {offering} and a bar team that remembers your drink: welcome to {name}.' },
  ],
  about: [
    '{name} is a bar for good drinks and good company, where everyone is welcome.',
    'Our bartenders know the drinks list well and are happy to help you choose.',
  ],
  features: [
    { icon: 'star', title: 'Drinks made well', text: 'Classics and house favourites, made with care.' },
    { icon: 'zap', title: 'Something for every taste', text: 'Tell us what you like, and we will find your drink.' },
    { icon: 'music', title: 'Good music', text: 'Music chosen to suit the room and the hour.' },
    { icon: 'users', title: 'Celebrate with us', text: 'A birthday or a team night? Ask us what we can arrange.' },
  ],
  offer: 'menu',
  menu: [
    { title: 'Cocktails', items: [item('House negroni', 'Gin, bitter orange, vermouth aged in oak.', 11), item('Smoked old fashioned', 'Bourbon, maple, cherry wood smoke.', 12), item('Garden spritz', 'Elderflower, cucumber, sparkling wine.', 9.5)] },
    { title: 'On tap', items: [item('Pale ale', 'Citrus and pine.', 5.5), item('Pilsner', 'Crisp and clean.', 5)] },
    { title: 'Small plates', items: [item('Marinated olives', 'Orange zest and fennel.', 4.5), item('Cheese board', 'Cheeses and chutney.', 12)] },
  ],
  plans: [
    plan('Happy hour', 7, 'person', ['Classic cocktails', 'Early in the evening', 'Ask us for the times']),
    plan('Cocktail class', 45, 'person', ['An evening with our bartenders', 'Cocktails made by you', 'Recipes to take home'], true),
    plan('Private party', 350, undefined, ['For groups and celebrations', 'Welcome drink', 'Your own playlist']),
  ],
  testimonials: [
    { quote: 'The smoked old fashioned is theatre in a glass. Brilliant staff.', role: 'Regular' },
    { quote: 'We celebrated a birthday here and the team made it effortless.', role: 'Party host' },
    { quote: 'Always something new to try and always a friendly face.', role: 'Beer lover' },
  ],
  faq: [
    { question: 'Can we reserve a table?', answer: 'Get in touch and we will tell you what we can hold for you.' },
    { question: 'Do you serve food?', answer: 'Ask at the bar and we will tell you what we are serving tonight.' },
    { question: 'Do you have alcohol-free drinks?', answer: 'Yes. Ask the bar team and they will suggest something.' },
  ],
  team: [
    { role: 'Bar manager', bio: 'Puts together the drinks list.' },
    { role: 'Head bartender', bio: 'Has a story for every bottle on the back bar.' },
    { role: 'Bar team', bio: 'Always happy to suggest something new.' },
  ],
  posts: [
    { title: 'New on the drinks list', text: 'What we are pouring this season.' },
    { title: 'Behind the bar', text: 'How a classic cocktail is made.' },
    { title: 'Coming up at {name}', text: 'Evenings and events worth putting in your diary.' },
  ],
  stats: [['8', 'years'], ['60', 'dishes'], ['4.7', 'rating']],
  hours: 'late',
  booking: 'table',
  primary: 'booking',
  sections: ['features', 'menu', 'about', 'gallery', 'testimonials', 'hours', 'contact', 'cta'],
  pages: ['menu', 'booking', 'gallery', 'about', 'contact', 'posts', 'faq'],
};

export const FOOD = [bakery, cafe, restaurant, bar];
