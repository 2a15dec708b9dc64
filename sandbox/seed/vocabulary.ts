// Persian labels for the catalog's keywords. Keys follow the IGDB vocabulary in PascalCase
// (docs/contracts/commerce.md, "Game metadata"); commerce turns them into facet titles and the images app into badges.
import type { AccountType, PlatformSlug, SeedGame } from './types';

export const genreLabels: Record<string, string> = {
  Shooter: 'شوتر / تیراندازی',
  Sport: 'ورزشی',
  RolePlaying: 'نقش‌آفرینی',
  Adventure: 'ماجرایی',
  Racing: 'مسابقه‌ای',
  Fighting: 'مبارزه‌ای',
  Platform: 'پلتفرمر',
  Strategy: 'استراتژی',
  Simulator: 'شبیه‌ساز',
  Puzzle: 'معمایی',
  HackAndSlash: 'هک اند اسلش',
  Tactical: 'تاکتیکی',
  Indie: 'مستقل (ایندی)',
  Arcade: 'آرکید',
};

export const themeLabels: Record<string, string> = {
  Action: 'اکشن',
  Fantasy: 'فانتزی',
  ScienceFiction: 'علمی‌تخیلی',
  Horror: 'ترسناک',
  Survival: 'بقا',
  OpenWorld: 'جهان باز',
  Warfare: 'جنگی',
  Stealth: 'مخفی‌کاری',
  Comedy: 'کمدی',
  Historical: 'تاریخی',
  Sandbox: 'سندباکس',
  Kids: 'کودکان',
  Mystery: 'رازآلود',
  Thriller: 'هیجانی',
};

export const gameplayLabels: Record<string, string> = {
  SinglePlayer: 'تک‌نفره',
  OnlineMultiplayer: 'چندنفره آنلاین',
  Coop: 'همکاری (کوآپ)',
  SplitScreen: 'تقسیم صفحه',
  PvPCompetitive: 'رقابتی (PvP)',
  BattleRoyale: 'بتل رویال',
  MMO: 'چندنفره انبوه (MMO)',
};

export const perspectiveLabels: Record<string, string> = {
  FirstPerson: 'اول‌شخص',
  ThirdPerson: 'سوم‌شخص',
  BirdView: 'نمای بالا / ایزومتریک',
  SideView: 'نمای کناری',
  VirtualReality: 'واقعیت مجازی',
};

export type RatingInfo = { title: string; name: string; description: string };

export const pegiInfo: Record<SeedGame['pegi'], RatingInfo> = {
  PEGI3: {
    title: '+3',
    name: 'PEGI 3',
    description: 'مناسب همه‌ی گروه‌های سنی؛ بدون صحنه یا صدایی که کودکان را بترساند.',
  },
  PEGI7: {
    title: '+7',
    name: 'PEGI 7',
    description: 'مناسب بالای ۷ سال؛ ممکن است صحنه‌ها یا صداهای کمی ترسناک یا خشونت بسیار ملایم داشته باشد.',
  },
  PEGI12: {
    title: '+12',
    name: 'PEGI 12',
    description: 'مناسب بالای ۱۲ سال؛ خشونت تخیلی یا کمی واقع‌گرایانه و کلمات رکیک خفیف.',
  },
  PEGI16: {
    title: '+16',
    name: 'PEGI 16',
    description: 'مناسب بالای ۱۶ سال؛ خشونت واقع‌گرایانه، زبان تند یا اشاره به مواد دخانی و الکل.',
  },
  PEGI18: {
    title: '+18',
    name: 'PEGI 18',
    description: 'فقط بزرگسالان؛ خشونت شدید و آشکار و محتوایی که برای نوجوانان مناسب نیست.',
  },
};

export const esrbInfo: Record<SeedGame['esrb'], RatingInfo> = {
  EC: {
    title: 'EC',
    name: 'Early Childhood',
    description: 'مناسب خردسالان؛ محتوایی کاملاً بی‌خطر برای کودکان پیش‌دبستانی.',
  },
  E: { title: 'E', name: 'Everyone', description: 'مناسب همه؛ ممکن است خشونت کارتونی یا بسیار ملایم داشته باشد.' },
  E10: {
    title: '+E10',
    name: 'Everyone 10+',
    description: 'مناسب بالای ۱۰ سال؛ خشونت کارتونی یا تخیلی بیشتر و کلمات تند خفیف.',
  },
  T: { title: 'T', name: 'Teen', description: 'مناسب نوجوانان بالای ۱۳ سال؛ خشونت، خون‌ریزی کم و زبان تند محدود.' },
  M: { title: 'M', name: 'Mature 17+', description: 'مناسب بالای ۱۷ سال؛ خشونت شدید، خون و زبان تند.' },
  AO: { title: 'AO', name: 'Adults Only 18+', description: 'فقط بزرگسالان بالای ۱۸ سال.' },
  RP: { title: 'RP', name: 'Rating Pending', description: 'رده‌ی سنی هنوز تعیین نشده است.' },
};

