import { expect } from 'chai';
import { editedLabel, placeholderHue, projectInitials, projectThumbnailUrl, templateThumbnailUrl } from '../../web/src/features/dashboard/project-card-meta.ts';

describe('project card meta', () => {
  describe('thumbnail', () => {
    it("uses the template's public thumbnail for a site made from a template", () => {
      expect(projectThumbnailUrl({ thumbnail: null, template: 'restaurant' })).to.equal('/site-templates/restaurant/thumbnail.svg');
    });

    it("prefers the project's own thumbnail", () => {
      expect(projectThumbnailUrl({ thumbnail: '/storage/shot.png', template: 'restaurant' })).to.equal('/storage/shot.png');
    });

    it('is null (a generated placeholder) for a blank site', () => {
      expect(projectThumbnailUrl({ thumbnail: null, template: null })).to.equal(null);
    });

    it('escapes the slug in the URL', () => {
      expect(templateThumbnailUrl('a b/c')).to.equal('/site-templates/a%20b%2Fc/thumbnail.svg');
    });
  });

  describe('placeholder', () => {
    it('takes up to two initials from the first words', () => {
      expect(projectInitials('my shop')).to.equal('MS');
      expect(projectInitials('Portfolio')).to.equal('P');
      expect(projectInitials('  the big  bakery site')).to.equal('TB');
      expect(projectInitials('éclair café')).to.equal('ÉC');
      expect(projectInitials('2025 launch')).to.equal('2L');
    });

    it('falls back to # for a name without letters or digits', () => {
      expect(projectInitials('')).to.equal('#');
      expect(projectInitials('!!! ---')).to.equal('#');
    });

    it('derives a stable hue from the seed', () => {
      const seed = '0b8a8b5e-7d0a-4d4e-9a57-2f4c3f0c6b11';
      expect(placeholderHue(seed)).to.equal(placeholderHue(seed));
      for (const value of ['a', 'b', seed, '']) {
        const hue = placeholderHue(value);
        expect(hue).to.be.within(0, 359);
        expect(Number.isInteger(hue)).to.equal(true);
      }
      const hues = new Set(Array.from({ length: 50 }, (_, i) => placeholderHue(`project-${i}`)));
      expect(hues.size).to.be.greaterThan(30);
    });
  });

  describe('edited label', () => {
    const now = Date.parse('2025-06-15T12:00:00Z');
    const translate = (key: string, values?: Record<string, string>) => key.replace(/:(\w+)/g, (_, name: string) => values?.[name] ?? `:${name}`);

    it('reads "Edited <relative time>"', () => {
      expect(editedLabel('2025-06-15T11:55:00Z', { now, locale: 'en', translate })).to.equal('Edited 5 minutes ago');
      expect(editedLabel('2025-06-14T10:00:00Z', { now, locale: 'en', translate })).to.equal('Edited yesterday');
      expect(editedLabel('2025-06-15T11:59:50Z', { now, locale: 'en', translate })).to.equal('Edited a few seconds ago');
    });

    it("uses the user's language and translation", () => {
      const german = (key: string, values?: Record<string, string>) => (key === 'Edited :time' ? `Bearbeitet ${values?.time}` : key);
      expect(editedLabel('2025-06-15T09:00:00Z', { now, locale: 'de', translate: german })).to.equal('Bearbeitet vor 3 Stunden');
    });

    it('is empty for a missing or unreadable date', () => {
      expect(editedLabel(null, { now, translate })).to.equal('');
      expect(editedLabel('not a date', { now, translate })).to.equal('');
    });
  });
});
