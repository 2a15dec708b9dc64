import { render, screen, within } from '@testing-library/react';
import { CmsSections } from '@/components/content/CmsSections';
import { ContactChannels } from '@/components/content/ContactChannels';
import {
  channelColor,
  contactFaqItems,
  contactValueText,
  isLatinValue,
  isSameHeading,
  safeCmsHref,
  seoDescription,
  toSectionView,
  toSectionViews,
} from '@/services/server/views/cms';
import { getContacts, getPage } from '@/services/cms';
import type { CmsContacts, CmsPage, CmsPageName, CmsSection } from '@/services/types/cms';
import { startMswServer } from '../services/msw';
import { forwardContentToSandbox } from '../support/sandbox';

// The CMS documents exactly as the shop reads them from the stand-in (over HTTP, with populate).
startMswServer();
const pages = new Map<string, CmsPage>();
let seededContacts: CmsContacts;
beforeAll(async () => {
  forwardContentToSandbox();
  const names: CmsPageName[] = ['Terms', 'faq', 'aboutUs'];
  for (const name of names) {
    const page = await getPage(name);
    if (page) pages.set(name, page);
  }
  const contacts = await getContacts();
  if (!contacts) throw new Error('no seeded contacts');
  seededContacts = contacts;
});
const seededPage = (name: string): CmsPage => {
  const page = pages.get(name);
  if (!page) throw new Error(`no seeded page ${name}`);
  return page;
};

