import { expect } from 'chai';
import { parseFragment, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { PLAN_IMAGES, PLAN_LANGUAGES, type PlanSection, type PlanStyle, type SitePlan } from '../../common/ai/site-plan.ts';
import { parsePage, serializePage, type ElementNode } from '../../common/editor/document.ts';
import { escapeText } from '../../common/editor/html.ts';
import { partifyPages } from '../../common/editor/parts.ts';
import type { ProjectPage } from '../../common/editor/types.ts';
import { composeSitePlan } from '../../server/modules/ai/composer/compose.ts';
import { planSite } from '../../server/modules/ai/generate.ts';
import { renderSitePlan } from '../../server/modules/ai/render.ts';
import { lookOf, SECTION_LAYOUTS } from '../../server/modules/ai/render/layouts.ts';
import { PICTURE_ALT } from '../../server/modules/ai/render/picture-alt.ts';
import { assignVariants } from '../../server/modules/ai/variants.ts';
import { buildSite } from '../../server/modules/publishing/build/site.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { unresolved } from '../publishing/support/built-site.ts';
import { classesOf, cssClasses, elementsOf, type ElementInfo } from '../templates/support.ts';
import { activeContent, htmlErrors } from './render-checks.ts';
import { BAKERY_PLAN, HOSTILE_PLAN, SECTION_TYPES } from './support/plans.ts';
import { everySection, PHOTO, VARIANT_COUNT, variantPlan, variantSitePages } from './support/variant-plans.ts';

const LOOKS: PlanStyle['hero'][] = ['dark', 'image', 'split'];
const SITE_URL = 'https://variants.example';

function document(page: ProjectPage): string {
  return `<!doctype html><html lang="${page.doc.lang}"><head><meta charset="utf-8"><title>${escapeText(page.doc.title)}</title></head><body>${page.html}</body></html>`;
}

function elementById(html: string, id: string): P5.Element {
  const stack: P5.ChildNode[] = [...parseFragment(html).childNodes];
  while (stack.length) {
    const node = stack.pop()!;
    if (!('tagName' in node)) continue;
    if (node.attrs.some((attr) => attr.name === 'id' && attr.value === id)) return node;
    stack.push(...node.childNodes);
  }
  throw new Error(`no element #${id}`);
}

/** A section's structure: its elements and their classes, nested, without text and without colour classes. */
function structure(node: P5.Element): string {
  const classes = (node.attrs.find((attr) => attr.name === 'class')?.value ?? '').split(/\s+/).filter((name) => name && !/^(bg|text|btn)-/.test(name));
  const children = node.childNodes.filter((child): child is P5.Element => 'tagName' in child).map(structure);
  return `${node.tagName}.${classes.join('.')}${children.length ? `(${children.join(',')})` : ''}`;
}

function headingLevels(html: string): number[] {
  return elementsOf(html).flatMap((element) => (/^h[1-6]$/.test(element.tag) ? [Number(element.tag[1])] : []));
}

/** Whether the text is in the page inside an element marked as sample content, as the editor reads the page. */
function markedText(html: string, text: string): boolean {
  const doc = parsePage(html);
  const node = [...doc.nodes.values()].find((candidate) => candidate.type === 'text' && candidate.text.includes(text));
  for (let parent = node?.parent; parent; parent = doc.nodes.get(parent)?.parent ?? null) {
    const element = doc.nodes.get(parent);
    if (element?.type === 'element' && element.attrs['data-sw-sample'] === 'true') return true;
  }
  return false;
}

function marked(elements: ElementInfo[]): ElementInfo[] {
  return elements.filter((element) => element.attrs['data-sw-sample'] === 'true');
}

describe('section layouts, sample content and pictures (ai/render variants)', () => {
  const byVariant = Array.from({ length: VARIANT_COUNT }, (_, variant) => LOOKS.map((look) => renderSitePlan(variantPlan(variant, look))[0]));

  it('has at least three layouts for every section type', () => {
    expect(Object.keys(SECTION_LAYOUTS).sort()).to.deep.equal([...SECTION_TYPES].sort());
    for (const type of SECTION_TYPES) expect(SECTION_LAYOUTS[type].length, type).to.be.at.least(VARIANT_COUNT);
  });

  it('renders every type in every layout and hero look as valid markup of site.css classes, headings in order', async () => {
    const defined = cssClasses();
    for (const [variant, pages] of byVariant.entries()) {
      for (const page of pages) {
        expect(await htmlErrors(document(page), `variant-${variant}.html`)).to.deep.equal([]);
        const elements = elementsOf(page.html);
        expect([...new Set(elements.flatMap(classesOf).filter((name) => !defined.has(name)))], `variant ${variant}`).to.deep.equal([]);
        for (const section of everySection()) expect(() => elementById(page.html, section.id), `variant ${variant}: ${section.type}`).not.to.throw();
        const levels = headingLevels(page.html);
        expect(levels.filter((level) => level === 1), `variant ${variant}: one h1`).to.have.length(1);
        levels.forEach((level, index) => {
          if (index > 0) expect(level, `variant ${variant}: heading ${index} (${levels.join(' ')})`).to.be.at.most(levels[index - 1] + 1);
        });
      }
    }
  });

  it('lays each type out differently in each variant, not only in other colours', () => {
    for (const section of everySection()) {
      for (const [lookIndex, look] of LOOKS.entries()) {
        if (section.type !== 'hero' && lookIndex > 0) continue;
        const shapes = byVariant.map((pages) => structure(elementById(pages[lookIndex].html, section.id)));
        expect(new Set(shapes).size, `${section.type} (${look} hero):\n${shapes.join('\n')}`).to.equal(VARIANT_COUNT);
      }
    }
  });

  it('brings a variant out of range into it: 3 is 0, -1 is 2, 1.6 is 1, garbage is 0', () => {
    const hours = everySection().find((section) => section.type === 'hours')!;
    const shape = (variant: unknown) => structure(elementById(renderSitePlan({ ...BAKERY_PLAN, pages: [{ ...BAKERY_PLAN.pages[0], sections: [{ ...hours, variant } as PlanSection] }] })[0].html, hours.id));
    expect(shape(3)).to.equal(shape(0));
    expect(shape(-1)).to.equal(shape(2));
    expect(shape(1.6)).to.equal(shape(1));
    expect(shape('2')).to.equal(shape(0));
    expect(shape(Number.NaN)).to.equal(shape(0));
  });

  it('writes nothing active from a hostile plan in any layout', () => {
    for (let variant = 0; variant < VARIANT_COUNT; variant++) {
      const plan: SitePlan = { ...HOSTILE_PLAN, pages: HOSTILE_PLAN.pages.map((page) => ({ ...page, sections: page.sections.map((section) => ({ ...section, variant })) })) };
      for (const page of renderSitePlan(plan)) {
        expect(activeContent(page.html), `variant ${variant}`).to.deep.equal([]);
        expect(page.html).not.to.match(/<script|<img src=x|<!--/i);
      }
    }
  });

  it('marks sample sections and sample items (cards, quotes, people, plans) with data-sw-sample, and the editor keeps the mark', () => {
    for (const pages of byVariant) {
      const elements = elementsOf(pages[0].html);
      // One sample feature, one sample post, one quote, one person, one plan and the contact's placeholder phone.
      expect(marked(elements), pages[0].html).to.have.length(6);
      const doc = parsePage(pages[0].html);
      const kept = [...doc.nodes.values()].filter((node): node is ElementNode => node.type === 'element' && node.attrs['data-sw-sample'] === 'true');
      expect(kept).to.have.length(6);
      expect(marked(elementsOf(serializePage(doc)))).to.have.length(6);
    }
    const sample = variantPlan(1);
    sample.pages[0].sections = sample.pages[0].sections.map((section) => (section.type === 'team' || section.type === 'hero' ? { ...section, sample: true } : section));
    const html = renderSitePlan(sample)[0].html;
    for (const id of ['welcome', 'bakers']) expect(elementsOf(html).find((element) => element.attrs.id === id)!.attrs['data-sw-sample'], id).to.equal('true');
    expect(elementsOf(renderSitePlan(BAKERY_PLAN)[0].html).some((element) => 'data-sw-sample' in element.attrs), 'nothing marked in a plan without samples').to.equal(false);
  });

  it('shows a contact placeholder as marked plain text, never as a tel: or mailto: link', () => {
    const contact: PlanSection = { type: 'contact', id: 'contact', heading: 'Kontakt', address: 'Fügen Sie Ihre Adresse hinzu', phone: 'Fügen Sie Ihre Telefonnummer hinzu', email: 'hallo@beispiel.de', placeholders: ['address', 'phone'] };
    for (let variant = 0; variant < VARIANT_COUNT; variant++) {
      const html = renderSitePlan({ ...BAKERY_PLAN, language: 'de', pages: [{ ...BAKERY_PLAN.pages[0], sections: [{ ...contact, variant }] }] })[0].html;
      const hrefs = elementsOf(html).filter((element) => element.tag === 'a').map((element) => element.attrs.href);
      expect(hrefs.filter((href) => href.startsWith('tel:')), `variant ${variant}`).to.deep.equal([]);
      expect(hrefs, `variant ${variant}`).to.include('mailto:hallo@beispiel.de');
      const samples = [...parsePage(html).nodes.values()].filter((node): node is ElementNode => node.type === 'element' && node.attrs['data-sw-sample'] === 'true');
      expect(samples, `variant ${variant}`).to.have.length(2);
      expect(markedText(html, 'Fügen Sie Ihre Telefonnummer hinzu'), `variant ${variant}`).to.equal(true);
    }
  });

  it("shows the site's own pictures with their alt text (decorative ones with alt=\"\") and credits them in the footer", () => {
    const plan = variantPlan(0);
    const html = renderSitePlan(plan)[0].html;
    const images = elementsOf(html).filter((element) => element.tag === 'img' && element.attrs.src === PHOTO.src);
    expect(images.length).to.equal(2);
    for (const image of images) expect(image.attrs.alt).to.equal(PHOTO.alt);
    const footer = html.slice(html.indexOf('<footer '));
    expect(footer).to.match(/>Photo: <a data-id="\w+" href="https:\/\/unsplash\.com\/@jananovak" rel="noopener">Jana Novak<\/a> \/ <a data-id="\w+" href="https:\/\/unsplash\.com\/" rel="noopener">Unsplash<\/a><\/p>/);
    expect(footer.match(/Jana Novak/g), 'one credit per photo').to.have.length(1);
    expect(renderSitePlan({ ...plan, language: 'de' })[0].html).to.include('>Foto: <a');

    const decorative = { ...PHOTO, alt: '', credit: { ...PHOTO.credit!, url: 'javascript:alert(1)' } };
    const hero = { ...everySection()[0], image: decorative } as PlanSection;
    for (const look of LOOKS) {
      const page = renderSitePlan({ ...plan, style: { ...plan.style, hero: look }, pages: [{ ...plan.pages[0], sections: [hero] }] })[0];
      if (look !== 'image') expect(elementsOf(page.html).find((element) => element.tag === 'img' && element.attrs.src === PHOTO.src)!.attrs.alt, look).to.equal('');
      expect(activeContent(page.html), look).to.deep.equal([]);
      // A credit link that is not a web address is shown as text.
      expect(page.html, look).to.match(/>Foto: Jana Novak \/ <a|>Photo: Jana Novak \/ <a/);
    }
    const unsafe = renderSitePlan({ ...plan, pages: [{ ...plan.pages[0], sections: [{ ...hero, image: { src: 'javascript:alert(1)', alt: 'x' } } as PlanSection] }] })[0].html;
    expect(unsafe).not.to.include('javascript:');
    expect(unsafe).not.to.include('Photo:');
  });

  it('credits a photo shown on any page in the footer all pages share', () => {
    const gallery: PlanSection = { type: 'gallery', id: 'gallery', heading: 'From the oven', images: [{ image: PHOTO, caption: 'Fresh' }] };
    const plan: SitePlan = { ...structuredClone(BAKERY_PLAN), pages: [BAKERY_PLAN.pages[0], { ...BAKERY_PLAN.pages[1], sections: [gallery] }] };
    expect(renderSitePlan(plan)[0].html, 'the home page shows no photo of its own').to.not.include(PHOTO.src);
    // The project's footer part is the home page's: the pages as the generation saves them.
    const { pages } = partifyPages(renderSitePlan(plan));
    for (const page of pages) expect(page.html.slice(page.html.lastIndexOf('<footer')), page.name).to.match(/>Photo: <a [^>]*>Jana Novak<\/a> \/ <a [^>]*>Unsplash<\/a><\/p>/);
  });

  it('describes catalogue pictures in the site language, never with the heading beside them', () => {
    for (const image of PLAN_IMAGES) {
      const texts = PLAN_LANGUAGES.map((language) => PICTURE_ALT[image][language]);
      expect(texts.every((text) => text.trim().length > 5), image).to.equal(true);
      expect(new Set(texts).size, `${image}: translated`).to.be.at.least(4);
    }
    const german: SitePlan = { ...variantPlan(0), language: 'de' };
    const html = renderSitePlan(german)[0].html;
    const alts = elementsOf(html).filter((element) => element.tag === 'img' && element.attrs.src.startsWith('/site-assets/img/') && !element.attrs.src.includes('avatar'));
    expect(alts.length).to.be.at.least(4);
    for (const image of alts) {
      const name = image.attrs.src.replace(/^.*\/|\.svg$/g, '') as (typeof PLAN_IMAGES)[number];
      expect(image.attrs.alt).to.equal(PICTURE_ALT[name].de);
    }
    const headings = new Set([...html.matchAll(/<h[1-6][^>]*>([^<]*)</g)].map((match) => match[1]));
    // People's portraits are named after them; every other picture is described.
    for (const image of alts) expect(headings.has(image.attrs.alt), image.attrs.alt).to.equal(false);
  });

  describe('assignVariants', () => {
    const prompts = ['a plumber in Manchester with contact form and pricing', 'Zahnarztpraxis in Köln mit Team und Öffnungszeiten', 'restaurante de tapas en Sevilla con menú y reservas'];
    const plans = prompts.map((prompt) => composeSitePlan({ prompt, pages: 4, seed: 3 }));
    const variants = (plan: SitePlan) => plan.pages.map((page) => page.sections.map((section) => section.variant).join(',')).join(' | ');

    it('gives every section a variant in range, neighbours never in the same look', () => {
      for (const plan of plans) {
        for (let seed = 1; seed <= 20; seed++) {
          for (const page of assignVariants(plan, seed).pages) {
            page.sections.forEach((section, index) => {
              expect(section.variant, section.type).to.be.a('number').within(0, SECTION_LAYOUTS[section.type].length - 1);
              if (index > 0) expect(lookOf(section), `${page.name}: ${page.sections[index - 1].type} then ${section.type}`).not.to.equal(lookOf(page.sections[index - 1]));
            });
          }
        }
      }
    });

    it('gives the same layouts for the same seed and others for another seed', () => {
      for (const plan of plans) {
        expect(variants(assignVariants(plan, 7))).to.equal(variants(assignVariants(structuredClone(plan), 7)));
        expect(variants(assignVariants(plan, 1))).not.to.equal(variants(assignVariants(plan, 2)));
        const seen = new Set(Array.from({ length: 10 }, (_, seed) => variants(assignVariants(plan, seed))));
        expect(seen.size, 'ten seeds').to.be.at.least(8);
        // The layouts show: the rendered home pages differ in structure, not only in their text.
        const shapes = [1, 2].map((seed) => renderSitePlan(assignVariants(plan, seed))[0].html.replace(/>[^<]*</g, '><').replace(/ data-id="\w+"/g, ''));
        expect(shapes[0]).not.to.equal(shapes[1]);
      }
    });

    it('keeps a variant the plan gives and leaves the plan it was given as it was', () => {
      const plan = structuredClone(plans[0]);
      plan.pages[0].sections[1] = { ...plan.pages[0].sections[1], variant: 2 };
      const before = JSON.stringify(plan);
      for (let seed = 0; seed < 10; seed++) expect(assignVariants(plan, seed).pages[0].sections[1].variant).to.equal(2);
      expect(JSON.stringify(plan)).to.equal(before);
    });

    it('copes with what a model may send: unknown section types, no sections', () => {
      const odd = { ...plans[0], pages: [{ ...plans[0].pages[0], sections: [{ type: 'marquee', id: 'm' } as unknown as PlanSection, ...plans[0].pages[0].sections] }, { ...plans[0].pages[1], sections: undefined as unknown as PlanSection[] }] };
      const assigned = assignVariants(odd, 5);
      expect(assigned.pages[0].sections[0]).to.deep.equal({ type: 'marquee', id: 'm' });
      expect(assigned.pages[1].sections).to.deep.equal([]);
    });
  });

  describe('published and planned', function () {
    this.timeout(60_000);
    let app: TestApp;
    before(async () => {
      app = await startTestApp();
    });
    after(() => app.stop());

    it('builds every layout into pages html-validate passes, every link and asset resolving', async () => {
      for (const look of LOOKS) {
        const pages = variantSitePages(look);
        const site = await buildSite(app.ctx, { project: { name: look, slug: look, pages }, siteUrl: SITE_URL, allowlist: [] });
        const errors: string[] = [];
        for (const file of site.files.filter((candidate) => candidate.path.endsWith('.html'))) errors.push(...(await htmlErrors(file.body.toString('utf8'), file.path)));
        expect(errors, look).to.deep.equal([]);
        expect(site.warnings, look).to.deep.equal([]);
        expect(unresolved(site, SITE_URL), look).to.deep.equal([]);
      }
    });

    it("gives the composer's plan a layout from the generation's seed", async () => {
      const request = { prompt: 'a bicycle repair workshop in Leeds with prices and opening hours', pages: 3, language: null, style: null };
      const [one, two] = await Promise.all([planSite(app.ctx, { ...request, seed: 11 }), planSite(app.ctx, { ...request, seed: 12 })]);
      for (const { plan } of [one, two]) for (const page of plan.pages) for (const section of page.sections) expect(section.variant, section.type).to.be.a('number');
      const layouts = (plan: SitePlan) => plan.pages.flatMap((page) => page.sections.map((section) => `${section.type}:${section.variant}`)).join(' ');
      expect(layouts(one.plan)).not.to.equal(layouts(two.plan));
    });
  });
});
