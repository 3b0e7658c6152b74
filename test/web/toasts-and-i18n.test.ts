import { expect } from 'chai';
import { replacePlaceholders, setTranslations, trans } from '../../web/src/lib/i18n.tsx';
import { dismissToast, getCurrentToast, toast } from '../../web/src/ui/toast/toast-store.ts';

describe('toasts', () => {
  afterEach(() => dismissToast());

  it('shows one toast at a time: a newer one replaces the older', () => {
    const first = toast('Saved');
    const second = toast.danger('Could not save');
    expect(first).to.match(/^[A-Za-z0-9]{6}$/);
    expect(second).to.not.equal(first);
    expect(getCurrentToast()).to.deep.include({ id: second, type: 'danger', message: 'Could not save', position: 'bottom-center' });
  });

  it('lasts 8000 ms for danger, 3000 ms for others and stays while loading', () => {
    toast('Saved');
    expect(getCurrentToast()!.duration).to.equal(3000);
    toast.danger('Failed');
    expect(getCurrentToast()!.duration).to.equal(8000);
    toast.loading('Uploading');
    expect(getCurrentToast()!.duration).to.equal(null);
    toast('Moved', { position: 'bottom-right', action: { label: 'Undo', action: '/undo' } });
    expect(getCurrentToast()).to.deep.include({ position: 'bottom-right', action: { label: 'Undo', action: '/undo' } });
  });

  it('hides itself when its time is up', async () => {
    toast('Quick', { duration: 20 });
    expect(getCurrentToast()?.message).to.equal('Quick');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(getCurrentToast()).to.equal(null);
  });
});

describe('i18n lines from bootstrap data', () => {
  after(() => setTranslations({}));

  it('translates known lines, falls back to the key and fills :placeholders', () => {
    setTranslations({ 'I accept the :name': "J'accepte les :name", Pricing: 'Tarifs' });
    expect(trans('Pricing')).to.equal('Tarifs');
    expect(trans('Dashboard')).to.equal('Dashboard');
    expect(trans('I accept the :name', { name: 'Conditions' })).to.equal("J'accepte les Conditions");
    expect(replacePlaceholders(':Name and :NAME at 12:30', { name: 'bob' })).to.equal('Bob and BOB at 12:30');
  });
});
