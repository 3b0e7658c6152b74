import type { AppContext } from '../../../../context.ts';
import { apiJson, checkedPhoto, downloadPicture } from '../http.ts';
import { describeGenerated, englishSubject } from '../phrases.ts';
import type { GenerationAccess } from '../settings.ts';
import { SourceError, type FoundPicture, type PictureRole, type PictureSlot, type PictureSource, type SourceRun } from '../types.ts';

// An OpenAI-compatible images endpoint: POST {base_url}/images/generations, answered with
// {data: [{b64_json}]} (or {data: [{url}]}, fetched through the outbound guard). The prompt is
// English whatever the site's language, asks for a photo of the business and for no text at all.

const SCENES: Record<PictureRole, string> = {
  hero: 'at work on an ordinary day, seen from a little distance',
  about: 'with the people who work there, friendly and natural',
  gallery: 'a close view of its work or products',
  post: 'a detail from an everyday moment there',
};

export function imagePrompt(subject: string, role: PictureRole): string {
  return `A realistic, well-lit landscape photograph of a ${subject}, ${SCENES[role]}. Natural colours. No text, letters, signs, logos or watermarks anywhere in the image.`;
}

export function generationSource(ctx: AppContext, access: GenerationAccess): PictureSource {
  return {
    name: 'generation',
    async find(slot: PictureSlot, run: SourceRun): Promise<FoundPicture | null> {
      const answer = (await apiJson('generation', `${access.baseUrl}/images/generations`, {
        method: 'POST',
        headers: access.apiKey ? { authorization: `Bearer ${access.apiKey}` } : {},
        body: { model: access.model, prompt: imagePrompt(englishSubject(run.subject), slot.role), n: 1, size: '1024x1024', response_format: 'b64_json' },
        signal: run.signal,
      })) as { data?: { b64_json?: unknown; url?: unknown }[] };
      const first = Array.isArray(answer?.data) ? answer.data[0] : undefined;
      let picture;
      if (typeof first?.b64_json === 'string') picture = checkedPhoto('generation', Buffer.from(first.b64_json, 'base64'));
      else if (typeof first?.url === 'string') picture = await downloadPicture(ctx, 'generation', first.url, run.signal);
      else throw new SourceError('generation', 'the answer has no image');
      return { kind: 'bytes', ...picture, alt: describeGenerated(run.subject, slot.role) };
    },
  };
}
