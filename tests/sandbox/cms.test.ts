import sharp from 'sharp';
// The CMS host over real HTTP (docs/contracts/cms.md): Strapi 5 documents, the qs query syntax, contact messages,
// Strapi's errors and the uploads; every answer is checked against contracts/cms.openapi.yaml.
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

async function send(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandbox.url}/cms${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const get = (path: string) => send('GET', path);
const post = (path: string, body: unknown) => send('POST', path, body);
const storedContacts = () =>
  (sandbox.deps.db.prepare('SELECT COUNT(*) AS n FROM cms_contacts').get() as { n: number }).n;

const NOT_FOUND = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };

describe('CMS pages (Strapi 5 format)', () => {
  it.each(['Home', 'aboutUs', 'faq', 'Terms', 'contact', 'walletFaq', 'orderGuide'])(
    'serves the %s page by filters[Page][$eq]',
    async (name) => {
      const { status, body } = await get(
        `/api/pages?filters[Page][$eq]=${name}&locale=fa&populate[Sections][populate]=*&populate[Seo][populate]=*`,
      );
      expect(status).toBe(200);
      expect(body.data).toHaveLength(1);
      const [page] = body.data;
      expect(page).toMatchObject({ Page: name, locale: 'fa' });
      expect(page.id).toEqual(expect.any(Number));
      expect(page.documentId).toMatch(/^[a-z0-9]{24}$/);
      expect(page.attributes).toBeUndefined();
      expect(page.Sections.length).toBeGreaterThan(0);
      for (const section of page.Sections)
        expect(section).toMatchObject({ __component: expect.any(String), id: expect.any(Number) });
      expect(page.Seo).toMatchObject({ PageTitle: expect.any(String), Metas: expect.any(Array) });
      expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 1 });
    },
  );

  it('gives the terms at least 10 rules and the FAQ at least 10 questions, as { Question, Answer } in Markdown', async () => {
    for (const [name, minimum] of [
      ['Terms', 10],
      ['faq', 10],
      ['walletFaq', 6],
    ] as const) {
      const { body } = await get(`/api/pages?filters[Page][$eq]=${name}&populate[Sections][populate]=*`);
      const items = body.data[0].Sections.filter((section: Json) => section.__component === 'shared.repeter').flatMap(
        (section: Json) => section.Items,
      );
      expect(items.length, name).toBeGreaterThanOrEqual(minimum);
      for (const item of items) {
        expect(Object.keys(item).sort(), name).toEqual(['Answer', 'Question', 'id']);
        expect(item.Answer, name).not.toMatch(/<p>/);
      }
    }
  });

  it('opens the terms page with its rules (CONTRACTS §12.9), their answers in Markdown', async () => {
    const { body } = await get('/api/pages?filters[Page][$eq]=Terms&populate[Sections][populate]=*');
    const [first] = body.data[0].Sections;
    expect(first).toMatchObject({
      __component: 'shared.repeter',
      Keyword: 'terms',
      Subtitle: expect.stringContaining('پیش از خرید'),
    });
    const capacities = first.Items.find((item: Json) => item.Question === 'معنای ظرفیت‌ها');
    expect(capacities.Answer).toContain('\n- **ظرفیت ۱**:');
  });

  it('states the wallet charge limits of 1,000 to 50,000,000 Toman', async () => {
    const { body } = await get('/api/pages?filters[Page][$eq]=walletFaq&populate=*');
    expect(JSON.stringify(body.data[0].Sections)).toContain('۵۰٬۰۰۰٬۰۰۰ تومان');
  });

  it('emits media in the v5 shape with a relative /uploads url', async () => {
    const { body } = await get('/api/pages?filters[Page][$eq]=aboutUs&populate[Sections][populate]=*');
    const image = body.data[0].Sections.find((section: Json) => section.__component === 'shared.image').Image;
    expect(image).toMatchObject({
      id: expect.any(Number),
      documentId: expect.any(String),
      mime: 'image/jpeg',
      ext: '.jpg',
      provider: 'local',
    });
    expect(image.url).toMatch(/^\/uploads\/[a-z0-9-]+\.jpg$/);
  });

  it('gives the about page a repeater keyed icons whose items carry their icon (CONTRACTS §12.9)', async () => {
    const { body } = await get('/api/pages?filters[Page][$eq]=aboutUs&populate[Sections][populate]=*');
    const icons = body.data[0].Sections.find((section: Json) => section.Keyword === 'icons');
    expect(icons).toMatchObject({ __component: 'shared.repeter', Title: expect.any(String) });
    expect(icons.Items.length).toBeGreaterThanOrEqual(3);
    for (const item of icons.Items) {
      expect(item).toMatchObject({
        id: expect.any(Number),
        Title: expect.any(String),
        Description: expect.any(String),
      });
      expect(item.Image).toMatchObject({
        mime: 'image/png',
        width: 96,
        height: 96,
        url: expect.stringMatching(/^\/uploads\/icon-[a-z-]+\.png$/),
      });
    }
  });

  it('leaves components out without populate and includes only the named ones', async () => {
    const bare = await get('/api/pages?filters[Page][$eq]=faq');
    expect(bare.body.data[0].Sections).toBeUndefined();
    expect(bare.body.data[0].Seo).toBeUndefined();
    const seoOnly = await get('/api/pages?filters[Page][$eq]=faq&populate[Seo][populate]=*');
    expect(seoOnly.body.data[0].Seo).toBeDefined();
    expect(seoOnly.body.data[0].Sections).toBeUndefined();
  });

  it('ignores malformed and unknown populate keys rather than failing', async () => {
    const { status, body } = await get(
      '/api/categories?locale=fa&populate=*&filters[isTopLevel]=true&[populate][Children][populate]=*&populate[Nope]=*',
    );
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(6);
  });

  it('supports $eqi, $ne, $in, $containsi, $null and $notNull', async () => {
    const count = async (query: string) => (await get(`/api/pages?${query}`)).body.meta.pagination.total;
    expect(await count('filters[Page][$eqi]=HOME')).toBe(1);
    expect(await count('filters[Page][$ne]=Home')).toBe(6);
    expect(await count('filters[Page][$in][0]=Home&filters[Page][$in][1]=faq')).toBe(2);
    expect(await count('filters[Page][$containsi]=FAQ')).toBe(2);
    expect(await count('filters[Page][$contains]=Faq')).toBe(1);
    expect(await count('filters[Page][$null]=true')).toBe(0);
    expect(await count('filters[Page][$notNull]=true')).toBe(7);
    expect(await count('filters[Page]=Terms')).toBe(1);
  });

  it('answers a filter on an unknown field with 400 ValidationError "Invalid key <name>"', async () => {
    const { status, body } = await get('/api/pages?filters[Slug][$eq]=faq');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Invalid key Slug' },
    });
  });

  it('returns an empty page with pageCount 0 when nothing matches', async () => {
    const { body } = await get('/api/pages?filters[Page][$eq]=Missing');
    expect(body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
  });

  it('pages by page/pageSize (max 100) and by start/limit', async () => {
    const paged = await get('/api/pages?pagination[page]=2&pagination[pageSize]=4&sort=Page:asc');
    expect(paged.body.meta.pagination).toEqual({ page: 2, pageSize: 4, pageCount: 2, total: 7 });
    expect(paged.body.data).toHaveLength(3);
    const capped = await get('/api/categories?pagination[pageSize]=150');
    expect(capped.body.meta.pagination.pageSize).toBe(100);
    const offset = await get('/api/pages?pagination[start]=1&pagination[limit]=2');
    expect(offset.body.meta.pagination).toEqual({ start: 1, limit: 2, total: 7 });
    expect(offset.body.data).toHaveLength(2);
  });

  it('sorts and selects fields', async () => {
    const { body } = await get('/api/pages?sort=Page:desc&fields[0]=Page');
    expect(body.data.map((page: Json) => page.Page)).toEqual([
      'walletFaq',
      'Terms',
      'orderGuide',
      'Home',
      'faq',
      'contact',
      'aboutUs',
    ]);
    expect(Object.keys(body.data[0]).sort()).toEqual(['Page', 'documentId', 'id']);
  });

  it('serves one document by documentId and 404s an unknown one in the exact Strapi shape', async () => {
    const list = await get('/api/pages?filters[Page][$eq]=Home');
    const { documentId } = list.body.data[0];
    const one = await get(`/api/pages/${documentId}?populate=*`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ data: { documentId, Page: 'Home' }, meta: {} });
    expect(await get('/api/pages/abcdefghijklmnopqrstuvwx')).toEqual({ status: 404, body: NOT_FOUND });
    expect(await get('/api/nothing')).toEqual({ status: 404, body: NOT_FOUND });
  });
});

