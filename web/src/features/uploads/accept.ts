import { ACCEPTED_FILE_GROUPS } from '../../../../common/uploads/mime.ts';

export type AcceptGroup = keyof typeof ACCEPTED_FILE_GROUPS;

/** The file picker's accept attribute for the upload groups (image, audio, text, json, video). */
export function acceptAttribute(groups: readonly AcceptGroup[] | undefined): string | undefined {
  if (!groups?.length) return undefined;
  return groups.map((group) => ACCEPTED_FILE_GROUPS[group]).join(',');
}
