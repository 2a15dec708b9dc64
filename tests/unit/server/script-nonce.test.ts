// @vitest-environment node
import { createNonceStamper, isFrameworkInlineScript } from '@/server/script-nonce';
import { loadReactRuntime } from '@/server/react-runtime';

const NONCE = 'bm9uY2U=';
const TURBOPACK_PUSH = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push';
const reactRuntime = loadReactRuntime();
const revealRuntime = reactRuntime.find((definition) => definition.startsWith('$RB=[];$RV=function'))!;

function stampWhole(html: string): string {
  const stamper = createNonceStamper(NONCE, reactRuntime);
  return stamper.write(html) + stamper.end();
}

/** The same HTML fed one character at a time: chunk boundaries fall everywhere. */
function stampByCharacter(html: string): string {
  const stamper = createNonceStamper(NONCE, reactRuntime);
  return [...html].map((character) => stamper.write(character)).join('') + stamper.end();
}

const NEXT_PAGE = [
  '<!DOCTYPE html><html lang="fa" dir="rtl"><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/37f-7seyrw29b.js"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/turbopack-2u1d16houkiyo.js" async=""></script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/37f-7seyrw29b.js"],"runtimeModuleIds":[12345]})</script>',
  '</head><body><p>سلام &lt;script&gt;</p>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\u003cscript\\u003e\\"}]"])</script>',
  `<script>${revealRuntime};$RC("B:0","S:0")</script>`,
  '<script>$RC("B:1","S:1")</script>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '</body></html>',
].join('');

describe("nonce stamping: the scripts Next and React write get this response's nonce", () => {
  it('stamps every script and script preload of a rendered page, and nothing else', () => {
    const stamped = stampWhole(NEXT_PAGE);
    expect(stamped.match(/<script nonce="bm9uY2U="/g)).toHaveLength(6);
    expect(stamped).toContain(`<link nonce="${NONCE}" rel="preload" as="script"`);
    expect(stamped).toContain('<link rel="stylesheet"');
    expect(stamped).toContain('<script type="application/ld+json">');
    expect(stamped).toContain('<p>سلام &lt;script&gt;</p>');
  });

  it('gives the same result however the stream is cut', () => {
    expect(stampByCharacter(NEXT_PAGE)).toBe(stampWhole(NEXT_PAGE));
  });

  it.each([
    ['an injected inline script', '<script>alert(1)</script>'],
    ['a flight push with code after it', '<script>self.__next_f.push([1,"x"]);alert(1)</script>'],
    ['a flight push of something that is not an instruction', '<script>self.__next_f.push(alert(1))</script>'],
    ['a React call with code for an argument', '<script>$RC("B:0",alert(1))</script>'],
    [
      'a Turbopack push naming a foreign script',
      `<script>${TURBOPACK_PUSH}({"otherChunks":["https://evil.example/x.js"]})</script>`,
    ],
    ['a script from another site', '<script src="https://evil.example/x.js"></script>'],
    ['a protocol-relative script', '<script src="//evil.example/_next/static/x.js"></script>'],
    ['a script climbing out of the static folder', '<script src="/_next/static/../../api/x"></script>'],
    ['a script that brings its own nonce', '<script nonce="guess">alert(1)</script>'],
    ['a chunk script that brings its own nonce', '<script nonce="guess" src="/_next/static/chunks/a.js"></script>'],
    ['a script climbing out through character references', '<script src="/_next/static/&#46;&#46;/api/x"></script>'],
    ['a script with a body a browser ends later', '<script>self.__next_f.push([1,"<!--<script>"])</script>'],
    ['a flight push whose data would set a prototype', '<script>self.__next_f.push([2,{"__proto__":[]}])</script>'],
    ['a preload of a foreign script', '<link rel="preload" as="script" href="https://evil.example/x.js">'],
  ])('leaves %s without a nonce', (_, element) => {
    expect(stampWhole(element)).toBe(element);
  });

  it("trusts nothing inside a service's HTML, whatever its shape, and trusts again after it", () => {
    const flightPush = '<script>self.__next_f.push([1,"x"])</script>';
    const page = [
      '<main><service-html class="rich-text"><p>متن</p>',
      flightPush,
      '<link rel="preload" as="script" href="/_next/static/chunks/a.js">',
      '<script src="/_next/static/chunks/a.js"></script>',
      '</service-html>',
      flightPush,
      '</main>',
    ].join('');
    const expected = page.replace(/<\/service-html>(<script)/, `</service-html><script nonce="${NONCE}"`);
    expect(stampWhole(page)).toBe(expected);
    expect(stampByCharacter(page)).toBe(expected);
  });

  it("keeps a service's HTML untrusted to its end even when a script inside names the closing tag", () => {
    const page =
      '<service-html><script>"</service-html>"</script><script>self.__next_f.push([1,"x"])</script></service-html>';
    expect(stampWhole(page)).toBe(page);
  });

  it("stays untrusted to the end of the page when a stray closing tag inside a service's HTML closes around it", () => {
    const page =
      '<div><service-html></div><script>self.__next_f.push([1,"x"])</script></service-html><script src="/_next/static/a.js"></script>';
    expect(stampWhole(page)).toBe(page);
  });

  it('reads attributes however they are quoted', () => {
    expect(
      stampWhole("<script src='/_next/static/a.js'></script><link rel=modulepreload href=/_next/static/b.js>"),
    ).toBe(
      `<script nonce="${NONCE}" src='/_next/static/a.js'></script><link nonce="${NONCE}" rel=modulepreload href=/_next/static/b.js>`,
    );
  });

  it('lets text through as it comes, holding back only a possible tag start', () => {
    const stamper = createNonceStamper(NONCE, reactRuntime);
    expect(stamper.write('<main>سلام</main><scr')).toBe('<main>سلام</main>');
    expect(stamper.write('ipt src="/_next/static/chunks/a.js"></script><p>')).toBe(
      `<script nonce="${NONCE}" src="/_next/static/chunks/a.js"></script><p>`,
    );
    expect(stamper.end()).toBe('');
  });

  it('flushes an unfinished tag at the end as it is', () => {
    const stamper = createNonceStamper(NONCE, reactRuntime);
    expect(stamper.write('<p>x</p><script>self.__next_f.push(')).toBe('<p>x</p>');
    expect(stamper.end()).toBe('<script>self.__next_f.push(');
  });
});

describe("what counts as the framework's own inline script", () => {
  it("knows React's streaming runtime of the installed Next", () => {
    for (const name of ['$RC', '$RS', '$RX', '$RR', '$RV']) {
      expect(reactRuntime.some((definition) => definition.includes(`${name}=function`))).toBe(true);
    }
  });

  it('accepts statements of pushes, runtime definitions and calls, joined by ";"', () => {
    expect(isFrameworkInlineScript('(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])')).toBe(
      true,
    );
    expect(isFrameworkInlineScript('$RS("S:0","P:0")')).toBe(true);
    expect(isFrameworkInlineScript('$RX("B:2","digest",null,null)')).toBe(true);
    expect(isFrameworkInlineScript(`${revealRuntime};$RC("B:0","S:0")`, reactRuntime)).toBe(true);
  });

  it("refuses the runtime definitions when they are not React's own", () => {
    expect(isFrameworkInlineScript('$RC=function(){alert(1)};$RC("B:0","S:0")', reactRuntime)).toBe(false);
    expect(isFrameworkInlineScript('')).toBe(false);
  });
});
