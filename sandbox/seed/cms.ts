// Content of the CMS stand-in (Strapi 5, docs/contracts/cms.md): the shop's pages and contact channels (the home
// highlights are in cms-highlights.ts), written for this shop. sandbox/cms turns it into documents with ids; the
// images app draws every upload named here (served at /cms/uploads/<name>.<format>, files/urls.ts).
import type { components } from '../../contracts/generated/cms';
import { categories } from './catalog';
import { footerContactChannels } from './cms-footer';
import { highlightUploads } from './cms-highlights';
import { orderGuidePage } from './cms-order-guide';

export { cmsHighlights, type CmsHighlightSeed } from './cms-highlights';

type Schemas = components['schemas'];

export type CmsUpload = {
  name: string;
  title: string;
  width: number;
  height: number;
  colors: [string, string];
  /** 'cover' draws a game cover (portrait), 'artwork' a titled banner, 'icon' a small square mark. */
  kind: 'cover' | 'artwork' | 'icon';
};

/** A titled item, with the upload of its icon where the section shows one (the about page's `icons`). */
export type CmsItemSeed = { Title: string; Description: string; image?: string };
/** A question and its answer in Markdown, as the real CMS writes FAQ and terms items (CONTRACTS §12.9). */
export type CmsQuestionSeed = { Question: string; Answer: string };

/** A picture that leads somewhere (the home page's banners, category tiles and offer). */
export type CmsLinkSeed = { Title: string; Url: string | null; image: string };

export type CmsSectionSeed =
  | { component: 'shared.rich-text'; Keyword?: string; Title: string; Body: string }
  | {
      component: 'shared.repeter';
      Keyword?: string;
      Title: string;
      Subtitle?: string;
      /** A value the section itself carries (the about page's `telNumber` and `email`), and its link. */
      Description?: string;
      Url?: string;
      Items: CmsItemSeed[] | CmsQuestionSeed[] | CmsLinkSeed[];
    }
  | {
      component: 'shared.image';
      Keyword?: string;
      Title: string;
      image: string;
      ImageTitle: string;
      ImageAlternative: string;
      Url?: string;
    };

export type CmsPageSeed = {
  Page: Schemas['PageName'];
  seoTitle: string;
  seoDescription: string;
  Sections: CmsSectionSeed[];
};

const pageUploads: CmsUpload[] = [
  {
    name: 'about-team',
    title: 'گیمینو؛ از یک گروه کوچک گیمر تا فروشگاه اکانت',
    width: 1200,
    height: 600,
    colors: ['#4c1d95', '#0f172a'],
    kind: 'artwork',
  },
  {
    name: 'about-delivery',
    title: 'تحویل فوری اکانت، هر ساعت از شبانه‌روز',
    width: 800,
    height: 600,
    colors: ['#0e7490', '#082f49'],
    kind: 'artwork',
  },
  {
    name: 'contact-support',
    title: 'پشتیبانی گیمینو همیشه کنار شماست',
    width: 1200,
    height: 600,
    colors: ['#be123c', '#1e1b4b'],
    kind: 'artwork',
  },
  {
    name: 'faq-header',
    title: 'پرسش‌های پرتکرار',
    width: 1200,
    height: 600,
    colors: ['#1d4ed8', '#172554'],
    kind: 'artwork',
  },
  {
    name: 'wallet-header',
    title: 'کیف پول گیمینو',
    width: 1200,
    height: 600,
    colors: ['#047857', '#052e16'],
    kind: 'artwork',
  },
  {
    name: 'icon-instant-delivery',
    title: 'تحویل خودکار',
    width: 96,
    height: 96,
    colors: ['#7c3aed', '#4c1d95'],
    kind: 'icon',
  },
  { name: 'icon-warranty', title: 'گارانتی کامل', width: 96, height: 96, colors: ['#0e7490', '#164e63'], kind: 'icon' },
  {
    name: 'icon-secure-payment',
    title: 'پرداخت امن',
    width: 96,
    height: 96,
    colors: ['#047857', '#064e3b'],
    kind: 'icon',
  },
  { name: 'icon-support', title: 'پشتیبانی', width: 96, height: 96, colors: ['#be123c', '#881337'], kind: 'icon' },
];

