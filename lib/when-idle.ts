// Runs work once the browser is idle (after the page is interactive), or at the next turn where it has no idle
// callback (Safari); returns what cancels it. For what a page fetches for later: measuring, the service
// worker, the next step's code.
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(run);
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}
