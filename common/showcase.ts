// The home page's gallery: how many pages were made on this install, and the published sites whose
// owners chose to show them there.

/** How many sites the gallery shows, newest published first. */
export const SHOWCASE_LIMIT = 6;

export const SHOWCASE_OWNER_ONLY_MESSAGE = "Only the site's owner can choose whether it appears in the gallery.";

export interface ShowcaseSite {
  name: string;
  /** The live site's address. */
  url: string;
  /** A picture of the site when one is stored; the gallery shows the live site scaled down otherwise. */
  thumbnail: string | null;
}

/** GET /api/v1/showcase */
export interface ShowcaseData {
  pages_count: number;
  sites: ShowcaseSite[];
}

/** GET and PUT /api/v1/projects/{id}/showcase */
export interface ProjectShowcase {
  showcase: boolean;
  /** Only the owner decides; workspace members see the choice. */
  can_change: boolean;
}
