// The CMS stand-in's 'راهنمای ثبت سفارش' (Page 'orderGuide'), shown at the shop's /order-guide: an intro and the
// steps of an order, numbered by the shop (docs/contracts/cms.md).
import type { CmsPageSeed } from './cms';

export const orderGuidePage: CmsPageSeed = {
  Page: 'orderGuide',
  seoTitle: 'راهنمای ثبت سفارش | گیمینو',
  seoDescription: 'خرید اکانت بازی در گیمینو قدم به قدم: انتخاب بازی و ظرفیت، سبد خرید، ورود، پرداخت و تحویل اکانت.',
  Sections: [
    {
      component: 'shared.rich-text',
      Keyword: 'intro',
      Title: 'خرید در چند دقیقه',
      Description:
        '<p>خرید اکانت در گیمینو چند دقیقه بیشتر طول نمی‌کشد. اگر در هر مرحله سؤالی داشتید، <a href="/faq">پرسش‌های متداول</a> را ببینید یا از صفحه‌ی <a href="/contact">تماس با ما</a> تیکت ثبت کنید.</p>',
    },
    {
      component: 'shared.repeter',
      Keyword: 'steps',
      Title: 'مراحل ثبت سفارش',
      Items: [
        {
          Title: 'انتخاب بازی',
          Description:
            '<p>بازی موردنظر را از صفحه‌ی اصلی، جست‌وجو یا دسته‌بندی‌ها پیدا کنید و صفحه‌ی آن را باز کنید.</p>',
        },
        {
          Title: 'انتخاب پلتفرم و نوع اکانت',
          Description:
            '<p>پلتفرم کنسول خود (مثلاً PS5 یا PS4) و نوع اکانت (ظرفیت ۱، ۲، ۳ یا آفلاین) را انتخاب کنید. توضیح هر ظرفیت زیر همان گزینه آمده است.</p>',
        },
        {
          Title: 'افزودن به سبد خرید',
          Description: '<p>دکمه‌ی «افزودن به سبد خرید» را بزنید. می‌توانید چند بازی را با هم به سبد اضافه کنید.</p>',
        },
        {
          Title: 'ورود با شماره‌ی موبایل',
          Description:
            '<p>در سبد خرید، با شماره‌ی موبایل و کد یک‌بارمصرفی که پیامک می‌شود وارد شوید. سبد شما پس از ورود حفظ می‌شود.</p>',
        },
        {
          Title: 'پرداخت',
          Description: '<p>اگر کد تخفیف دارید وارد کنید، سپس از کیف پول گیمینو یا درگاه بانکی پرداخت کنید.</p>',
        },
        {
          Title: 'دریافت اکانت',
          Description:
            '<p>پس از پرداخت، مشخصات اکانت و راهنمای فعال‌سازی در بخش «سفارش‌های من» نمایش داده می‌شود. وضعیت هر سفارش را از همان‌جا پیگیری کنید.</p>',
        },
      ],
    },
  ],
};
