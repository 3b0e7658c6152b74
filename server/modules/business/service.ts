import { countries } from '../../lazy-packages.ts';
import { BUSINESS_MESSAGES, businessDetailsProblems, normalizeBusinessDetails, type BusinessDetails } from '../../../common/business.ts';
import { InvalidError } from '../../errors.ts';
import { findAccessibleProject } from '../projects/service.ts';
import type { User } from '../users/models.ts';
import { readBusinessDetails, writeBusinessDetails } from './records.ts';

// A project's business details for whoever may work on the project: anyone else gets the
// project's 404. The rules are common/business.ts's, so the editor's dialog says the same.

export type BusinessInput = Partial<Record<keyof BusinessDetails, unknown>>;

/** The details, or null while none are set. */
export async function getBusinessDetails(user: User, projectId: number): Promise<BusinessDetails | null> {
  const project = await findAccessibleProject(user, projectId);
  return readBusinessDetails(project.id);
}

/** Checks every field and names each one's problem (422), else stores the details whole. */
function validBusinessDetails(input: BusinessInput): BusinessDetails {
  const details = normalizeBusinessDetails(input);
  const problems = businessDetailsProblems(details);
  // The shape is common's; whether two letters name a country is the ISO list's.
  if (details.country && !problems.country && !countries.isValid(details.country)) problems.country = BUSINESS_MESSAGES.country;
  if (Object.keys(problems).length) throw new InvalidError(BUSINESS_MESSAGES.invalid, problems);
  return details;
}

export async function saveBusinessDetails(user: User, projectId: number, input: BusinessInput): Promise<BusinessDetails> {
  const project = await findAccessibleProject(user, projectId);
  return writeBusinessDetails(project.id, validBusinessDetails(input));
}
