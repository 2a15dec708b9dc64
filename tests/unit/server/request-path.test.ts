// @vitest-environment node
import { originFormTarget, withDecodablePath } from '@/server/request-path';

describe('an address whose path does not decode', () => {
  it.each([
    ['/product/%E0%A4', '/product/%25E0%25A4'],
    ['/product/%', '/product/%25'],
    ['/blog/50%-off?x=%', '/blog/50%25-off?x=%'],
    ['/products/%E0%A4/more', '/products/%25E0%25A4/more'],
  ])('%s is passed on as literal text: %s', (url, expected) => {
    expect(withDecodablePath(url)).toBe(expected);
    expect(() => decodeURIComponent(expected.split('?')[0])).not.toThrow();
  });

  it.each(['/product/elden-ring', '/product/%D8%A7%D9%84%D8%AF%D9%86', '/products?genres=%', '/'])(
    '%s is left as it is',
    (url) => {
      expect(withDecodablePath(url)).toBe(url);
    },
  );
});

describe('the request target', () => {
  it.each([
    ['http://evil.example/about', '/about'],
    ['https://evil.example/products?genres=Sport', '/products?genres=Sport'],
    ['http://evil.example', '/'],
    ['//evil.example/about', '/evil.example/about'],
    ['*', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s in absolute or odd form is reduced to a path of this site: %s', (target, expected) => {
    expect(originFormTarget(target)).toBe(expected);
  });

  it.each(['/about', '/products?genres=Sport', '/'])('%s in origin form is left as it is', (target) => {
    expect(originFormTarget(target)).toBe(target);
  });
});
