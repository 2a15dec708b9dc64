// The footer's social links and trust seals, from the CMS's contact document: only http(s) addresses, each social
// link named in Persian after the shop, opening in a new tab; nothing linked when the CMS fails.
import { render, screen, within } from '@testing-library/react';
import { FooterContent, FooterWithLinks } from '@/components/shell/Footer';
import { getContacts } from '@/services/cms';
import { readContacts } from '@/services/server/cached/cms';
import type { CmsContactItem, CmsContacts } from '@/services/types/cms';
import { externalHttpUrl, footerLinksOf } from '@/services/server/views/footer-links';
import { startMswServer } from '../services/msw';
import { forwardContentToSandbox } from '../support/sandbox';

vi.mock('@/services/server/cached/cms', () => ({ readContacts: vi.fn() }));

startMswServer();

const item = (id: number, Name: string, url: string | null): CmsContactItem => ({
  id,
  Name,
  Value: '',
  Description: '',
  url,
  backgroundColorCode: null,
  icon: null,
});

const contactsWith = (social: CmsContactItem[], seals: CmsContactItem[]): CmsContacts =>
  ({
    id: 1,
    documentId: 'contacts0000000000000000',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    publishedAt: '2025-01-01T00:00:00.000Z',
    locale: 'fa',
    Title: 'تماس',
    ContactUs: [
      { id: 1, Keyword: 'social', Title: '', Subtitle: '', Url: null, icon: null, Items: social },
      { id: 2, Keyword: 'seals', Title: '', Subtitle: '', Url: null, icon: null, Items: seals },
    ],
  }) as CmsContacts;

const socialList = () => screen.getByRole('list', { name: 'شبکه های اجتماعی' });

describe('footer social links and trust seals', () => {
  it('links each network the CMS lists, named after the shop, in a new tab without an opener', async () => {
    vi.mocked(readContacts).mockResolvedValue(
      contactsWith(
        [item(1, 'اینستاگرام', 'https://www.instagram.com/gamino.shop'), item(2, 'تلگرام', 'https://t.me/gamino_shop')],
        [item(3, 'اینماد', 'https://trustseal.enamad.ir/?id=1&Code=abc')],
      ),
    );
    render(await FooterWithLinks());
    const links = within(socialList()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['اینستاگرام گیمینو', 'تلگرام گیمینو']);
    expect(links[0]).toHaveAttribute('href', 'https://www.instagram.com/gamino.shop');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it("links each seal to its issuer's verification page and keeps the seal's picture local", async () => {
    vi.mocked(readContacts).mockResolvedValue(
      contactsWith(
        [],
        [
          item(1, 'اینماد', 'https://trustseal.enamad.ir/?id=1&Code=abc'),
          item(2, 'ساماندهی', 'https://logo.samandehi.ir/Verify.aspx?id=2&p=x'),
        ],
      ),
    );
    render(await FooterWithLinks());
    const enamad = screen.getByRole('link', { name: 'نماد اعتماد الکترونیکی' });
    expect(enamad).toHaveAttribute('href', 'https://trustseal.enamad.ir/?id=1&Code=abc');
    expect(enamad).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /ساماندهی/ })).toHaveAttribute(
      'href',
      'https://logo.samandehi.ir/Verify.aspx?id=2&p=x',
    );
    expect(within(enamad).getByRole('img')).toHaveAttribute('src', expect.stringContaining('/seals/enamad.svg'));
  });

  it('links nothing but http(s): script, data, credentials and protocol-relative addresses are left out', () => {
    const links = footerLinksOf(
      contactsWith(
        [
          item(1, 'اینستاگرام', 'javascript:alert(1)'),
          item(2, 'تلگرام', '//t.me/x'),
          item(3, 'آپارات', 'data:text/html,<b>'),
          item(4, 'ایکس', 'https://user:pass@x.com/gamino'),
          item(5, 'واتس‌اپ', 'https://wa.me/989120000000'),
          item(6, 'بی‌نشانی', null),
        ],
        [
          item(7, 'جعلی', 'https://trustseal.enamad.ir.evil.example/?id=1'),
          item(8, 'اینماد', 'ftp://trustseal.enamad.ir/'),
        ],
      ),
    );
    expect(links.social).toEqual([
      { network: 'whatsapp', label: 'واتس‌اپ گیمینو', href: 'https://wa.me/989120000000' },
    ]);
    expect(links.seals).toEqual([]);
    expect(externalHttpUrl(' http://aparat.com/gamino ')?.href).toBe('http://aparat.com/gamino');
  });

  it('shows no social links and the seals without links when the CMS is down', async () => {
    vi.mocked(readContacts).mockRejectedValue(new Error('cms down'));
    render(await FooterWithLinks());
    expect(screen.queryByRole('list', { name: 'شبکه های اجتماعی' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'نماد اعتماد الکترونیکی' }).closest('a')).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© ۱۴۰۳');
  });

  it("the stand-in CMS lists the shop's networks and both seals", async () => {
    forwardContentToSandbox();
    const contacts = await getContacts();
    render(<FooterContent links={footerLinksOf(contacts)} />);
    const names = within(socialList())
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual(['اینستاگرام گیمینو', 'تلگرام گیمینو', 'واتس‌اپ گیمینو', 'آپارات گیمینو', 'ایکس گیمینو']);
    expect(screen.getByRole('link', { name: 'نماد اعتماد الکترونیکی' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/trustseal\.enamad\.ir\//),
    );
    expect(screen.getByRole('link', { name: /ساماندهی/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/logo\.samandehi\.ir\//),
    );
  });
});
