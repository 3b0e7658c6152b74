/**
 * A card's picture of the live site: its home page itself, framed at a desktop width and scaled
 * down. The frame runs no script and is not focusable or clickable (the card's link stays what a
 * click opens); `version` reloads it when another deploy goes live.
 */
export function PublishedThumbnail({ url, version }: { url: string; version: number | string | null }) {
  return (
    <div className="sw-project-thumb sw-project-thumb-live" data-testid="project-live-thumbnail">
      <iframe key={version ?? url} src={url} sandbox="" loading="lazy" tabIndex={-1} aria-hidden="true" referrerPolicy="no-referrer" />
    </div>
  );
}
