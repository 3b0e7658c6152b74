import type { PlanLanguage, PlanSection, SitePlan } from '../../../../common/ai/site-plan.ts';
import { PLAN_ICONS, PLAN_IMAGES } from '../../../../common/ai/site-plan.ts';
import { parseSitePlan, SITE_PLAN_SHAPE } from '../plan-schema.ts';
import { AiProviderError } from '../providers/errors.ts';
import type { ChatEndpoint } from '../providers/openai.ts';
import { completeText } from '../providers/text-chat.ts';

// One section written by the endpoint: asked for as JSON of the plan's Section shape, checked and
// cleaned by the same schema as a whole plan. Where its buttons lead is not the model's to say:
// the composer's version of the section, placed in the real project, has the targets.

const LANGUAGE_NAMES: Record<PlanLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', nl: 'Dutch', pt: 'Portuguese' };

export interface SectionBrief {
  /** What the site is about: the generation's prompt or the site's name and words. */
  about: string;
  /** The business's name, or the placeholder that stands for it: the only name the section may give it. */
  siteName: string;
  language: PlanLanguage;
  /** The composer's version: the type, id and link targets the answer must keep. */
  offline: PlanSection;
  /** The section's text now, which the new one should not repeat. */
  current: string;
}

/** Just enough of a plan around one section for the schema to check it. */
function wrapped(section: unknown, brief: SectionBrief): unknown {
  const style = { palette: { primary: '#2563eb', primaryDark: '#1d4ed8', accent: '#f59e0b', dark: '#0f172a', light: '#f1f5f9' }, headingFont: 'inter', bodyFont: 'inter', rounding: 'small', hero: 'dark' };
  return { name: brief.siteName, language: brief.language, kind: 'site', tagline: 'Site', style, pages: [{ name: 'Home', slug: '', title: 'Home', description: 'Home', sections: [section] }], footer: 'Site' };
}

function jsonObject(content: string): unknown {
  const text = content.replace(/<think>[\s\S]*?<\/think>/gi, '');
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  try {
    return JSON.parse(start >= 0 && end > start ? text.slice(start, end + 1) : text);
  } catch {
    throw new AiProviderError('invalid-output', 'The AI endpoint answered with output that is not JSON.');
  }
}

/** The model's text with the composer's link targets (labels stay the model's). */
function relinked(section: PlanSection, offline: PlanSection): PlanSection {
  if (section.type === 'hero' && offline.type === 'hero') {
    return { ...section, actions: offline.actions.map((target, index) => ({ ...target, label: section.actions[index]?.label || target.label })) };
  }
  if (section.type === 'cta' && offline.type === 'cta') return { ...section, action: { ...offline.action, label: section.action.label || offline.action.label } };
  if (section.type === 'pricing' && offline.type === 'pricing' && offline.plans[0]) {
    const target = offline.plans[0].action;
    return { ...section, plans: section.plans.map((plan) => ({ ...plan, action: { ...target, label: plan.action.label || target.label } })) };
  }
  return section;
}

export async function sectionWithChat(endpoint: ChatEndpoint, brief: SectionBrief): Promise<PlanSection> {
  const { offline } = brief;
  const system = [
    'You write one section of a small website. Answer with one JSON object, the section, and nothing else: no Markdown, no code fences.',
    '',
    'The shapes (a field marked ? may be null):',
    SITE_PLAN_SHAPE,
    '',
    `Answer one Section of type "${offline.type}"${offline.type === 'form' ? ` with purpose "${offline.purpose}"` : ''}, id "${offline.id}".`,
    `Icon is one of: ${PLAN_ICONS.join(', ')}. Image is one of: ${PLAN_IMAGES.join(', ')}. Never a URL.`,
    'Plain text only: no HTML, no Markdown, no URLs in the copy. Real, specific copy; never placeholders.',
    `The business is called "${brief.siteName}": name it so or not at all, never by another name.`,
    `Write every text in ${LANGUAGE_NAMES[brief.language]}.`,
  ].join('\n');
  const user = [`The site: ${brief.about}`, `The section now says: ${brief.current.slice(0, 2000)}`, 'Write a new version of this section with different wording.'].join('\n\n');
  const content = await completeText(endpoint, { system, user, json: true });
  const answer = parseSitePlan(wrapped(jsonObject(content), brief));
  if ('errors' in answer) throw new AiProviderError('invalid-output', `The AI endpoint answered with output that is not a valid section: ${answer.errors[0]}.`);
  const section = (answer.plan as SitePlan).pages[0].sections[0];
  if (section.type !== offline.type) throw new AiProviderError('invalid-output', `The AI endpoint answered a ${section.type} section instead of a ${offline.type} section.`);
  return relinked({ ...section, id: offline.id }, offline);
}