const bannerUploads: CmsUpload[] = [
  {
    name: 'banner-new-releases',
    title: 'تازه‌ترین بازی‌های ۲۰۲۵ و ۲۰۲۶',
    width: 1200,
    height: 600,
    colors: ['#7c3aed', '#1e1b4b'],
    kind: 'artwork',
  },
  {
    name: 'banner-weekly-deals',
    title: 'تخفیف‌های این هفته',
    width: 1200,
    height: 600,
    colors: ['#dc2626', '#450a0a'],
    kind: 'artwork',
  },
  {
    name: 'banner-ps5-exclusives',
    title: 'انحصاری‌های پلی‌استیشن ۵',
    width: 1200,
    height: 600,
    colors: ['#1d4ed8', '#020617'],
    kind: 'artwork',
  },
  {
    name: 'banner-preorders',
    title: 'پیش‌خرید بازی‌های تازه، با تحویل روز عرضه',
    width: 1200,
    height: 600,
    colors: ['#0891b2', '#083344'],
    kind: 'artwork',
  },
  {
    name: 'banner-steam',
    title: 'اکانت استیم با تحویل فوری',
    width: 1200,
    height: 600,
    colors: ['#1e3a8a', '#0b1120'],
    kind: 'artwork',
  },
  {
    name: 'banner-switch-2',
    title: 'بازی‌های نینتندو سوییچ ۲',
    width: 1200,
    height: 600,
    colors: ['#e11d48', '#3f0a14'],
    kind: 'artwork',
  },
  {
    name: 'banner-xbox',
    title: 'ایکس‌باکس سری ایکس و وان',
    width: 1200,
    height: 400,
    colors: ['#16a34a', '#052e16'],
    kind: 'artwork',
  },
  {
    name: 'offer-weekend',
    title: 'حراج آخر هفته',
    width: 800,
    height: 600,
    colors: ['#db2777', '#4a044e'],
    kind: 'artwork',
  },
];

const categoryUploads: CmsUpload[] = categories.map((category) => ({
  name: `category-${category.slug}`,
  title: category.name,
  width: 400,
  height: 300,
  colors: category.colors,
  kind: 'artwork',
}));

export const cmsUploads: CmsUpload[] = [...pageUploads, ...bannerUploads, ...highlightUploads, ...categoryUploads];

export function findCmsUpload(name: string): CmsUpload | undefined {
  return cmsUploads.find((upload) => upload.name === name);
}

