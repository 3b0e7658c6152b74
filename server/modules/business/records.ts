import { UniqueConstraintError } from 'sequelize';
import type { BusinessDetails } from '../../../common/business.ts';
import { ProjectBusiness } from './models.ts';

// The stored details of a project, without access checks: the service checks who asks, the
// publisher, the duplicate and the AI generation work on a project already known to be theirs.

function serialize(row: ProjectBusiness): BusinessDetails {
  return {
    name: row.name,
    kind: row.kind,
    phone: row.phone ?? '',
    email: row.email ?? '',
    street: row.street ?? '',
    postcode: row.postcode ?? '',
    city: row.city ?? '',
    region: row.region ?? '',
    country: row.country ?? '',
    opening_hours: row.opening_hours,
    price_range: row.price_range ?? '',
  };
}

/** null while the project has no details. */
export async function readBusinessDetails(projectId: number): Promise<BusinessDetails | null> {
  const row = await ProjectBusiness.findOne({ where: { project_id: projectId } });
  return row ? serialize(row) : null;
}

/** Creates or replaces the project's details (already valid); empty fields are stored as NULL. */
export async function writeBusinessDetails(projectId: number, details: BusinessDetails): Promise<BusinessDetails> {
  const orNull = (value: string) => value || null;
  const values = {
    name: details.name,
    kind: details.kind,
    phone: orNull(details.phone),
    email: orNull(details.email),
    street: orNull(details.street),
    postcode: orNull(details.postcode),
    city: orNull(details.city),
    region: orNull(details.region),
    country: orNull(details.country),
    opening_hours: details.opening_hours,
    price_range: orNull(details.price_range),
  };
  const existing = await ProjectBusiness.findOne({ where: { project_id: projectId } });
  if (existing) return serialize(await existing.update(values));
  try {
    return serialize(await ProjectBusiness.create({ project_id: projectId, ...values }));
  } catch (error) {
    // Another save created the row meanwhile: this one replaces it, as if it had come second.
    if (!(error instanceof UniqueConstraintError)) throw error;
    const created = await ProjectBusiness.findOne({ where: { project_id: projectId }, rejectOnEmpty: true });
    return serialize(await created.update(values));
  }
}

/** The source's details become the copy's (a duplicated site is the same business). */
export async function copyBusinessDetails(sourceId: number, copyId: number): Promise<void> {
  const details = await readBusinessDetails(sourceId);
  if (details) await writeBusinessDetails(copyId, details);
}
