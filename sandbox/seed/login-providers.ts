// The sign-in forms a buyer fills in after paying for a game that is put on their own account (CONTRACTS §12.2):
// one provider per console network, each field with its type, Persian and English texts and, for a Select, its
// options. Between them the four use every field type. Reference data, read by commerce and the files app.
import type { components } from '../../contracts/generated/commerce';

export type FieldType = components['schemas']['LoginFieldType'];

type Texts = { label: string; placeholder: string | null; info: string | null };

export type SeedLoginField = {
  id: number;
  key: string;
  type: FieldType;
  isRequired: boolean;
  /** How many inputs an InputGroup has (backup codes); 0 for the other types. */
  inputGroupCount: number;
  fa: Texts;
  en: Texts;
  options?: { value: string; fa: string; en: string }[];
};

export type SeedLoginProvider = {
  id: number;
  providerKey: string;
  displayName: string;
  colors: [string, string];
  fields: SeedLoginField[];
};

const consent = (id: number): SeedLoginField => ({
  id,
  key: 'consent',
  type: 'Checkbox',
  isRequired: true,
  inputGroupCount: 0,
  fa: {
    label: 'اجازه می‌دهم کارشناس فروشگاه برای خرید و فعال‌سازی بازی وارد اکانتم شود.',
    placeholder: null,
    info: 'پس از انجام سفارش، رمز عبور اکانت خود را عوض کنید.',
  },
  en: {
    label: 'I allow the shop to sign in to my account to buy and activate the game.',
    placeholder: null,
    info: 'Change your password once the order is done.',
  },
});

const password = (id: number, network: string, networkEn: string): SeedLoginField => ({
  id,
  key: 'password',
  type: 'Password',
  isRequired: true,
  inputGroupCount: 0,
  fa: {
    label: `رمز عبور اکانت ${network}`,
    placeholder: 'رمز عبور',
    info: 'رمز عبور فقط رمزنگاری‌شده نگه داشته می‌شود.',
  },
  en: { label: `${networkEn} password`, placeholder: 'Password', info: 'Your password is only ever stored encrypted.' },
});

const email = (id: number, network: string, networkEn: string, isRequired = true): SeedLoginField => ({
  id,
  key: 'email',
  type: 'Email',
  isRequired,
  inputGroupCount: 0,
  fa: {
    label: `ایمیل اکانت ${network}`,
    placeholder: 'example@gmail.com',
    info: `ایمیلی که با آن وارد ${network} می‌شوید.`,
  },
  en: {
    label: `${networkEn} e-mail`,
    placeholder: 'example@gmail.com',
    info: `The e-mail you sign in to ${networkEn} with.`,
  },
});