describe('CMS highlights, categories and contacts', () => {
  it('has five to seven highlights as stories: a round cover and two to four slides, each a picture or an MP4, linked into the shop or not', async () => {
    const { body } = await get('/api/highlights?locale=fa&populate[Item][populate][Items][populate]=*');
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data.length).toBeLessThanOrEqual(7);
    const slides = body.data.flatMap((highlight: Json) => highlight.Item.Items);
    for (const highlight of body.data) {
      expect(highlight.Keyword).toEqual(expect.any(String));
      expect(highlight.Item.Title).toMatch(/[\u0600-\u06FF]/);
      expect(highlight.Item.Image).toMatchObject({
        url: expect.stringMatching(/^\/uploads\/.+\.(webp|jpg|png)$/),
        width: 240,
        height: 240,
      });
      expect(highlight.Item.Items.length).toBeGreaterThanOrEqual(2);
      expect(highlight.Item.Items.length).toBeLessThanOrEqual(4);
    }
    for (const slide of slides) {
      expect(slide).toMatchObject({
        id: expect.any(Number),
        Title: expect.any(String),
        Header: expect.any(String),
        Subtitle: expect.any(String),
      });
      if (slide.Url !== null) expect(slide.Url).toMatch(/^\/(product\/[a-z0-9-]+|products(\?.*)?|faq)$/);
      expect(slide.Image.url).toMatch(
        slide.Image.mime === 'video/mp4' ? /^\/uploads\/[a-z0-9-]+\.mp4$/ : /^\/uploads\/[a-z0-9-]+\.(webp|jpg|png)$/,
      );
    }
    expect(slides.filter((slide: Json) => slide.Image.mime === 'video/mp4').length).toBeGreaterThan(0);
    expect(slides.filter((slide: Json) => slide.Url === null).length).toBeGreaterThan(0);
    expect(slides.filter((slide: Json) => slide.Url?.startsWith('/product/')).length).toBeGreaterThan(0);
  });

  it('filters highlights by Keyword', async () => {
    const { body } = await get(
      '/api/highlights?filters[Keyword][$eq]=weekly-deals&populate[Item][populate][Items][populate]=*',
    );
    expect(body.data).toHaveLength(1);
    expect(body.data[0].Keyword).toBe('weekly-deals');
  });

  it('lists top-level categories with images, slugs, product counts and a link to their page', async () => {
    const { body } = await get(
      '/api/categories?locale=fa&populate=*&filters[isTopLevel]=true&pagination[pageSize]=150',
    );
    const ps5 = body.data.find((category: Json) => category.Slug === 'ps5-games');
    expect(ps5).toMatchObject({
      Title: expect.any(String),
      isTopLevel: true,
      Image: { url: '/uploads/category-ps5-games.jpg' },
    });
    expect(ps5.Url).toBe('/category/ps5-games');
    expect(ps5.productCount).toBeGreaterThan(10);
  });

  it('serves the contact channels ticket, online, call and address, the social networks and seals, with their FAQ', async () => {
    const { body } = await get(
      '/api/contacts?locale=fa&populate[ContactUs][populate][Items][populate]=*&populate[Faqs][populate]=*',
    );
    const [contacts] = body.data;
    expect(contacts.ContactUs.map((channel: Json) => channel.Keyword)).toEqual([
      'ticket',
      'online',
      'call',
      'address',
      'social',
      'seals',
    ]);
    expect(contacts.ContactUs[0].Items[0]).toMatchObject({
      id: expect.any(Number),
      Name: expect.any(String),
      Value: expect.any(String),
    });
    expect(contacts.Faqs.Items[0]).toMatchObject({ Question: expect.any(String), Answer: expect.any(String) });
  });

  it("lists the social networks' pages and the seals' verification pages as https addresses", async () => {
    const { body } = await get('/api/contacts?locale=fa&populate[ContactUs][populate]=*');
    const items = (keyword: string) =>
      body.data[0].ContactUs.find((channel: Json) => channel.Keyword === keyword).Items as Json[];
    expect(items('social').map((item) => new URL(item.url).hostname)).toEqual([
      'www.instagram.com',
      't.me',
      'wa.me',
      'www.aparat.com',
      'x.com',
    ]);
    expect(items('seals').map((item) => new URL(item.url).hostname)).toEqual([
      'trustseal.enamad.ir',
      'logo.samandehi.ir',
    ]);
    for (const item of [...items('social'), ...items('seals')]) expect(item.url).toMatch(/^https:\/\//);
  });

  it.each([
    ['highlights', 'Keyword', 'Item'],
    ['categories', 'Slug', 'Image'],
    ['contacts', 'Title', 'ContactUs'],
  ])(
    'serves one of %s by documentId, shaped by populate, and 404s an unknown documentId',
    async (plural, plain, populatable) => {
      const [listed] = (await get(`/api/${plural}?sort=${plain}`)).body.data;
      const bare = await get(`/api/${plural}/${listed.documentId}`);
      expect(bare.status).toBe(200);
      expect(bare.body).toEqual({ data: listed, meta: {} });
      expect(bare.body.data[populatable]).toBeUndefined();
      const populated = await get(`/api/${plural}/${listed.documentId}?populate=*`);
      expect(populated.body.data[populatable]).toBeDefined();
      expect(await get(`/api/${plural}/abcdefghijklmnopqrstuvwx`)).toEqual({ status: 404, body: NOT_FOUND });
    },
  );
});

