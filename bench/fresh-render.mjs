// Here the shop's server and the sandbox share this machine's two cores with the browser under test. A page whose
// render has gone stale (every 60 s for the home, catalog and product pages) is answered at once and rendered again
// in the background: 80–280 ms of the server's CPU, and the sandbox's for the reads, inside the very load being
// audited, slowing its parse, layout and scripts. So is a page the audited one prefetches (the bottom nav's tabs).
// A phone's CPU is never the server's. So an audit begins once every page of the run has a fresh render: each is
// asked for, and while its answer says stale, asked again until the new render answers. A page without a render
// cache (the bare page, one rendered per request) answers fresh at once.

/**
 * Resolves once `url` answers from a fresh render: asked again every `pollMs` while its answer says stale; rejects
 * if it still does after `waitMs`.
 */
export async function freshRender(url, { pollMs = 100, waitMs = 15_000 } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    if (response.headers.get('x-nextjs-cache') !== 'STALE') return;
    if (Date.now() > deadline) throw new Error(`${url} was still being rendered again after ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