describe('CMS sections as views', () => {
  it('"Terms": the rules as a numbered list, questions as titles and Markdown answers as safe HTML', () => {
    const views = toSectionViews(seededPage('Terms'));
    expect(views.map((view) => view.kind)).toEqual(['list']);
    const [list] = views;
    if (list.kind !== 'list') throw new Error('the terms are a list');
    expect(list.layout).toBe('numbered');
    expect(list.subtitle).toMatch(/پیش از خرید/);
    expect(list.items[0]).toMatchObject({ title: 'پذیرش قوانین', html: expect.stringMatching(/^<p>ثبت سفارش/) });
    expect(list.items).toHaveLength(12);
    const capacities = list.items.find((item) => item.title === 'معنای ظرفیت‌ها')!;
    expect(capacities.html).toContain('<ul>');
    expect(capacities.html).toContain('<li><strong>ظرفیت ۱</strong>:');
  });

  it('"Markdown from the CMS" is rendered, then sanitised like any HTML', () => {
    const view = toSectionView(
      {
        __component: 'shared.repeter',
        id: 1,
        Keyword: 'faq',
        Title: null,
        Items: [
          {
            id: 1,
            Question: 'سؤال',
            Answer:
              '**پررنگ** و [پیوند](/products) و <img src=x onerror="alert(1)"> و [بد](javascript:alert(1))\n\n1. یک\n2. دو',
          },
        ],
      } as unknown as CmsSection,
      'faq',
    );
    if (view?.kind !== 'faq') throw new Error('questions are an FAQ');
    const html = view.items[0].answerHtml;
    expect(html).toContain('<strong>پررنگ</strong>');
    expect(html).toContain('<a href="/products">پیوند</a>');
    expect(html).toContain('<ol>');
    expect(html).not.toMatch(/onerror|javascript:|<script/);
  });

  it('"faq": the hero image and one FAQ of question/answer pairs per topic', () => {
    const views = toSectionViews(seededPage('faq'));
    expect(views.map((view) => view.kind)).toEqual(['image', 'faq', 'faq', 'faq', 'faq', 'faq']);
    const faq = views[1];
    expect(faq.kind === 'faq' && faq.items[0]).toMatchObject({ question: 'اکانت ظرفیتی چیست؟' });
    expect(faq.kind === 'faq' && faq.items[0].answerHtml).toMatch(/^<p>اکانت ظرفیتی/);
    expect(views[0]).toMatchObject({ kind: 'image', hero: true, alt: 'تصویر تزئینی پرسش‌ها' });
  });

  it('"aboutUs": hero, intro, story, the icons repeater, values, a linked picture, the FAQ and the support channels', () => {
    const views = toSectionViews(seededPage('aboutUs'));
    expect(views.map((view) => view.kind)).toEqual([
      'image',
      'richText',
      'richText',
      'list',
      'list',
      'image',
      'faq',
      'list',
      'list',
    ]);
    const [, , , icons, values] = views;
    if (icons.kind !== 'list' || values.kind !== 'list') throw new Error('icons and values are lists');
    expect(icons).toMatchObject({ layout: 'icons', title: 'گیمینو در یک نگاه' });
    expect(icons.items).toHaveLength(4);
    for (const item of icons.items) expect(item.icon?.url).toMatch(/^\/uploads\/icon-[a-z-]+\.png$/);
    expect(values.layout).toBe('cards');
    expect(values.items.every((item) => item.icon === null)).toBe(true);
    expect(views[5]).toMatchObject({ kind: 'image', hero: false, url: '/products', title: 'تحویل در هر ساعت' });
    // The number and the address are the sections' own Description; each shows as the list's one item, the
    // number in Persian digits and dialable.
    expect(views[7]).toMatchObject({
      kind: 'list',
      items: [{ title: 'تلفن پشتیبانی', html: '<a href="tel:02191012345" dir="ltr">۰۲۱-۹۱۰۱۲۳۴۵</a>' }],
    });
    expect(views[8]).toMatchObject({ kind: 'list', items: [{ html: 'support@gamino.example' }] });
  });

  it('"a repeater keyed icons" shows as cards when none of its items has a picture', () => {
    const view = toSectionView({
      __component: 'shared.repeter',
      id: 3,
      Keyword: 'icons',
      Title: 'ویژگی‌ها',
      Subtitle: null,
      Description: null,
      Url: null,
      Items: [{ id: 1, Title: 'سرعت', Description: 'تحویل فوری' }],
    });
    expect(view).toMatchObject({ kind: 'list', layout: 'cards', items: [{ title: 'سرعت', icon: null }] });
  });

  it('"any HTML from the CMS is sanitised": scripts and handlers never reach a view', () => {
    const section: CmsSection = {
      __component: 'shared.rich-text',
      id: 9,
      Keyword: null,
      Title: 'عنوان <script>x</script>',
      Body: '<p onclick="alert(1)">متن</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>',
    };
    expect(toSectionView(section)).toEqual({
      kind: 'richText',
      key: 'shared.rich-text-9',
      title: 'عنوان',
      html: '<p>متن</p>',
    });
  });

  it('"an empty or unknown section is skipped"', () => {
    expect(
      toSectionView({ __component: 'shared.rich-text', id: 1, Keyword: null, Title: 'خالی', Body: '' }),
    ).toBeNull();
    // A kind the CMS may add later, which this shop does not show.
    expect(toSectionView({ __component: 'shared.video', id: 2, Title: 'ویدیو' } as unknown as CmsSection)).toBeNull();
    expect(toSectionViews(null)).toEqual([]);
  });

  it('"the SEO description" is read from Seo.Metas', () => {
    expect(seoDescription(seededPage('Terms'))).toBe(
      'قوانین خرید و استفاده از اکانت‌های گیمینو: ظرفیت‌ها، تحویل، گارانتی و بازگشت وجه.',
    );
    expect(seoDescription(null)).toBeNull();
  });

  it('"a section title that repeats the h1 is the same heading" (spaces, half-spaces, Arabic letters aside)', () => {
    expect(isSameHeading('قوانین و مقررات', 'قوانين  و مقررات')).toBe(true);
    expect(isSameHeading('قوانین', 'قوانین و مقررات')).toBe(false);
    expect(isSameHeading(null, 'x')).toBe(false);
  });
});

