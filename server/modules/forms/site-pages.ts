import { FORM_HONEYPOT_FIELD, FORM_SUBMIT_PATH_PREFIX, type FormField, type PublishedForm } from '../../../common/forms.ts';
import { escapeAttribute, escapeText } from '../../../common/editor/html.ts';
import type { SiteAnswer } from '../publishing/site-responses.ts';
import { CAPTCHA_FACTS, type CaptchaWidget } from './captcha.ts';

// The small pages a site host answers a form post with when no script sent it: the thanks page,
// the page listing what to correct (with the form again, as the visitor filled it in), and the
// refusals (too large, too many, no such form). In the page's language where we have its words.

export interface FormTexts {
  thanksTitle: string;
  backToPage: string;
  backToSite: string;
  errorTitle: string;
  errorIntro: string;
  send: string;
  enterEmail: string;
  badEmail: string;
  required(label: string): string;
  tooLong(label: string, max: number): string;
  notNumber(label: string): string;
  notUrl(label: string): string;
  notDate(label: string): string;
  captcha: string;
  tooLargeTitle: string;
  tooLarge: string;
  tooManyTitle: string;
  tooMany(seconds: number): string;
  notFoundTitle: string;
  notFound: string;
  unsupported: string;
}

const EN: FormTexts = {
  thanksTitle: 'Thank you',
  backToPage: 'Back to the page',
  backToSite: 'Back to the site',
  errorTitle: 'Please check the form',
  errorIntro: 'Some answers need your attention:',
  send: 'Send',
  enterEmail: 'Enter your e-mail address.',
  badEmail: 'Enter a valid e-mail address.',
  required: (label) => `Fill in “${label}”.`,
  tooLong: (label, max) => `“${label}” can be at most ${max} characters long.`,
  notNumber: (label) => `“${label}” must be a number.`,
  notUrl: (label) => `“${label}” must be a web address (https://…).`,
  notDate: (label) => `“${label}” must be a date.`,
  captcha: 'Please confirm you are not a robot.',
  tooLargeTitle: 'Too much to send',
  tooLarge: 'The form holds more than it can send. Shorten your answers and try again.',
  tooManyTitle: 'Too many submissions',
  tooMany: (seconds) => `Please wait ${seconds} seconds and try again.`,
  notFoundTitle: 'Form not found',
  notFound: 'This form is no longer on the site.',
  unsupported: 'The form could not be read. Send it from the page again.',
};

const DE: FormTexts = {
  thanksTitle: 'Vielen Dank',
  backToPage: 'Zurück zur Seite',
  backToSite: 'Zurück zur Website',
  errorTitle: 'Bitte prüfen Sie das Formular',
  errorIntro: 'Einige Angaben brauchen Ihre Aufmerksamkeit:',
  send: 'Senden',
  enterEmail: 'Geben Sie Ihre E-Mail-Adresse ein.',
  badEmail: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  required: (label) => `Füllen Sie „${label}“ aus.`,
  tooLong: (label, max) => `„${label}“ darf höchstens ${max} Zeichen lang sein.`,
  notNumber: (label) => `„${label}“ muss eine Zahl sein.`,
  notUrl: (label) => `„${label}“ muss eine Webadresse sein (https://…).`,
  notDate: (label) => `„${label}“ muss ein Datum sein.`,
  captcha: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
  tooLargeTitle: 'Zu viel zum Senden',
  tooLarge: 'Das Formular enthält mehr, als gesendet werden kann. Kürzen Sie Ihre Angaben und versuchen Sie es erneut.',
  tooManyTitle: 'Zu viele Anfragen',
  tooMany: (seconds) => `Bitte warten Sie ${seconds} Sekunden und versuchen Sie es erneut.`,
  notFoundTitle: 'Formular nicht gefunden',
  notFound: 'Dieses Formular gibt es auf der Website nicht mehr.',
  unsupported: 'Das Formular konnte nicht gelesen werden. Senden Sie es erneut von der Seite.',
};

