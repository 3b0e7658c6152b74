import { expect } from 'chai';
import type { AiDraftsAnswer } from '../../common/collections.ts';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { waitForJob } from '../../server/jobs/service.ts';
import { AiGeneration } from '../../server/modules/ai/models.ts';
import { startGeneration } from '../../server/modules/ai/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ContentClient } from '../collections/support.ts';
import { completion, failure, startChatServer, type ChatStandIn } from './support/chat-server.ts';

// Blog drafts by an OpenAI-compatible endpoint (a loopback stand-in speaking the chat-completions
// wire format): its posts become the drafts, less what it made up; an answer that is no such posts
// (not JSON, too few, another language) or no answer leaves the drafts to the built-in writer, with
// a notice saying why.

const PROMPT = 'Salon de coiffure Mèches Rebelles à Bruxelles : coupes femmes 35 €, coupes hommes 25 € et coloration. Ouvert du mardi au samedi de 9h à 18h.';

const text = (type: 'h2' | 'p', words: string) => ({ type, text: words });

function frenchPosts(name: string) {
  return [
    {
      title: 'Trois conseils pour garder une belle couleur',
      slug: 'trois-conseils-couleur',
      excerpt: 'Nos gestes simples pour que votre coloration reste belle plus longtemps.',
      tags: ['Conseils', 'Coloration', 'Une étiquette bien trop longue pour en être vraiment une'],
      body: [
        text('p', `Chez ${name}, nous aimons que votre couleur reste éclatante bien après votre passage au salon.`),
        text('h2', 'Lavez moins souvent'),
        text('p', 'Un shampooing doux, deux ou trois fois par semaine, protège la couleur et la brillance de vos cheveux.'),
        text('p', 'Appelez-nous au 02 123 45 67 pour réserver votre prochaine séance.'),
        { type: 'ul', items: ['Coupes femmes : 35 €', 'Soin couleur offert : 19 €', 'Une eau tiède plutôt que chaude'] },
        text('p', 'Un détail <script>alert(1)</script> qui compte : rincez toujours à l’eau tiède.'),
      ],
    },
    {
      title: 'Bienvenue dans notre salon',
      slug: '',
      excerpt: 'Découvrez notre équipe et notre façon de travailler.',
      tags: ['Actualités'],
      body: [text('p', 'Nous sommes heureux de vous accueillir dans notre salon, du mardi au samedi.'), text('p', 'Nous prenons le temps de vous écouter avant chaque coupe.')],
    },
    {
      title: 'Coupe femme ou homme : comment bien choisir',
      slug: 'choisir-sa-coupe',
      excerpt: 'Quelques questions à se poser avant de changer de tête.',
      tags: ['Conseils'],
      body: [text('p', 'Avant une nouvelle coupe, pensez à votre rythme de vie et au temps que vous voulez passer à vous coiffer chaque matin.')],
    },
  ];
}

const ENGLISH_POST = {
  title: 'Three tips for lasting colour',
  slug: 'three-tips',
  excerpt: 'Simple habits that keep your colour bright for longer.',
  tags: ['Tips'],
  body: [
    text('p', 'We love it when your colour stays bright long after your visit, and there are a few simple things you can do at home to help with that.'),
    text('p', 'Wash your hair a little less often, use a gentle shampoo, and always rinse with lukewarm water rather than hot water.'),
  ],
};

