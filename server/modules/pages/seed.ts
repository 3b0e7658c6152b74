import { CustomPage } from './models.ts';

const paragraph = (text: string) => `<p>${text}</p>`;

export const DEFAULT_PAGES = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    body: [
      '<h2>What we collect</h2>',
      paragraph('We store the account details you give us (name, e-mail address) and the sites you build, so that you can sign in and edit them.'),
      '<h2>How we use it</h2>',
      paragraph('Your data is used only to run this service. It is not sold. You can delete your account and its data at any time from account settings.'),
      '<h2>Cookies</h2>',
      paragraph('We use cookies to keep you signed in, to protect forms against forgery and to remember your theme and workspace.'),
    ].join('\n'),
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    body: [
      paragraph('By creating an account you agree to use this service lawfully and not to publish content that infringes the rights of others.'),
      paragraph('Paid plans renew until cancelled. You keep ownership of the sites and files you create.'),
    ].join('\n'),
  },
  {
    slug: 'about-us',
    title: 'About Us',
    body: paragraph('We build tools that let anyone describe a website and get a real one they can edit visually and publish in minutes.'),
  },
  // The home page footer links these too (web/src/features/landing/landing-footer.tsx).
  {
    slug: 'more',
    title: 'More',
    body: [
      '<h2>Resources</h2>',
      '<ul><li><a href="/#faq-section">Frequently asked questions</a></li><li><a href="/pages/changelog">Changelog</a></li><li><a href="/pages/feature-requests">Feature requests</a></li><li><a href="/pages/affiliates">Affiliate programme</a></li><li><a href="/contact">Contact us</a></li></ul>',
    ].join('\n'),
  },
  {
    slug: 'changelog',
    title: 'Changelog',
    body: [
      paragraph('What is new on this service. The newest changes come first.'),
      '<h2>AI site generation</h2>',
      paragraph('Describe a site in a sentence and get several editable pages, written in your language, with a design to match.'),
      '<h2>Publishing and custom domains</h2>',
      paragraph('Publish a site with one click or from the command line, switch back to any earlier deploy, and connect your own domain.'),
    ].join('\n'),
  },
  {
    slug: 'feature-requests',
    title: 'Feature requests',
    body: [
      paragraph('Missing something? Tell us what you would like to build and what stands in your way.'),
      paragraph('Send your idea through the <a href="/contact">contact page</a>. We read every request, and the most wanted ones shape what we build next.'),
    ].join('\n'),
  },
  {
    slug: 'affiliates',
    title: 'Affiliate programme',
    body: [
      paragraph('Earn 25% of every payment from the customers you refer, for as long as they stay subscribed.'),
      paragraph('To join, <a href="/contact">send us a message</a> with where you would like to share your link.'),
    ].join('\n'),
  },
];

/** Creates the default content pages once; an admin's edits are kept. */
export async function seedPages(): Promise<void> {
  for (const page of DEFAULT_PAGES) await CustomPage.findOrCreate({ where: { slug: page.slug }, defaults: { ...page, meta: {} } });
}