const terms: CmsQuestionSeed[] = [
  {
    Question: 'پذیرش قوانین',
    Answer:
      'ثبت سفارش در گیمینو به معنای پذیرش همه‌ی قوانین این صفحه است. این قوانین ممکن است به‌روزرسانی شوند و نسخه‌ی منتشرشده در همین صفحه معتبر است.',
  },
  {
    Question: 'معنای ظرفیت‌ها',
    Answer:
      'پیش از خرید، توضیح هر ظرفیت را در صفحه‌ی محصول بخوانید:\n\n' +
      '- **ظرفیت ۱**: بازی روی یوزر شخصی شما و به‌صورت آنلاین و آفلاین اجرا می‌شود.\n' +
      '- **ظرفیت ۲**: با یوزر اکانت خریداری‌شده و به‌صورت آنلاین بازی می‌کنید.\n' +
      '- **ظرفیت ۳**: فقط بخش آفلاین روی یوزر شخصی شما باز می‌شود.\n' +
      '- **آفلاین**: یک اکانت اشتراکی که فقط بدون اینترنت اجرا می‌شود.',
  },
  {
    Question: 'یک اکانت، یک کنسول',
    Answer:
      'هر اکانت فقط روی یک کنسول فعال می‌شود. فعال کردن اکانت روی کنسول دوم یا واگذاری آن به شخص دیگر، گارانتی را باطل می‌کند.',
  },
  {
    Question: 'زمان تحویل',
    Answer:
      'اکانت‌های موجود بلافاصله پس از تأیید پرداخت در بخش «سفارش‌های من» نمایش داده می‌شوند. اگر تحویل بیش از ۲ ساعت طول بکشد، می‌توانید سفارش را لغو کنید و مبلغ به کیف پول شما بازمی‌گردد.',
  },
  {
    Question: 'تغییر ندادن مشخصات اکانت',
    Answer:
      'تغییر ایمیل، رمز عبور، سؤال امنیتی یا فعال‌سازی تأیید دومرحله‌ای روی اکانت‌های ظرفیتی و آفلاین ممنوع است و در صورت انجام، اکانت بدون بازپرداخت غیرفعال می‌شود.',
  },
  {
    Question: 'گارانتی',
    Answer:
      'همه‌ی اکانت‌ها تا پایان عمر کنسول شما گارانتی دارند، به شرطی که قوانین استفاده رعایت شده باشد. در صورت بروز مشکل، از طریق تیکت با پشتیبانی در تماس باشید تا اکانت جایگزین یا بازسازی شود.',
  },
  {
    Question: 'بازگشت وجه',
    Answer:
      'پیش از تحویل اطلاعات اکانت، سفارش قابل لغو است و مبلغ کامل به کیف پول برمی‌گردد. پس از مشاهده‌ی اطلاعات اکانت، امکان بازگشت وجه وجود ندارد، مگر اینکه اکانت از سمت ما مشکل داشته باشد و جایگزینی ممکن نباشد.',
  },
  {
    Question: 'پرداخت و کیف پول',
    Answer:
      'پرداخت‌ها فقط از طریق درگاه‌های بانکی عضو شتاب یا کیف پول گیمینو انجام می‌شود. پرداخت تنها وقتی معتبر است که سرویس پرداخت آن را تأیید کند؛ پیامک یا رسید بانکی به‌تنهایی ملاک نیست.',
  },
  {
    Question: 'امنیت حساب کاربری',
    Answer:
      'رمز عبور حساب گیمینو و کدهای یک‌بارمصرف را در اختیار کسی قرار ندهید. پشتیبانی گیمینو هرگز کد ورود یا رمز عبور شما را نمی‌پرسد.',
  },
  {
    Question: 'قیمت‌ها',
    Answer:
      'قیمت‌ها به تومان و شامل همه‌ی هزینه‌هاست. قیمت اکانت‌ها با نرخ ارز تغییر می‌کند؛ مبلغی که هنگام ثبت سفارش می‌بینید، مبلغ نهایی همان سفارش است.',
  },
  {
    Question: 'محتوای درون‌بازی',
    Answer:
      'اکانت‌ها بدون ارز درون‌بازی، پک یا بسته‌ی الحاقی تحویل داده می‌شوند، مگر اینکه در صفحه‌ی محصول خلاف آن ذکر شده باشد.',
  },
  {
    Question: 'سوءاستفاده',
    Answer:
      'هرگونه تلاش برای فروش مجدد اکانت‌ها، استفاده از ابزار تقلب یا ثبت سفارش با اطلاعات بانکی دیگران پیگرد قانونی دارد و حساب کاربری را مسدود می‌کند.',
  },
];

// The FAQ page's questions, one list per topic; each topic is a section whose Keyword is its path under /faq/.
const buyingFaqs: CmsQuestionSeed[] = [
  {
    Question: 'اکانت ظرفیتی چیست؟',
    Answer:
      'اکانت ظرفیتی یک حساب پلی‌استیشن است که بازی روی آن خریداری شده و میان چند نفر با دسترسی‌های متفاوت (ظرفیت ۱، ۲ و ۳) تقسیم می‌شود. به همین دلیل قیمت آن از خرید مستقیم بازی بسیار کمتر است.',
  },
  {
    Question: 'کدام ظرفیت را بخرم؟',
    Answer:
      'اگر بخش آنلاین بازی برایتان مهم است، ظرفیت ۱ را انتخاب کنید. اگر فقط داستان بازی را می‌خواهید، ظرفیت ۳ یا اکانت آفلاین به‌صرفه‌ترند.',
  },
  {
    Question: 'روش‌های پرداخت چیست؟',
    Answer: 'پرداخت از کیف پول گیمینو یا مستقیم از درگاه بانک‌های سامان و ملت امکان‌پذیر است.',
  },
  {
    Question: 'اگر محصول ناموجود باشد چه کنم؟',
    Answer:
      'موجودی بیشتر بازی‌ها هر چند روز یک بار شارژ می‌شود. می‌توانید از طریق تیکت درخواست خود را ثبت کنید تا پس از موجود شدن خبرتان کنیم.',
  },
  {
    Question: 'آیا برای بازی آنلاین اشتراک PlayStation Plus لازم است؟',
    Answer:
      'بله، برای بیشتر بازی‌های آنلاین روی پلی‌استیشن، اشتراک پلاس جداگانه لازم است. بازی‌های رایگان مانند Fortnite و بخش چندنفره‌ی برخی بازی‌ها استثنا هستند.',
  },
];

