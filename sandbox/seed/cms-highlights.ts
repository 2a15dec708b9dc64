// The CMS highlights, which the shop shows as stories: each highlight a round cover (`Item.Image`) and two to
// four slides (`Item.Items`), a slide's media a picture or a short video, with a link into the shop or none.
// The videos are the committed gallery trailers (sandbox/files/videos), served again as CMS uploads.
import { findGame, games } from './catalog';
import type { CmsUpload } from './cms';

/** A slide: its media by upload name (a picture, or a video of cmsVideoUploads) and its link, if any. */
export type CmsHighlightSlideSeed = {
  Url: string | null;
  Title: string;
  Header: string;
  Subtitle: string;
  image: string;
};

export type CmsHighlightSeed = {
  Keyword: string;
  Title: string;
  /** The round cover's upload. */
  image: string;
  Items: CmsHighlightSlideSeed[];
};

/** An MP4 upload: a gallery trailer (by its game's slug) under a CMS name, `/uploads/<name>.mp4`. */
export type CmsVideoUpload = { name: string; title: string; trailer: string; width: number; height: number };

export const cmsVideoUploads: CmsVideoUpload[] = [
  { name: 'story-fc26-trailer', title: 'تریلر اف‌سی ۲۶', trailer: 'ea-sports-fc-26', width: 640, height: 360 },
  {
    name: 'story-spider-man-2-trailer',
    title: 'تریلر مرد عنکبوتی ۲',
    trailer: 'marvels-spider-man-2',
    width: 640,
    height: 360,
  },
  { name: 'story-astro-bot-trailer', title: 'تریلر استروبات', trailer: 'astro-bot', width: 640, height: 360 },
];

export function findCmsVideo(name: string): CmsVideoUpload | undefined {
  return cmsVideoUploads.find((video) => video.name === name);
}

/** A round cover: a square mark in the highlight's colours. */
const cover = (name: string, title: string, colors: [string, string]): CmsUpload => ({
  name,
  title,
  width: 240,
  height: 240,
  colors,
  kind: 'icon',
});
/** A full-screen slide picture, drawn portrait as a phone shows it. */
const poster = (name: string, title: string, colors: [string, string]): CmsUpload => ({
  name,
  title,
  width: 720,
  height: 1280,
  colors,
  kind: 'artwork',
});

const storyUploads: CmsUpload[] = [
  cover('story-new-releases', 'تازه‌ها', ['#7c3aed', '#1e1b4b']),
  cover('story-weekly-deals', 'تخفیف', ['#dc2626', '#450a0a']),
  cover('story-ps5-exclusives', 'PS5', ['#1d4ed8', '#020617']),
  cover('story-football', 'فوتبال', ['#15803d', '#052e16']),
  cover('story-family', 'خانواده', ['#f59e0b', '#7c2d12']),
  cover('story-guide', 'راهنما', ['#0e7490', '#082f49']),
  poster('story-deals-up-to-30', 'تا ۳۰٪ تخفیف، فقط تا جمعه', ['#dc2626', '#450a0a']),
  poster('story-all-ps5', 'همه‌ی بازی‌های پلی‌استیشن ۵', ['#1d4ed8', '#020617']),
  poster('story-sport-games', 'بازی‌های ورزشی', ['#15803d', '#052e16']),
  poster('story-guide-capacity', 'ظرفیت ۱، ۲ و ۳ یعنی چه؟', ['#0e7490', '#082f49']),
  poster('story-guide-delivery', 'تحویل آنی پس از پرداخت', ['#047857', '#052e16']),
  poster('story-guide-warranty', 'گارانتی تا پایان عمر کنسول', ['#4c1d95', '#0f172a']),
];

/** A slide that shows a game's cover and leads to its page. */
function gameSlide(slug: string, header: string, subtitle: string): CmsHighlightSlideSeed {
  const game = findGame(slug);
  if (!game) throw new Error(`highlight refers to unknown game ${slug}`);
  return {
    Url: `/product/${game.slug}`,
    Title: game.persianName,
    Header: header,
    Subtitle: subtitle,
    image: `card-${game.slug}`,
  };
}