describe('CMS uploads', () => {
  it('serves the url of a media object under the CMS base URL in the format its mime names, and 404s an unknown name in plain text', async () => {
    const { body } = await get('/api/highlights?filters[Keyword][$eq]=family&populate[Item][populate]=*');
    const { url, width, height, mime } = body.data[0].Item.Image;
    const image = await fetch(`${sandbox.url}/cms${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe(mime);
    const picture = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(picture).toMatchObject({ format: mime.slice('image/'.length), width, height });
    const missing = await fetch(`${sandbox.url}/cms/uploads/no-such-upload.jpg`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not Found');
  });

  it("serves a highlight's video as an MP4 of the size its media object gives, with byte ranges (416 past its end)", async () => {
    const { body } = await get(
      '/api/highlights?filters[Keyword][$eq]=new-releases&populate[Item][populate][Items][populate]=*',
    );
    const video = body.data[0].Item.Items.find((slide: Json) => slide.Image.mime === 'video/mp4').Image;
    expect(video).toMatchObject({ ext: '.mp4', name: expect.stringMatching(/\.mp4$/), width: 640, height: 360 });
    const whole = await fetch(`${sandbox.url}/cms${video.url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('video/mp4');
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(video.size).toBeCloseTo(size / 1024, 1);
    const part = await fetch(`${sandbox.url}/cms${video.url}`, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-99/${size}`);
    const beyond = await fetch(`${sandbox.url}/cms${video.url}`, { headers: { Range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${size}`);
    expect((await fetch(`${sandbox.url}/cms/uploads/no-such-video.mp4`)).status).toBe(404);
  });
});

describe('CMS writes other than a contact message', () => {
  it('are 403 ForbiddenError on a collection, as for a public API token in a default role, and change nothing', async () => {
    const forbidden = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} } };
    const [home] = (await get('/api/pages?filters[Page][$eq]=Home')).body.data;
    expect(await send('POST', '/api/pages', { data: { Page: 'Home' } })).toEqual({ status: 403, body: forbidden });
    expect(await send('PUT', `/api/pages/${home.documentId}`, { data: { Page: 'faq' } })).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(await send('DELETE', `/api/highlights/${home.documentId}`)).toEqual({ status: 403, body: forbidden });
    expect((await get(`/api/pages/${home.documentId}`)).body.data).toEqual(home);
  });

  it('are 404 on an unknown collection, and on a method Strapi has no route for', async () => {
    expect(await send('POST', '/api/nothing', { data: {} })).toEqual({ status: 404, body: NOT_FOUND });
    expect(await send('PUT', '/api/nothing/abcdefghijklmnopqrstuvwx', { data: {} })).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
    expect(await send('DELETE', '/api/nothing/abcdefghijklmnopqrstuvwx')).toEqual({ status: 404, body: NOT_FOUND });
    expect(await send('PUT', '/api/pages', { data: {} })).toEqual({ status: 404, body: NOT_FOUND });
    expect(await send('POST', '/api/pages/abcdefghijklmnopqrstuvwx', { data: {} })).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
  });
});