const deliveryFaqs: CmsQuestionSeed[] = [
  {
    Question: 'اکانت بعد از پرداخت کجا نمایش داده می‌شود؟',
    Answer:
      'در صفحه‌ی سبد خرید، بخش «سفارش‌های من». پس از تحویل، نام کاربری، رمز و توضیحات فعال‌سازی کنار سفارش دیده می‌شود و می‌توانید آن‌ها را کپی کنید.',
  },
  {
    Question: 'اکانت ایکس‌باکس و سوییچ چطور تحویل می‌شود؟',
    Answer:
      'برای ایکس‌باکس یک حساب مایکروسافت و برای سوییچ یک Nintendo Account تحویل می‌شود که بازی روی آن خریداری شده است. راهنمای فعال‌سازی همراه سفارش ارسال می‌شود.',
  },
  {
    Question: 'اکانت PS4 روی PS5 اجرا می‌شود؟',
    Answer:
      'اغلب بازی‌های PS4 روی PS5 اجرا می‌شوند، اما نسخه‌ی PS5 بهینه‌تر است. اگر کنسول PS5 دارید، نسخه‌ی PS5 را بخرید.',
  },
  {
    Question: 'تحویل اکانت چقدر طول می‌کشد؟',
    Answer:
      'بیشتر اکانت‌ها چند دقیقه پس از پرداخت تحویل داده می‌شوند. در ساعت‌های شلوغ یا برای بازی‌های پیش‌خرید، تحویل ممکن است تا چند ساعت طول بکشد و وضعیت آن در «سفارش‌های من» دیده می‌شود.',
  },
];

const warrantyFaqs: CmsQuestionSeed[] = [
  {
    Question: 'آیا اکانت‌ها گارانتی دارند؟',
    Answer: 'بله، تا وقتی قوانین استفاده را رعایت کنید، اکانت شما گارانتی دارد و در صورت مشکل جایگزین می‌شود.',
  },
  {
    Question: 'چرا نباید رمز اکانت را تغییر دهم؟',
    Answer:
      'اکانت‌های ظرفیتی میان چند خریدار مشترک‌اند. تغییر رمز دسترسی دیگران را قطع می‌کند و طبق قوانین، گارانتی شما را باطل می‌کند.',
  },
  {
    Question: 'اگر اکانت کار نکرد چه کنم؟',
    Answer:
      'از صفحه‌ی «تماس با ما» تیکت ثبت کنید و شماره‌ی سفارش را بنویسید. پشتیبانی اکانت را بررسی می‌کند و در صورت تأیید مشکل، اکانت جایگزین تحویل می‌دهد.',
  },
];

const accountFaqs: CmsQuestionSeed[] = [
  {
    Question: 'آیا بدون ثبت‌نام می‌توانم خرید کنم؟',
    Answer:
      'می‌توانید بدون ورود محصولات را به سبد اضافه کنید، اما برای پرداخت و تحویل اکانت باید با شماره‌ی موبایل وارد شوید.',
  },
  {
    Question: 'چطور وارد حساب کاربری شوم؟',
    Answer:
      'شماره‌ی موبایل خود را در صفحه‌ی ورود بنویسید؛ کد تأییدی که پیامک می‌شود را وارد کنید تا وارد شوید. اگر رمز عبور گذاشته‌اید، با رمز هم می‌توانید وارد شوید.',
  },
  {
    Question: 'رمز عبورم را فراموش کرده‌ام؛ چه کنم؟',
    Answer: 'در صفحه‌ی ورود «فراموشی رمز» را بزنید. با کدی که به موبایلتان پیامک می‌شود، رمز تازه‌ای بگذارید.',
  },
  {
    Question: 'چطور با پشتیبانی تماس بگیرم؟',
    Answer:
      'از صفحه‌ی «تماس با ما» تیکت ثبت کنید یا در ساعات کاری با شماره‌ی پشتیبانی تماس بگیرید. پاسخ تیکت‌ها معمولاً کمتر از یک ساعت طول می‌کشد.',
  },
];

