// A promise the test settles itself: a request held in flight, or a moment the test waits for, until `release()`.
// Shared by the unit and the Playwright suites.
export function deferred() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
