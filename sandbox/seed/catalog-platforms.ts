// Games on the platforms the real home page asks for by name (its best sellers by platform, docs/contracts/commerce.md,
// "Best sellers by platform"): Steam, Xbox One, Xbox Series X|S and Nintendo Switch 2. Same shape as seed/catalog.ts.
import type { AccountType, PlatformSlug, SeedGame, SeedVariant } from './types';

function sold(
  platform: PlatformSlug,
  accountType: AccountType,
  regularPrice: number,
  stock: number,
  discountedPrice: number | null = null,
): SeedVariant {
  return { platform, accountType, regularPrice, discountedPrice, stock, preorder: false };
}

const metacritic = (value: number) => ({ type: 'Metacritic' as const, value, total: 100 });
const ign = (value: number) => ({ type: 'IGN' as const, value, total: 10 });

const nintendo = { slug: 'nintendo', name: 'Nintendo' };

export const platformGames: SeedGame[] = [
  {
    slug: 'mario-kart-world',
    name: 'Mario Kart World',
    persianName: 'ماریو کارت ورلد',
    releaseDate: '2025-06-05',
    publisher: nintendo,
    developer: { slug: 'nintendo-epd', name: 'Nintendo EPD' },
    genres: ['Racing', 'Arcade'],
    themes: ['Comedy', 'Kids'],
    gameplays: ['SinglePlayer', 'OnlineMultiplayer', 'SplitScreen'],
    playerPerspectives: ['ThirdPerson'],
    pegi: 'PEGI3',
    pegiDescriptors: [],
    esrb: 'E',
    esrbDescriptors: ['MildFantasyViolence'],
    brandSlugs: ['nintendo'],
    categorySlugs: ['switch-games', 'family-games', 'offline-accounts'],
    ratings: [metacritic(86), ign(9)],
    shortDescription: 'نخستین ماریو کارت جهان باز: پیست‌ها به هم وصل‌اند و تا ۲۴ راننده در یک مسابقه رقابت می‌کنند.',
    description:
      '<p>ماریو کارت ورلد با عرضه‌ی نینتندو سوییچ ۲ آمد و پیست‌های جداگانه را به جهانی یکپارچه تبدیل کرد؛ میان دو مسابقه، راه رسیدن به پیست بعدی هم بخشی از رقابت است.</p>' +
      '<p>حالت «نوک‌اوت تور» با ۲۴ راننده، آیتم‌های تازه و حالت آزاد برای گشتن در نقشه، این نسخه را به پرمحتواترین ماریو کارت تا امروز بدل کرده است.</p>',
    faqs: [
      { question: 'روی سوییچ نسخه‌ی اول اجرا می‌شود؟', answer: 'خیر، این بازی انحصاری نینتندو سوییچ ۲ است.' },
      {
        question: 'بازی چندنفره‌ی روی یک کنسول دارد؟',
        answer: 'بله، تا چهار نفر با تقسیم صفحه روی یک کنسول بازی می‌کنند.',
      },
    ],
    coverColors: ['#dc2626', '#facc15'],
    salesCount: 610,
    visitorCount: 6400,
    variants: [
      sold('nintendo-switch-2', 'capacity-1', 52_000_000, 6),
      sold('nintendo-switch-2', 'offline', 30_000_000, 9),
    ],
  },
  {
    slug: 'donkey-kong-bananza',
    name: 'Donkey Kong Bananza',
    persianName: 'دانکی کانگ بنانزا',
    releaseDate: '2025-07-17',
    publisher: nintendo,
    developer: { slug: 'nintendo-epd', name: 'Nintendo EPD' },
    genres: ['Platform', 'Adventure'],
    themes: ['Action', 'Comedy'],
    gameplays: ['SinglePlayer', 'Coop'],
    playerPerspectives: ['ThirdPerson'],
    pegi: 'PEGI7',
    pegiDescriptors: ['Violence'],
    esrb: 'E10',
    esrbDescriptors: ['CartoonViolence'],
    brandSlugs: ['nintendo'],
    categorySlugs: ['switch-games', 'family-games', 'action-adventure', 'offline-accounts'],
    ratings: [metacritic(91), ign(9)],
    shortDescription: 'دانکی کانگ برای پس گرفتن موزهای طلایی به اعماق زمین می‌رود و هر دیواری را با مشت باز می‌کند.',
    description:
      '<p>در بنانزا تقریباً همه‌چیز شکستنی است: دانکی کانگ زمین را می‌کند، صخره‌ها را پرتاب می‌کند و راه خودش را در لایه‌های زیرزمینی می‌سازد. همراه او پائولین جوان است که با آوازش قدرت‌های تازه‌ای به دانکی می‌دهد.</p>' +
      '<p>نفر دوم می‌تواند در نقش پائولین همراه شود و با ماوس جوی‌کان ۲ به دانکی کمک کند.</p>',
    faqs: [
      { question: 'بازی دونفره است؟', answer: 'بخش همکاری دونفره دارد؛ نفر دوم نقش پائولین را بازی می‌کند.' },
      { question: 'مناسب کودکان است؟', answer: 'بله، رده‌ی سنی آن PEGI 7 است و خشونت آن کارتونی است.' },
    ],
    coverColors: ['#92400e', '#fde047'],
    salesCount: 540,
    visitorCount: 5900,
    variants: [
      sold('nintendo-switch-2', 'capacity-1', 48_000_000, 4, 43_000_000),
      sold('nintendo-switch-2', 'offline', 27_000_000, 7),
    ],
  },
  {
    slug: 'hollow-knight-silksong',
    name: 'Hollow Knight: Silksong',
    persianName: 'هالو نایت: سیلک‌سانگ',
    releaseDate: '2025-09-04',
    publisher: { slug: 'team-cherry', name: 'Team Cherry' },
    developer: { slug: 'team-cherry', name: 'Team Cherry' },
    genres: ['Platform', 'Adventure', 'Indie'],
    themes: ['Action', 'Fantasy'],
    gameplays: ['SinglePlayer'],
    playerPerspectives: ['SideView'],
    pegi: 'PEGI7',
    pegiDescriptors: ['Violence'],
    esrb: 'E10',
    esrbDescriptors: ['FantasyViolence'],
    brandSlugs: [],
    categorySlugs: ['pc-games', 'switch-games', 'action-adventure', 'offline-accounts'],
    ratings: [metacritic(91), ign(9)],
    shortDescription: 'هورنت، شاهزاده‌ی جنگجو، در سرزمینی ناشناخته اسیر شده و باید تا قله‌ی قلمروی ابریشم بالا برود.',
    description:
      '<p>دنباله‌ی مترویدوانیای محبوب تیم چری این بار هورنت را قهرمان می‌کند: سریع‌تر و چابک‌تر از شوالیه‌ی بی‌نام نسخه‌ی اول، با سوزن و نخ ابریشمش.</p>' +
      '<p>بیش از ۲۰۰ دشمن، ده‌ها باس و سیستم ابزارها و جلیقه‌هایی که سبک مبارزه را عوض می‌کنند، ساعت‌ها کاوش در نقشه‌ای دست‌ساز را رقم می‌زنند.</p>',
    faqs: [
      {
        question: 'باید نسخه‌ی اول را بازی کرده باشم؟',
        answer: 'خیر؛ داستان مستقل است، هرچند آشنایی با نسخه‌ی اول لذت آن را بیشتر می‌کند.',
      },
      {
        question: 'اکانت استیم چطور تحویل می‌شود؟',
        answer: 'نام کاربری و رمز اکانت استیمی که بازی روی آن خریداری شده، همراه راهنمای حالت آفلاین تحویل می‌شود.',
      },
    ],
    coverColors: ['#7f1d1d', '#e2e8f0'],
    salesCount: 450,
    visitorCount: 5200,
    variants: [sold('steam', 'offline', 6_500_000, 12), sold('nintendo-switch-2', 'capacity-1', 14_000_000, 5)],
  },
  {
    slug: 'halo-the-master-chief-collection',
    name: 'Halo: The Master Chief Collection',
    persianName: 'هیلو: مجموعه‌ی مستر چیف',
    releaseDate: '2014-11-11',
    publisher: { slug: 'xbox-game-studios', name: 'Xbox Game Studios' },
    developer: { slug: '343-industries', name: '343 Industries' },
    genres: ['Shooter'],
    themes: ['Action', 'ScienceFiction', 'Warfare'],
    gameplays: ['SinglePlayer', 'OnlineMultiplayer', 'Coop'],
    playerPerspectives: ['FirstPerson'],
    pegi: 'PEGI16',
    pegiDescriptors: ['Violence'],
    esrb: 'M',
    esrbDescriptors: ['BloodandGore', 'Violence'],
    brandSlugs: ['xbox'],
    categorySlugs: ['xbox-games', 'pc-games', 'offline-accounts'],
    ratings: [metacritic(85), ign(8)],
    shortDescription: 'شش بازی هیلو، از Combat Evolved تا Halo 4، در یک مجموعه با بخش چندنفره‌ی مشترک.',
    description:
      '<p>مجموعه‌ی مستر چیف داستان سرجوخه جان-۱۱۷ را از حلقه‌ی نخست تا بازگشت به زمین روایت می‌کند: Halo CE و Halo 2 با گرافیک بازسازی‌شده، Halo 3، ODST، Reach و Halo 4.</p>' +
      '<p>بخش چندنفره‌ی همه‌ی نسخه‌ها در یک منو جمع شده و روی Xbox Series X|S با رزولوشن و نرخ فریم بالاتر اجرا می‌شود.</p>',
    faqs: [
      {
        question: 'اکانت Xbox One روی سری ایکس اجرا می‌شود؟',
        answer: 'بله، بازی‌های Xbox One روی Xbox Series X|S هم اجرا می‌شوند.',
      },
      {
        question: 'برای بخش آنلاین گیم‌پس لازم است؟',
        answer: 'بخش چندنفره‌ی آنلاین روی کنسول به اشتراک Game Pass Core یا Ultimate نیاز دارد.',
      },
    ],
    coverColors: ['#14532d', '#a3e635'],
    salesCount: 380,
    visitorCount: 4700,
    variants: [
      sold('xbox-one', 'offline', 5_000_000, 10),
      sold('xbox-series-xs', 'capacity-1', 12_000_000, 6, 9_900_000),
      sold('steam', 'offline', 5_500_000, 8),
    ],
  },
];
