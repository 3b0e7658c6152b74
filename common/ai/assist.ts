import type { PlanLanguage } from './site-plan.ts';

// The editor's AI tools as the API offers them, shared by the server and the web editor: section
// regeneration, text rewriting and alt text, each answering a notice when the result is not what
// the configured endpoint (or the built-in rules) could have given.

export const REWRITE_MODES = ['shorter', 'longer', 'friendlier', 'formal', 'translate'] as const;
export type RewriteMode = (typeof REWRITE_MODES)[number];

export const MAX_REWRITE_LENGTH = 5000;
export const MAX_ALT_CONTEXT_LENGTH = 500;
/** A section's outer HTML as the editor sends it; a generated section is a few kilobytes. */
export const MAX_SECTION_HTML_LENGTH = 200_000;

export interface SectionRequest {
  projectId: number;
  pageId: string;
  html: string;
  seed: number;
}

export interface RewriteRequest {
  text: string;
  mode: RewriteMode;
  language?: PlanLanguage;
}

export interface AltTextRequest {
  src: string;
  context?: string;
}

export interface AssistAnswer {
  /** Set when the result is the built-in rules' although an endpoint is configured, or when they could not do what was asked. */
  notice: string | null;
}

export const ASSIST_MESSAGES = {
  tooMany: 'Too many AI requests. Wait a minute and try again.',
  notASection: 'Select a section of the page to regenerate it.',
  pageNotFound: 'Page not found',
  sameSection: 'The built-in composer has no other version of this section; an AI endpoint (AI_BASE_URL) writes new ones.',
  translationNeedsEndpoint: 'Translating this text needs an AI endpoint (AI_BASE_URL); the built-in rules only translate the composer\u2019s own texts.',
  unchanged: 'The built-in rules found nothing to change in this text.',
  fallback: (reason: string) => `The AI endpoint failed (${reason}), so the built-in rules answered instead.`,
} as const;
