// @vitest-environment node
import { withDecodablePath } from '@/server/request-path';

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

  it.each(['/product/elden-ring', '/product/%D8%A7%D9%84%D8%AF%D9%86', '/products?genres=%', '/'])('%s is left as it is', (url) => {
    expect(withDecodablePath(url)).toBe(url);
  });
});