export const cmsHighlights: CmsHighlightSeed[] = [
  {
    Keyword: 'new-releases',
    Title: 'تازه‌ها',
    image: 'story-new-releases',
    Items: [
      {
        Url: '/product/ea-sports-fc-26',
        Title: 'اف‌سی ۲۶',
        Header: 'تازه رسید',
        Subtitle: 'فوتبال فصل جدید با تحویل فوری',
        image: 'story-fc26-trailer',
      },
      gameSlide('assassins-creed-shadows', 'ژاپن فئودال', 'ناوئه و یاسوکه در انتظار شما'),
      gameSlide('monster-hunter-wilds', 'شکار گروهی', 'تا چهار نفر آنلاین'),
    ],
  },
  {
    Keyword: 'weekly-deals',
    Title: 'تخفیف‌های هفته',
    image: 'story-weekly-deals',
    Items: [
      {
        Url: '/products?sort=bestselling',
        Title: 'تخفیف‌های هفته',
        Header: 'تا ۳۰٪ تخفیف',
        Subtitle: 'فقط تا جمعه',
        image: 'story-deals-up-to-30',
      },
      gameSlide('god-of-war-ragnarok', 'ظرفیت ۳ با تخفیف', 'تا پایان هفته'),
      gameSlide('cyberpunk-2077', '۲۵٪ تخفیف', 'ظرفیت ۱ PS5'),
      gameSlide('it-takes-two', 'دونفره، نصف قیمت', "با Friend's Pass"),
    ],
  },
  {
    Keyword: 'ps5-exclusives',
    Title: 'انحصاری‌های PS5',
    image: 'story-ps5-exclusives',
    Items: [
      {
        Url: '/product/marvels-spider-man-2',
        Title: 'مرد عنکبوتی ۲',
        Header: 'اینسامنیاک',
        Subtitle: 'نیویورک را نجات دهید',
        image: 'story-spider-man-2-trailer',
      },
      gameSlide('the-last-of-us-part-ii-remastered', 'ناتی داگ', 'با حالت No Return'),
      {
        Url: '/products?variants=playstation-5',
        Title: 'همه‌ی بازی‌های PS5',
        Header: 'کاتالوگ',
        Subtitle: 'ظرفیت ۱، ۲، ۳ و آفلاین',
        image: 'story-all-ps5',
      },
    ],
  },
  {
    Keyword: 'football',
    Title: 'فصل فوتبال',
    image: 'story-football',
    Items: [
      gameSlide('ea-sports-fc-26', 'پرفروش‌ترین', 'بازی آنلاین با ظرفیت ۱'),
      {
        Url: '/products?genres=Sport',
        Title: 'بازی‌های ورزشی',
        Header: 'دسته‌بندی',
        Subtitle: 'فوتبال، بسکتبال و فرمول یک',
        image: 'story-sport-games',
      },
    ],
  },
  {
    Keyword: 'family',
    Title: 'بازی‌های خانوادگی',
    image: 'story-family',
    Items: [
      {
        Url: null,
        Title: 'استروبات',
        Header: 'بازی سال ۲۰۲۴',
        Subtitle: 'مناسب همه‌ی خانواده',
        image: 'story-astro-bot-trailer',
      },
      gameSlide('mario-kart-8-deluxe', 'تا چهار نفر', 'روی یک سوییچ'),
      gameSlide('minecraft', 'برای همه‌ی سنین', 'ساختن بی‌پایان'),
    ],
  },
  {
    Keyword: 'buying-guide',
    Title: 'راهنمای خرید',
    image: 'story-guide',
    Items: [
      {
        Url: null,
        Title: 'ظرفیت‌ها',
        Header: 'پیش از خرید بدانید',
        Subtitle: 'هر ظرفیت چه دسترسی‌ای می‌دهد',
        image: 'story-guide-capacity',
      },
      {
        Url: null,
        Title: 'تحویل آنی',
        Header: 'بدون انتظار',
        Subtitle: 'مشخصات اکانت در «سفارش‌های من»',
        image: 'story-guide-delivery',
      },
      {
        Url: '/faq',
        Title: 'گارانتی',
        Header: 'خیالتان راحت',
        Subtitle: 'پرسش‌های پرتکرار را بخوانید',
        image: 'story-guide-warranty',
      },
    ],
  },
];

/** The game covers the slides show, one upload per game. */
const cardUploads: CmsUpload[] = [
  ...new Set(
    cmsHighlights
      .flatMap((highlight) => highlight.Items.map((item) => item.image))
      .filter((name) => name.startsWith('card-')),
  ),
].map((name) => {
  const game = games.find((candidate) => `card-${candidate.slug}` === name)!;
  return { name, title: game.name, width: 600, height: 800, colors: game.coverColors, kind: 'cover' as const };
});

/** Every picture the highlights use (the videos are cmsVideoUploads). */
export const highlightUploads: CmsUpload[] = [...storyUploads, ...cardUploads];
