// Next answers an address whose path does not decode (`/product/%E0%A4`, a lone `%`) with a plain-text 500
// before any page runs. Such a segment is passed on as the literal text it is (`%` becomes `%25`), so the
// page gets an ordinary slug it does not know and answers with its Persian 404.

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** `url` (path and query) with every path segment that does not decode taken literally. */
export function withDecodablePath(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  if (!path.includes('%')) return url;
  const safePath = path
    .split('/')
    .map((segment) => (decodes(segment) ? segment : segment.replace(/%/g, '%25')))
    .join('/');
  return queryStart < 0 ? safePath : safePath + url.slice(queryStart);
}

/**
 * The request target in origin form (`/path?query`). A request line may name a whole URL (absolute form,
 * `GET http://evil.example/about`): only its path and query are this site's to answer, so nothing downstream
 * (a redirect, a rewrite) can build an address on the host it names. Anything else that is not a path is '/'.
 */
export function originFormTarget(target: string): string {
  if (target.startsWith('/')) return target.startsWith('//') ? `/${target.replace(/^\/+/, '')}` : target;
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}
