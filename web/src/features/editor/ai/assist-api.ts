import type { AltTextRequest, RewriteRequest, SectionRequest } from '../../../../../common/ai/assist.ts';
import { apiClient } from '../../../lib/http/api-client.ts';

interface Notice {
  notice: string | null;
}

export function regenerateSectionHtml(request: SectionRequest): Promise<{ html: string } & Notice> {
  return apiClient.post('ai/sections', { ...request });
}

export function rewriteText(request: RewriteRequest): Promise<{ text: string } & Notice> {
  return apiClient.post('ai/rewrite', { ...request });
}

export function suggestAltText(request: AltTextRequest): Promise<{ alt: string } & Notice> {
  return apiClient.post('ai/alt-text', { ...request });
}
