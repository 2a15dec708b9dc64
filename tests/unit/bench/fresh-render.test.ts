// @vitest-environment node
// bench:web starts an audit only once the pages answer from a fresh render (bench/fresh-render.mjs): a stale answer
// means the server is rendering the page again in the background, on the cores the audited browser uses.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshRender } from '../../../bench/fresh-render.mjs';

let server: Server;
let url: string;
/** The x-nextjs-cache header of each answer to come, in turn; after them, none (a page without a render cache). */
let answers: string[] = [];
let asked = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    asked += 1;
    const state = answers.shift();
    if (state) response.setHeader('x-nextjs-cache', state);
    response.end('<p>بازی</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked = 0;
});

describe("the bench's fresh render before an audit", () => {
  it('asks again while the page answers stale, and stops at the first fresh answer', async () => {
    answers = ['STALE', 'STALE', 'HIT', 'HIT'];
    await freshRender(url, { pollMs: 1 });
    expect(asked).toBe(3);
  });

  it('asks once for a page that answers fresh, or has no render cache', async () => {
    answers = ['HIT'];
    await freshRender(url, { pollMs: 1 });
    answers = [];
    await freshRender(url, { pollMs: 1 });
    expect(asked).toBe(2);
  });

  it('gives up, naming the page, when the page stays stale past the wait', async () => {
    answers = Array.from({ length: 1000 }, () => 'STALE');
    await expect(freshRender(url, { pollMs: 1, waitMs: 20 })).rejects.toThrow(`${url} was still being rendered`);
  });
});
