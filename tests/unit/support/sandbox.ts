// The unit project's sandbox (started by sandbox-process.ts) as the backend of a test: msw hands the
// shop's CMS and blog requests to it over HTTP, and fixtures are read from it the way the shop reads them.
import { bypass, http } from 'msw';
import { inject } from 'vitest';
import { BLOG, CMS, COMMERCE, server } from '../services/msw';

export const sandboxUrl = (): string => inject('sandboxUrl');

const forward =
  (base: string, prefix: string) =>
  async ({ request }: { request: Request }) => {
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
    const target = request.url.replace(base, `${sandboxUrl()}${prefix}`);
    return fetch(bypass(new Request(target, { method: request.method, headers: request.headers, body })));
  };

/** Lets the shop's own requests to the CMS and the blog reach the sandbox (msw is the only way out in tests). */
export function forwardContentToSandbox(): void {
  server.use(http.all(`${CMS}/*`, forward(CMS, '/cms')), http.all(`${BLOG}/*`, forward(BLOG, '/blog')));
}

/** The same for the catalog (commerce), for pages that show games. */
export function forwardCatalogToSandbox(): void {
  server.use(http.all(`${COMMERCE}/*`, forward(COMMERCE, '/commerce')));
}

/** A JSON answer of the sandbox, e.g. `sandboxJson('/blog/wp-json/wp/v2/posts?slug=x&_embed')`. */
export async function sandboxJson<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(bypass(`${sandboxUrl()}${pathAndQuery}`));
  if (!response.ok) throw new Error(`sandbox ${pathAndQuery}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
