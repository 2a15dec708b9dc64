// An editor publishes in the CMS or the blog; the service calls the shop's webhook, and the next visit shows the
// change although the page came from the render cache a moment before.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { SANDBOX } from './support';

const POST = { slug: 'ps5-account-capacities-explained', title: 'ظرفیت ۱، ۲ و ۳ اکانت PS5 چه فرقی دارند؟' };

const publish = async (request: APIRequestContext, change: Record<string, string>) => {
  const response = await request.post(`${SANDBOX}/__sandbox/publish`, { data: change });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { webhook: { status: number | null } };
};

/** The Terms page's first section title as the CMS serves it now. */
async function termsSectionTitle(request: APIRequestContext): Promise<string> {
  const response = await request.get(
    `${SANDBOX}/cms/api/pages?filters[Page][$eq]=Terms&populate[Sections][populate]=*`,
  );
  return ((await response.json()) as { data: { Sections: { Title: string }[] }[] }).data[0].Sections[0].Title;
}

/** Publishes `original` back and visits, so the render cache holds the original again for later tests and runs. */
async function restore(page: Page, request: APIRequestContext, change: Record<string, string>, path: string) {
  await publish(request, change);
  await page.goto(path);
}

test('a post published with a new title shows it on the next visit, and the old title comes back the same way', async ({
  page,
  request,
}) => {
  // Published as it is first: a render cache left by an earlier run (Next keeps revalidations in memory) is refreshed.
  await restore(page, request, { service: 'blog', ...POST }, `/blog/${POST.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST.title);
  try {
    const { webhook } = await publish(request, {
      service: 'blog',
      slug: POST.slug,
      title: 'ظرفیت‌های اکانت PS5، به زبان ساده',
    });
    expect(webhook.status).toBe(200);
    await page.goto(`/blog/${POST.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ظرفیت‌های اکانت PS5، به زبان ساده');
  } finally {
    await restore(page, request, { service: 'blog', ...POST }, `/blog/${POST.slug}`);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST.title);
});

test('a CMS page published with a new section title shows it on the next visit', async ({ page, request }) => {
  const seeded = { service: 'cms', page: 'Terms', title: await termsSectionTitle(request) };
  const edited = page.getByRole('main').getByRole('heading', { level: 2, name: 'قوانین، بازنویسی شده' });
  await restore(page, request, seeded, '/terms');
  await expect(edited).toHaveCount(0);
  try {
    expect((await publish(request, { ...seeded, title: 'قوانین، بازنویسی شده' })).webhook.status).toBe(200);
    await page.goto('/terms');
    await expect(edited).toBeVisible();
  } finally {
    await restore(page, request, seeded, '/terms');
  }
  await expect(edited).toHaveCount(0);
});

test('the webhook refreshes nothing without the right secret', async ({ request }) => {
  const wrong = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': 'guess' },
    data: { tags: ['cms'] },
  });
  expect(wrong.status()).toBe(401);
  const missing = await request.post('/api/revalidate', { data: { tags: ['cms'] } });
  expect(missing.status()).toBe(401);
});
