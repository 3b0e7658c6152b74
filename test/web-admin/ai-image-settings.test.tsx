import { expect } from 'chai';
import type { AiImageSettings } from '../../common/ai/image-settings.ts';
import '../web-uploads/component-setup.ts';
import { json, useBrowserGlobals } from '../web-account/browser-globals.ts';
import { until } from '../web-forms/support.ts';
import { fire, render, type Rendered } from '../web-uploads/render.ts';

const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { queryClient } = await import('../../web/src/lib/query-client.ts');
const { ImageSourcesCard } = await import('../../web/src/features/admin/ai-settings/image-sources-card.tsx');
const { imageFormValues, imagePayloadFrom } = await import('../../web/src/features/admin/ai-settings/image-sources-api.ts');

const SAVED: AiImageSettings = {
  unsplash_key_set: true,
  pexels_key_set: false,
  generation_base_url: 'http://127.0.0.1:9/v1',
  generation_model: 'gpt-image-1',
  generation_api_key_set: false,
  in_use: ['uploads', 'unsplash', 'generation', 'bundled'],
};

// The admin's "Images for generated sites": keys are write-only, the order in use follows the answer.
describe('admin images for generated sites', () => {
  const browser = useBrowserGlobals();
  let view: Rendered | null = null;
  afterEach(() => {
    view?.unmount();
    queryClient.clear();
  });

  it('sends typed keys only: an empty key field keeps the stored key, empty endpoint fields are null', () => {
    expect(imagePayloadFrom({ ...imageFormValues(SAVED), pexels_key: '  px-123 ' })).to.deep.equal({
      generation_base_url: 'http://127.0.0.1:9/v1',
      generation_model: 'gpt-image-1',
      pexels_key: 'px-123',
    });
    expect(imagePayloadFrom(imageFormValues({ ...SAVED, generation_base_url: null, generation_model: null }))).to.deep.equal({ generation_base_url: null, generation_model: null });
  });

  it('shows the order in use and which keys are set, never a key, and removes one keeping the rest as saved', async () => {
    browser.respondWith((call) => (call.method === 'PUT' ? json(200, { settings: { ...SAVED, unsplash_key_set: false, in_use: ['uploads', 'generation', 'bundled'] } }) : json(200, { settings: SAVED })));
    view = render(
      <QueryClientProvider client={queryClient}>
        <ImageSourcesCard />
      </QueryClientProvider>,
    );
    const order = await until(() => view!.query('ai-images-in-use'));
    expect(order.children.map((item) => (item as { props: Record<string, unknown> }).props['data-source'])).to.deep.equal(['uploads', 'unsplash', 'generation', 'bundled']);
    expect(view.get('ai-images-unsplash_key').props['data-set']).to.equal(true);
    expect(view.get('ai-images-unsplash_key-input').props.type).to.equal('password');
    expect(view.query('ai-images-pexels_key-remove'), 'no key to remove').to.equal(null);
    expect(view.text(view.get('ai-images-pexels_key'))).to.contain('No key is set.');

    fire(view.get('ai-images-unsplash_key-remove'), 'onClick');
    await until(() => browser.calls.some((call) => call.method === 'PUT'));
    const put = browser.calls.find((call) => call.method === 'PUT')!;
    expect(put.url).to.match(/^\/api\/v1\/admin\/ai\/images\b/);
    expect(put.body).to.deep.equal({ generation_base_url: 'http://127.0.0.1:9/v1', generation_model: 'gpt-image-1', unsplash_key: '' });
    await until(() => view!.query('ai-images-unsplash_key-remove') === null);
    expect(view.all('ai-images-in-use')[0].children).to.have.length(3);
  });

  it('says when the settings cannot be loaded', async () => {
    browser.respondWith(() => json(500, { message: 'Down' }));
    view = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ImageSourcesCard />
      </QueryClientProvider>,
    );
    await until(() => view!.query('ai-images-error'), 'the error');
  });
});