/** PEGI and ESRB content descriptors; the keyword is the English description without spaces. */
export const descriptorLabels: Record<string, string> = {
  Violence: 'خشونت',
  BadLanguage: 'الفاظ نامناسب',
  Fear: 'ترس',
  Sex: 'محتوای جنسی',
  Drugs: 'مواد مخدر',
  Discrimination: 'تبعیض',
  Gambling: 'قمار',
  IngamePurchases: 'خرید درون‌برنامه‌ای',
  InGamePurchases: 'خرید درون‌برنامه‌ای',
  UsersInteract: 'ارتباط بین کاربران',
  Blood: 'خون',
  MildBlood: 'خون‌ریزی خفیف',
  BloodandGore: 'خون و خون‌ریزی شدید',
  IntenseViolence: 'خشونت شدید',
  FantasyViolence: 'خشونت تخیلی',
  MildFantasyViolence: 'خشونت تخیلی خفیف',
  CartoonViolence: 'خشونت کارتونی',
  ComicMischief: 'شوخی‌های کمیک',
  Language: 'زبان تند',
  MildLanguage: 'زبان تند خفیف',
  StrongLanguage: 'زبان بسیار تند',
  SuggestiveThemes: 'مضامین تحریک‌آمیز',
  MildSuggestiveThemes: 'مضامین تحریک‌آمیز خفیف',
  SexualThemes: 'مضامین جنسی',
  SexualContent: 'محتوای جنسی',
  StrongSexualContent: 'محتوای جنسی شدید',
  PartialNudity: 'برهنگی جزئی',
  Nudity: 'برهنگی',
  UseofAlcohol: 'مصرف الکل',
  UseofDrugs: 'مصرف مواد',
  UseofDrugsandAlcohol: 'مصرف مواد و الکل',
  UseofAlcoholandTobacco: 'مصرف الکل و دخانیات',
  AlcoholReference: 'اشاره به الکل',
  DrugReference: 'اشاره به مواد',
  MatureHumor: 'شوخی‌های بزرگسالانه',
  MildLyrics: 'اشعار با الفاظ خفیف',
};

export const platformLabels: Record<PlatformSlug, string> = {
  'playstation-5': 'PlayStation 5',
  'playstation-4': 'PlayStation 4',
  'nintendo-switch': 'Nintendo Switch',
  pc: 'PC',
  steam: 'Steam',
  'xbox-one': 'Xbox One',
  'xbox-series-xs': 'Xbox Series X|S',
  'nintendo-switch-2': 'Nintendo Switch 2',
};

/** Short platform names used inside variant titles, e.g. "ظرفیت ۱ PS5". */
export const platformShortLabels: Record<PlatformSlug, string> = {
  'playstation-5': 'PS5',
  'playstation-4': 'PS4',
  'nintendo-switch': 'Switch',
  pc: 'PC',
  steam: 'Steam',
  'xbox-one': 'XOne',
  'xbox-series-xs': 'XSX',
  'nintendo-switch-2': 'Switch 2',
};

export const accountTypeLabels: Record<AccountType, string> = {
  'capacity-1': 'ظرفیت ۱',
  'capacity-2': 'ظرفیت ۲',
  'capacity-3': 'ظرفیت ۳',
  offline: 'آفلاین',
};

export const accountTypeDescriptions: Record<AccountType, string> = {
  'capacity-1':
    'اکانت را روی کنسول خودتان به‌عنوان کنسول اصلی (Primary) فعال می‌کنید و بازی را با یوزر شخصی خودتان، هم آنلاین و هم آفلاین، با همه‌ی امکانات اجرا می‌کنید.',
  'capacity-2':
    'بازی را با یوزر همان اکانت خریداری‌شده و بدون فعال‌سازی Primary اجرا می‌کنید؛ بخش آنلاین در دسترس است اما برای هر بار اجرا باید کنسول به اینترنت وصل باشد.',
  'capacity-3':
    'اکانت را روی کنسول خودتان Primary می‌کنید و با یوزر شخصی بازی می‌کنید، اما فقط بخش آفلاین و داستانی در دسترس است و بخش آنلاین را شامل نمی‌شود.',
  offline:
    'اکانت کامل به‌صورت اشتراکی تحویل داده می‌شود و بازی فقط در حالت آفلاین و بدون اتصال به شبکه اجرا می‌شود؛ ارزان‌ترین راه برای تجربه‌ی بخش داستانی.',
};
