// Places that feed people: bakeries, cafes, restaurants and bars.
import type { KindLibrary } from '../types.ts';
import { item, plan } from './build.ts';

const bakery: KindLibrary = {
  kind: 'bakery',
  label: { en: 'bakery', de: 'Bäckerei', fr: 'boulangerie', es: 'panadería', nl: 'bakkerij', pt: 'padaria' },
  keywords: ['bakery', 'bakeries', 'baker', 'bakehouse', 'patisserie', 'pastry shop', 'cake shop', 'boulangerie', 'backerei', 'baeckerei', 'konditorei', 'panaderia', 'pasteleria', 'bakkerij', 'banketbakker', 'padaria', 'pastelaria', 'confeitaria'],
  offering: 'bread and pastries',
  names: ['Golden Crust', 'Morning Loaf', 'Flour & Salt', 'The Rising Dough', 'Little Oven', 'Crumb & Co.'],
  tone: 'cosy',
  hues: [[18, 38], [340, 355]],
  heroLooks: ['image', 'split'],
  images: { hero: ['dish-dessert', 'dining-room'], gallery: ['dish-dessert', 'dining-room', 'blog-coffee', 'dish-salad'] },
  taglines: ['Fresh bread{inPlace}, every morning', 'Baked by hand{inPlace}'],
  heroes: [
    { heading: 'Fresh bread and pastries{inPlace}, baked every morning', text: 'At {name} the ovens start before sunrise, so you find warm sourdough, crisp croissants and honest {offering} when you wake up.' },
    { heading: 'The smell of warm bread, right here{inPlace}', text: '{name} bakes {offering} by hand with slow-fermented dough, good flour and a little patience.' },
  ],
  about: [
    '{name} began with one oven and a sourdough starter that is still going strong. Every loaf is shaped by hand and baked the same day.',
    'We buy our flour from small mills, our butter from local dairies, and we bake for the neighbours who drop by every morning{inPlace}.',
  ],
  features: [
    { icon: 'sun', title: 'Baked at dawn', text: 'Our first loaves leave the oven at six, so breakfast is always fresh.' },
    { icon: 'leaf', title: 'Slow sourdough', text: 'A 24-hour rise gives our bread its crust, its flavour and a longer life.' },
    { icon: 'heart', title: 'Cakes to order', text: 'Birthdays, weddings or just a Tuesday: tell us the day and we bake it.' },
    { icon: 'truck', title: 'Local delivery', text: 'Bread and pastries brought to your door{inPlace} before nine.' },
  ],
  offer: 'menu',
  menu: [
    { title: 'Bread', items: [item('Country sourdough', 'Crackling crust, open crumb, 800 g.', 5.5), item('Seeded rye', 'Dense and dark with sunflower and flax.', 4.8), item('Baguette', 'Baked three times a day.', 1.9)] },
    { title: 'Pastries', items: [item('Butter croissant', 'Laminated over three days.', 1.8), item('Custard tart', 'Caramelised on top, silky inside.', 1.6), item('Cinnamon bun', 'Cardamom dough, brown sugar, cinnamon.', 2.4)] },
    { title: 'Cakes', items: [item('Lemon drizzle loaf', 'Whole loaf, serves eight.', 14), item('Chocolate layer cake', 'Dark chocolate and sea salt, to order.', 32)] },
  ],
  plans: [
    plan('Bread box', 18, 'month', ['One loaf a week', 'Choice of sourdough or rye', 'Collect any day']),
    plan('Breakfast club', 39, 'month', ['Two loaves a week', 'Six pastries every Saturday', 'Delivery included'], true),
    plan('Office basket', 95, 'month', ['Pastries for twelve each Friday', 'Seasonal specials', 'Invoice monthly']),
  ],
  testimonials: [
    { quote: 'The sourdough is the best I have had outside my grandmother’s kitchen.', role: 'Regular since the first week' },
    { quote: 'They made our wedding cake and people are still talking about it.', role: 'Cake customer' },
    { quote: 'I order online on Friday and collect warm croissants on Saturday. Perfect.', role: 'Weekend regular' },
  ],
  faq: [
    { question: 'Can I order a cake for a special day?', answer: 'Yes. Order at least three days ahead and tell us the size, flavour and any writing you want on it.' },
    { question: 'Do you bake anything gluten-free?', answer: 'We bake a gluten-free loaf and brownies on Fridays; our kitchen handles wheat, so we cannot promise no traces.' },
    { question: 'How long does the sourdough keep?', answer: 'Four to five days in a cloth bag. It also freezes well, sliced.' },
  ],
  team: [
    { role: 'Head baker', bio: 'Lights the ovens at four and still tastes every batch.' },
    { role: 'Pastry chef', bio: 'Folds the butter into our croissant dough over three days.' },
    { role: 'Shop manager', bio: 'Knows every regular’s order by heart.' },
  ],
  posts: [
    { title: 'Why our sourdough takes 24 hours', text: 'A slow rise is where the flavour comes from. Here is what happens overnight.' },
    { title: 'Autumn bakes are back', text: 'Pumpkin loaf, apple turnovers and spiced buns join the shelves this week.' },
    { title: 'Meet the millers behind our flour', text: 'We visited the small mill that grinds our wheat and rye.' },
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
  keywords: ['cafe', 'cafes', 'coffee shop', 'coffee house', 'coffeehouse', 'coffee bar', 'espresso bar', 'coffee roastery', 'roastery', 'tea room', 'tearoom', 'teahouse', 'brunch', 'kaffeehaus', 'cafeteria', 'koffiebar', 'koffiehuis', 'salon de the'],
  offering: 'coffee and homemade cakes',
  names: ['Bean & Leaf', 'The Daily Grind', 'Corner Cup', 'Slow Pour', 'Café Lumen', 'Second Cup'],
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
    '{name} opened with a second-hand espresso machine and a love for small roasters. Today we rotate beans every month and bake every cake ourselves.',
    'We are a neighbourhood café{inPlace}: a place to meet friends, bring a laptop or sit alone with a good book.',
  ],
  features: [
    { icon: 'coffee', title: 'Roasted nearby', text: 'Beans from small roasters, changed with the seasons.' },
    { icon: 'heart', title: 'Homemade cakes', text: 'Banana bread, carrot cake and tarts from our own oven.' },
    { icon: 'monitor', title: 'Room to work', text: 'Fast wifi, plenty of sockets and no rush to leave.' },
    { icon: 'leaf', title: 'Plant milks', text: 'Oat, almond and soy at no extra cost.' },
  ],
  offer: 'menu',
  menu: [
    { title: 'Coffee', items: [item('Espresso', 'Our house blend, chocolate and cherry.', 1.8), item('Flat white', 'Double shot, silky milk.', 3.2), item('Batch brew', 'A single origin that changes weekly.', 2.8)] },
    { title: 'Cakes and bites', items: [item('Banana bread', 'Toasted, with salted butter.', 3.5), item('Carrot cake', 'Cream cheese frosting, walnuts.', 4.2), item('Avocado toast', 'Sourdough, lime, chilli flakes.', 7.5)] },
  ],
  plans: [
    plan('Coffee card', 25, undefined, ['Ten coffees of your choice', 'Never expires', 'Share it with a friend']),
    plan('Monthly cup', 45, 'month', ['One coffee every day', 'Ten percent off cakes', 'Members’ tastings'], true),
    plan('Beans by post', 18, 'month', ['250 g of fresh beans', 'Ground to order', 'Free delivery']),
  ],
  testimonials: [
    { quote: 'The flat white is perfect and nobody minds me staying all afternoon.', role: 'Freelance writer' },
    { quote: 'Best carrot cake in the city, and the staff remember my name.', role: 'Regular' },
    { quote: 'Our weekly team breakfast spot. Quiet, friendly and very good coffee.', role: 'Local team lead' },
  ],
  faq: [
    { question: 'Can I work from the café?', answer: 'Of course. There is free wifi and sockets along the window bench; at lunchtime we may ask you to share a table.' },
    { question: 'Do you sell beans to take home?', answer: 'Yes, every coffee we serve is available in 250 g bags, whole or ground for your method.' },
    { question: 'Are your cakes vegan?', answer: 'Two of our cakes are vegan each day; ask at the counter, we mark them clearly.' },
  ],
  team: [
    { role: 'Owner and head barista', bio: 'Picks every coffee we serve after tasting dozens.' },
    { role: 'Baker', bio: 'Turns out the banana bread before the doors open.' },
    { role: 'Barista', bio: 'Latte art champion of our staff room.' },
  ],
  posts: [
    { title: 'This month’s single origin', text: 'A washed Ethiopian with notes of jasmine and peach.' },
    { title: 'How to brew better coffee at home', text: 'Three small changes that make a big difference.' },
    { title: 'Our new autumn cakes', text: 'Pear and ginger, spiced apple and a pumpkin loaf.' },
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
  keywords: ['restaurant', 'restaurants', 'bistro', 'trattoria', 'osteria', 'pizzeria', 'brasserie', 'diner', 'eatery', 'steakhouse', 'sushi', 'tapas', 'ristorante', 'restaurante', 'gasthaus', 'gaststatte', 'taverna', 'tasca', 'food truck', 'takeaway', 'canteen'],
  offering: 'seasonal dishes',
  names: ['Olive & Thyme', 'The Long Table', 'Casa Verde', 'Ember Kitchen', 'Salt & Vine', 'The Copper Pot'],
  tone: 'luxury',
  hues: [[0, 14], [350, 360], [85, 100]],
  heroLooks: ['image', 'dark', 'split'],
  images: { hero: ['dining-room', 'dish-pasta'], gallery: ['dining-room', 'dish-pasta', 'dish-salad', 'dish-dessert'] },
  taglines: ['Seasonal cooking{inPlace}', 'A table for everyone{inPlace}'],
  heroes: [
    { heading: 'Seasonal cooking and a warm welcome{inPlace}', text: '{name} cooks {offering} from the market, served at long tables with good wine and better company.' },
    { heading: 'Come hungry, leave happy', text: 'Fresh pasta, grilled fish and {offering} worth the trip: {name} is a kitchen that loves to feed people{inPlace}.' },
  ],
  about: [
    '{name} is a family kitchen. Our chef writes the menu each week around what the farmers and fishermen bring in.',
    'We make our pasta by hand every morning and bake our own bread, and we keep a small list of wines from independent growers.',
  ],
  features: [
    { icon: 'utensils', title: 'Market menu', text: 'A short menu that follows the seasons and changes every week.' },
    { icon: 'leaf', title: 'Local produce', text: 'Vegetables, meat and fish from producers we know by name.' },
    { icon: 'users', title: 'Private dining', text: 'A room for up to twenty guests for birthdays and celebrations.' },
    { icon: 'star', title: 'Natural wines', text: 'A list of small growers, with a glass to match every dish.' },
  ],
  offer: 'menu',
  menu: [
    { title: 'Starters', items: [item('Burrata', 'Heritage tomatoes, basil oil, grilled bread.', 11), item('Crispy squid', 'Lemon aioli, chilli and parsley.', 10)] },
    { title: 'Mains', items: [item('Hand-cut tagliatelle', 'Slow-cooked beef ragù, parmesan.', 17), item('Catch of the day', 'Grilled whole, salsa verde, new potatoes.', 24), item('Wild mushroom risotto', 'Aged pecorino, thyme.', 16)] },
    { title: 'Desserts', items: [item('Tiramisu', 'Made to our grandmother’s recipe.', 7), item('Olive oil cake', 'Orange, mascarpone cream.', 6.5)] },
  ],
  plans: [
    plan('Lunch menu', 19, 'person', ['Two courses', 'Glass of house wine', 'Monday to Friday']),
    plan('Tasting menu', 58, 'person', ['Seven courses from the market', 'Chef’s welcome', 'Wine pairing available'], true),
    plan('Private room', 45, 'person', ['Up to twenty guests', 'Menu planned with you', 'Flowers and place cards']),
  ],
  testimonials: [
    { quote: 'The tagliatelle alone is worth the trip. Warm service, no fuss.', role: 'Dinner guest' },
    { quote: 'We booked the private room for my mother’s birthday and it was perfect.', role: 'Private dining guest' },
    { quote: 'A menu that changes every week keeps us coming back.', role: 'Regular on Fridays' },
  ],
  faq: [
    { question: 'Do I need to book?', answer: 'We keep a few tables for walk-ins, but on Friday and Saturday evenings we recommend booking.' },
    { question: 'Can you cater for allergies?', answer: 'Yes. Tell us when you book and our kitchen will adapt the dishes for you.' },
    { question: 'Are children welcome?', answer: 'Always. We have high chairs and a small menu for younger guests.' },
  ],
  team: [
    { role: 'Head chef', bio: 'Writes a new menu each week around the market.' },
    { role: 'Restaurant manager', bio: 'Makes sure every table feels like the best one.' },
    { role: 'Sommelier', bio: 'Finds small growers and the right glass for each dish.' },
  ],
  posts: [
    { title: 'The new summer menu', text: 'Tomatoes, stone fruit and grilled fish take over the kitchen.' },
    { title: 'Fresh pasta, every morning', text: 'A look at how our tagliatelle is made before service.' },
    { title: 'Wine evenings are back', text: 'Once a month a grower joins us to pour and talk.' },
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
  keywords: ['bar', 'bars', 'pub', 'pubs', 'cocktail bar', 'wine bar', 'brewery', 'taproom', 'tap room', 'speakeasy', 'kneipe', 'cerveceria', 'cervejaria', 'kroeg', 'cafe bar', 'lounge'],
  offering: 'cocktails and craft beer',
  names: ['The Night Owl', 'Copper & Cane', 'The Hidden Tap', 'Blue Hour', 'Lantern Bar', 'The Last Round'],
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
    '{name} is a neighbourhood bar with a serious drinks list and no dress code. We make our own syrups and infusions behind the bar.',
    'Eight taps rotate beers from independent brewers, and our bartenders are happy to mix something that is not on the menu.',
  ],
  features: [
    { icon: 'star', title: 'House cocktails', text: 'Seasonal drinks with our own syrups, bitters and infusions.' },
    { icon: 'zap', title: 'Eight rotating taps', text: 'Beers from small brewers, changed every week.' },
    { icon: 'music', title: 'Live music', text: 'Jazz on Thursdays and DJs on Saturday nights.' },
    { icon: 'users', title: 'Private hire', text: 'The back room seats forty for parties and team nights.' },
  ],
  offer: 'menu',
  menu: [
    { title: 'Cocktails', items: [item('House negroni', 'Gin, bitter orange, vermouth aged in oak.', 11), item('Smoked old fashioned', 'Bourbon, maple, cherry wood smoke.', 12), item('Garden spritz', 'Elderflower, cucumber, sparkling wine.', 9.5)] },
    { title: 'On tap', items: [item('Pale ale', 'Citrus and pine, brewed nearby.', 5.5), item('Pilsner', 'Crisp and clean.', 5)] },
    { title: 'Small plates', items: [item('Marinated olives', 'Orange zest and fennel.', 4.5), item('Cheese board', 'Three local cheeses, chutney.', 12)] },
  ],
  plans: [
    plan('Happy hour', 7, 'person', ['Classic cocktails', 'Weekdays 17:00 to 19:00', 'Bar snacks included']),
    plan('Cocktail class', 45, 'person', ['Two hours with our bartenders', 'Three cocktails made by you', 'Recipes to take home'], true),
    plan('Private room', 350, undefined, ['Up to forty guests', 'Welcome drink', 'Your own playlist']),
  ],
  testimonials: [
    { quote: 'The smoked old fashioned is theatre in a glass. Brilliant staff.', role: 'Thursday regular' },
    { quote: 'We hired the back room for a birthday and the team made it effortless.', role: 'Party host' },
    { quote: 'Always a new beer on tap and always a friendly face.', role: 'Beer lover' },
  ],
  faq: [
    { question: 'Can we reserve a table?', answer: 'Yes, for groups of up to eight; the rest of the bar is first come, first served.' },
    { question: 'Do you serve food?', answer: 'Small plates until ten: olives, cheese, charcuterie and toasted sandwiches.' },
    { question: 'Do you have alcohol-free drinks?', answer: 'A whole page of them, including house sodas and alcohol-free beer on tap.' },
  ],
  team: [
    { role: 'Bar manager', bio: 'Creates the seasonal cocktail list.' },
    { role: 'Head bartender', bio: 'Has a story for every bottle on the back bar.' },
    { role: 'Cellar and taps', bio: 'Chooses which brewers get a tap each week.' },
  ],
  posts: [
    { title: 'New autumn cocktails', text: 'Apple, smoke and spice arrive on the list this week.' },
    { title: 'Meet this month’s brewer', text: 'A small brewery that took over three of our taps.' },
    { title: 'Jazz Thursdays are back', text: 'Live trios from eight until late, every week.' },
  ],
  stats: [['8', 'years'], ['60', 'dishes'], ['4.7', 'rating']],
  hours: 'late',
  booking: 'table',
  primary: 'booking',
  sections: ['features', 'menu', 'about', 'gallery', 'testimonials', 'hours', 'contact', 'cta'],
  pages: ['menu', 'booking', 'gallery', 'about', 'contact', 'posts', 'faq'],
};

export const FOOD = [bakery, cafe, restaurant, bar];
