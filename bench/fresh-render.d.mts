// Types of bench/fresh-render.mjs, for the test that imports it.
export function freshRender(url: string, options?: { pollMs?: number; waitMs?: number }): Promise<void>;
