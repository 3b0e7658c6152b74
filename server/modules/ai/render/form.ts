import type { PlanFormField } from '../../../../common/ai/site-plan.ts';
import { DEFAULT_FORM_ACTION } from '../../../../common/editor/element-definitions.ts';
import { slugify } from '../../../../common/editor/links.ts';
import { el, plainText, type Child, type Html } from './html.ts';
import { variantOf } from './layouts.ts';
import { asideTitle, besides, section, sectionTitle, type SectionContext, type SectionOf } from './parts.ts';
import { listOf, textsOf } from './values.ts';

// A form as the catalogue's form block writes it, made usable: every field labelled by id, names
// unique in the form, required where the plan says, named after its heading in the owner's
// Submissions (the publisher points it at the site's own form handler). Its variant sets it
// under its heading, beside it, or on a card with the short fields two to a row.

const INPUT_TYPES = new Set(['text', 'email', 'tel', 'date', 'time', 'number']);

function control(field: PlanFormField, name: string, id: string): Html {
  const required = field.required === true || undefined;
  const options = textsOf(field.options);
  if (field.type === 'textarea') return el('textarea', { class: 'form-control', name, id, rows: '4', required });
  if (field.type === 'select' && options.length > 0) {
    // A required select needs a first option with no value, or its first real choice counts as chosen.
    const placeholder = required ? el('option', { value: '' }, plainText(field.label) || name) : null;
    return el('select', { class: 'form-control', name, id, required }, placeholder, options.map((option) => el('option', {}, option)));
  }
  const type = INPUT_TYPES.has(field.type) ? field.type : 'text';
  return el('input', { class: 'form-control', type, name, id, required });
}

export function renderForm(form: SectionOf<'form'>, ctx: SectionContext): Html {
  const variant = variantOf(form);
  const names = new Set<string>();
  const fields = listOf(form.fields);
  const groups = fields.map((field, index) => {
    const label = plainText(field.label);
    const base = slugify(label) || `field-${index + 1}`;
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base}-${n}`;
    names.add(name);
    const id = ctx.page.ids.claim(`${ctx.id}-${name}`, 'field');
    return el('div', { class: 'form-group' }, el('label', { class: 'form-label', for: id }, label || name), control(field, name, id));
  });
  const submit = el('button', { class: 'btn btn-primary btn-lg', type: 'submit' }, plainText(form.submit) || plainText(form.heading) || ctx.page.name);
  const formOf = (...content: Child[]) => el('form', { method: 'post', action: DEFAULT_FORM_ACTION, 'data-sw-form-name': plainText(form.heading) || ctx.page.name }, ...content);
  if (variant === 1) {
    // The heading and introduction beside the form.
    return section(ctx, undefined, besides(asideTitle(ctx, form.heading, form.intro), formOf(groups, submit), 5));
  }
  if (variant === 2) {
    // The form on a card, short fields two to a row, a message across it.
    const paired = el('div', { class: 'row' }, groups.map((group, index) => el('div', { class: fields[index].type === 'textarea' ? 'col-sm-12' : 'col-sm-6' }, group)));
    return section(
      ctx,
      undefined,
      sectionTitle(ctx, form.heading, form.intro),
      el('div', { class: 'row justify-content-center' }, el('div', { class: 'col-sm-10' }, el('div', { class: 'card' }, el('div', { class: 'card-body' }, formOf(paired, submit))))),
    );
  }
  return section(ctx, undefined, sectionTitle(ctx, form.heading, form.intro), el('div', { class: 'row justify-content-center' }, el('div', { class: 'col-sm-8' }, formOf(groups, submit))));
}
