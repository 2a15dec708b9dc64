// The CMS host over real HTTP: the FAQ page's topics, as /faq and /faq/<keyword> read them (docs/contracts/cms.md);
// every answer is checked against contracts/cms.openapi.yaml.
import { cmsMigrations, createCmsApp, publishCms, seedCms } from '@/sandbox/cms';
import { createFilesApp } from '@/sandbox/files';
import { sandboxForThisFile } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sandbox = sandboxForThisFile({
  modules: {
    services: [{ name: 'cms', migrations: cmsMigrations, seed: seedCms, createApp: createCmsApp, publish: publishCms }],
    createFilesApp,
  },
});

async function get(path: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandbox.url}/cms${path}`);
  return { status: response.status, body: (await response.json()) as Json };
}

describe('the FAQ page by topic', () => {
  it("splits the FAQ into topics: repeaters whose Keyword is the topic's path under /faq/, three to six questions each", async () => {
    const { body } = await get('/api/pages?filters[Page][$eq]=faq&locale=fa&populate[Sections][populate]=*');
    const topics = body.data[0].Sections.filter((section: Json) => section.__component === 'shared.repeter');
    expect(topics.map((section: Json) => [section.Keyword, section.Title])).toEqual([
      ['buying', 'خرید و پرداخت'],
      ['delivery', 'تحویل اکانت'],
      ['warranty', 'گارانتی'],
      ['wallet', 'کیف پول'],
      ['account', 'حساب کاربری'],
    ]);
    for (const topic of topics) {
      expect(topic.Keyword).toMatch(/^[a-z0-9-]+$/);
      expect(topic.Items.length, topic.Keyword).toBeGreaterThanOrEqual(3);
      expect(topic.Items.length, topic.Keyword).toBeLessThanOrEqual(6);
    }
    // Item ids are unique within the page, as Strapi numbers a component's entries.
    const ids = topics.flatMap((topic: Json) => topic.Items.map((item: Json) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
