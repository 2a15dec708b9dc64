// The product gallery: videos first, pictures as buttons, the full-screen viewer named after the game
// (next and previous, Escape and 'بستن'), videos that start by themselves only while on screen and only when the
// shopper has not asked for less motion or data, and hls.js fetched only for an HLS video about to play.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ProductGallery } from '@/components/catalog/product/ProductGallery';
import { durationLabel, galleryInOrder } from '@/components/catalog/product/gallery-items';
import { getGallery } from '@/services/commerce';
import type { GalleryItem } from '@/services/types/commerce';
import { abpError, abpOk, COMMERCE, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { FakeIntersectionObserver, onScreen } from '../support/intersection-observer';

// hls.js as the gallery meets it: counted when its chunk is fetched, and each player it makes kept.
const hlsJs = vi.hoisted(() => ({
  imports: 0,
  players: [] as { config: unknown; loadSource: ReturnType<typeof vi.fn>; attachMedia: ReturnType<typeof vi.fn> }[],
}));
vi.mock('hls.js/light', () => {
  hlsJs.imports += 1;
  class FakeHls {
    static isSupported = () => true;
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
    constructor(readonly config: unknown) {
      hlsJs.players.push(this);
    }
  }
  return { default: FakeHls };
});

startMswServer();

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  hlsJs.players = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // jsdom has no media playback and no scrolling: playing and pausing set `paused` and fire their events, as a
  // browser's do.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const picture = (id: number, caption: string): GalleryItem => ({
  id,
  mediaType: 'Image',
  filePath: `http://localhost:4010/commerce/files/gallery/elden-ring-${id}.svg`,
  cdnPath: `http://localhost:4010/commerce/files/gallery/elden-ring-${id}.svg`,
  thumbnail: `http://localhost:4010/commerce/files/gallery/elden-ring-${id}-thumb.svg`,
  cdnThumbnail: `http://localhost:4010/commerce/files/gallery/elden-ring-${id}-thumb.svg`,
  duration: null,
  fileAltAttribute: `الدن رینگ: ${caption}`,
  fileTitleAttribute: `تصویر ${id} از الدن رینگ`,
  creationTime: '2025-01-10T10:00:00',
});

const video = (id: number, file: string, title = 'تریلر الدن رینگ'): GalleryItem => ({
  id,
  mediaType: 'Video',
  filePath: `http://localhost:4010/commerce/files/videos/elden-ring/${file}`,
  cdnPath: `http://localhost:4010/commerce/files/videos/elden-ring/${file}`,
  thumbnail: 'http://localhost:4010/commerce/files/videos/elden-ring/poster.jpg',
  cdnThumbnail: 'http://localhost:4010/commerce/files/videos/elden-ring/poster.jpg',
  duration: 5,
  fileAltAttribute: title,
  fileTitleAttribute: title,
  creationTime: '2025-01-10T10:00:00',
});

const ELDEN_RING = [
  picture(1, 'نمای جهان بازی'),
  picture(2, 'صحنه‌ی نبرد'),
  video(3, 'trailer.mp4'),
  picture(4, 'شهر در شب'),
];

function renderGallery(items: GalleryItem[] = ELDEN_RING) {
  return renderWithStore(<ProductGallery items={items} gameTitle="الدن رینگ" />);
}

const strip = () => screen.getByRole('region', { name: 'گالری تصاویر و ویدیو' });
const videoNamed = (name: string) => screen.getByLabelText(name) as HTMLVideoElement;

