// The FAQ by topic: each FAQ section of the CMS's faq page is a topic at /faq/<Keyword> (services/server/views/faq-topics.ts).
import { getPage } from '@/services/cms';
import type { CmsPage, CmsSection } from '@/services/types/cms';
import { faqTopics, faqTopicSeo, findFaqTopic, isFaqTopicSlug } from '@/services/server/views/faq-topics';
import { startMswServer } from '../services/msw';
import { forwardContentToSandbox } from '../support/sandbox';

startMswServer();

const question = (id: number, text: string) => ({ id, Question: text, Answer: `پاسخ ${text}` });
const repeater = (id: number, Keyword: string | null, Title: string, count: number): CmsSection =>
  ({
    __component: 'shared.repeter',
    id,
    Keyword,
    Title,
    Subtitle: null,
    Items: Array.from({ length: count }, (_, index) => question(index + 1, `پرسش ${index + 1} از ${Title}`)),
  }) as CmsSection;
const pageOf = (...Sections: CmsSection[]) => ({ Page: 'faq', Sections }) as CmsPage;

describe('the FAQ topics', () => {
  it('the seeded FAQ page has five Persian topics of three to six questions, in the CMS order', async () => {
    forwardContentToSandbox();
    const topics = faqTopics(await getPage('faq'));
    expect(topics.map((topic) => [topic.slug, topic.title])).toEqual([
      ['buying', 'خرید و پرداخت'],
      ['delivery', 'تحویل اکانت'],
      ['warranty', 'گارانتی'],
      ['wallet', 'کیف پول'],
      ['account', 'حساب کاربری'],
    ]);
    for (const topic of topics) {
      expect(topic.items.length).toBeGreaterThanOrEqual(3);
      expect(topic.items.length).toBeLessThanOrEqual(6);
    }
    expect(topics[0].items[0].question).toBe('اکانت ظرفیتی چیست؟');
  });

  it('a topic links to /faq/<keyword> and counts its questions in Persian digits', () => {
    const [topic] = faqTopics(pageOf(repeater(1, 'delivery', 'تحویل اکانت', 4)));
    expect(topic).toMatchObject({ slug: 'delivery', href: '/faq/delivery', countLabel: '۴ پرسش' });
    expect(topic.items).toHaveLength(4);
  });

  it('a section whose keyword makes no path, or repeats one already used, or has no questions is no topic', () => {
    const topics = faqTopics(
      pageOf(
        repeater(1, 'Bad Keyword', 'الف', 2),
        repeater(2, null, 'ب', 2),
        repeater(3, 'delivery', 'تحویل', 2),
        repeater(4, 'delivery', 'تکراری', 3),
        repeater(5, 'empty', 'خالی', 0),
      ),
    );
    expect(topics.map((topic) => topic.title)).toEqual(['تحویل']);
  });

  it('finds a topic by its keyword; an unknown or malformed one is null, looked up without reading anything', () => {
    const page = pageOf(repeater(1, 'warranty', 'گارانتی', 3));
    expect(findFaqTopic(page, 'warranty')?.title).toBe('گارانتی');
    expect(findFaqTopic(page, 'unknown')).toBeNull();
    expect(findFaqTopic(null, 'warranty')).toBeNull();
    for (const slug of ['../etc', 'WARRANTY', 'a'.repeat(61), '', 'گارانتی']) expect(isFaqTopicSlug(slug)).toBe(false);
  });

  it("a topic's metadata names it under the FAQ, with its questions in the description", () => {
    const [topic] = faqTopics(pageOf(repeater(1, 'wallet', 'کیف پول', 3)));
    const seo = faqTopicSeo(topic);
    expect(seo).toMatchObject({ title: 'سوالات متداول: کیف پول', path: '/faq/wallet' });
    expect(seo.description).toContain('۳ پرسش');
    expect(seo.description.length).toBeLessThanOrEqual(160);
  });
});
