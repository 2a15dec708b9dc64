// The CMS Home page and the about page's keyed sections as the home page reads them (docs/contracts/cms.md,
// "The Home page" and "The about page"); every answer is checked against contracts/cms.openapi.yaml.
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

async function page(name: string): Promise<Json> {
  const response = await fetch(
    `${sandbox.url}/cms/api/pages?filters[Page][$eq]=${name}&locale=fa&populate[Sections][populate]=*`,
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as Json;
  expect(body.data).toHaveLength(1);
  return body.data[0];
}

describe('the CMS Home page', () => {
  it('has its repeaters keyed banner, category, banner2, special-offer and banner3, in that order', async () => {
    const home = await page('Home');
    expect(home.Sections.map((section: Json) => [section.__component, section.Keyword])).toEqual([
      ['shared.repeter', 'banner'],
      ['shared.repeter', 'category'],
      ['shared.repeter', 'banner2'],
      ['shared.repeter', 'special-offer'],
      ['shared.repeter', 'banner3'],
    ]);
  });

  it('gives every item a title, a shop path and a picture the sandbox serves', async () => {
    const home = await page('Home');
    for (const section of home.Sections) {
      expect(section.Items.length, section.Keyword).toBeGreaterThan(0);
      for (const item of section.Items) {
        expect(Object.keys(item).sort()).toEqual(['Image', 'ImageAlternative', 'ImageTitle', 'Title', 'Url', 'id']);
        expect(item.Url).toMatch(/^\/[a-z]/);
        expect(item.Image).toMatchObject({
          mime: expect.stringMatching(/^image\/(webp|jpeg|png)$/),
          width: expect.any(Number),
          height: expect.any(Number),
        });
        const picture = await fetch(`${sandbox.url}/cms${item.Image.url}`);
        expect(picture.status, item.Image.url).toBe(200);
        await picture.arrayBuffer();
      }
    }
  });

  it('leads the category tiles to the category pages and gives the special offer a subtitle', async () => {
    const home = await page('Home');
    const categories = home.Sections.find((section: Json) => section.Keyword === 'category');
    for (const item of categories.Items) expect(item.Url).toMatch(/^\/category\/[a-z0-9-]+$/);
    const offer = home.Sections.find((section: Json) => section.Keyword === 'special-offer');
    expect(offer.Subtitle).toEqual(expect.any(String));
  });
});

describe('the about page for the home page', () => {
  it('has an intro, at least four questions in Markdown, a phone number and an e-mail address', async () => {
    const about = await page('aboutUs');
    const keyed = (keyword: string) => about.Sections.find((section: Json) => section.Keyword === keyword);
    expect(keyed('about_intro')).toMatchObject({
      __component: 'shared.rich-text',
      Body: expect.stringMatching(/^<p>/),
    });
    expect(keyed('faq').Items.length).toBeGreaterThanOrEqual(4);
    for (const item of keyed('faq').Items) expect(Object.keys(item).sort()).toEqual(['Answer', 'Question', 'id']);
    // The number and the address are the section's own Description, as the observed client reads them.
    expect(keyed('telNumber')).toMatchObject({ Description: expect.stringMatching(/^[0-9-]+$/), Url: /^tel:/ });
    expect(keyed('email')).toMatchObject({
      Description: expect.stringMatching(/^[^@\s]+@[^@\s]+\.[a-z]+$/),
      Url: /^mailto:/,
    });
    expect(keyed('icons').Items.length).toBeGreaterThan(0);
  });
});
