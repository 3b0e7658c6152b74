import { normalise } from '../composer/match.ts';
import { topicsOf, writeTopic } from './topics.ts';
import type { PostDraft, PostSubject } from './types.ts';

// The built-in writer: `count` posts on different topics, the ones the blog has no post on first
// (a second "write a first post" writes the next topic, not the welcome again).

export function composePosts(subject: PostSubject, count: number): PostDraft[] {
  const titles = new Set(subject.existing.map(normalise));
  const slugs = new Set(subject.existingSlugs);
  const written = topicsOf(subject).map((topic) => writeTopic(subject, topic));
  // A post keeps its slug when the owner retitles it: it is still the post on that topic.
  const fresh = written.filter((draft) => !titles.has(normalise(draft.title)) && !slugs.has(draft.slug));
  return [...fresh, ...written.filter((draft) => !fresh.includes(draft))].slice(0, count);
}
