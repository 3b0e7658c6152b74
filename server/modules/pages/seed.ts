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
];

/** Creates the default content pages once; an admin's edits are kept. */
export async function seedPages(): Promise<void> {
  for (const page of DEFAULT_PAGES) await CustomPage.findOrCreate({ where: { slug: page.slug }, defaults: { ...page, meta: {} } });
}
