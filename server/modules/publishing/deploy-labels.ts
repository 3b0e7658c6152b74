import { randomInt } from 'node:crypto';

// A deploy's own host is `{slug}--{label}`: whoever knows a site's slug must not reach its drafts
// or its earlier versions by counting, so the label is random (62 bits), lower-case letters and
// digits only, which any DNS label takes.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const DEPLOY_LABEL_LENGTH = 12;

export function randomDeployLabel(): string {
  let label = '';
  for (let i = 0; i < DEPLOY_LABEL_LENGTH; i++) label += ALPHABET[randomInt(ALPHABET.length)];
  return label;
}
