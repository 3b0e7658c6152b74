import type { Project as ProjectData } from '../../../common/editor/types.ts';
import { inTransaction } from '../../db/transactions.ts';
import { Project } from '../projects/models.ts';
import { getProject } from '../projects/service.ts';
import type { User } from '../users/models.ts';
import { seqAtVersion } from './log.ts';

/**
 * The project as the editor opens it for editing together, with the last log entry it includes:
 * what the client's first hello names (`since`, and the project's `version`). Read in one
 * transaction, so the pages, the version and the entry number are of the same moment.
 */
export async function projectSnapshot(user: User, projectId: number): Promise<{ project: ProjectData; seq: number }> {
  return inTransaction(Project.sequelize!, async () => {
    const project = await getProject(user, projectId);
    return { project, seq: await seqAtVersion(project.id, project.version) };
  });
}
