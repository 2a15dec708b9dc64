// The two channels of the CMS stand-in's contact document that the shop's footer reads (docs/contracts/cms.md):
// the shop's social networks, and its trust seals with the issuers' verification pages and the shop's ids.
import type { CmsContactChannelSeed } from './cms';

export const footerContactChannels: CmsContactChannelSeed[] = [
  {
    Keyword: 'social',
    Title: 'شبکه‌های اجتماعی',
    Subtitle: 'تازه‌ترین بازی‌ها و تخفیف‌ها را در شبکه‌های اجتماعی گیمینو دنبال کنید',
    Url: null,
    Items: [
      {
        Name: 'اینستاگرام',
        Value: '@gamino.shop',
        Description: 'معرفی بازی‌ها و تخفیف‌های هفته',
        url: 'https://www.instagram.com/gamino.shop',
        backgroundColorCode: '#e1306c',
      },
      {
        Name: 'تلگرام',
        Value: '@gamino_shop',
        Description: 'کانال اطلاع‌رسانی موجودی و تخفیف‌ها',
        url: 'https://t.me/gamino_shop',
        backgroundColorCode: '#229ed9',
      },
      {
        Name: 'واتس‌اپ',
        Value: '+98 912 000 0000',
        Description: 'پشتیبانی در ساعات کاری',
        url: 'https://wa.me/989120000000',
        backgroundColorCode: '#25d366',
      },
      {
        Name: 'آپارات',
        Value: 'gamino',
        Description: 'ویدیوهای آموزش فعال‌سازی اکانت',
        url: 'https://www.aparat.com/gamino',
        backgroundColorCode: '#ed145b',
      },
      {
        Name: 'ایکس',
        Value: '@gamino_shop',
        Description: 'خبرهای کوتاه گیمینو',
        url: 'https://x.com/gamino_shop',
        backgroundColorCode: '#0f172a',
      },
    ],
  },
  {
    Keyword: 'seals',
    Title: 'نمادهای اعتماد',
    Subtitle: 'برای دیدن مجوز، روی هر نماد بزنید',
    Url: null,
    Items: [
      {
        Name: 'نماد اعتماد الکترونیکی',
        Value: 'اینماد',
        Description: 'مرکز توسعه‌ی تجارت الکترونیکی',
        url: 'https://trustseal.enamad.ir/?id=412837&Code=q7Lm2XvR9tKp4WcN8hYd',
        backgroundColorCode: null,
      },
      {
        Name: 'نشان ملی ثبت رسانه‌های دیجیتال',
        Value: 'ساماندهی',
        Description: 'وزارت فرهنگ و ارشاد اسلامی',
        url: 'https://logo.samandehi.ir/Verify.aspx?id=356914&p=rfthobpdxlaorfthobpd',
        backgroundColorCode: null,
      },
    ],
  },
];