export const loginProviders: SeedLoginProvider[] = [
  {
    id: 1,
    providerKey: 'PlayStationNetwork',
    displayName: 'PlayStation Network',
    colors: ['#0070d1', '#00246b'],
    fields: [
      email(101, 'PSN', 'PSN'),
      password(102, 'PSN', 'PSN'),
      {
        id: 103,
        key: 'region',
        type: 'Select',
        isRequired: true,
        inputGroupCount: 0,
        fa: {
          label: 'ریجن اکانت',
          placeholder: 'ریجن را انتخاب کنید',
          info: 'منطقه‌ای که هنگام ساخت اکانت انتخاب کرده‌اید.',
        },
        en: {
          label: 'Account region',
          placeholder: 'Choose the region',
          info: 'The region chosen when the account was made.',
        },
        options: [
          { value: 'Europe', fa: 'اروپا (ریجن ۲)', en: 'Europe (region 2)' },
          { value: 'America', fa: 'آمریکا (ریجن ۱)', en: 'Americas (region 1)' },
          { value: 'Asia', fa: 'آسیا (ریجن ۳)', en: 'Asia (region 3)' },
        ],
      },
      {
        id: 104,
        key: 'backupCodes',
        type: 'InputGroup',
        isRequired: false,
        inputGroupCount: 3,
        fa: {
          label: 'کدهای پشتیبان ورود دومرحله‌ای',
          placeholder: 'کد ۶ رقمی',
          info: 'اگر ورود دومرحله‌ای روشن است، سه کد پشتیبان از بخش Security اکانت بفرستید.',
        },
        en: {
          label: 'Two-step backup codes',
          placeholder: '6-digit code',
          info: 'With two-step sign-in on, send three backup codes from the account’s Security page.',
        },
      },
      consent(105),
    ],
  },
  {
    id: 2,
    providerKey: 'Xbox',
    displayName: 'Xbox (Microsoft account)',
    colors: ['#107c10', '#0b3d0b'],
    fields: [
      email(201, 'مایکروسافت', 'Microsoft account'),
      password(202, 'مایکروسافت', 'Microsoft account'),
      {
        id: 203,
        key: 'gamertag',
        type: 'Text',
        isRequired: false,
        inputGroupCount: 0,
        fa: { label: 'گیمرتگ', placeholder: 'Gamertag', info: 'نامی که دوستانتان در Xbox می‌بینند.' },
        en: { label: 'Gamertag', placeholder: 'Gamertag', info: 'The name your friends see on Xbox.' },
      },
      consent(204),
    ],
  },
  {
    id: 3,
    providerKey: 'Steam',
    displayName: 'Steam',
    colors: ['#1b2838', '#2a475e'],
    fields: [
      {
        id: 301,
        key: 'username',
        type: 'Text',
        isRequired: true,
        inputGroupCount: 0,
        fa: { label: 'نام کاربری Steam', placeholder: 'Account name', info: 'نام کاربری ورود، نه نام نمایشی پروفایل.' },
        en: {
          label: 'Steam account name',
          placeholder: 'Account name',
          info: 'The sign-in name, not the profile’s display name.',
        },
      },
      password(302, 'Steam', 'Steam'),
      email(303, 'Steam', 'Steam', false),
      {
        id: 304,
        key: 'guardCodes',
        type: 'InputGroup',
        isRequired: true,
        inputGroupCount: 5,
        fa: {
          label: 'کدهای پشتیبان Steam Guard',
          placeholder: 'کد ۵ نویسه‌ای',
          info: 'پنج کد از Steam Guard › Get backup codes؛ هر کد یک بار به کار می‌رود.',
        },
        en: {
          label: 'Steam Guard backup codes',
          placeholder: '5-character code',
          info: 'Five codes from Steam Guard › Get backup codes.',
        },
      },
      {
        id: 305,
        key: 'notes',
        type: 'Textarea',
        isRequired: false,
        inputGroupCount: 0,
        fa: { label: 'توضیحات', placeholder: 'اگر نکته‌ای درباره‌ی اکانت هست بنویسید', info: null },
        en: { label: 'Notes', placeholder: 'Anything we should know about the account', info: null },
      },
    ],
  },
  {
    id: 4,
    providerKey: 'NintendoAccount',
    displayName: 'Nintendo Account',
    colors: ['#e60012', '#8c000b'],
    fields: [
      email(401, 'نینتندو', 'Nintendo Account'),
      password(402, 'نینتندو', 'Nintendo Account'),
      {
        id: 403,
        key: 'region',
        type: 'Select',
        isRequired: true,
        inputGroupCount: 0,
        fa: {
          label: 'کشور اکانت',
          placeholder: 'کشور را انتخاب کنید',
          info: 'کشوری که در تنظیمات Nintendo Account ثبت شده است.',
        },
        en: {
          label: 'Account country',
          placeholder: 'Choose the country',
          info: 'The country set in the Nintendo Account.',
        },
        options: [
          { value: 'Europe', fa: 'اروپا', en: 'Europe' },
          { value: 'America', fa: 'آمریکا', en: 'Americas' },
          { value: 'Japan', fa: 'ژاپن', en: 'Japan' },
        ],
      },
      {
        id: 404,
        key: 'notes',
        type: 'Textarea',
        isRequired: false,
        inputGroupCount: 0,
        fa: { label: 'توضیحات', placeholder: 'مثلاً ساعتی که کنسول روشن نیست', info: null },
        en: { label: 'Notes', placeholder: 'E.g. hours the console is off', info: null },
      },
      consent(405),
    ],
  },
];

export const findLoginProvider = (id: number) => loginProviders.find((provider) => provider.id === id);