describe('AI blog drafts with an OpenAI-compatible endpoint', function () {
  this.timeout(60_000);
  let chat: ChatStandIn;
  let app: TestApp;
  let owner: ContentClient;
  let site: { id: number; name: string };

  before(async () => {
    chat = await startChatServer();
    app = await startTestApp({ env: { AI_BASE_URL: chat.baseUrl, AI_MODEL: 'stand-in-model', AI_API_KEY: 'sk-test' } });
    await app.server.initialize();
    owner = await ContentClient.user(app);
    // The site itself comes from the built-in composer: the endpoint is down while it is generated.
    chat.reply(failure(503, 'down'));
    const generation = await startGeneration(owner.user, { prompt: PROMPT, pages: 3, workspaceId: DEFAULT_WORKSPACE_ID });
    expect((await waitForJob(generation.job_id!)).status).to.equal('succeeded');
    const { project_id } = await AiGeneration.findByPk(generation.id, { rejectOnEmpty: true });
    site = await owner.get(project_id!);
  });
  after(async () => {
    await app?.stop();
    await chat?.close();
  });

  async function write(count: number): Promise<AiDraftsAnswer> {
    const response = await owner.request('POST', `/api/v1/projects/${site.id}/collections/posts/ai-drafts`, { count });
    expect(response.statusCode, response.payload).to.equal(201);
    return response.result as AiDraftsAnswer;
  }

  it("makes the endpoint's posts the drafts, without what it made up", async () => {
    chat.reply(completion(JSON.stringify({ posts: frenchPosts(site.name) })));
    const answer = await write(3);
    expect(answer).not.to.have.property('notice');
    expect(answer.data.map((item) => item.title)).to.deep.equal(['Trois conseils pour garder une belle couleur', 'Bienvenue dans notre salon', 'Coupe femme ou homme : comment bien choisir']);
    expect(answer.data.map((item) => item.slug)).to.deep.equal(['trois-conseils-couleur', 'bienvenue-dans-notre-salon', 'choisir-sa-coupe']);
    expect(answer.data.every((item) => item.status === 'draft' && item.sample && item.author?.id === owner.user.id)).to.equal(true);

    const [first] = answer.data;
    expect(first.values.excerpt).to.equal('Nos gestes simples pour que votre coloration reste belle plus longtemps.');
    expect(first.tags).to.deep.equal(['Conseils', 'Coloration']);
    expect(first.body).to.contain('<h2>Lavez moins souvent</h2>').and.to.contain('<li>Coupes femmes : 35 €</li>').and.to.contain('<li>Une eau tiède plutôt que chaude</li>');
    // A phone number and a price the site does not state are gone; markup in the text stays text.
    expect(first.body).not.to.contain('02 123 45 67').and.not.to.contain('19 €');
    expect(first.body).not.to.match(/<script/);
    expect(first.body).to.contain('rincez toujours');

    const sent = chat.requests.at(-1)!.body as { response_format?: { type: string }; messages: { content: string }[] };
    expect(sent.response_format).to.deep.equal({ type: 'json_object' });
    const [system, user] = sent.messages.map((message) => message.content);
    expect(system).to.contain(`The business is called "${site.name}"`).and.to.contain('Write every text in French.').and.to.contain('Write exactly 3 posts');
    expect(user).to.contain(PROMPT).and.to.contain('Coupes femmes (35').and.to.contain('Bienvenue chez');
    // The blog's posts are named so that the next ones are about something else.
    chat.reply(completion(JSON.stringify({ posts: frenchPosts(site.name).slice(1, 2).map((post) => ({ ...post, title: 'Nos horaires' })) })));
    await write(1);
    expect(chat.requests.at(-1)!.body.messages).to.satisfy((messages: { content: string }[]) => messages[1].content.includes('Trois conseils pour garder une belle couleur'));
  });

  it('falls back to the built-in writer with a notice when the answer is no posts, too few, in another language or missing', async () => {
    const cases: [string, ReturnType<typeof completion>, RegExp][] = [
      ['garbage', completion('Sure! Here are some ideas for your blog: colour care, new cuts.'), /not JSON/],
      ['wrong shape', completion(JSON.stringify({ articles: [{ heading: 'x' }] })), /not as asked/],
      ['too few', completion(JSON.stringify({ posts: frenchPosts(site.name).slice(0, 1) })), /number 1 instead of 3/],
      ['English', completion(JSON.stringify({ posts: [ENGLISH_POST, { ...ENGLISH_POST, title: 'More tips' }, { ...ENGLISH_POST, title: 'Even more tips' }] })), /not in the site's language/],
      ['down', failure(503, 'Service Unavailable'), /answered 503/],
    ];
    for (const [what, reply, reason] of cases) {
      chat.reply(reply);
      const answer = await write(3);
      expect(answer.notice, what).to.match(/^The AI endpoint failed \(/).and.to.match(reason).and.to.match(/the built-in rules answered instead\.$/);
      expect(answer.data, what).to.have.length(3);
      expect(answer.data.every((item) => item.status === 'draft' && item.sample), what).to.equal(true);
      // The built-in writer's French, about the salon's own offers.
      expect(answer.data.map((item) => item.title).join(' | '), what).to.match(/Bienvenue chez|Notre offre : |Comment /);
      expect(answer.data.map((item) => item.body).join(''), what).not.to.match(/\bthe\b/i);
    }
  });
});