const FR: FormTexts = {
  thanksTitle: 'Merci',
  backToPage: 'Retour à la page',
  backToSite: 'Retour au site',
  errorTitle: 'Veuillez vérifier le formulaire',
  errorIntro: 'Certaines réponses demandent votre attention :',
  send: 'Envoyer',
  enterEmail: 'Saisissez votre adresse e-mail.',
  badEmail: 'Saisissez une adresse e-mail valide.',
  required: (label) => `Remplissez « ${label} ».`,
  tooLong: (label, max) => `« ${label} » ne peut dépasser ${max} caractères.`,
  notNumber: (label) => `« ${label} » doit être un nombre.`,
  notUrl: (label) => `« ${label} » doit être une adresse web (https://…).`,
  notDate: (label) => `« ${label} » doit être une date.`,
  captcha: 'Veuillez confirmer que vous n’êtes pas un robot.',
  tooLargeTitle: 'Trop de contenu',
  tooLarge: 'Le formulaire contient plus que ce qui peut être envoyé. Raccourcissez vos réponses et réessayez.',
  tooManyTitle: 'Trop d’envois',
  tooMany: (seconds) => `Veuillez patienter ${seconds} secondes et réessayer.`,
  notFoundTitle: 'Formulaire introuvable',
  notFound: 'Ce formulaire n’est plus sur le site.',
  unsupported: 'Le formulaire n’a pas pu être lu. Renvoyez-le depuis la page.',
};

const ES: FormTexts = {
  thanksTitle: 'Gracias',
  backToPage: 'Volver a la página',
  backToSite: 'Volver al sitio',
  errorTitle: 'Revise el formulario',
  errorIntro: 'Algunas respuestas necesitan su atención:',
  send: 'Enviar',
  enterEmail: 'Escriba su dirección de correo electrónico.',
  badEmail: 'Escriba una dirección de correo electrónico válida.',
  required: (label) => `Complete «${label}».`,
  tooLong: (label, max) => `«${label}» puede tener como máximo ${max} caracteres.`,
  notNumber: (label) => `«${label}» debe ser un número.`,
  notUrl: (label) => `«${label}» debe ser una dirección web (https://…).`,
  notDate: (label) => `«${label}» debe ser una fecha.`,
  captcha: 'Confirme que no es un robot.',
  tooLargeTitle: 'Demasiado para enviar',
  tooLarge: 'El formulario contiene más de lo que se puede enviar. Acorte sus respuestas e inténtelo de nuevo.',
  tooManyTitle: 'Demasiados envíos',
  tooMany: (seconds) => `Espere ${seconds} segundos e inténtelo de nuevo.`,
  notFoundTitle: 'Formulario no encontrado',
  notFound: 'Este formulario ya no está en el sitio.',
  unsupported: 'No se pudo leer el formulario. Envíelo de nuevo desde la página.',
};

const TEXTS: Record<string, FormTexts> = { en: EN, de: DE, fr: FR, es: ES };

/** The words for a page language tag ("de-AT" → German), English when we have none. */
export function formTexts(lang: string | undefined): FormTexts {
  const base = (lang ?? '').toLowerCase().split('-')[0];
  return TEXTS[base] ?? EN;
}

const PAGE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#1f2937;margin:0;display:grid;place-items:center;min-height:90vh}main{max-width:36rem;padding:2rem}' +
  'h1{font-size:1.5rem;margin:0 0 .5rem}ul{color:#b91c1c}label{display:block;margin:.75rem 0 .25rem;font-weight:600}' +
  'input,textarea{box-sizing:border-box;width:100%;padding:.5rem;font:inherit;border:1px solid #9ca3af;border-radius:4px}button{margin-top:1rem;padding:.5rem 1.25rem;font:inherit}';

function page(status: number, lang: string, title: string, body: string, extra: { csp?: string; headers?: Record<string, string> } = {}): SiteAnswer {
  const html = Buffer.from(
    `<!doctype html><html lang="${escapeAttribute(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeText(title)}</title><style>${PAGE_STYLE}</style></head><body><main><h1>${escapeText(title)}</h1>${body}</main></body></html>`,
  );
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(html.length),
      'cache-control': 'no-store',
      'content-security-policy': extra.csp ?? "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'strict-origin-when-cross-origin',
      ...extra.headers,
    },
    body: html,
  };
}

