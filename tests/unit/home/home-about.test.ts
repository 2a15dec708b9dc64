// The about page's part of the home page: the intro, the first few questions, and the phone and e-mail as links.
import { vi } from 'vitest';
import type { CmsPage, CmsSection } from '@/services/types/cms';
import { emailChannel, HOME_FAQ_SIZE, hasHomeAbout, phoneChannel, toHomeAbout } from '@/services/server/views/home';

const drift = vi.hoisted(() => vi.fn());
vi.mock('@/services/contract-drift', () => ({ reportContractDrift: drift }));

const titled = (id: number, Keyword: string, Title: string, Description: string): CmsSection => ({
  __component: 'shared.repeter',
  id,
  Keyword,
  Title,
  Subtitle: null,
  Description: null,
  Url: null,
  Items: [{ id, Title, Description }],
});

/** A section that carries its value itself, as the real CMS keeps the about page's number and address. */
const valued = (id: number, Keyword: string, Title: string, Description: string, Url: string): CmsSection => ({
  __component: 'shared.repeter',
  id,
  Keyword,
  Title,
  Subtitle: null,
  Description,
  Url,
  Items: [],
});

const richText = (id: number, Keyword: string, Title: string, Body: string): CmsSection => ({
  __component: 'shared.rich-text',
  id,
  Keyword,
  Title,
  Body,
});

const about = (Sections: CmsSection[]): CmsPage => ({
  id: 2,
  documentId: 'about0000000000000000000',
  createdAt: '2026-01-12T08:30:00.000Z',
  updatedAt: '2026-01-12T08:30:00.000Z',
  publishedAt: '2026-01-12T08:30:00.000Z',
  locale: 'fa',
  Page: 'aboutUs',
  Sections,
});

const faq: CmsSection = {
  __component: 'shared.repeter',
  id: 5,
  Keyword: 'faq',
  Title: 'پرسش ها',
  Subtitle: null,
  Description: null,
  Url: null,
  Items: Array.from({ length: 6 }, (_, index) => ({
    id: index + 1,
    Question: `پرسش ${index + 1}؟`,
    Answer: `پاسخ **${index + 1}**`,
  })),
};

describe('the about page on the home page', () => {
  beforeEach(() => drift.mockClear());

  it("reads the real CMS's shapes: the intro's Body, and the number and address on the sections themselves", () => {
    const view = toHomeAbout(
      about([
        richText(1, 'about_intro', 'گیمینو', '<p>فروشگاه اکانت بازی</p>'),
        valued(2, 'telNumber', 'تلفن پشتیبانی', '021-91012345', 'tel:02191012345'),
        valued(3, 'email', 'ایمیل پشتیبانی', 'support@gamino.example', 'mailto:support@gamino.example'),
      ]),
    );
    expect(view.intro).toEqual({ title: 'گیمینو', html: '<p>فروشگاه اکانت بازی</p>' });
    expect(view.phone).toEqual({ label: 'تلفن پشتیبانی', value: '۰۲۱-۹۱۰۱۲۳۴۵', href: 'tel:02191012345' });
    expect(view.email?.href).toBe('mailto:support@gamino.example');
    expect(drift).not.toHaveBeenCalled();
  });

  it('shows what it can when a section comes without its members, and says which member was missing', () => {
    const noBody = { __component: 'shared.rich-text', id: 1, Keyword: 'about_intro', Title: 'گیمینو' } as CmsSection;
    const noItems = { ...faq, Items: undefined } as unknown as CmsSection;
    const view = toHomeAbout(
      about([noBody, noItems, valued(2, 'telNumber', 'تلفن پشتیبانی', '021-91012345', 'tel:02191012345')]),
    );
    expect(view).toMatchObject({ intro: null, faq: [], email: null });
    expect(view.phone?.href).toBe('tel:02191012345');
    expect(drift).toHaveBeenCalledWith({ service: 'cms', operation: 'Page_Find', field: 'data[].Sections[].Body' });
    expect(drift).toHaveBeenCalledWith({ service: 'cms', operation: 'Page_Find', field: 'data[].Sections[].Items' });
  });

  it('reads the intro, the first four questions, the phone and the e-mail', () => {
    const view = toHomeAbout(
      about([
        titled(1, 'about_intro', 'گیمینو', '<p>فروشگاه اکانت <script>alert(1)</script>بازی</p>'),
        faq,
        titled(2, 'telNumber', 'تلفن پشتیبانی', '021-91012345'),
        titled(3, 'email', 'ایمیل پشتیبانی', 'support@gamino.example'),
      ]),
    );
    expect(view.intro).toEqual({ title: 'گیمینو', html: '<p>فروشگاه اکانت بازی</p>' });
    expect(view.faq).toHaveLength(HOME_FAQ_SIZE);
    expect(view.faq[0]).toEqual({
      id: 'about-faq-1',
      // The CMS's digits among Persian words are shown in Persian (lib/persian-numbers.ts).
      question: 'پرسش ۱؟',
      answerHtml: '<p>پاسخ <strong>۱</strong></p>',
    });
    expect(view.phone).toEqual({ label: 'تلفن پشتیبانی', value: '۰۲۱-۹۱۰۱۲۳۴۵', href: 'tel:02191012345' });
    expect(view.email).toEqual({
      label: 'ایمیل پشتیبانی',
      value: 'support@gamino.example',
      href: 'mailto:support@gamino.example',
    });
    expect(hasHomeAbout(view)).toBe(true);
  });

  it('has nothing to show for a page without those sections', () => {
    const view = toHomeAbout(about([titled(1, 'values', 'ارزش ها', '<p>شفافیت</p>')]));
    expect(view).toEqual({ intro: null, faq: [], phone: null, email: null });
    expect(hasHomeAbout(view)).toBe(false);
    expect(hasHomeAbout(toHomeAbout(null))).toBe(false);
  });

  it('takes a phone written in Persian digits and rejects anything that is not a phone', () => {
    expect(phoneChannel({ label: null, value: '۰۲۱ ۹۱۰۱ ۲۳۴۵' })).toEqual({
      label: 'تلفن پشتیبانی',
      value: '۰۲۱ ۹۱۰۱ ۲۳۴۵',
      href: 'tel:02191012345',
    });
    expect(phoneChannel({ label: null, value: '+98 21 9101 2345' })?.href).toBe('tel:+982191012345');
    for (const value of ['javascript:alert(1)', 'تماس بگیرید', '12', '021;drop'])
      expect(phoneChannel({ label: null, value })).toBeNull();
  });

  it('takes a plain e-mail address only', () => {
    expect(emailChannel({ label: null, value: 'help@gamino.example' })?.href).toBe('mailto:help@gamino.example');
    for (const value of ['not an email', 'a@b', 'x@y.com?bcc=z@evil.example', 'javascript:a@b.co', '<a@b.co>'])
      expect(emailChannel({ label: null, value })).toBeNull();
  });
});
