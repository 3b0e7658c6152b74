import englishLines from './lines/en.json' with { type: 'json' };
import { Localization } from './models.ts';

/** English ships with the app; its lines are the source strings, which translators copy and edit. */
export async function seedLocalizations(): Promise<void> {
  const lines = englishLines as Record<string, string>;
  const [english, created] = await Localization.findOrCreate({ where: { language: 'en' }, defaults: { name: 'English', language: 'en', lines } });
  // New source strings reach an existing install without overwriting edited translations.
  if (!created) await english.update({ lines: { ...lines, ...english.lines } });
}