function backLink(href: string, text: string): string {
  return `<p><a href="${escapeAttribute(href)}">${escapeText(text)}</a></p>`;
}

/** The thanks page of a form without a thanks page of its own (/_forms/thanks?m=…). */
export function thanksPage(message: string, form: PublishedForm | null): SiteAnswer {
  const texts = formTexts(form?.lang);
  const link = form ? backLink(form.pagePath, texts.backToPage) : backLink('/', texts.backToSite);
  return page(200, form?.lang ?? 'en', texts.thanksTitle, `<p role="status">${escapeText(message)}</p>${link}`);
}

/** A refusal with nothing to correct (size, rate, a form that is gone). */
export function plainFormPage(status: number, lang: string | undefined, title: string, text: string, headers: Record<string, string> = {}): SiteAnswer {
  return page(status, lang ?? 'en', title, `<p>${escapeText(text)}</p>${backLink('/', formTexts(lang).backToSite)}`, { headers });
}

function control(field: FormField, value: string, id: string): string {
  const common = `id="${id}" name="${escapeAttribute(field.name)}"${field.required ? ' required' : ''} maxlength="${field.maxLength}"`;
  if (field.type === 'textarea') return `<textarea ${common} rows="5">${escapeText(value)}</textarea>`;
  if (field.type === 'hidden') return `<input type="hidden" name="${escapeAttribute(field.name)}" value="${escapeAttribute(value)}">`;
  const type = ['email', 'tel', 'number', 'url', 'date'].includes(field.type) ? field.type : 'text';
  return `<input type="${type}" ${common} value="${escapeAttribute(value)}">`;
}

/**
 * What to correct, and the form again with the visitor's answers in it, posting where it did.
 * With a captcha the page shows its widget too (a new token is needed), so its policy lets the
 * provider's script in.
 */
export function errorPage(form: PublishedForm, errors: Record<string, string>, values: Map<string, string>, captcha: CaptchaWidget | null): SiteAnswer {
  const texts = formTexts(form.lang);
  const list = Object.values(errors)
    .map((message) => `<li>${escapeText(message)}</li>`)
    .join('');
  const controls = form.fields
    .map((field, index) => {
      const id = `f${index}`;
      const input = control(field, values.get(field.name) ?? '', id);
      return field.type === 'hidden' ? input : `<label for="${id}">${escapeText(field.label)}</label>${input}`;
    })
    .join('');
  const widget = captcha ? `<div class="${CAPTCHA_FACTS[captcha.provider].widgetClass}" data-sitekey="${escapeAttribute(captcha.siteKey)}"></div>` : '';
  const script = captcha ? `<script src="${escapeAttribute(CAPTCHA_FACTS[captcha.provider].script)}" async defer></script>` : '';
  const honeypot = `<input type="hidden" name="${FORM_HONEYPOT_FIELD}" value="">`;
  const body =
    `<p>${escapeText(texts.errorIntro)}</p><ul role="alert">${list}</ul>` +
    `<form method="post" action="${escapeAttribute(`${FORM_SUBMIT_PATH_PREFIX}${form.id}`)}">${honeypot}${controls}${widget}<button type="submit">${escapeText(texts.send)}</button></form>` +
    `${backLink(form.pagePath, texts.backToPage)}${script}`;
  const csp = captcha
    ? `default-src 'none'; style-src 'unsafe-inline'; script-src ${CAPTCHA_FACTS[captcha.provider].scriptSources.join(' ')}; frame-src https:; connect-src https:; img-src https: data:; base-uri 'none'; form-action 'self'; sandbox allow-forms allow-scripts allow-same-origin allow-popups`
    : "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; sandbox allow-forms";
  return page(422, form.lang, texts.errorTitle, body, { csp });
}