describe('CmsSections', () => {
  it('"Terms" renders numbered rules with Persian numbers and does not repeat the page title', () => {
    render(<CmsSections sections={toSectionViews(seededPage('Terms'))} pageTitle="قوانین و مقررات" />);
    expect(screen.queryByRole('heading', { name: 'قوانین و مقررات' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'قوانین' })).toBeInTheDocument();
    const rules = screen.getAllByRole('heading', { level: 3 });
    expect(rules).toHaveLength(12);
    const firstRule = rules[0].closest('li');
    expect(firstRule).toHaveTextContent('۱');
    expect(document.body.textContent).not.toMatch(/[0-9]/);
  });

  it('"faq" renders the accordion: one collapsed button per question', () => {
    const page = seededPage('faq');
    render(<CmsSections sections={toSectionViews(page)} pageTitle="سوالات متداول" />);
    const questions = screen.getAllByRole('button');
    const seeded = page.Sections!.flatMap((section) => (section.__component === 'shared.repeter' ? section.Items : []));
    expect(questions).toHaveLength(seeded.length);
    expect(questions.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('"next/image with explicit width/height" for CMS media, made absolute on the CMS host', () => {
    render(<CmsSections sections={toSectionViews(seededPage('aboutUs'))} pageTitle="درباره ما" />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('http://localhost:4010/cms/uploads/');
    }
    expect(screen.getByRole('link', { name: /تحویل در هر ساعت/ })).toHaveAttribute('href', '/products');
  });

  it('"the about page’s icons": a grid of titled items, each icon a fixed 48 px picture that the title names', () => {
    const { container } = render(
      <CmsSections sections={toSectionViews(seededPage('aboutUs'))} pageTitle="درباره ما" />,
    );
    const grid = screen.getByRole('region', { name: 'گیمینو در یک نگاه' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['تحویل خودکار', 'گارانتی کامل', 'پرداخت امن', 'پشتیبانی هر روز']);
    const icons = [...container.querySelectorAll('img[alt=""]')];
    expect(icons).toHaveLength(4);
    for (const icon of icons) {
      expect(grid).toContainElement(icon as HTMLElement);
      expect(icon).toHaveAttribute('width', '48');
      expect(icon).toHaveAttribute('height', '48');
      expect(decodeURIComponent(icon.getAttribute('src') ?? '')).toContain('http://localhost:4010/cms/uploads/icon-');
    }
  });
});

describe('contact channels', () => {
  it('"contact details from getContacts()": a card per channel with its items, tel:/mailto: as links', () => {
    render(<ContactChannels channels={seededContacts.ContactUs ?? []} />);
    const cards = within(screen.getByRole('region', { name: 'راه‌های ارتباط با ما' })).getAllByRole('heading', {
      level: 3,
    });
    expect(cards.map((card) => card.textContent)).toEqual(['ثبت تیکت', 'گفت‌وگوی آنلاین', 'تماس تلفنی', 'نشانی']);
    expect(screen.getByRole('link', { name: '۰۲۱-۰۰۰۰۰۰۰۰' })).toHaveAttribute('href', 'tel:02100000000');
    expect(screen.getByRole('link', { name: 'support@gamino.example' })).toHaveAttribute(
      'href',
      'mailto:support@gamino.example',
    );
    expect(screen.getByText('تهران، خیابان نمونه، پلاک ۰')).toBeInTheDocument();
    expect(screen.getByText('شنبه تا پنجشنبه، ۱۰ تا ۱۸')).toBeInTheDocument();
  });

  it('"English/Latin fragments inside dir=ltr": phone, e-mail and handle read left to right', () => {
    render(<ContactChannels channels={seededContacts.ContactUs ?? []} />);
    for (const value of ['۰۲۱-۰۰۰۰۰۰۰۰', 'support@gamino.example', '@gamino_support']) {
      expect(screen.getByText(value).closest('[dir="ltr"]')).not.toBeNull();
    }
    expect(screen.getByText('تهران، خیابان نمونه، پلاک ۰').closest('[dir="ltr"]')).toBeNull();
  });

  it('"the contact FAQ" becomes accordion items', () => {
    expect(contactFaqItems(seededContacts.Faqs).map((item) => item.question)).toEqual([
      'پاسخ تیکت چقدر طول می‌کشد؟',
      'اکانتم از دسترس خارج شده؛ چه کنم؟',
      'می‌توانم حضوری مراجعه کنم؟',
    ]);
    expect(contactFaqItems(null)).toEqual([]);
  });

  it('"safe links only": http(s), mailto:, tel:, shop paths and anchors; nothing else', () => {
    expect(safeCmsHref('tel:021')).toBe('tel:021');
    expect(safeCmsHref('/contact#form')).toBe('/contact#form');
    expect(safeCmsHref('javascript:alert(1)')).toBeNull();
    expect(safeCmsHref('//evil.example')).toBeNull();
    // A backslash after the slash is another site to a browser: the shared same-site check refuses it.
    expect(safeCmsHref('/\\evil.example')).toBeNull();
    expect(safeCmsHref('/products?x=\\y')).toBeNull();
    expect(safeCmsHref(null)).toBeNull();
  });

  it('"Persian digits for numbers shown": phone values in Persian digits, e-mails untouched', () => {
    expect(contactValueText('021-12345678')).toBe('۰۲۱-۱۲۳۴۵۶۷۸');
    expect(contactValueText('info2@gamino.example')).toBe('info2@gamino.example');
    expect(isLatinValue('۰۲۱-۰۰۰۰')).toBe(true);
    expect(isLatinValue('تهران')).toBe(false);
  });

  it('"channel colours" only as plain hex colours', () => {
    expect(channelColor({ backgroundColorCode: '#16a34a' })).toBe('#16a34a');
    expect(channelColor({ backgroundColorCode: 'red;background:url(x)' })).toBeNull();
  });
});
