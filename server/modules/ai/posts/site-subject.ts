import type { CollectionScope } from '../../collections/access.ts';
import { CollectionItemRow } from '../../collections/models.ts';
import { readBusinessDetails } from '../../business/records.ts';
import { ProjectPage } from '../../projects/models.ts';
import { AiGeneration } from '../models.ts';
import { postSubject } from './subject.ts';
import type { PostSubject } from './types.ts';

// A project's posts subject from what is stored: its pages, the generation it came from, the
// business details its owner keeps and the titles its collection already has.

/** The newest titles are enough to keep new drafts off the topics the blog already has. */
const EXISTING_TITLES = 500;

export async function readPostSubject({ project, collection }: CollectionScope): Promise<PostSubject> {
  const [pages, generation, details, existing] = await Promise.all([
    ProjectPage.findAll({ where: { project_id: project.id }, order: [['position', 'ASC']] }),
    AiGeneration.findOne({ where: { project_id: project.id }, order: [['id', 'DESC']] }),
    readBusinessDetails(project.id),
    CollectionItemRow.findAll({ attributes: ['title', 'slug'], where: { collection_id: collection.id }, order: [['id', 'DESC']], limit: EXISTING_TITLES }),
  ]);
  return postSubject({
    projectName: project.name,
    pages,
    generation: generation && { prompt: generation.prompt, language: generation.options.language },
    details,
    existing: existing.map(({ title, slug }) => ({ title, slug })),
  });
}
