import { expect } from 'chai';
import { DEFAULT_FORM_THANKS_MESSAGE, FORM_LIMITS, formDefinitions, formThanksAttribute, parseFormThanks } from '../../common/forms.ts';

// What a <form> in a page declares, read the same way by the publisher, the owner's API and the editor.

const page = (id: string, name: string, html: string) => ({ id, name, html });

describe('form definitions (common/forms.ts)', () => {
  it('reads a form: its id, name from the settings attribute, fields with labels, types, required and length', () => {
    const [form] = formDefinitions([
      page(
        'page000001',
        'Contact',
        '<section data-id="sect000001"><h2 data-id="head000001">Write to us</h2>' +
          '<form data-id="form000001" data-sw-form-name="Booking" data-sw-thanks="message:See you soon!" data-sw-webhook="https://hooks.example.com/x" method="post" action="/api/v1/forms/submit">' +
          '<label data-id="labl000001" for="n1">Your name</label><input data-id="inpt000001" id="n1" name="name" required="">' +
          '<label data-id="labl000002">E-mail <input data-id="inpt000002" type="email" name="email" required=""></label>' +
          '<div data-id="grup000001"><label data-id="labl000003">Phone</label><input data-id="inpt000003" type="tel" name="phone" maxlength="20"></div>' +
          '<textarea data-id="text000001" name="message" placeholder="Your message" maxlength="99999"></textarea>' +
          '<fieldset data-id="fset000001"><legend data-id="lgnd000001">Table</legend><label data-id="labl000004"><input data-id="inpt000004" type="radio" name="table" value="in">Inside</label><label data-id="labl000005"><input data-id="inpt000005" type="radio" name="table" value="out" required="">Outside</label></fieldset>' +
          '<input data-id="inpt000006" type="file" name="upload"><input data-id="inpt000007" name="_sw_website">' +
          '<button data-id="bttn000001" type="submit" name="go">Send</button></form></section>',
      ),
    ]);
    expect(form).to.deep.equal({
      id: 'form000001',
      name: 'Booking',
      pageId: 'page000001',
      pageName: 'Contact',
      fields: [
        { name: 'name', label: 'Your name', type: 'text', required: true, maxLength: FORM_LIMITS.fieldChars },
        { name: 'email', label: 'E-mail', type: 'email', required: true, maxLength: FORM_LIMITS.fieldChars },
        { name: 'phone', label: 'Phone', type: 'tel', required: false, maxLength: 20 },
        { name: 'message', label: 'Your message', type: 'textarea', required: false, maxLength: FORM_LIMITS.fieldChars },
        { name: 'table', label: 'Table', type: 'radio', required: true, maxLength: FORM_LIMITS.fieldChars },
      ],
      thanks: { kind: 'message', message: 'See you soon!' },
      webhook: 'https://hooks.example.com/x',
    });
  });

  it('names a form after the heading before it, else one inside it, else "Form"; the thanks default to the standard message', () => {
    const forms = formDefinitions([
      page('page000001', 'Home', '<h2 data-id="head000001">Book a table</h2><div data-id="wrap000001"><form data-id="form000001"><input data-id="inpt000001" name="a"></form></div>'),
      page('page000002', 'About', '<form data-id="form000002"><h3 data-id="head000002">Newsletter</h3><input data-id="inpt000002" name="b"></form>'),
      page('page000003', 'Other', '<form data-id="form000003" data-sw-thanks="nonsense" data-sw-webhook="javascript:alert(1)"></form>'),
    ]);
    expect(forms.map((form) => form.name)).to.deep.equal(['Book a table', 'Newsletter', 'Form']);
    expect(forms[2].thanks).to.deep.equal({ kind: 'message', message: DEFAULT_FORM_THANKS_MESSAGE });
    expect(forms[2].webhook).to.equal(null);
  });

  it('reads page and anchor thanks targets, and writes them back the same', () => {
    expect(parseFormThanks('page:page000002')).to.deep.equal({ kind: 'page', pageId: 'page000002' });
    expect(parseFormThanks('anchor:#booked')).to.deep.equal({ kind: 'anchor', anchor: 'booked' });
    for (const value of ['page:page000002', 'anchor:#booked', 'message:Thanks, we’ll call you.']) expect(formThanksAttribute(parseFormThanks(value))).to.equal(value);
  });

  it('gives a form without a data-id the same id on every read, and keeps the first of two forms sharing an id', () => {
    const pages = [page('page000001', 'Home', '<form><input name="a"></form><form><input name="b"></form>'), page('page000002', 'Copy', '<form data-id="f1page0000"><input name="c"></form>')];
    const first = formDefinitions(pages);
    expect(first.map((form) => form.id)).to.deep.equal(['f1page0000', 'f2page0000']);
    expect(formDefinitions(pages)).to.deep.equal(first);
    expect(first[0].fields.map((field) => field.name)).to.deep.equal(['a']);
  });

  it('finds no form in a page without one', () => {
    expect(formDefinitions([page('page000001', 'Home', '<p data-id="para000001">Hello</p>')])).to.deep.equal([]);
  });
});
