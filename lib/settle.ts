// A read that may fail, as a value: a page with sections from different services renders each one it got and a
// notice in place of each one it did not, instead of failing whole.
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export async function settle<T>(read: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await read };
  } catch (error) {
    return { ok: false, error };
  }
}
