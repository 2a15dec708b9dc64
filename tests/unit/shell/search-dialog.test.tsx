// The header's search: a button that opens 'جستجو در گیمینو', games and posts as the shopper types,
// debounced with the previous request cancelled, keyboard navigation, recent searches, and every state.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SearchButton } from '@/components/shell/SearchButton';
import { SEARCH_DEBOUNCE_MS } from '@/components/shell/SearchDialog';
import { RECENT_SEARCHES_KEY } from '@/components/shell/search-requests';
import { BLOG, COMMERCE, abpOk, server, startMswServer } from '../services/msw';
import { renderWithStore } from './render';
import { deferred } from '../../support/deferred';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));

// The signal each catalog search went out with, by phrase: the dialog must abort the one typed past.
const catalogSignals = vi.hoisted(() => new Map<string, AbortSignal | undefined>());
vi.mock('@/services/commerce', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/services/commerce')>();
  return {
    ...actual,
    searchWithFacets: (...args: Parameters<typeof actual.searchWithFacets>) => {
      catalogSignals.set(args[0].phrase ?? '', args[1]?.signal);
      return actual.searchWithFacets(...args);
    },
  };
});

// Each search the dialog started, by phrase: a test awaits one to know its answer has been dealt with.
const searchesStarted = vi.hoisted(() => new Map<string, Promise<unknown>>());
vi.mock('@/components/shell/search-requests', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/shell/search-requests')>();
  return {
    ...actual,
    searchEverything: (...args: Parameters<typeof actual.searchEverything>) => {
      const search = actual.searchEverything(...args);
      searchesStarted.set(args[0], search);
      return search;
    },
  };
});

startMswServer();

const SEARCH = `${COMMERCE}/api/services/app/Product/SearchWithFacets`;
const POSTS = `${BLOG}/wp-json/wp/v2/posts`;

const game = (id: number, persianName: string, name: string) => ({
  id,
  name,
  persianName,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  filePath: null,
  fileAltAttribute: null,
  minVariant: null,
});

/** The phrases each service was asked for; `release` lets the answers held for `heldPhrase` go. */
type Seen = { games: string[]; posts: string[]; release: () => void };

/** Answers for any phrase and records each phrase asked; answers for `heldPhrase` wait for `release()`. */
function serveSearch({
  games = [game(1, 'فیفا ۲۶', 'EA Sports FC 26')],
  posts = [{ id: 7, slug: 'fc-26-review', title: { rendered: 'نقد فیفا &#8211; نسخه ۲۶' } }],
  heldPhrase = '',
} = {}) {
  const { promise: released, release } = deferred();
  const seen: Seen = { games: [], posts: [], release };
  server.use(
    http.post(SEARCH, async ({ request }) => {
      const body = (await request.json()) as { phrase: string };
      seen.games.push(body.phrase);
      if (body.phrase === heldPhrase) await released;
      return abpOk({
        facets: [],
        pagedResult: {
          totalCount: games.length,
          items: games.map((item) => ({ ...item, persianName: `${item.persianName}` })),
        },
      });
    }),
    http.get(POSTS, async ({ request }) => {
      const phrase = new URL(request.url).searchParams.get('search') ?? '';
      seen.posts.push(phrase);
      if (phrase === heldPhrase) await released;
      return HttpResponse.json(posts);
    }),
  );
  return seen;
}

/**
 * Opens the dialog from the header. A phrase is typed in one go (no pause between keys), so however busy the
 * machine, no slow moment between two keys starts a search of its own; the wait after the last key is tested
 * on its own clock.
 */
async function openSearch() {
  const user = userEvent.setup({ delay: null });
  renderWithStore(<SearchButton />);
  await user.click(screen.getByRole('button', { name: 'جستجو' }));
  const dialog = await screen.findByRole('dialog', { name: 'جستجو در گیمینو' });
  const box = within(dialog).getByRole('searchbox', { name: 'عبارت جستجو' });
  return { user, dialog, box };
}