const walletFaqs: CmsQuestionSeed[] = [
  {
    Question: 'کیف پول گیمینو چیست؟',
    Answer:
      'یک حساب اعتباری داخل گیمینو که با شارژ آن، سفارش‌ها را بدون رفتن به درگاه بانک و در یک لحظه پرداخت می‌کنید.',
  },
  {
    Question: 'چطور کیف پول را شارژ کنم؟',
    Answer:
      'از صفحه‌ی پروفایل وارد «کیف پول» و سپس «افزایش موجودی» شوید، مبلغ را وارد کنید، درگاه بانک را انتخاب کنید و پرداخت را کامل کنید. پس از تأیید بانک، موجودی بلافاصله افزایش می‌یابد.',
  },
  {
    Question: 'حداقل و حداکثر مبلغ شارژ چقدر است؟',
    Answer:
      'هر بار شارژ می‌تواند از ۱٬۰۰۰ تومان تا ۵۰٬۰۰۰٬۰۰۰ تومان باشد. برای مبالغ بیشتر، شارژ را در چند نوبت انجام دهید.',
  },
  {
    Question: 'پرداخت انجام شد اما موجودی افزایش نیافت؛ چه کنم؟',
    Answer:
      'اگر بانک پرداخت را تأیید نکرده باشد، مبلغ حداکثر تا ۷۲ ساعت به حساب بانکی شما بازمی‌گردد. در غیر این صورت شماره‌ی پیگیری را در تیکت برای پشتیبانی بفرستید.',
  },
  {
    Question: 'مبلغ سفارش‌های لغوشده کجا برمی‌گردد؟',
    Answer:
      'مبلغ سفارش‌های لغوشده یا تحویل‌نشده به کیف پول شما برمی‌گردد و می‌توانید آن را برای خرید بعدی استفاده کنید.',
  },
  {
    Question: 'امکان برداشت از کیف پول هست؟',
    Answer:
      'بله، با ثبت تیکت و ارسال شماره‌ی شبای به نام خودتان، موجودی حداکثر ظرف سه روز کاری به حسابتان واریز می‌شود.',
  },
  {
    Question: 'اگر موجودی کافی نباشد چه می‌شود؟',
    Answer:
      'هنگام پرداخت سفارش، اگر موجودی کم باشد، گیمینو پیشنهاد می‌دهد دقیقاً همان مقدار کسری را شارژ کنید و پس از شارژ، به سبد خرید بازمی‌گردید.',
  },
  {
    Question: 'تراکنش‌هایم را کجا ببینم؟',
    Answer:
      'در بخش «تراکنش‌ها»ی کیف پول، همه‌ی واریزها و برداشت‌ها با تاریخ، مبلغ، وضعیت و شماره‌ی پیگیری نمایش داده می‌شوند.',
  },
];

