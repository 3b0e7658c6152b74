import { Op, UniqueConstraintError } from 'sequelize';
import { DOMAIN_CLAIM_HOURS } from '../../../common/domains.ts';
import { ProjectDomain } from './models.ts';

// Who holds a custom domain. Connecting one is a claim; several sites may claim a host while none
// has proved it, the first to prove it wins and the other claims are dropped, and a claim nobody
// proves within DOMAIN_CLAIM_HOURS is released. So a claim made by mistake, or to squat a name,
// never keeps the domain's real owner out; a verified claim does keep everyone else out.

const CLAIM_MS = DOMAIN_CLAIM_HOURS * 60 * 60 * 1000;

/** Unverified claims made at or before this moment are stale. */
export function staleClaimCutoff(now: Date): Date {
  return new Date(now.getTime() - CLAIM_MS);
}

/** When an unverified claim made at `claimedAt` is released. */
export function claimExpiry(claimedAt: Date): Date {
  return new Date(new Date(claimedAt).getTime() + CLAIM_MS);
}

/**
 * Releases every claim still unverified DOMAIN_CLAIM_HOURS after it was made; answers how many
 * went. Run lazily wherever claims are read or made (domains.ts), so it needs no scheduler; the
 * site lookup (site-lookup.ts) leaves stale claims out by the same cutoff meanwhile.
 */
export async function releaseStaleDomainClaims(now: Date): Promise<number> {
  return ProjectDomain.destroy({ where: { verified_at: null, created_at: { [Op.lte]: staleClaimCutoff(now) } } });
}

/** The other sites' claims on the host, which a verification of this claim would drop. */
export function rivalClaimCount(claim: ProjectDomain): Promise<number> {
  return ProjectDomain.count({ where: { host: claim.host, id: { [Op.ne]: claim.id } } });
}

/**
 * Marks the claim verified and drops the others on its host. The unique verified_host lets one
 * claim win even when two prove the domain at the same moment; the one that lost is dropped
 * itself and false is answered.
 */
export async function winClaim(claim: ProjectDomain, now: Date): Promise<boolean> {
  const values = { verified_at: now, verified_host: claim.host, last_checked_at: now, last_error: null };
  let changed: number;
  try {
    [changed] = await ProjectDomain.update(values, { where: { id: claim.id } });
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    await ProjectDomain.destroy({ where: { id: claim.id } });
    return false;
  }
  // No row left to change: the winner dropped this claim first.
  if (!changed) return false;
  claim.set(values);
  await ProjectDomain.destroy({ where: { host: claim.host, id: { [Op.ne]: claim.id } } });
  return true;
}
