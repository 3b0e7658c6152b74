import type { GenerationRecord, GenerationStyle } from '../../common/ai/generations.ts';
import type { PlanLanguage } from '../../common/ai/site-plan.ts';
import type { DeployRecord } from '../../common/publishing.ts';
import type { SiteFolder } from './folder.ts';

/** A project as the publishing commands need it. */
export interface Site {
  id: number;
  slug: string;
  name: string;
  /** The live site's URL; null while nothing is live. */
  url: string | null;
  live_deploy: number | null;
}

export interface PublishProgress {
  done: number;
  total: number;
  message: string;
}

export type ProgressListener = (progress: PublishProgress) => void;

export interface DeployOptions {
  prod: boolean;
  message: string | null;
}

export interface FolderDeployResult {
  deploy: DeployRecord;
  /** Files the server lacked and was sent; the rest it already had from an earlier deploy. */
  uploaded: number;
}

export interface ExportResult {
  files: number;
  size: number;
}

export interface GenerateOptions {
  prompt: string;
  pages: number;
  language: PlanLanguage | null;
  style: GenerationStyle | null;
  seed: number;
}

export interface GeneratedSite {
  generation: GenerationRecord;
  site: Site;
  /** Where the new project opens in the editor. */
  editorUrl: string;
}

/**
 * What the publishing commands do, against this install's database (local mode) or a server's
 * HTTP API with a token (remote mode). Both throw errors whose message is the one line to print.
 */
export interface PublishingBackend {
  /** A project by id (digits) or slug, owned by the acting user; null when there is none. */
  findSite(ref: string): Promise<Site | null>;
  /** A new project named `name` whose slug is `slug` exactly. */
  createSite(name: string, slug: string): Promise<Site>;
  listSites(): Promise<Site[]>;
  /** Builds and publishes the project's pages, reporting the job's progress until it ends. */
  publish(site: Site, options: DeployOptions, onProgress: ProgressListener): Promise<DeployRecord>;
  /** Publishes a folder's files as they are, sending only the files the server does not have yet. */
  deployFolder(site: Site, folder: SiteFolder, options: DeployOptions, onProgress: ProgressListener): Promise<FolderDeployResult>;
  /** Newest first. */
  listDeploys(site: Site): Promise<DeployRecord[]>;
  makeLive(site: Site, number: number): Promise<DeployRecord>;
  unpublish(site: Site): Promise<void>;
  /** Generates a new project from a description, reporting the job's progress until it ends. */
  generate(options: GenerateOptions, onProgress: ProgressListener): Promise<GeneratedSite>;
  /** Writes the live site to a folder, or to a zip when `destination` ends in `.zip`. */
  exportSite(site: Site, destination: string): Promise<ExportResult>;
  close(): Promise<void>;
}
