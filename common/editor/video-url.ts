// The video URL control: what a user pastes from a video site's
// address bar or share button becomes the URL its player embeds. An embed URL, or any other
// https address, is kept as it is; anything that is not an http(s) URL is refused.

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{6,}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const DAILYMOTION_HOSTS = new Set(['dailymotion.com', 'www.dailymotion.com']);

/** "1m30s", "90s" or "90" → seconds; 0 when absent or unreadable. */
function seconds(value: string | null): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youtubeEmbed(id: string | undefined, url: URL): string | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `https://www.youtube.com/embed/${id}${start ? `?start=${start}` : ''}`;
}

function youtube(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return youtubeEmbed(parts[0], url);
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (parts[0] === 'watch') return youtubeEmbed(url.searchParams.get('v') ?? undefined, url);
  if (['embed', 'shorts', 'live', 'v'].includes(parts[0])) return youtubeEmbed(parts[1], url);
  return null;
}

function vimeo(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  const id = url.pathname.split('/').filter(Boolean).reverse().find((part) => /^\d+$/.test(part));
  if (!id) return null;
  const hash = url.searchParams.get('h');
  return `https://player.vimeo.com/video/${id}${hash ? `?h=${encodeURIComponent(hash)}` : ''}`;
}

function dailymotion(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'dai.ly') id = parts[0];
  else if (DAILYMOTION_HOSTS.has(host)) id = parts[0] === 'embed' ? parts[2] : parts[0] === 'video' ? parts[1] : undefined;
  return id && /^[a-z0-9]+$/i.test(id) ? `https://www.dailymotion.com/embed/video/${id}` : null;
}

/**
 * The embed URL for a video link: YouTube watch, youtu.be, Shorts and live links (with their start
 * time), Vimeo pages and Dailymotion videos become their players' URLs; other http(s) URLs are kept.
 * A link without a scheme is read as https. Null when the input is not a URL.
 */
export function videoEmbedUrl(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  const withScheme = /^[a-z][a-z\d+\-.]*:/i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return null;
  return youtube(url) ?? vimeo(url) ?? dailymotion(url) ?? url.href;
}
