// Packages that only some commands, routes and jobs use, loaded on their first use so that
// `sitewright serve` and `sitewright generate` start without them (bench/start.ts). Each stands
// in for the package's default import; the CommonJS builds load faster than ES module trees.
import type Nlp from 'compromise';
import type Countries from 'i18n-iso-countries';
import type Nodemailer from 'nodemailer';
import type QRCodeModule from 'qrcode';
import type WebPush from 'web-push';
import { lazyRequire } from './lazy-require.ts';

/** Language analysis for generation: its lexicon takes longer to load than the rest of the server. */
export const nlp = lazyRequire<typeof Nlp>('compromise');
export const countries = lazyRequire<typeof Countries>('i18n-iso-countries');
export const nodemailer = lazyRequire<typeof Nodemailer>('nodemailer');
export const QRCode = lazyRequire<typeof QRCodeModule>('qrcode');
export const webpush = lazyRequire<typeof WebPush>('web-push');
