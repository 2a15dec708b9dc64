// SITE_INDEXING and SITE_URL as the build reads them (lib/site-indexing.ts), and what they change in the headers.
import { absoluteUrl, parseIndexingFlag, parseSiteIndexing, parseSiteUrl } from '@/lib/site-indexing';
import { isoWithOffset } from '@/lib/dates';

describe('SITE_INDEXING', () => {
  it('is off unless set: unset, empty, 0 and false are off; 1 and true are on, in any case', () => {
    expect([undefined, '', ' ', '0', 'false', 'FALSE'].map(parseIndexingFlag)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['1', 'true', 'True'].map(parseIndexingFlag)).toEqual([true, true, true]);
  });

  it('any other value fails the build rather than guessing', () => {
    expect(() => parseIndexingFlag('yes')).toThrow(/SITE_INDEXING/);
  });

  it('off needs no SITE_URL and ignores a bad one; on requires it', () => {
    expect(parseSiteIndexing(undefined, undefined)).toEqual({ indexing: false });
    expect(parseSiteIndexing('0', 'not a url')).toEqual({ indexing: false });
    expect(() => parseSiteIndexing('1', undefined)).toThrow(/SITE_URL/);
    expect(parseSiteIndexing('1', 'https://gamino.example/')).toEqual({
      indexing: true,
      siteUrl: 'https://gamino.example',
    });
  });
});

describe('SITE_URL', () => {
  it('is an absolute http(s) origin, kept without its trailing slash', () => {
    expect(parseSiteUrl('https://gamino.example')).toBe('https://gamino.example');
    expect(parseSiteUrl(' http://localhost:3000/ ')).toBe('http://localhost:3000');
  });

  it.each([
    'gamino.example',
    '/shop',
    'ftp://gamino.example',
    'https://gamino.example/shop',
    'https://gamino.example/?a=1',
    'https://gamino.example/#top',
    'https://user:pw@gamino.example',
    'https://gamino.example?',
  ])('refuses %s', (value) => {
    expect(() => parseSiteUrl(value)).toThrow(/SITE_URL/);
  });

  it("makes the shop's paths absolute and leaves absolute URLs alone", () => {
    expect(absoluteUrl('https://gamino.example', '/')).toBe('https://gamino.example/');
    expect(absoluteUrl('https://gamino.example', '/product/elden-ring?variantId=17')).toBe(
      'https://gamino.example/product/elden-ring?variantId=17',
    );
    expect(absoluteUrl('https://gamino.example', 'http://localhost:4010/commerce/files/products/x.svg')).toBe(
      'http://localhost:4010/commerce/files/products/x.svg',
    );
  });
});

describe('X-Robots-Tag (lib/security-headers.ts, read when next.config.ts or the server loads it)', () => {
  afterEach(() => vi.unstubAllEnvs());

  const robotsHeader = async () => {
    vi.resetModules();
    const { SECURITY_HEADERS } = await import('@/lib/security-headers');
    return SECURITY_HEADERS.find((header) => header.key === 'X-Robots-Tag')?.value ?? null;
  };

  it('before launch every response says noindex, nofollow; an indexable build leaves it to each page', async () => {
    vi.stubEnv('SITE_INDEXING', '');
    expect(await robotsHeader()).toBe('noindex, nofollow');
    vi.stubEnv('SITE_INDEXING', '1');
    expect(await robotsHeader()).toBeNull();
  });
});

describe('dates for crawlers', () => {
  it('a backend date-time without an offset is Tehran time; a UTC one keeps its Z', () => {
    expect(isoWithOffset('2025-08-01T10:00:00')).toBe('2025-08-01T10:00:00+03:30');
    expect(isoWithOffset('2022-02-25')).toBe('2022-02-25T00:00:00+03:30');
    expect(isoWithOffset('2026-03-02T10:15:00.000Z')).toBe('2026-03-02T10:15:00Z');
    expect(isoWithOffset('2026-01-08T06:30:00', 'Z')).toBe('2026-01-08T06:30:00Z');
    expect(isoWithOffset('yesterday')).toBeNull();
  });
});

describe('next.config.ts: the build reads both once', () => {
  afterEach(() => vi.unstubAllEnvs());

  const loadConfig = async () => {
    vi.resetModules();
    const { default: config } = await import('@/next.config');
    return config('phase-production-build');
  };

  it('inlines them into the build, off by default', async () => {
    vi.stubEnv('SITE_INDEXING', '');
    vi.stubEnv('SITE_URL', '');
    expect((await loadConfig()).env).toMatchObject({ SITE_INDEXING: '0', SITE_URL: '' });
    vi.stubEnv('SITE_INDEXING', 'true');
    vi.stubEnv('SITE_URL', 'https://gamino.example/');
    expect((await loadConfig()).env).toMatchObject({ SITE_INDEXING: '1', SITE_URL: 'https://gamino.example' });
  });

  it('an indexable build without a usable SITE_URL fails at once', async () => {
    vi.stubEnv('SITE_INDEXING', '1');
    vi.stubEnv('SITE_URL', 'gamino.example');
    await expect(loadConfig()).rejects.toThrow(/SITE_URL/);
  });

  it("/sitemap.xml is the index in the sitemaps' folder (app/sitemaps/[file]/route.ts)", async () => {
    const rewrites = (await (
      await loadConfig()
    ).rewrites!()) as { beforeFiles: { source: string; destination: string }[] };
    expect(rewrites.beforeFiles).toContainEqual({ source: '/sitemap.xml', destination: '/sitemaps/index.xml' });
  });
});
