import type { AltTextRequest, AssistAnswer } from '../../../../common/ai/assist.ts';
import type { AppContext } from '../../../context.ts';
import type { User } from '../../users/models.ts';
import { completeText } from '../providers/text-chat.ts';
import { plainAnswer, throttleAssist, withEndpoint } from './endpoint.ts';

// Alt text for an image from what is known about it without looking: its file name and the
// text around it. The endpoint words it better; neither sees the picture.

export interface SuggestedAlt extends AssistAnswer {
  alt: string;
}

/** Screen readers cut long alt text short; 125 characters is the usual advice. */
const MAX_ALT_LENGTH = 125;

/** Words in file names that say how the file was made, not what it shows. */
const NOISE = new Set(['img', 'image', 'photo', 'pic', 'picture', 'dsc', 'dscn', 'screenshot', 'final', 'copy', 'edited', 'scaled', 'thumb', 'thumbnail', 'small', 'large', 'medium', 'hero', 'banner', 'bg', 'background', 'hd', 'web', 'min', 'resized', 'cropped', 'blog']);

/** Containers: "dish-pasta" is a dish of pasta. */
const CONTAINERS = new Set(['dish', 'plate', 'bowl', 'cup', 'glass', 'slice', 'box', 'basket', 'bottle', 'jar', 'bunch', 'pot']);

function fileWords(src: string): string[] {
  const path = src.split(/[?#]/)[0];
  let name = path.slice(path.lastIndexOf('/') + 1);
  try {
    name = decodeURIComponent(name);
  } catch {
    // A stray % in a name: the name as written.
  }
  name = name.replace(/\.[a-z0-9]{2,5}$/i, '');
  return name
    .split(/[\s._+-]+/)
    // Hashes (build fingerprints, upload ids) and numbers say nothing about the picture.
    .filter((word) => word && !/^\d+$/.test(word) && !/^(?=.*\d)[a-z0-9]{8,}$/i.test(word) && !/^[a-f0-9]{8,}$/i.test(word))
    .map((word) => word.toLowerCase())
    .filter((word) => !NOISE.has(word));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function clip(text: string): string {
  if (text.length <= MAX_ALT_LENGTH) return text;
  const cut = text.slice(0, MAX_ALT_LENGTH);
  return cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : MAX_ALT_LENGTH).replace(/[,;:]$/, '');
}

export function altFromName(src: string, context: string): string {
  const words = fileWords(src);
  const phrase = words.length >= 2 && CONTAINERS.has(words[0]) ? `${words[0]} of ${words.slice(1).join(' ')}` : words.join(' ');
  const nearby = context.replace(/\s+/g, ' ').trim();
  if (!phrase) return clip(nearby);
  // The nearby text adds what the name cannot say, unless it only repeats it.
  const repeats = !nearby || words.every((word) => nearby.toLowerCase().includes(word));
  return clip(capitalise(repeats ? phrase : `${phrase}, ${nearby.charAt(0).toLowerCase()}${nearby.slice(1)}`));
}

export async function suggestAltText(ctx: AppContext, user: User, input: AltTextRequest): Promise<SuggestedAlt> {
  await throttleAssist(user);
  const context = input.context ?? '';
  const answer = await withEndpoint(
    ctx,
    () => ({ value: altFromName(input.src, context), notice: null }),
    async (endpoint) => {
      const system = `You write alt text for images on websites: one short phrase (at most ${MAX_ALT_LENGTH} characters) describing the image for someone who cannot see it. Answer with the alt text only.`;
      const name = input.src.split(/[?#]/)[0].split('/').pop() ?? '';
      const alt = plainAnswer(await completeText(endpoint, { system, user: `Image file: ${name}\nText near the image: ${context || '(none)'}`, maxTokens: 100 }));
      return clip(alt) || altFromName(input.src, context);
    },
  );
  return { alt: answer.value, notice: answer.notice };
}