beforeEach(() => {
  router.push.mockReset();
  catalogSignals.clear();
  searchesStarted.clear();
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('search from the header', () => {
  it('opens a full-screen dialog with the box focused, and closes on بستن', async () => {
    const { user, dialog, box } = await openSearch();
    expect(box).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'بستن' }));
    expect(screen.queryByRole('dialog', { name: 'جستجو در گیمینو' })).toBeNull();
  });

  it('asks once, after the shopper stops typing, and shows games and posts in two groups', async () => {
    const seen = serveSearch();
    const { dialog, box } = await openSearch();
    // Keys 299 ms apart on a clock of the test's own (fireEvent, as user-event waits on the real one): no
    // search until 300 ms after the last key.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const typed of ['ف', 'فی', 'فیف', 'فیفا']) {
      fireEvent.change(box, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    }
    expect([...searchesStarted.keys()]).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect([...searchesStarted.keys()]).toEqual(['فیفا']);
    vi.useRealTimers();
    const games = await within(dialog).findByRole('region', { name: 'بازی ها' });
    expect(within(games).getByRole('link', { name: /فیفا ۲۶/ })).toHaveAttribute('href', '/product/ea-sports-fc-26');
    const posts = within(dialog).getByRole('region', { name: 'مقاله ها' });
    // The title comes as HTML: its entity is read as text.
    expect(within(posts).getByRole('link', { name: 'نقد فیفا – نسخه ۲۶' })).toHaveAttribute(
      'href',
      '/blog/fc-26-review',
    );
    expect(seen.games).toEqual(['فیفا']);
    expect(seen.posts).toEqual(['فیفا']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('۱ بازی و ۱ مقاله پیدا شد');
  });

  it('waits for two letters or digits', async () => {
    serveSearch();
    const { dialog, box } = await openSearch();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'ف' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 10));
    expect([...searchesStarted.keys()]).toEqual([]);
    expect(within(dialog).queryByText('در حال جستجو…')).toBeNull();
  });

  it('sends Arabic letters and digits as the Persian ones the shop stores', async () => {
    const seen = serveSearch();
    const { user, dialog, box } = await openSearch();
    await user.type(box, 'كال ديوتي ٦');
    await within(dialog).findByRole('region', { name: 'بازی ها' });
    expect(seen.games).toEqual(['کال دیوتی 6']);
    expect(seen.posts).toEqual(['کال دیوتی 6']);
  });

  it('cancels the request the shopper typed past, and never shows its answer', async () => {
    const seen = serveSearch({ heldPhrase: 'فیفا' });
    const { user, dialog, box } = await openSearch();
    await user.type(box, 'فیفا');
    await waitFor(() => expect(seen.games).toEqual(['فیفا']));
    server.use(
      http.post(SEARCH, async ({ request }) => {
        seen.games.push(((await request.json()) as { phrase: string }).phrase);
        return abpOk({ facets: [], pagedResult: { totalCount: 1, items: [game(2, 'گاد آف وار', 'God of War')] } });
      }),
    );
    await user.type(box, ' ۲۶');
    await within(dialog).findByRole('link', { name: /گاد آف وار/ });
    expect(catalogSignals.get('فیفا')?.aborted).toBe(true);
    expect(catalogSignals.get('فیفا 26')?.aborted).toBe(false);
    // The answer to the phrase typed past arrives after all, and the dialog has dealt with it: not shown.
    seen.release();
    await act(() => searchesStarted.get('فیفا'));
    expect(within(dialog).queryByRole('link', { name: /فیفا ۲۶/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: /گاد آف وار/ })).toBeInTheDocument();
    expect(seen.games).toEqual(['فیفا', 'فیفا 26']);
  });

  it('a phrase typed past and typed back to is searched again, not shown as failed by its cancelled request', async () => {
    const seen = serveSearch({ heldPhrase: 'فیفا' });
    const { user, dialog, box } = await openSearch();
    await user.type(box, 'فیفا');
    await waitFor(() => expect(seen.games).toEqual(['فیفا']));
    await user.type(box, ' ۲');
    expect(catalogSignals.get('فیفا')?.aborted).toBe(true);
    await act(() => searchesStarted.get('فیفا'));
    await user.type(box, '{Backspace}{Backspace}');
    expect(box).toHaveValue('فیفا');
    expect(within(dialog).getByRole('status')).toHaveTextContent('در حال جستجو');
    expect(within(dialog).queryByText(/جستجو انجام نشد/)).toBeNull();
  });

  it('moves between the results with the arrow keys and back to the box', async () => {
    serveSearch({ games: [game(1, 'فیفا ۲۶', 'EA Sports FC 26'), game(2, 'فیفا ۲۵', 'EA Sports FC 25')] });
    const { user, dialog, box } = await openSearch();
    await user.type(box, 'فیفا');
    const [first, second] = await within(dialog).findAllByRole('link', { name: /فیفا ۲/ });
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('link', { name: 'نقد فیفا – نسخه ۲۶' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();
  });

  it('goes to the catalog with the full results on Enter, and remembers the search', async () => {
    serveSearch();
    const { user, box } = await openSearch();
    await user.type(box, 'فيفا{Enter}');
    expect(router.push).toHaveBeenCalledWith(`/products?q=${encodeURIComponent('فیفا')}`);
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['فیفا']);
  });

  it('starts from an empty box with the recent searches after a search was chosen, but keeps a phrase only closed on', async () => {
    serveSearch();
    const { user, dialog, box } = await openSearch();
    await user.type(box, 'گاد');
    await user.click(within(dialog).getByRole('button', { name: 'بستن' }));
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(box).toHaveValue('گاد');
    await user.click(await within(dialog).findByRole('link', { name: /فیفا ۲۶/ }));
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(box).toHaveValue('');
    expect(within(dialog).getByRole('region', { name: 'جستجوهای اخیر' })).toHaveTextContent('گاد');
  });

  it('offers recent searches when the box is empty, six at most, and clears them', async () => {
    window.localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify(['الدن رینگ', 'فیفا', 'گاد', 'هالو', 'ماریو', 'زلدا', 'مورتال']),
    );
    const seen = serveSearch();
    const { user, dialog, box } = await openSearch();
    const recent = within(dialog).getByRole('region', { name: 'جستجوهای اخیر' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(recent).getByRole('button', { name: 'الدن رینگ' }));
    expect(box).toHaveValue('الدن رینگ');
    await within(dialog).findByRole('region', { name: 'بازی ها' });
    expect(seen.games).toEqual(['الدن رینگ']);
    await user.clear(box);
    await user.click(within(dialog).getByRole('button', { name: 'پاک کردن جستجوهای اخیر' }));
    expect(within(dialog).queryByRole('region', { name: 'جستجوهای اخیر' })).toBeNull();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it("says 'نتیجه ای پیدا نشد' when neither finds anything", async () => {
    serveSearch({ games: [], posts: [] });
    const { user, dialog, box } = await openSearch();
    await user.type(box, 'زززز');
    expect(await within(dialog).findByText('نتیجه ای پیدا نشد', { selector: 'p:not([role])' })).toBeInTheDocument();
  });

  it('shows the posts when the catalog is down, and says so for the games', async () => {
    serveSearch();
    server.use(http.post(SEARCH, () => HttpResponse.json({}, { status: 503 })));
    const { user, dialog, box } = await openSearch();
    await user.type(box, 'فیفا');
    const games = await within(dialog).findByRole('region', { name: 'بازی ها' });
    expect(within(games).getByText('فعلا در دسترس نیست.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'نقد فیفا – نسخه ۲۶' })).toBeInTheDocument();
  });

  it('says the search failed when both services are down, and tries again on request', async () => {
    server.use(
      http.post(SEARCH, () => HttpResponse.error()),
      http.get(POSTS, () => HttpResponse.error()),
    );
    const { user, dialog, box } = await openSearch();
    await user.type(box, 'فیفا');
    const retry = await within(dialog).findByRole('button', { name: 'تلاش دوباره' });
    expect(within(dialog).getByText(/جستجو انجام نشد؛/)).toBeInTheDocument();
    const seen = serveSearch();
    await user.click(retry);
    await within(dialog).findByRole('link', { name: /فیفا ۲۶/ });
    expect(seen.games).toEqual(['فیفا']);
  });
});