describe('CMS contact messages (POST /api/contacts)', () => {
  it('stores a valid message and answers 201 with the created document', async () => {
    const { status, body } = await post('/api/contacts', {
      data: { Name: 'مریم', Contact: '+98 912 345 6789', Message: 'سلام، اکانت سفارش ۱۲۳ هنوز تحویل نشده است.' },
    });
    expect(status).toBe(201);
    expect(body.meta).toEqual({});
    expect(body.data).toMatchObject({ id: expect.any(Number), Name: 'مریم', Contact: '09123456789' });
    expect(body.data.documentId).toMatch(/^[a-z0-9]{24}$/);
    expect(body.data.createdAt).toEqual(expect.any(String));
    const row = sandbox.deps.db
      .prepare('SELECT name, contact, message FROM cms_contacts WHERE document_id = ?')
      .get(body.data.documentId);
    expect(row).toEqual({
      name: 'مریم',
      contact: '09123456789',
      message: 'سلام، اکانت سفارش ۱۲۳ هنوز تحویل نشده است.',
    });
  });

  it('accepts an email as the contact', async () => {
    const { status, body } = await post('/api/contacts', {
      data: { Name: 'Ali', Contact: 'Ali@Example.com', Message: 'I have a question about my order.' },
    });
    expect(status).toBe(201);
    expect(body.data.Contact).toBe('ali@example.com');
  });

  it('rejects empty and invalid fields with a Strapi ValidationError listing each path in Persian', async () => {
    const before = storedContacts();
    const { status, body } = await post('/api/contacts', {
      data: { Name: ' ', Contact: 'not-a-contact', Message: '' },
    });
    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.error).toMatchObject({ status: 400, name: 'ValidationError', message: '3 errors occurred' });
    const paths = body.error.details.errors.map((error: Json) => error.path[0]);
    expect(paths).toEqual(['Name', 'Contact', 'Message']);
    for (const error of body.error.details.errors) expect(error.message).toMatch(/[\u0600-\u06FF]/);
    expect(storedContacts()).toBe(before);
  });

  it('answers a body without data with the exact 400 of Strapi', async () => {
    const expected = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Missing "data" payload in the request body',
        details: {},
      },
    };
    expect(await post('/api/contacts', { Name: 'x' })).toEqual({ status: 400, body: expected });
    expect(await post('/api/contacts', 'not json')).toEqual({ status: 400, body: expected });
  });
});
