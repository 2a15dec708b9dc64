// @vitest-environment node
// The server's check of an answer against its document: what is a mismatch (a required member missing, another
// type, a value outside the enum, an operation withdrawn) and what is not (members the document does not name).
import { checkAnswer, operationOf } from '@/server/contract-check';

const envelope = (result: unknown) => ({
  result,
  targetUrl: null,
  success: true,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
});
const brand = {
  id: 3,
  name: 'Sony',
  slug: 'sony',
  isDefault: false,
  fileUniqKey: null,
  filePath: 'https://x.test/sony.svg',
  fileTitleAttribute: 'Sony',
  fileAltAttribute: 'سونی',
  description: 'کنسول‌ها',
};
const brandAnswer = (result: unknown) => ({
  service: 'commerce' as const,
  method: 'GET',
  path: '/api/services/app/Brand/GetBySlug',
  status: 200,
  body: envelope(result),
});
const noRoute = (method: string, path: string) => ({
  result: null,
  targetUrl: null,
  success: false,
  error: { code: 0, message: `No route matches ${method} ${path}`, details: null, validationErrors: null },
  unAuthorizedRequest: false,
  __abp: true,
});

describe('matching a call to its operation', () => {
  it('by method and path, ignoring case on an ABP host', () => {
    expect(operationOf('commerce', 'get', '/api/services/app/product/getbyslug')).toBe('Product_GetBySlug');
    expect(operationOf('commerce', 'POST', '/api/services/app/Product/GetBySlug')).toBeNull();
  });

  it("by the document's templates, literal paths first, and with WordPress's case kept", () => {
    expect(operationOf('blog', 'GET', '/wp-json/wp/v2/posts/12')).toBe('Post_Get');
    expect(operationOf('blog', 'GET', '/wp-json/wp/v2/categories')).toBe('Category_List');
    expect(operationOf('blog', 'GET', '//wp-json/wp/v2/posts/')).toBe('Post_List');
    expect(operationOf('blog', 'GET', '/WP-JSON/wp/v2/posts')).toBeNull();
  });
});

describe('checking an answer', () => {
  it('passes an answer with members the document does not name', () => {
    expect(checkAnswer(brandAnswer({ ...brand, seoTitle: 'x', extra: { deep: 1 } }))).toBeNull();
  });

  it('passes a CMS category without the members we proposed (Url, productCount), and names one the real CMS has', () => {
    const category = {
      id: 1,
      documentId: 'c1',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      publishedAt: '2025-01-01T00:00:00.000Z',
      locale: 'fa',
      Title: 'پلی‌استیشن ۵',
      Slug: 'ps5',
      Description: 'بازی‌ها',
      isTopLevel: true,
    };
    const categories = (items: unknown[]) => ({
      service: 'cms' as const,
      method: 'GET',
      path: '/api/categories',
      status: 200,
      body: { data: items, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: items.length } } },
    });
    expect(checkAnswer(categories([category]))).toBeNull();
    const withoutSlug: Record<string, unknown> = { ...category };
    delete withoutSlug.Slug;
    expect(checkAnswer(categories([withoutSlug]))).toMatchObject({ kind: 'shape', fields: ['data[].Slug'] });
  });

  it('holds a whole list of posts to the whole post, not to a selection that requires nothing', () => {
    const answer = checkAnswer({
      service: 'blog',
      method: 'GET',
      path: '/wp-json/wp/v2/posts',
      status: 200,
      body: [{ id: 1 }],
    });
    expect(answer).toMatchObject({ service: 'blog', operation: expect.any(String), kind: 'shape' });
    expect((answer as { fields: string[] }).fields).toContain('[].slug');
  });

  it('names a required member that is missing, from the result', () => {
    const renamed: Record<string, unknown> = { ...brand, fileAlt: brand.fileAltAttribute };
    delete renamed.fileAltAttribute;
    expect(checkAnswer(brandAnswer(renamed))).toEqual({
      service: 'commerce',
      operation: 'Brand_GetBySlug',
      kind: 'shape',
      fields: ['fileAltAttribute'],
    });
  });

  it('names a value of another type, and a value outside an enum, with [] for an item of a list', () => {
    expect(checkAnswer(brandAnswer({ ...brand, id: '3' }))?.fields).toEqual(['id']);
    const search = checkAnswer({
      service: 'blog',
      method: 'GET',
      path: '/wp-json/wp/v2/categories',
      status: 200,
      body: [{ id: 1, taxonomy: 'genre' }],
    });
    expect(search?.operation).toBe('Category_List');
    expect(search?.fields).toContain('[].taxonomy');
  });

  it('says an operation is withdrawn when it answers as the host answers a route it does not know', () => {
    const path = '/api/services/app/Product/GetSimilar';
    expect(checkAnswer({ service: 'commerce', method: 'GET', path, status: 404, body: noRoute('GET', path) })).toEqual({
      service: 'commerce',
      operation: 'Product_GetSimilar',
      kind: 'withdrawn',
      fields: [],
    });
    // ASP.NET's own 404 for an unknown route has no envelope.
    expect(checkAnswer({ service: 'commerce', method: 'GET', path, status: 404, body: '' })?.kind).toBe('withdrawn');
    const blog = { code: 'rest_no_route', message: 'No route was found', data: { status: 404 } };
    expect(
      checkAnswer({ service: 'blog', method: 'GET', path: '/wp-json/wp/v2/posts', status: 404, body: blog })?.kind,
    ).toBe('withdrawn');
  });

  it('takes a 404 the document lists for a record that does not exist as an answer, not a withdrawal', () => {
    const notFound = {
      ...noRoute('', ''),
      error: { code: 0, message: 'There is no entity Product with id = x!', details: null, validationErrors: null },
    };
    const path = '/api/services/app/Product/GetBySlug';
    expect(checkAnswer({ service: 'commerce', method: 'GET', path, status: 404, body: notFound })).toBeNull();
    const missingPost = { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } };
    expect(
      checkAnswer({ service: 'blog', method: 'GET', path: '/wp-json/wp/v2/posts/999', status: 404, body: missingPost }),
    ).toBeNull();
  });

  it('leaves alone a call no document has, and statuses other than 2xx and 404', () => {
    expect(checkAnswer({ service: 'commerce', method: 'GET', path: '/api/nothing', status: 200, body: {} })).toBeNull();
    expect(checkAnswer({ ...brandAnswer(null), status: 500 })).toBeNull();
  });
});
