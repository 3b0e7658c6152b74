// Packages that only some commands, routes and jobs use, loaded on their first use so that
// `sitewright serve` and `sitewright generate` start without them (bench/start.ts). Each stands
// in for the package's default import (csso: its exports); their CommonJS builds, loaded here,
// also load faster than their ES module trees.
import type Nlp from 'compromise';
import type * as CssTree from 'css-tree';
import type * as Csso from 'csso';
import type Countries from 'i18n-iso-countries';
import type { Jimp as JimpClass } from 'jimp';
import type * as PhoneNumbers from 'libphonenumber-js';
import type Nodemailer from 'nodemailer';
import type QRCodeModule from 'qrcode';
import type SanitizeHtml from 'sanitize-html';
import type WebPush from 'web-push';
import { lazyExport, lazyRequire } from './lazy-require.ts';

/** Language analysis for generation: its lexicon takes longer to load than the rest of the server. */
export const nlp = lazyRequire<typeof Nlp>('compromise');
/** Published sites' stylesheets only. */
export const csso = lazyRequire<typeof Csso>('csso');
/** The tokenizer that finds url() references in published and previewed CSS. */
export const cssTree = lazyRequire<typeof CssTree>('css-tree');
export const countries = lazyRequire<typeof Countries>('i18n-iso-countries');
/** Image decoding and resizing, in the publishing's image worker only (publishing/build/responsive-images-encoder.ts). */
export const Jimp = lazyExport<typeof JimpClass>('jimp', 'Jimp');
const phoneNumbers = lazyRequire<typeof PhoneNumbers>('libphonenumber-js');
/** The phone number in a generation prompt (libphonenumber-js's functions, loaded on the first call). */
export const findPhoneNumbersInText = ((...args: unknown[]) => Reflect.apply(phoneNumbers.findPhoneNumbersInText, undefined, args)) as typeof PhoneNumbers.findPhoneNumbersInText;
export const parsePhoneNumberFromString = ((...args: unknown[]) => Reflect.apply(phoneNumbers.parsePhoneNumberFromString, undefined, args)) as typeof PhoneNumbers.parsePhoneNumberFromString;
export const nodemailer = lazyRequire<typeof Nodemailer>('nodemailer');
export const QRCode = lazyRequire<typeof QRCodeModule>('qrcode');
export const sanitizeHtml = lazyRequire<typeof SanitizeHtml>('sanitize-html');
export const webpush = lazyRequire<typeof WebPush>('web-push');
