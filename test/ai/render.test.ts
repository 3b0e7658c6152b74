import { expect } from 'chai';
import { parseFragment, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SitePlan } from '../../common/ai/site-plan.ts';
import { ELEMENT_ID_LENGTH } from '../../common/constants.ts';
import { webFontsUsed } from '../../common/editor/fonts.ts';
import { escapeText } from '../../common/editor/html.ts';
import type { ProjectPage } from '../../common/editor/types.ts';
import { templatesDir } from '../../config/paths.ts';
import { composeSitePlan } from '../../server/modules/ai/composer/compose.ts';
import { renderSitePlan } from '../../server/modules/ai/render.ts';
import { buildSite } from '../../server/modules/publishing/build/site.ts';
import { readElementCatalogue } from '../../server/modules/templates/catalogue.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { fileText, unresolved } from '../publishing/support/built-site.ts';
import { classesOf, cssClasses, elementsOf, SITE_CSS, type ElementInfo } from '../templates/support.ts';
import { activeContent, htmlErrors } from './render-checks.ts';
import { BAKERY_PLAN, HOSTILE, HOSTILE_PLAN, pageFile, SECTION_TYPES } from './support/plans.ts';

const SITE_URL = 'http://crumb.localhost:3000';
// The heading block makes any level; the editor's text editing adds these inside blocks (as test/templates/starter-sites.test.ts).
const CATALOGUE_TAGS = new Set([...readElementCatalogue().flatMap((element) => elementsOf(element.html).map((e) => e.tag)), 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'b', 'i']);
const DECLARED_PROPERTIES = new Set([...SITE_CSS.matchAll(/(--sw-[\w-]+):/g)].map((match) => match[1]));

function plan(changes: Partial<SitePlan>): SitePlan {
  return { ...structuredClone(BAKERY_PLAN), ...changes };
}

function headingLevels(page: ProjectPage): number[] {
  return elementsOf(page.html).flatMap((element) => (/^h[1-6]$/.test(element.tag) ? [Number(element.tag[1])] : []));
}

function expectOutline(page: ProjectPage): void {
  const levels = headingLevels(page);
  expect(levels[0], `${page.name}: the first heading`).to.equal(1);
  expect(levels.filter((level) => level === 1), `${page.name}: one h1`).to.have.length(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level, `${page.name}: heading ${index} (${levels.join(' ')})`).to.be.at.most(levels[index - 1] + 1);
  });
}


/** Relative luminance and contrast ratio (WCAG 2). */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function cssVariable(css: string, name: string): string {
  return new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1] ?? '';
}