export const cmsPages: CmsPageSeed[] = [
  {
    Page: 'Home',
    seoTitle: 'گیمینو | خرید اکانت قانونی بازی PS5، PS4، ایکس‌باکس و سوییچ',
    seoDescription:
      'خرید اکانت ظرفیتی و آفلاین بازی‌های پلی‌استیشن، ایکس‌باکس، نینتندو سوییچ و PC با تحویل فوری و گارانتی.',
    // As the real CMS has it: repeaters keyed `banner` (the hero), `category`, `banner2`, `special-offer` and
    // `banner3`, each item a picture with its link; the home page shows them in this order.
    Sections: [
      {
        component: 'shared.repeter',
        Keyword: 'banner',
        Title: 'بنرهای اصلی',
        Items: [
          { Title: 'تازه‌ترین بازی‌ها', Url: '/products', image: 'banner-new-releases' },
          { Title: 'تخفیف‌های این هفته', Url: '/products?sort=bestselling', image: 'banner-weekly-deals' },
          {
            Title: 'انحصاری‌های پلی‌استیشن ۵',
            Url: '/products?variants=playstation-5',
            image: 'banner-ps5-exclusives',
          },
        ],
      },
      {
        component: 'shared.repeter',
        Keyword: 'category',
        Title: 'دسته‌بندی‌ها',
        Items: categories.slice(0, 6).map((category) => ({
          Title: category.name,
          Url: `/category/${category.slug}`,
          image: `category-${category.slug}`,
        })),
      },
      {
        component: 'shared.repeter',
        Keyword: 'banner2',
        Title: 'پیشنهادهای پلتفرم‌ها',
        Items: [
          { Title: 'اکانت استیم', Url: '/products?variants=steam', image: 'banner-steam' },
          { Title: 'نینتندو سوییچ ۲', Url: '/products?variants=nintendo-switch-2', image: 'banner-switch-2' },
        ],
      },
      {
        component: 'shared.repeter',
        Keyword: 'special-offer',
        Title: 'حراج آخر هفته',
        Subtitle: 'تا ۳۰٪ تخفیف ظرفیت ۳ بازی‌های پلی‌استیشن، فقط تا جمعه',
        Items: [{ Title: 'دیدن تخفیف‌ها', Url: '/products?variants=playstation-5', image: 'offer-weekend' }],
      },
      {
        component: 'shared.repeter',
        Keyword: 'banner3',
        Title: 'پیش‌خرید و ایکس‌باکس',
        Items: [
          { Title: 'پیش‌خرید بازی‌های تازه', Url: '/products?preorder=1', image: 'banner-preorders' },
          { Title: 'بازی‌های ایکس‌باکس', Url: '/category/xbox-games', image: 'banner-xbox' },
        ],
      },
    ],
  },
  {
    Page: 'aboutUs',
    seoTitle: 'درباره‌ی گیمینو',
    seoDescription: 'داستان گیمینو: فروشگاهی که گیمرها برای گیمرها ساختند.',
    Sections: [
      {
        component: 'shared.image',
        Keyword: 'hero',
        Title: 'درباره‌ی ما',
        image: 'about-team',
        ImageTitle: 'تیم گیمینو',
        ImageAlternative: 'تصویر تزئینی تیم گیمینو',
      },
      // The intro the home page shows under its rails, in a few lines.
      {
        component: 'shared.rich-text',
        Keyword: 'about_intro',
        Title: 'گیمینو، فروشگاه اکانت بازی',
        Body: '<p>گیمینو اکانت قانونی بازی‌های پلی‌استیشن، ایکس‌باکس، نینتندو سوییچ و استیم را با تحویل فوری و گارانتی تا پایان عمر کنسول می‌فروشد. با اکانت ظرفیتی، بازی‌های روز را با کسری از قیمت نسخه‌ی دیجیتال تجربه کنید.</p>',
      },
      {
        component: 'shared.rich-text',
        Title: 'از یک دغدغه شروع شد',
        Body:
          '<p>گیمینو در سال ۱۳۹۹ از دغدغه‌ی چند دوست گیمر شروع شد که هر بار برای خرید یک بازی تازه، باید میان قیمت‌های سرسام‌آور نسخه‌ی دیجیتال و فروشندگان ناشناس شبکه‌های اجتماعی یکی را انتخاب می‌کردند. تصمیم گرفتیم فروشگاهی بسازیم که خودمان دوست داشتیم از آن خرید کنیم: شفاف، سریع و پاسخ‌گو.</p>' +
          '<p>امروز گیمینو بیش از ده‌ها هزار سفارش را تحویل داده و تیم پشتیبانی ما هر روز هفته، از صبح تا نیمه‌شب، کنار خریداران است. هر اکانت پیش از فروش بررسی می‌شود و تا پایان عمر کنسول شما گارانتی دارد.</p>',
      },
      // As the real CMS has it (CONTRACTS §12.9): the about page's icons are a repeater keyed `icons`.
      {
        component: 'shared.repeter',
        Keyword: 'icons',
        Title: 'گیمینو در یک نگاه',
        Items: [
          {
            Title: 'تحویل خودکار',
            Description: 'اکانت‌های موجود بی‌درنگ پس از پرداخت تحویل می‌شوند.',
            image: 'icon-instant-delivery',
          },
          {
            Title: 'گارانتی کامل',
            Description: 'هر اکانت تا پایان عمر کنسول شما گارانتی دارد.',
            image: 'icon-warranty',
          },
          { Title: 'پرداخت امن', Description: 'پرداخت از کیف پول یا درگاه بانکی شتاب.', image: 'icon-secure-payment' },
          { Title: 'پشتیبانی هر روز', Description: 'از ۹ صبح تا ۱۲ شب، حتی روزهای تعطیل.', image: 'icon-support' },
        ],
      },
      {
        component: 'shared.repeter',
        Keyword: 'values',
        Title: 'آنچه به آن پایبندیم',
        Items: [
          { Title: 'شفافیت', Description: 'توضیح دقیق هر ظرفیت پیش از خرید، بدون شرط پنهان.' },
          { Title: 'سرعت', Description: 'تحویل خودکار اکانت‌های موجود، بدون انتظار برای اپراتور.' },
          { Title: 'پاسخ‌گویی', Description: 'پاسخ به تیکت‌ها معمولاً در کمتر از یک ساعت.' },
        ],
      },
      {
        component: 'shared.image',
        Title: 'تحویل در هر ساعت',
        image: 'about-delivery',
        ImageTitle: 'تحویل فوری',
        ImageAlternative: 'تصویر تزئینی تحویل فوری',
        Url: '/products',
      },
      {
        component: 'shared.repeter',
        Keyword: 'faq',
        Title: 'پرسش‌های پرتکرار',
        Items: [...buyingFaqs.slice(0, 2), ...deliveryFaqs.slice(0, 2), ...warrantyFaqs.slice(0, 2)],
      },
      {
        component: 'shared.repeter',
        Keyword: 'telNumber',
        Title: 'تلفن پشتیبانی',
        Subtitle: 'هر روز از ۹ صبح تا ۱۲ شب',
        Description: '021-91012345',
        Url: 'tel:02191012345',
        Items: [],
      },
      {
        component: 'shared.repeter',
        Keyword: 'email',
        Title: 'ایمیل پشتیبانی',
        Description: 'support@gamino.example',
        Url: 'mailto:support@gamino.example',
        Items: [],
      },
    ],
  },
  {
    Page: 'faq',
    seoTitle: 'پرسش‌های متداول | گیمینو',
    seoDescription: 'پاسخ پرسش‌های پرتکرار درباره‌ی ظرفیت‌ها، تحویل، گارانتی و پرداخت در گیمینو.',
    Sections: [
      {
        component: 'shared.image',
        Keyword: 'hero',
        Title: 'پرسش‌های متداول',
        image: 'faq-header',
        ImageTitle: 'پرسش‌های متداول',
        ImageAlternative: 'تصویر تزئینی پرسش‌ها',
      },
      { component: 'shared.repeter', Keyword: 'buying', Title: 'خرید و پرداخت', Items: buyingFaqs },
      { component: 'shared.repeter', Keyword: 'delivery', Title: 'تحویل اکانت', Items: deliveryFaqs },
      { component: 'shared.repeter', Keyword: 'warranty', Title: 'گارانتی', Items: warrantyFaqs },
      { component: 'shared.repeter', Keyword: 'wallet', Title: 'کیف پول', Items: walletFaqs.slice(0, 4) },
      { component: 'shared.repeter', Keyword: 'account', Title: 'حساب کاربری', Items: accountFaqs },
    ],
  },
  {
    Page: 'Terms',
    seoTitle: 'قوانین و مقررات | گیمینو',
    seoDescription: 'قوانین خرید و استفاده از اکانت‌های گیمینو: ظرفیت‌ها، تحویل، گارانتی و بازگشت وجه.',
    // As the real CMS has it (CONTRACTS §12.9): the rules are the first section, questions with Markdown answers.
    Sections: [
      {
        component: 'shared.repeter',
        Keyword: 'terms',
        Title: 'قوانین',
        Subtitle: 'لطفاً پیش از خرید، این قوانین را با دقت بخوانید. رعایت آن‌ها شرط استفاده از گارانتی اکانت‌هاست.',
        Items: terms,
      },
    ],
  },
  {
    Page: 'contact',
    seoTitle: 'تماس با ما | گیمینو',
    seoDescription: 'راه‌های ارتباط با پشتیبانی گیمینو: تیکت، گفت‌وگوی آنلاین، تلفن و نشانی.',
    Sections: [
      {
        component: 'shared.image',
        Keyword: 'hero',
        Title: 'تماس با ما',
        image: 'contact-support',
        ImageTitle: 'پشتیبانی گیمینو',
        ImageAlternative: 'تصویر تزئینی پشتیبانی',
      },
      {
        component: 'shared.rich-text',
        Title: 'پیش از تماس',
        Body: '<p>پاسخ بسیاری از پرسش‌ها در صفحه‌ی <a href="/faq">پرسش‌های متداول</a> آمده است. اگر درباره‌ی سفارشی سؤال دارید، شماره‌ی سفارش را در پیام خود بنویسید تا سریع‌تر پیگیری شود.</p>',
      },
    ],
  },
  orderGuidePage,
  {
    Page: 'walletFaq',
    seoTitle: 'سؤالات کیف پول | گیمینو',
    seoDescription: 'شارژ کیف پول، حد مجاز، بازگشت وجه و برداشت از کیف پول گیمینو.',
    Sections: [
      {
        component: 'shared.image',
        Keyword: 'hero',
        Title: 'کیف پول',
        image: 'wallet-header',
        ImageTitle: 'کیف پول گیمینو',
        ImageAlternative: 'تصویر تزئینی کیف پول',
      },
      { component: 'shared.repeter', Keyword: 'faq', Title: 'سؤالات کیف پول', Items: walletFaqs },
    ],
  },
];

