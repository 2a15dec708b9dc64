import { htmlToText, isSafeHref, markdownToSafeHtml, sanitizeRichText, truncateText } from '@/lib/sanitize';
import type { WpPost } from '@/services/types/blog';
import { sandboxJson } from '../support/sandbox';

/** The sanitised HTML as the browser would build it, to ask what survived. */
function parse(html: string): HTMLDivElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

function allAttributes(root: Element): string[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.name),
  );
}

describe('sanitizeRichText', () => {
  it('removes <script> elements together with their code', () => {
    const out = sanitizeRichText(
      '<p>متن</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
    );
    expect(out).not.toMatch(/script/i);
    expect(out).not.toContain('alert');
    expect(out).toBe('<p>متن</p>');
  });

  it("never lets through the element that marks a service's HTML, so content cannot close it early", () => {
    const html = sanitizeRichText(
      '<p>a</p></service-html><service-html><script>self.__next_f.push([1,"x"])</script><p>b</p>',
    );
    expect(html).not.toMatch(/service-html|<script/);
    expect(html).toContain('<p>a</p>');
  });

  it('removes every on* event handler attribute', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)">الف</p><img src="https://cdn.example/a.png" onerror="alert(1)" onload="alert(2)"><ul><li onmouseover="x()">ب</li></ul>',
    );
    expect(allAttributes(parse(out)).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(out).toContain('الف');
    expect(out).toContain('ب');
  });

  it('removes javascript: links (in any spelling) but keeps the link text', () => {
    const out = sanitizeRichText(
      '<a href="javascript:alert(1)">یک</a><a href=" JaVaScRiPt:alert(1)">دو</a><a href="jav&#x09;ascript:alert(1)">سه</a><a href="data:text/html;base64,PHNjcmlwdD4=">چهار</a>',
    );
    const root = parse(out);
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.textContent).toBe('یکدوسهچهار');
  });

  it('"safe href": http(s), mailto:, tel: and shop paths pass; other schemes and other hosts do not', () => {
    for (const href of [
      'https://example.com',
      'http://a.b/c',
      'mailto:a@b.c',
      'tel:021',
      '/faq',
      '#form',
      'page?x=1',
    ]) {
      expect(isSafeHref(href)).toBe(true);
    }
    for (const href of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      ' vbscript:x',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      '',
    ]) {
      expect(isSafeHref(href)).toBe(false);
    }
  });

  it('removes iframes, objects, embeds, forms and styles', () => {
    const out = sanitizeRichText(
      '<iframe src="https://evil.example/phish"></iframe><object data="x"></object><embed src="x"><form action="/x"><input name="a"></form><style>body{display:none}</style><p>باقی</p>',
    );
    expect(out).toBe('<p>باقی</p>');
  });

  it('strips style and class attributes (no CSS from the CMS)', () => {
    const out = sanitizeRichText('<p style="background:url(javascript:alert(1))" class="x">متن</p>');
    expect(out).toBe('<p>متن</p>');
  });

  it('keeps Persian text and the reading markup: headings, lists, emphasis, quotes, tables', () => {
    const html =
      '<h2>ظرفیت ۱</h2><p>بازی <strong>آنلاین</strong> و <em>آفلاین</em></p><ul><li>یک</li></ul><ol><li>دو</li></ol>' +
      '<blockquote><p>«نقل‌قول»</p></blockquote><table><thead><tr><th>ستون</th></tr></thead><tbody><tr><td>۱۲۳</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('turns an h1 into an h2: the page title is the only h1', () => {
    expect(sanitizeRichText('<h1>عنوان</h1>')).toBe('<h2>عنوان</h2>');
  });

  it('keeps an image only with an absolute http(s) src', () => {
    const out = sanitizeRichText(
      '<img src="x" alt="نسبی"><img src="data:image/png;base64,AAAA" alt="داده"><img src="//evil.example/a.png"><img src="https://cdn.example/a.png" alt="درست" width="10" height="20">',
    );
    const images = parse(out).querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(images[0].getAttribute('alt')).toBe('درست');
    expect(images[0].getAttribute('loading')).toBe('lazy');
  });

  it('gives external links rel="noopener noreferrer" and leaves shop links alone', () => {
    const root = parse(
      sanitizeRichText(
        '<a href="https://example.com" target="_self">بیرون</a><a href="/faq" target="_blank">پرسش‌ها</a>',
      ),
    );
    const [external, internal] = root.querySelectorAll('a');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(external.getAttribute('rel')).toContain('noreferrer');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(internal.getAttribute('href')).toBe('/faq');
    expect(internal.hasAttribute('target')).toBe(false);
  });

  it('keeps mailto: and tel: links', () => {
    const root = parse(
      sanitizeRichText('<a href="mailto:support@gamino.example">ایمیل</a><a href="tel:02100000000">تلفن</a>'),
    );
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:support@gamino.example',
      'tel:02100000000',
    ]);
  });

  it('neutralises the hostile seeded post: its text stays, nothing in it can run', async () => {
    const [hostile] = await sandboxJson<WpPost[]>('/blog/wp-json/wp/v2/posts?slug=account-security-tips');
    expect(hostile).toBeDefined();
    const root = parse(sanitizeRichText(hostile.content.rendered));
    expect(root.querySelectorAll('script, iframe, object, embed, style, [style]')).toHaveLength(0);
    expect(allAttributes(root).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(
      [...root.querySelectorAll('[href], [src]')].every((element) =>
        /^https?:|^\/|^mailto:|^tel:/.test(element.getAttribute('href') ?? element.getAttribute('src') ?? ''),
      ),
    ).toBe(true);
    expect(root.innerHTML).not.toMatch(/javascript:|alert\(|expression\(/i);
    // The words around the removed pieces are still there.
    expect(root.textContent).toContain('رمزهای متفاوت انتخاب کنید');
    expect(root.textContent).toContain('این نمونه‌ی یک لینک جعلی است');
    expect(root.textContent).toContain('کد یک‌بارمصرف را به هیچ‌کس، حتی پشتیبانی، ندهید.');
    expect(root.querySelectorAll('h2')).toHaveLength(4);
    expect(root.querySelectorAll('li')).toHaveLength(4);
  });

  it('returns an empty string for no input', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('numbers in service HTML', () => {
  it('shows the numbers of its text in Persian digits, leaving attribute values as written', () => {
    const html = sanitizeRichText(
      '<p title="x">ارسال در 24 ساعت <a href="/blog/2024/top-10">10 بازی برتر 2024</a></p>' +
        '<img src="https://cdn.example/a-2.png" alt="تصویر 2" width="300">',
    );
    expect(html).toBe(
      '<p>ارسال در ۲۴ ساعت <a href="/blog/2024/top-10">۱۰ بازی برتر ۲۰۲۴</a></p>' +
        '<img src="https://cdn.example/a-2.png" alt="تصویر 2" width="300" loading="lazy" decoding="async" />',
    );
  });

  it('leaves code and preformatted text as written, whatever is nested in it', () => {
    const html = sanitizeRichText(
      '<p>نسخه 3 با <code>npm i 2</code></p><pre><code><span>x = 42</span></code></pre><p>و 4</p>',
    );
    expect(html).toBe('<p>نسخه ۳ با <code>npm i 2</code></p><pre><code><span>x = 42</span></code></pre><p>و ۴</p>');
  });

  it('keeps the digits of a Latin name and of an address in the text', () => {
    expect(sanitizeRichText('<p>بازی <strong>FIFA</strong> 26 روی PS5 در 4K؛ https://gamino.example/p/5</p>')).toBe(
      '<p>بازی <strong>FIFA</strong> 26 روی PS5 در 4K؛ https://gamino.example/p/5</p>',
    );
  });

  it('makes a phone number a tel: link, but not inside a link that is there already', () => {
    expect(sanitizeRichText('<p>تماس: 021-91012345</p>')).toBe(
      '<p>تماس: <a href="tel:02191012345" dir="ltr">۰۲۱-۹۱۰۱۲۳۴۵</a></p>',
    );
    expect(sanitizeRichText('<p><a href="tel:+982191012345">021-91012345</a></p>')).toBe(
      '<p><a href="tel:+982191012345">۰۲۱-۹۱۰۱۲۳۴۵</a></p>',
    );
  });

  it('does the same for the Markdown of FAQ and terms answers, code spans and blocks aside', () => {
    expect(markdownToSafeHtml('تا 2 روز کاری؛ `code 7`\n\n```\nrun 9\n```')).toBe(
      '<p>تا ۲ روز کاری؛ <code>code 7</code></p>\n<pre><code>run 9\n</code></pre>',
    );
  });

  it('shows plain text (titles, questions) with Persian digits too, without links', () => {
    expect(htmlToText('<h2>ظرفیت 2 اکانت PS5 &amp; 021-91012345</h2>')).toBe('ظرفیت ۲ اکانت PS5 & ۰۲۱-۹۱۰۱۲۳۴۵');
  });
});

describe('htmlToText', () => {
  it('drops tags and script code, decodes entities and keeps the half-space (ZWNJ) of Persian words', () => {
    expect(htmlToText('<p>سلام &amp; خوش&zwnj;آمدید&hellip;</p><script>alert(1)</script>')).toBe(
      'سلام & خوش\u200cآمدید…',
    );
  });

  it('separates block elements by a space', () => {
    expect(htmlToText('<p>یک</p><p>دو</p><ul><li>سه</li><li>چهار</li></ul>')).toBe('یک دو سه چهار');
  });

  it('returns markup-looking text as text (for React to escape), not as markup', () => {
    expect(htmlToText('<p>&lt;b&gt;پررنگ&lt;/b&gt;</p>')).toBe('<b>پررنگ</b>');
  });
});

describe('truncateText', () => {
  it('keeps short text as it is', () => {
    expect(truncateText('کوتاه', 10)).toBe('کوتاه');
  });

  it('cuts long text at a word boundary and adds an ellipsis', () => {
    expect(truncateText('یک دو سه چهار پنج شش', 12)).toBe('یک دو سه…');
  });
});