describe('rendering a site plan (ai/render)', () => {
  const bakery = renderSitePlan(BAKERY_PLAN);
  const hostile = renderSitePlan(HOSTILE_PLAN);
  const rendered: [string, ProjectPage[]][] = [['bakery', bakery], ['hostile', hostile]];

  it('makes a page per plan page with its name, title, description and slug, the home page first', () => {
    expect(bakery.map((page) => page.name)).to.deep.equal(['Home', 'Menu', 'Order', 'Visit']);
    expect(bakery.map((page) => page.doc.slug)).to.deep.equal(['', 'menu', 'order', 'visit']);
    bakery.forEach((page, index) => {
      const planned = BAKERY_PLAN.pages[index];
      expect(page.doc).to.include({ title: planned.title, description: planned.description, js: '' });
      expect(page.doc.headLinks).to.deep.equal([]);
    });
    for (const [name, pages] of rendered) {
      expect(pages.every((page) => page.id.length === ELEMENT_ID_LENGTH), name).to.equal(true);
      expect(new Set(pages.map((page) => page.id)).size, name).to.equal(pages.length);
    }
  });

  it('gives every element a unique 10-character data-id, as seeding a template does', () => {
    for (const [name, pages] of rendered) {
      for (const page of pages) {
        const ids = elementsOf(page.html).map((element) => element.attrs['data-id']);
        expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9]+$/.test(id) && id.length === ELEMENT_ID_LENGTH), `${name}/${page.name}`).to.equal(true);
        expect(new Set(ids).size, `${name}/${page.name}`).to.equal(ids.length);
      }
    }
  });

  it('renders the same markup for the same plan, but for the data-ids', () => {
    const withoutIds = (pages: ProjectPage[]) => pages.map((page) => ({ ...page, id: '', html: page.html.replace(/ data-id="[^"]*"/g, '') }));
    expect(withoutIds(renderSitePlan(structuredClone(BAKERY_PLAN)))).to.deep.equal(withoutIds(bakery));
  });

  it('uses only classes site.css defines and tags the element catalogue inserts', () => {
    const defined = cssClasses();
    for (const [name, pages] of rendered) {
      for (const page of pages) {
        const elements = elementsOf(page.html);
        expect([...new Set(elements.flatMap(classesOf).filter((className) => !defined.has(className)))], `${name}/${page.name} classes`).to.deep.equal([]);
        expect([...new Set(elements.map((element) => element.tag).filter((tag) => !CATALOGUE_TAGS.has(tag)))], `${name}/${page.name} tags`).to.deep.equal([]);
      }
    }
  });

  it('renders every section type in order with its id as an anchor, in <main> between the navbar and the footer', () => {
    const types = new Set(BAKERY_PLAN.pages.flatMap((page) => page.sections.map((section) => section.type)));
    expect([...types].sort()).to.deep.equal([...SECTION_TYPES].sort());
    bakery.forEach((page, index) => {
      const top = parseFragment(page.html).childNodes.filter((node): node is P5.Element => 'tagName' in node);
      expect(top.map((node) => `${node.tagName}.${node.attrs.find((attr) => attr.name === 'class')?.value ?? ''}`), page.name).to.deep.equal(['nav.navbar navbar-dark', 'main.', 'footer.site-footer']);
      const sectionIds = top[1].childNodes.flatMap((node) => ('tagName' in node ? [node.attrs.find((attr) => attr.name === 'id')?.value] : []));
      expect(sectionIds, `${page.name}: the sections in order`).to.deep.equal(BAKERY_PLAN.pages[index].sections.map((section) => section.id));
    });
    const all = bakery.flatMap((page) => elementsOf(page.html));
    const byId = (id: string) => all.find((element) => element.attrs.id === id)!;
    expect(classesOf(byId('welcome'))).to.include.members(['jumbotron', 'bg-dark']);
    expect(classesOf(byId('visit'))).to.include.members(['section', 'bg-primary']);
    expect(classesOf(byId('why-us'))).to.include('section');
    const tags = new Set(all.map((element) => element.tag));
    for (const tag of ['table', 'tbody', 'th', 'td', 'form', 'select', 'textarea', 'blockquote', 'img']) expect(tags, tag).to.include(tag);
    const icons = all.filter((element) => element.tag === 'i').map((element) => element.attrs.class);
    expect(icons).to.include.members(['icon icon-clock', 'icon icon-leaf', 'icon icon-map-pin text-primary', 'icon icon-phone text-primary', 'icon icon-mail text-primary']);
  });

  it('shows pictures from the app with alt text saying what they show, people with avatars', () => {
    const images = bakery.flatMap((page) => elementsOf(page.html)).filter((element) => element.tag === 'img');
    for (const image of images) {
      expect(image.attrs.src).to.match(/^\/site-assets\/img\/[a-z0-9-]+\.svg$/);
      expect(readFileSync(join(templatesDir, 'site', image.attrs.src.slice('/site-assets/'.length))).length, image.attrs.src).to.be.above(0);
      expect(image.attrs.alt, image.attrs.src).to.be.a('string').and.not.equal('');
    }
    const alt = (src: string) => images.filter((image) => image.attrs.src === `/site-assets/img/${src}.svg`).map((image) => image.attrs.alt);
    // What the picture shows, not the caption or the title beside it.
    expect(alt('dining-room')).to.deep.equal(['A warmly lit dining room with tables under hanging lamps']);
    expect(alt('blog-forest')).to.deep.equal(['A path through a pine forest']);
    const people = images.filter((image) => image.attrs.src.includes('/avatar-')).map((image) => image.attrs.alt);
    expect(people).to.deep.equal(['Priya Shah', 'Tom Becker', 'Anna Kowalski', 'Luis Ortega', 'Mei Chen']);
  });

  it('puts the headings in outline order: the first section heading is the one h1, then steps of one', () => {
    for (const [, pages] of rendered) for (const page of pages) expectOutline(page);
    expect(headingLevels(bakery[0]).slice(0, 3)).to.deep.equal([1, 2, 3]);
    const home = elementsOf(bakery[0].html);
    expect(home.find((element) => element.tag === 'h1')!.attrs.class).to.equal('display-4');
    // A page that opens with figures without a heading, then a hero further down; a page of headless figures.
    const reordered = renderSitePlan(
      plan({
        pages: [
          { ...BAKERY_PLAN.pages[0], sections: [BAKERY_PLAN.pages[0].sections[2], BAKERY_PLAN.pages[3].sections[0], BAKERY_PLAN.pages[0].sections[0]] },
          { ...BAKERY_PLAN.pages[1], sections: [BAKERY_PLAN.pages[0].sections[2]] },
        ],
      }),
    );
    for (const page of reordered) expectOutline(page);
    expect(elementsOf(reordered[1].html).find((element) => element.tag === 'h1')!.attrs.class).to.equal('page-header-title');
  });

  it("shows a subpage's title once: a band with the page's name, then sections that do not repeat it", () => {
    const menu = BAKERY_PLAN.pages[1];
    const [menuSection, ...rest] = menu.sections;
    const pages = renderSitePlan(
      plan({
        pages: [
          BAKERY_PLAN.pages[0],
          {
            ...menu,
            // As the composer writes a subpage: a band named like the page, then its main section of the same name.
            sections: [
              { type: 'hero', id: 'intro', eyebrow: 'Crumb & Co.', heading: 'Menu', text: 'Breads, pastries and cakes, with prices.', actions: [] },
              { ...menuSection, heading: 'Menu.', groups: [{ title: 'menu', items: [{ title: 'Country sourdough', text: 'Crisp crust, open crumb.', meta: '$8' }] }] } as SitePlan['pages'][number]['sections'][number],
              ...rest,
            ],
          },
        ],
      }),
    );
    const headings = (page: ProjectPage) =>
      [...page.html.matchAll(/<h([1-6])\b[^>]*>([^<]*)<\/h\1>/g)].map((match) => `h${match[1]} ${match[2].trim().replace(/\.$/, '').toLowerCase()}`);
    expect(headings(pages[1]).filter((text) => text.endsWith(' menu'))).to.deep.equal(['h1 menu']);
    // The menu's intro stays, and what follows the untitled section keeps its place in the outline.
    expect(pages[1].html).to.include('Everything is made here, before sunrise.');
    expectOutline(pages[1]);
    // The composer's subpages (a band, then the page's main section) say their title once too.
    const composed = renderSitePlan(composeSitePlan({ prompt: 'a plumber in Manchester with contact form and pricing', pages: 4, seed: 3 }));
    for (const page of composed) {
      const [title, ...others] = headings(page);
      expect(title, page.name).to.match(/^h1 /);
      expect(others.map((text) => text.slice(3)), page.name).not.to.include(title.slice(3));
      expectOutline(page);
    }
  });

  it('labels every form field by id, marks the required ones and posts to the form handler', () => {
    const elements = elementsOf(bakery[2].html);
    const form = elements.find((element) => element.tag === 'form')!;
    expect(form.attrs).to.include({ method: 'post', action: '/api/v1/forms/submit' });
    const labels = elements.filter((element) => element.tag === 'label');
    const controls = elements.filter((element) => ['input', 'select', 'textarea'].includes(element.tag));
    expect(labels.map((label) => label.attrs.for)).to.deep.equal(controls.map((control) => control.attrs.id));
    expect(new Set(controls.map((control) => control.attrs.name)).size).to.equal(controls.length);
    expect(controls.map((control) => control.attrs.type ?? control.tag)).to.deep.equal(['text', 'email', 'tel', 'date', 'time', 'number', 'select', 'select', 'textarea']);
    expect(controls.filter((control) => 'required' in control.attrs).map((control) => control.attrs.name)).to.deep.equal(['name', 'e-mail', 'pick-up-date', 'cake']);
    expect(elements.filter((element) => element.tag === 'option').map((element) => element.attrs.value)).to.deep.equal(['', undefined, undefined, undefined, undefined, undefined]);
    expect(bakery[2].html, 'a required select opens on an empty choice').to.match(/<option data-id="\w+" value="">Cake<\/option><option data-id="\w+">Chocolate<\/option>/);
    expect(elements.find((element) => element.tag === 'button')!.attrs.type).to.equal('submit');
    for (const page of hostile) {
      const pageElements = elementsOf(page.html);
      const ids = pageElements.map((element) => element.attrs.id).filter(Boolean);
      expect(new Set(ids).size, `${page.name}: ids unique`).to.equal(ids.length);
      for (const label of pageElements.filter((element) => element.tag === 'label')) expect(ids, page.name).to.include(label.attrs.for);
    }
  });

  it('links only to pages of the plan and their sections, unknown pages to the home page, contacts by mailto: and tel:', () => {
    for (const [name, pages] of rendered) {
      const pageFiles = new Map(pages.map((page, index) => [pageFile(page, index), new Set(elementsOf(page.html).map((element) => element.attrs.id).filter(Boolean))]));
      for (const page of pages) {
        for (const { attrs } of elementsOf(page.html).filter((element) => element.tag === 'a')) {
          if (/^(mailto|tel):/.test(attrs.href)) continue;
          const [file, anchor] = attrs.href.split('#');
          expect(pageFiles.has(file), `${name}/${page.name} links to ${attrs.href}`).to.equal(true);
          if (anchor !== undefined) expect(pageFiles.get(file)!.has(anchor), `${name}/${page.name} links to ${attrs.href}`).to.equal(true);
        }
      }
    }
    const hrefs = (page: ProjectPage) => elementsOf(page.html).filter((element) => element.tag === 'a').map((element) => element.attrs.href);
    expect(hrefs(bakery[0])).to.include.members(['index.html', 'menu.html', 'order.html', 'visit.html', 'order.html#order-form']);
    expect(hrefs(bakery[1])).to.include('visit.html#contact');
    expect(hrefs(bakery[0]).filter((href) => href.startsWith('visit.html#')), 'a link to a section the page lacks goes to the page').to.deep.equal([]);
    expect(hrefs(bakery[3])).to.include.members(['tel:+14135550142', 'mailto:hello@crumb.example']);
    expect(bakery[3].html, 'a phone number that does not break').to.contain('>+1&nbsp;(413)&nbsp;555\u20110142</a>');
    expect(bakery[3].html).to.match(/12 Elm Street<br data-id="\w+">Springfield 01101/);
    const unknown = renderSitePlan(plan({ pages: [{ ...BAKERY_PLAN.pages[0], sections: [{ type: 'cta', id: 'go', heading: 'Go', text: 'Now', action: { label: 'Nowhere', page: 'no-such-page', section: 'welcome' } }] }] }));
    expect(hrefs(unknown[0])).to.include('index.html');
    expect(hrefs(unknown[0])).not.to.include('index.html#welcome');
  });

  it('sets the site style as site.css custom properties and lists the web fonts it uses in doc.fonts', () => {
    const { css, fonts } = bakery[0].doc;
    expect(bakery.every((page) => page.doc.css === css)).to.equal(true);
    expect(css).to.match(/^:root \{/);
    expect(cssVariable(css, '--sw-primary')).to.equal('#9a3412');
    expect(cssVariable(css, '--sw-dark')).to.equal('#292524');
    expect(cssVariable(css, '--sw-heading-font')).to.equal('"Playfair Display", serif');
    expect(cssVariable(css, '--sw-font')).to.equal('Lato, sans-serif');
    expect(cssVariable(css, '--sw-radius')).to.equal('0.25rem');
    const used = [...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]);
    expect(used.filter((name) => !DECLARED_PROPERTIES.has(name))).to.deep.equal([]);
    expect([...fonts].sort()).to.deep.equal(['lato', 'playfair-display']);
    expect(webFontsUsed(css).map((font) => font.id), 'as the editor finds them when it saves').to.deep.equal(fonts);
    const system = renderSitePlan(plan({ style: { ...BAKERY_PLAN.style, headingFont: 'inter', bodyFont: 'inter' } }));
    expect(system[0].doc.fonts).to.deep.equal(['inter']);
  });

  it('keeps colours readable, whatever the plan says', () => {
    const pale = renderSitePlan(plan({ style: { ...BAKERY_PLAN.style, palette: { primary: '#fde047', primaryDark: '#facc15', accent: '#1e293b', dark: '#94a3b8', light: '#64748b' } } }));
    for (const css of [pale[0].doc.css, hostile[0].doc.css]) {
      const color = (name: string) => cssVariable(css, name);
      for (const name of ['--sw-primary', '--sw-primary-dark', '--sw-accent', '--sw-dark', '--sw-light']) expect(color(name), name).to.match(/^#[0-9a-f]{6}$/);
      expect(contrast(color('--sw-primary'), '#ffffff')).to.be.at.least(4.5);
      expect(contrast(color('--sw-primary-dark'), '#ffffff')).to.be.at.least(4.5);
      expect(contrast(color('--sw-dark'), '#ffffff')).to.be.at.least(7);
      expect(contrast(color('--sw-accent'), color('--sw-dark'))).to.be.at.least(4.5);
      for (const text of ['#1e293b', '#5b6576', color('--sw-primary')]) expect(contrast(text, color('--sw-light'))).to.be.at.least(4.5);
    }
  });

  it('draws the hero in the planned look: dark band, picture behind the text, or picture beside it', () => {
    const look = (hero: 'dark' | 'image' | 'split') => elementsOf(renderSitePlan(plan({ style: { ...BAKERY_PLAN.style, hero } }))[0].html);
    const heroOf = (elements: ElementInfo[]) => elements.find((element) => element.attrs.id === 'welcome')!;
    expect(classesOf(heroOf(look('dark')))).to.deep.equal(['jumbotron', 'bg-dark']);
    expect(heroOf(look('image')).attrs).to.include({ class: 'image-header', style: "background-image: url('/site-assets/img/blog-coffee.svg')" });
    const split = look('split');
    expect(classesOf(heroOf(split))).to.deep.equal(['section', 'bg-light']);
    expect(classesOf(split[0])).to.deep.equal(['navbar']);
    expect(classesOf(look('dark')[0])).to.deep.equal(['navbar', 'navbar-dark']);
  });

  describe('a hostile plan', () => {
    it('writes no script, event handler, javascript: URL or markup of its own', () => {
      for (const page of hostile) {
        expect(activeContent(page.html), page.name).to.deep.equal([]);
        expect(page.html).not.to.match(/<script|<img src=x|<\/?textarea><img|<!--/i);
        expect(page.doc.css).not.to.match(/<|javascript|url\(/i);
        expect(page.doc.slug ?? '').to.match(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }
    });

    it('shows its text as text, escaped, in every section type', () => {
      const [home] = hostile;
      expect(HOSTILE_PLAN.pages[0].sections.map((section) => section.type)).to.deep.equal(SECTION_TYPES);
      for (const text of Object.values(HOSTILE).filter((candidate) => /[<>&]/.test(candidate))) expect(home.html).not.to.contain(text);
      expect(home.html).to.contain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(home.html).to.contain('&lt;/textarea&gt;&lt;img src=x onerror=alert(1)&gt;');
      expect(home.html).to.contain('&amp;lt;b&amp;gt; &amp;amp;amp;');
      expect(home.html).to.contain('" onmouseover="x');
      expect(escapeText(home.doc.title).length, 'the title as the page writes it').to.be.at.most(70);
    });

    it('leaves out sections of unknown types and pictures and icons the app does not ship', () => {
      const second = elementsOf(hostile[1].html);
      expect(second.filter((element) => element.tag === 'img')).to.deep.equal([]);
      expect(second.filter((element) => element.tag === 'i')).to.deep.equal([]);
      expect(second.some((element) => element.attrs.id === 'unknown')).to.equal(false);
      expect(hostile[1].doc.slug).to.equal('javascript-alert-1');
    });
  });

  describe('published (publishing/build), checked as the starter templates are', function () {
    this.timeout(60_000);
    let app: TestApp;

    before(async () => {
      app = await startTestApp();
    });
    after(() => app.stop());

    const plans: [string, SitePlan, string[]][] = [['bakery', BAKERY_PLAN, ['lato', 'playfair-display']], ['hostile', HOSTILE_PLAN, ['inter']]];
    for (const [name, planned, fonts] of plans) {
      it(`${name}: builds a site html-validate passes, every link and asset resolving, its fonts shipped, no script`, async () => {
        const pages = renderSitePlan(planned);
        const site = await buildSite(app.ctx, { project: { name, slug: name, pages }, siteUrl: SITE_URL, allowlist: [] });
        for (const file of site.files.filter((candidate) => candidate.path.endsWith('.html'))) expect(await htmlErrors(file.body.toString('utf8'), file.path)).to.deep.equal([]);
        expect(site.warnings).to.deep.equal([]);
        expect(unresolved(site, SITE_URL)).to.deep.equal([]);
        pages.forEach((page, index) => {
          const html = fileText(site, pageFile(page, index));
          // Screen readers and search engines read the page in the plan's language.
          expect(html).to.match(new RegExp(`^<!doctype html><html lang="${planned.language}">`));
          // The document's own head links its stylesheet and sets its meta tags: only the body is the plan's.
          // The one script a page may load is the publisher's own forms runtime, on a page with a form.
          const body = html.slice(html.indexOf('<body>')).replace(/<script[^>]*src="assets\/forms\.[0-9a-f]{10}\.js"[^>]*><\/script>/, '');
          expect(activeContent(body), pageFile(page, index)).to.deep.equal([]);
          expect(body, pageFile(page, index)).not.to.match(/<script/i);
        });
        const shipped = new Set(site.files.filter((file) => file.path.endsWith('.woff2')).map((file) => file.path.replace(/^assets\/|-(latin|latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese)-\d+-\w+\.\w+\.woff2$/g, '')));
        expect([...shipped].sort()).to.deep.equal(fonts);
      });
    }
  });
});
