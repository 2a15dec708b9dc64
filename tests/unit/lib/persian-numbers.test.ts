import { createNumberPass, persianNumbersInText } from '@/lib/persian-numbers';

/** A document's text nodes with the tags around them, in order, as the sanitizer hands them over. */
function walk(parts: (string | { open: string } | { close: string })[], phoneLinks = true): string {
  const pass = createNumberPass({ phoneLinks });
  return parts
    .map((part) => {
      if (typeof part === 'string') return pass.text(part);
      if ('open' in part) pass.open(part.open);
      else pass.close(part.close);
      return '|';
    })
    .join('');
}

describe('numbers among Persian words', () => {
  it('are shown in Persian digits', () => {
    expect(persianNumbersInText('ارسال در 24 ساعت، با 20% تخفیف')).toBe('ارسال در ۲۴ ساعت، با ۲۰% تخفیف');
  });

  it('keep their joiners: decimals, dates, times and ranges stay one number', () => {
    expect(persianNumbersInText('از 9:30 تا 1403/05/12 با 2.5 برابر، 10-12 روز')).toBe(
      'از ۹:۳۰ تا ۱۴۰۳/۰۵/۱۲ با ۲.۵ برابر، ۱۰-۱۲ روز',
    );
  });

  it('stay Latin when they belong to a Latin name: touching its letters (PS5, 4K, 2K25) or after it (FIFA 26)', () => {
    expect(persianNumbersInText('بازی FIFA 26 روی PS5 با کیفیت 4K و NBA 2K25 در 3 نسخه')).toBe(
      'بازی FIFA 26 روی PS5 با کیفیت 4K و NBA 2K25 در ۳ نسخه',
    );
  });

  it('stay as written in an address or an e-mail', () => {
    expect(
      persianNumbersInText('ببینید https://gamino.example/blog/2024/10 یا www.x2.example/7 و team2024@mail.example'),
    ).toBe('ببینید https://gamino.example/blog/2024/10 یا www.x2.example/7 و team2024@mail.example');
    expect(persianNumbersInText('فایل v1.2 و game.2 و 12.jpg')).toBe('فایل v1.2 و game.2 و 12.jpg');
  });

  it('leave Persian digits and text without numbers alone', () => {
    expect(persianNumbersInText('ظرفیت ۱ و ۲ بدون شرط')).toBe('ظرفیت ۱ و ۲ بدون شرط');
  });
});

describe('the pass over a document', () => {
  it('keeps the text of <code>, <pre>, <kbd> and <samp> as written, nested tags included', () => {
    expect(
      walk([
        'نسخه 3 ',
        { open: 'pre' },
        { open: 'code' },
        { open: 'span' },
        'let a = 42',
        { close: 'span' },
        { close: 'code' },
        { close: 'pre' },
        ' و 4',
      ]),
    ).toBe('نسخه ۳ |||let a = 42||| و ۴');
    expect(walk([{ open: 'kbd' }, 'Ctrl 1', { close: 'kbd' }, ' 1'])).toBe('|Ctrl 1| ۱');
  });

  it('sees a Latin name across an inline tag, but not across a block', () => {
    expect(walk([{ open: 'strong' }, 'FIFA', { close: 'strong' }, ' 26 جدید'])).toBe('|FIFA| 26 جدید');
    expect(walk([{ open: 'p' }, 'FIFA', { close: 'p' }, { open: 'p' }, '26 روز'])).toBe('|FIFA||۲۶ روز');
  });

  it('makes a phone number a tel: link with its digits as written, shown in Persian digits left to right', () => {
    expect(walk(['تلفن: 021-91012345'])).toBe('تلفن: <a href="tel:02191012345" dir="ltr">۰۲۱-۹۱۰۱۲۳۴۵</a>');
    expect(walk(['موبایل 0912 123 4567 یا +98 21 9101 2345 یا ۰۰۹۸۲۱۹۱۰۱۲۳۴۵'])).toBe(
      'موبایل <a href="tel:09121234567" dir="ltr">۰۹۱۲ ۱۲۳ ۴۵۶۷</a> یا ' +
        '<a href="tel:+982191012345" dir="ltr">+۹۸ ۲۱ ۹۱۰۱ ۲۳۴۵</a> یا ' +
        '<a href="tel:+982191012345" dir="ltr">۰۰۹۸۲۱۹۱۰۱۲۳۴۵</a>',
    );
  });

  it('does not link a phone number already in a link, nor in plain text, nor a number that only looks long', () => {
    expect(walk([{ open: 'a' }, '021-91012345', { close: 'a' }])).toBe('|۰۲۱-۹۱۰۱۲۳۴۵|');
    expect(persianNumbersInText('تلفن 021-91012345')).toBe('تلفن ۰۲۱-۹۱۰۱۲۳۴۵');
    expect(walk(['کد 12 345 678 910 و شماره 1234567890123'])).toBe('کد ۱۲ ۳۴۵ ۶۷۸ ۹۱۰ و شماره ۱۲۳۴۵۶۷۸۹۰۱۲۳');
    expect(walk(['سریال X02191012345'])).toBe('سریال X02191012345');
    expect(walk(['کد X' + '1'.repeat(30)])).toBe('کد X' + '1'.repeat(30));
  });

  it('reads long text in one pass: inputs that would make a backtracking pattern quadratic stay fast', () => {
    // 100,000 characters each: a quadratic pass would take minutes, a linear one milliseconds.
    const texts = [
      '1'.repeat(50_000),
      '1 '.repeat(50_000),
      'a1'.repeat(50_000),
      '1.'.repeat(50_000),
      'www.'.repeat(25_000),
    ];
    const started = performance.now();
    for (const text of texts) persianNumbersInText(text);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