describe('the gallery strip', () => {
  it('shows videos first, then the pictures, each kind in the order they were uploaded', () => {
    expect(galleryInOrder(ELDEN_RING).map((item) => item.id)).toEqual([3, 1, 2, 4]);
    renderGallery();
    const tiles = within(strip()).getAllByRole('listitem');
    expect(tiles).toHaveLength(4);
    expect(tiles[0].querySelector('video')).toHaveAccessibleName('تریلر الدن رینگ');
    expect(tiles.slice(1).map((tile) => within(tile).getByRole('button').getAttribute('aria-haspopup'))).toEqual([
      'dialog',
      'dialog',
      'dialog',
    ]);
  });

  it('makes every picture a button named by its description, with a fixed 16:9 lazy thumbnail', () => {
    renderGallery();
    const buttons = within(strip()).getAllByRole('button', { name: /^الدن رینگ: / });
    expect(buttons.map((button) => button.textContent === '' && button.querySelector('img')?.alt)).toEqual([
      'الدن رینگ: نمای جهان بازی',
      'الدن رینگ: صحنه‌ی نبرد',
      'الدن رینگ: شهر در شب',
    ]);
    const thumbnail = buttons[0].querySelector('img')!;
    expect(thumbnail).toHaveAttribute('width', '288');
    expect(thumbnail).toHaveAttribute('height', '162');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail.getAttribute('src')).toContain(encodeURIComponent('elden-ring-1-thumb.svg'));
  });

  it("shows a video's length in Persian digits until it plays", () => {
    expect(durationLabel(5)).toBe('۰:۰۵');
    expect(durationLabel(95)).toBe('۱:۳۵');
    renderGallery();
    expect(within(strip()).getByText('۰:۰۵')).toBeInTheDocument();
  });

  it('is left out when the game has no gallery', () => {
    const { container } = renderGallery([]);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the gallery's props for the browser", () => {
  it('give the strip each address and description once, as data it draws the thumbnails and the viewer from', () => {
    const section = ProductGallery({ items: ELDEN_RING, gameTitle: 'الدن رینگ' })!;
    const [, strip] = section.props.children;
    const files = 'http://localhost:4010/commerce/files';
    expect(strip.props).toEqual({
      title: 'الدن رینگ',
      videos: [
        {
          src: `${files}/videos/elden-ring/trailer.mp4`,
          poster: `${files}/videos/elden-ring/poster.jpg`,
          title: 'تریلر الدن رینگ',
          duration: 5,
        },
      ],
      pictures: [1, 2, 4].map((id, at) => ({
        src: `${files}/gallery/elden-ring-${id}.svg`,
        thumbnail: `${files}/gallery/elden-ring-${id}-thumb.svg`,
        alt: `الدن رینگ: ${['نمای جهان بازی', 'صحنه‌ی نبرد', 'شهر در شب'][at]}`,
      })),
    });
  });
});

describe('the full-screen viewer', () => {
  async function openAt(name: string) {
    const user = userEvent.setup();
    renderGallery();
    await user.click(within(strip()).getByRole('button', { name }));
    const viewer = await screen.findByRole('dialog', { name: 'الدن رینگ' });
    return { user, viewer };
  }

  it('opens named after the game, at the picture tapped, with its description', async () => {
    const { viewer } = await openAt('الدن رینگ: صحنه‌ی نبرد');
    expect(within(viewer).getByText('تصویر ۲ از ۳')).toBeInTheDocument();
    expect(
      within(viewer)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['الدن رینگ: نمای جهان بازی', 'الدن رینگ: صحنه‌ی نبرد', 'الدن رینگ: شهر در شب']);
    expect(within(viewer).getByText('الدن رینگ: صحنه‌ی نبرد', { selector: 'p' })).toBeInTheDocument();
    const slides = within(viewer).getAllByRole('listitem');
    expect(Element.prototype.scrollIntoView).toHaveBeenLastCalledWith(expect.objectContaining({ inline: 'start' }));
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(slides[1]);
  });

  it("moves one picture at a time with 'تصویر بعدی' and 'تصویر قبلی', and stops at either end", async () => {
    const { user, viewer } = await openAt('الدن رینگ: صحنه‌ی نبرد');
    const next = within(viewer).getByRole('button', { name: 'تصویر بعدی' });
    const previous = within(viewer).getByRole('button', { name: 'تصویر قبلی' });
    await user.click(next);
    expect(within(viewer).getByText('تصویر ۳ از ۳')).toBeInTheDocument();
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(
      within(viewer).getAllByRole('listitem')[2],
    );
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(within(viewer).getByText('تصویر ۳ از ۳')).toBeInTheDocument();
    await user.click(previous);
    await user.click(previous);
    expect(within(viewer).getByText('تصویر ۱ از ۳')).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
  });

  it('follows a swipe: the picture mostly on screen is the one counted', async () => {
    const { viewer } = await openAt('الدن رینگ: نمای جهان بازی');
    onScreen(within(viewer).getAllByRole('listitem')[2], 0.9);
    expect(within(viewer).getByText('تصویر ۳ از ۳')).toBeInTheDocument();
  });

  it('takes the arrow keys the right-to-left way: left is the next picture', async () => {
    const { viewer } = await openAt('الدن رینگ: نمای جهان بازی');
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(within(viewer).getByText('تصویر ۲ از ۳')).toBeInTheDocument();
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByText('تصویر ۱ از ۳')).toBeInTheDocument();
  });

  it("closes on 'بستن' and on Escape, and opens again at the picture tapped", async () => {
    const { user, viewer } = await openAt('الدن رینگ: نمای جهان بازی');
    await user.click(within(viewer).getByRole('button', { name: 'بستن' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(strip()).getByRole('button', { name: 'الدن رینگ: شهر در شب' }));
    const again = await screen.findByRole('dialog', { name: 'الدن رینگ' });
    expect(within(again).getByText('تصویر ۳ از ۳')).toBeInTheDocument();
    // What a browser does on Escape: a cancel event on the open modal.
    fireEvent(again, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('gallery videos', () => {
  it('start by themselves, muted, only while mostly on screen, and pause when scrolled away', async () => {
    renderGallery();
    const trailer = videoNamed('تریلر الدن رینگ');
    // Under its poster until it plays: the browser's controls are not built, styled and painted for nothing.
    expect(trailer).not.toHaveAttribute('controls');
    expect(trailer).toHaveAttribute('preload', 'none');
    onScreen(trailer, 0.3);
    expect(play).not.toHaveBeenCalled();
    onScreen(trailer, 0.8);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(trailer.muted).toBe(true);
    expect(within(strip()).queryByRole('button', { name: 'پخش تریلر الدن رینگ' })).toBeNull();
    expect(trailer).toHaveAttribute('controls');
    onScreen(trailer, 0.2);
    expect(pause).toHaveBeenCalledTimes(1);
    onScreen(trailer, 0.9);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
  });

  it('show their poster as a lazy picture through the image optimizer until they play, not as a poster fetched with the page', async () => {
    renderGallery();
    const trailer = videoNamed('تریلر الدن رینگ');
    // A <video poster> is fetched as the page loads, full size, even at the far end of the strip.
    expect(trailer).not.toHaveAttribute('poster');
    const tile = trailer.parentElement!;
    const poster = tile.querySelector('img')!;
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(poster).toHaveAttribute('alt', '');
    expect(poster).toHaveAttribute('width', '288');
    expect(poster.getAttribute('src')).toMatch(/^\/_next\/image\?url=.*poster\.jpg/);
    onScreen(trailer, 0.8);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(tile.querySelector('img')).toBeNull();
  });

  it('leave a video alone once the shopper has paused it by hand', async () => {
    renderGallery([video(3, 'trailer.mp4'), video(5, 'gameplay.mp4', 'گیم‌پلی الدن رینگ')]);
    const trailer = videoNamed('تریلر الدن رینگ');
    const gameplay = videoNamed('گیم‌پلی الدن رینگ');
    onScreen(trailer, 0.8);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    act(() => trailer.pause());
    onScreen(trailer, 0.2);
    onScreen(trailer, 0.9);
    // The other video, on screen after it, goes the same way to play and no shorter: once it plays, the trailer
    // would have played again had it been going to.
    onScreen(gameplay, 0.9);
    await waitFor(() => expect(play.mock.contexts).toContain(gameplay));
    expect(play.mock.contexts.filter((context: unknown) => context === trailer)).toHaveLength(1);
  });

  it('never start by themselves for a shopper who asked for less motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    renderGallery();
    onScreen(videoNamed('تریلر الدن رینگ'), 1);
    expect(play).not.toHaveBeenCalled();
  });

  it('never start by themselves for a shopper saving data', () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { saveData: true } }));
    renderGallery();
    onScreen(videoNamed('تریلر الدن رینگ'), 1);
    expect(play).not.toHaveBeenCalled();
  });

  it('play with sound from the play button, which goes once it plays', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const user = userEvent.setup();
    renderGallery();
    await user.click(within(strip()).getByRole('button', { name: 'پخش تریلر الدن رینگ' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(videoNamed('تریلر الدن رینگ').muted).toBe(false);
    expect(within(strip()).queryByRole('button', { name: 'پخش تریلر الدن رینگ' })).toBeNull();
  });

  it('fetch hls.js only for an HLS video about to play, in a browser that does not play HLS itself', async () => {
    const user = userEvent.setup();
    // An MP4 plays from its own src: no hls.js, even while it plays.
    renderGallery([video(1, 'trailer.mp4')]);
    const mp4 = videoNamed('تریلر الدن رینگ');
    expect(mp4.getAttribute('src')).toBe('http://localhost:4010/commerce/files/videos/elden-ring/trailer.mp4');
    onScreen(mp4, 1);
    await waitFor(() => expect(play).toHaveBeenCalled());

    // An HLS video has no source until it is about to play, and hls.js is not fetched before then either.
    renderGallery([video(2, 'hls/index.m3u8', 'تریلر اچ‌ال‌اس'), video(4, 'hls/gameplay.m3u8', 'گیم‌پلی اچ‌ال‌اس')]);
    const playlist = videoNamed('تریلر اچ‌ال‌اس');
    const offScreen = videoNamed('گیم‌پلی اچ‌ال‌اس');
    expect(playlist).not.toHaveAttribute('src');
    expect(hlsJs.imports).toBe(0);

    onScreen(playlist, 1);
    await waitFor(() => expect(hlsJs.players).toHaveLength(1));
    expect(hlsJs.imports).toBe(1);
    // The video left off screen got nothing on the way: had it asked for hls.js when it was drawn, before the
    // other came on screen, its player would have been made first.
    expect(offScreen).not.toHaveAttribute('src');
    const [player] = hlsJs.players;
    expect(player.config).toEqual({ enableWorker: false });
    expect(player.loadSource).toHaveBeenCalledWith(
      'http://localhost:4010/commerce/files/videos/elden-ring/hls/index.m3u8',
    );
    expect(player.attachMedia).toHaveBeenCalledWith(playlist);

    // Where the browser plays HLS itself (Safari, recent Chromium), the playlist is the video's own src.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    renderGallery([video(3, 'hls/index.m3u8', 'تریلر بومی')]);
    await user.click(screen.getByRole('button', { name: 'پخش تریلر بومی' }));
    expect(videoNamed('تریلر بومی').getAttribute('src')).toBe(
      'http://localhost:4010/commerce/files/videos/elden-ring/hls/index.m3u8',
    );
    expect(hlsJs.players).toHaveLength(1);
  });
});

describe('getGallery', () => {
  it("reads the game's gallery, and none for a game the service does not know", async () => {
    server.use(
      http.get(`${COMMERCE}/api/services/app/Product/GetGallries`, ({ request }) =>
        new URL(request.url).searchParams.get('Slug') === 'elden-ring'
          ? abpOk(ELDEN_RING)
          : abpError(404, { message: 'There is no entity Product with id = no-such-game!' }),
      ),
    );
    expect(await getGallery('elden-ring')).toEqual(ELDEN_RING);
    expect(await getGallery('no-such-game')).toEqual([]);
  });
});
