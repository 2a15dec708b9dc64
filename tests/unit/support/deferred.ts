// A promise the test settles itself: a request held in flight, or a moment the test waits for, until `release()`.
export function deferred() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
