import type { Ads } from '../../../common/types.ts';
import type { SettingsMap } from '../settings/defaults.ts';
import { getAllSettings, setSettings } from '../settings/service.ts';
import { sanitizeAd } from './sanitize.ts';

// The two ad slots of the user dashboard, kept as settings (ads.dashboard_top, ads.dashboard_bottom).
// The HTML is sanitized when it is saved, so what is stored is what every user's browser gets.

export const NO_ADS: Ads = { dashboard_top: null, dashboard_bottom: null };

export function adsFrom(settings: SettingsMap): Ads {
  return { dashboard_top: settings['ads.dashboard_top'], dashboard_bottom: settings['ads.dashboard_bottom'] };
}

export async function getAds(): Promise<Ads> {
  return adsFrom(await getAllSettings());
}

export async function saveAds(input: Partial<Record<keyof Ads, string | null>>): Promise<Ads> {
  const values: Record<string, string | null> = {};
  if (input.dashboard_top !== undefined) values['ads.dashboard_top'] = sanitizeAd(input.dashboard_top);
  if (input.dashboard_bottom !== undefined) values['ads.dashboard_bottom'] = sanitizeAd(input.dashboard_bottom);
  await setSettings(values);
  return getAds();
}
