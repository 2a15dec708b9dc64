// Commerce host over real HTTP, Product/SearchWithFacets: the nine facets and phrase matching
// (docs/contracts/commerce.md, "Search with facets").
import { games } from '@/sandbox/seed/catalog';
import { commerceCalls, PERSIAN, slugsOf, facet, countOf, gamesWhere } from './commerce-calls';
import { sandboxForThisFile } from './helpers';

const sandbox = sandboxForThisFile();
const { found } = commerceCalls(sandbox);

describe('Product/SearchWithFacets: facets', () => {
  it('answers { facets, pagedResult } with the nine facet keys, each with a Persian label', async () => {
    const result = await found();
    expect(result.facets.map((f) => f.key).sort()).toEqual(
      [
        'developers',
        'esrbs',
        'gameplays',
        'genres',
        'pegis',
        'playerPerspectives',
        'publishers',
        'themes',
        'variants',
      ].sort(),
    );
    for (const { label, items } of result.facets) {
      expect(label).toMatch(PERSIAN);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.count).toBeGreaterThan(0);
    }
    expect(result.pagedResult.totalCount).toBe(games.length);
  });

  it('keyword facets carry Persian labels from the vocabulary; companies keep their names', async () => {
    const result = await found();
    expect(facet(result, 'genres').items).toContainEqual({
      value: 'Sport',
      label: 'ورزشی',
      count: gamesWhere((g) => g.genres.includes('Sport')).length,
    });
    expect(facet(result, 'themes').items.find((item) => item.value === 'Action')!.label).toBe('اکشن');
    expect(facet(result, 'gameplays').items.find((item) => item.value === 'OnlineMultiplayer')!.label).toBe(
      'چندنفره آنلاین',
    );
    expect(facet(result, 'playerPerspectives').items.find((item) => item.value === 'FirstPerson')!.label).toBe(
      'اول‌شخص',
    );
    expect(facet(result, 'esrbs').items.find((item) => item.value === 'E')!.label).toBe('همه سنین');
    expect(facet(result, 'pegis').items.map((item) => item.value)).toEqual([
      'PEGI3',
      'PEGI7',
      'PEGI12',
      'PEGI16',
      'PEGI18',
    ]);
    for (const item of facet(result, 'pegis').items) expect(item.label).toMatch(PERSIAN);
    expect(facet(result, 'publishers').items).toContainEqual({ value: 'capcom', label: 'Capcom', count: 3 });
  });

  it('variants is the platform facet: slugs, platform names and how many games each platform has', async () => {
    const result = await found();
    const platforms = [
      'playstation-5',
      'playstation-4',
      'xbox-series-xs',
      'nintendo-switch',
      'pc',
      'steam',
      'xbox-one',
      'nintendo-switch-2',
    ];
    const expected = platforms.map((platform) => ({
      value: platform,
      count: gamesWhere((g) => g.variants.some((v) => v.platform === platform)).length,
    }));
    expect(facet(result, 'variants').items.map(({ value, count }) => ({ value, count }))).toEqual(expected);
    expect(facet(result, 'variants').items[0].label).toBe('PlayStation 5');
  });

  it('each facet counts over the products matching the other filters', async () => {
    const result = await found({ genres: ['Sport'] });
    const sport = gamesWhere((g) => g.genres.includes('Sport'));
    expect(result.pagedResult.totalCount).toBe(sport.length);
    // The genre facet ignores the genre filter: ticking Racing as well would add its games.
    expect(countOf(result, 'genres', 'Racing')).toBe(gamesWhere((g) => g.genres.includes('Racing')).length);
    // Every other facet counts within the sport games only.
    expect(countOf(result, 'variants', 'playstation-5')).toBe(
      sport.filter((g) => g.variants.some((v) => v.platform === 'playstation-5')).length,
    );
    const pegiTotal = facet(result, 'pegis').items.reduce((sum, item) => sum + item.count, 0);
    expect(pegiTotal).toBe(sport.length);
    expect(facet(result, 'publishers').items.every((item) => sport.some((g) => g.publisher.slug === item.value))).toBe(
      true,
    );
  });

  it('a phrase matching nothing is an empty page, still with nine facets', async () => {
    const result = await found({ phrase: 'zzzz-no-such-game' });
    expect(result.pagedResult).toEqual({ totalCount: 0, items: [] });
    expect(result.facets).toHaveLength(9);
  });
});

describe('Product/SearchWithFacets: phrase', () => {
  it.each([
    ['كال آو ديوتي', 'call-of-duty-black-ops-6'], // Arabic kaf and yeh
    ['فيفا ٢٦', 'ea-sports-fc-26'], // Arabic yeh and Arabic-Indic digits
    ['فیفا 26', 'ea-sports-fc-26'], // Latin digits against Persian ones
    ['سایبرپانک ۲۰۷۷', 'cyberpunk-2077'],
    ['CYBERPUNK ٢٠٧٧', 'cyberpunk-2077'],
    ['pokemon', 'pokemon-scarlet'], // Pokémon
    ['ragnarok', 'god-of-war-ragnarok'], // Ragnarök
    ['spiderman', 'marvels-spider-man-2'],
    ['نسخه ی کارگردان', 'ghost-of-tsushima-directors-cut'], // typed with a space instead of ZWNJ
    ['شاهزاده ایرانی', 'prince-of-persia-the-lost-crown'],
  ])('"%s" finds %s whatever ي/ك, digits, accents or spacing were typed', async (phrase, slug) => {
    const result = await found({ phrase });
    expect(slugsOf(result)).toEqual([slug]);
  });

  it('matches every word, in the English or the Persian name', async () => {
    expect(slugsOf(await found({ phrase: 'assassin shadows' }))).toEqual(['assassins-creed-shadows']);
    expect(slugsOf(await found({ phrase: 'اساسینز' })).sort()).toEqual([
      'assassins-creed-shadows',
      'assassins-creed-valhalla',
    ]);
  });

  it('search is an alias of phrase, and the body binds case-insensitively', async () => {
    expect(slugsOf(await found({ search: 'elden' }))).toEqual(['elden-ring']);
    expect(slugsOf(await found({ Phrase: 'elden' }))).toEqual(['elden-ring']);
  });
});
