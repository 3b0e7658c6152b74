// Shapes shared by the editor model, the web editor and the projects API (issue 4 contract).

export interface PageDoc {
  title: string;
  description: string;
  css: string;
  js: string;
  headLinks: string[];
  fonts: string[];
}

export interface ProjectPage {
  id: string /* 10-char id */;
  name: string;
  html: string /* body markup, elements carry data-id */;
  doc: PageDoc;
}

export interface Project {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  template: string | null;
  published: boolean;
  version: number;
  thumbnail: string | null;
  created_at: string;
  updated_at: string;
  pages_count: number;
  pages?: ProjectPage[];
}

export interface SiteTemplate {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  thumbnail: string /* URL */;
  pages_count: number;
}

export interface ElementDefinition {
  name: string;
  category: string;
  html: string;
  icon?: string;
  keywords?: string[];
  layout?: boolean /* container/row/column etc. open the layout panel */;
}
