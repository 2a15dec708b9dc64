// @vitest-environment node
// What the worker keeps of a first visit: the precache is the offline page's own files (those its HTML names) and
// the views the offline flows open, nothing else of the build; the files a page fetched before the worker was there are handed to it, the build's
// only, so that the page reads offline once the worker has them.
import { chunksOfView, staticFilesNamedIn } from '../../../scripts/service-worker.mjs';
import { staticFilesFetched } from '@/components/shell/register-worker';

describe('the precache list', () => {
  it("is every build file the offline page's HTML names, once each: scripts, stylesheets, the preloaded font; not the legacy polyfills", () => {
    const html = [
      '<link rel="preload" href="/_next/static/media/vazirmatn.0a1b.woff2" as="font" crossorigin=""/>',
      '<link rel="stylesheet" href="/_next/static/chunks/0f2e.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/1a2b.js" async=""></script>',
      '<script src="/_next/static/chunks/1a2b.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/3c4d.js\\"]"])</script>',
      '<img src="/_next/image?url=%2Fcover.png&amp;w=64"/><a href="/products">همه</a>',
    ].join('');
    expect(staticFilesNamedIn(html)).toEqual([
      'static/chunks/0f2e.css',
      'static/chunks/1a2b.js',
      'static/chunks/3c4d.js',
      'static/media/vazirmatn.0a1b.woff2',
    ]);
  });

  it('holds, for a view an offline flow opens, every chunk the loader of its chunk fetches with it', () => {
    const chunks = [
      {
        file: 'static/chunks/page.js',
        source:
          'e=>{e.v(t=>Promise.all(["static/chunks/view.js","static/chunks/client.js"].map(t=>e.l(t))).then(()=>t(1)))},' +
          'e=>{e.v(t=>Promise.all(["static/chunks/other.js"].map(t=>e.l(t))).then(()=>t(2)))}',
      },
      { file: 'static/chunks/view.js', source: 'children:"این سبد همان است که آخرین بار دیدید"' },
      { file: 'static/chunks/client.js', source: 'class AxiosError{}' },
      { file: 'static/chunks/other.js', source: 'children:"ورود با رمز عبور"' },
    ];
    expect(chunksOfView(chunks, 'این سبد همان است که آخرین بار دیدید')).toEqual([
      'static/chunks/client.js',
      'static/chunks/view.js',
    ]);
    expect(chunksOfView(chunks, 'a text no chunk has')).toEqual([]);
  });
});

describe('the files a page hands to the worker', () => {
  it("are the build's files it fetched from this site, once each, and nothing else", () => {
    const origin = 'https://gamino.example';
    const entries = [
      `${origin}/_next/static/chunks/1a2b.js`,
      `${origin}/_next/static/chunks/1a2b.js`,
      `${origin}/_next/static/media/vazirmatn.woff2`,
      `${origin}/_next/image?url=%2Fcover.png&w=64`,
      `${origin}/products?_rsc=1`,
      'https://cdn.example/_next/static/chunks/other.js',
      'https://sandbox.example/commerce/api/services/app/Cart/GetCurrentCart',
    ].map((name) => ({ name }) as PerformanceEntry);
    expect(staticFilesFetched(entries, origin)).toEqual([
      `${origin}/_next/static/chunks/1a2b.js`,
      `${origin}/_next/static/media/vazirmatn.woff2`,
    ]);
  });
});