export type CmsContactChannelSeed = {
  Keyword: Schemas['ContactChannelKeyword'];
  Title: string;
  Subtitle: string;
  Url: string | null;
  Items: { Name: string; Value: string; Description: string; url: string | null; backgroundColorCode: string | null }[];
};

export const cmsContactChannels: CmsContactChannelSeed[] = [
  {
    Keyword: 'ticket',
    Title: 'ثبت تیکت',
    Subtitle: 'سریع‌ترین راه پیگیری سفارش؛ پاسخ معمولاً کمتر از یک ساعت',
    Url: '/contact#form',
    Items: [
      {
        Name: 'تیکت پشتیبانی',
        Value: 'فرم تماس همین صفحه',
        Description: 'شماره‌ی سفارش را در پیام بنویسید.',
        url: '/contact#form',
        backgroundColorCode: '#4f46e5',
      },
    ],
  },
  {
    Keyword: 'online',
    Title: 'گفت‌وگوی آنلاین',
    Subtitle: 'هر روز از ساعت ۹ تا ۲۴',
    Url: null,
    Items: [
      {
        Name: 'تلگرام',
        Value: '@gamino_support',
        Description: 'پاسخ‌گویی در ساعات کاری',
        url: null,
        backgroundColorCode: '#229ed9',
      },
      {
        Name: 'ایمیل',
        Value: 'support@gamino.example',
        Description: 'برای مکاتبات رسمی و ارسال مدارک',
        url: 'mailto:support@gamino.example',
        backgroundColorCode: '#0f766e',
      },
    ],
  },
  {
    Keyword: 'call',
    Title: 'تماس تلفنی',
    Subtitle: 'شنبه تا پنجشنبه، ۱۰ تا ۱۸',
    Url: 'tel:02100000000',
    Items: [
      {
        Name: 'تلفن پشتیبانی',
        Value: '۰۲۱-۰۰۰۰۰۰۰۰',
        Description: 'برای پیگیری سفارش، شماره‌ی سفارش را آماده داشته باشید.',
        url: 'tel:02100000000',
        backgroundColorCode: '#16a34a',
      },
    ],
  },
  {
    Keyword: 'address',
    Title: 'نشانی',
    Subtitle: 'فقط پاسخ‌گویی آنلاین؛ مراجعه‌ی حضوری با هماهنگی',
    Url: null,
    Items: [
      {
        Name: 'دفتر مرکزی',
        Value: 'تهران، خیابان نمونه، پلاک ۰',
        Description: 'کد پستی ۰۰۰۰۰۰۰۰۰۰',
        url: null,
        backgroundColorCode: '#9333ea',
      },
    ],
  },
  ...footerContactChannels,
];

export const cmsContactFaqs: { Title: string; Items: { Question: string; Answer: string }[] } = {
  Title: 'پیش از تماس بخوانید',
  Items: [
    {
      Question: 'پاسخ تیکت چقدر طول می‌کشد؟',
      Answer: 'در ساعات کاری معمولاً کمتر از یک ساعت و در غیر آن تا صبح روز بعد.',
    },
    {
      Question: 'اکانتم از دسترس خارج شده؛ چه کنم؟',
      Answer: 'رمز را تغییر ندهید و با ثبت تیکت، شماره‌ی سفارش را بفرستید تا اکانت بررسی و در صورت نیاز جایگزین شود.',
    },
    {
      Question: 'می‌توانم حضوری مراجعه کنم؟',
      Answer: 'پشتیبانی گیمینو آنلاین است؛ مراجعه‌ی حضوری فقط با هماهنگی قبلی ممکن است.',
    },
  ],
};
