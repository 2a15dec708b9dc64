import {
  isSearchable,
  normalizeSearchPhrase,
  parseRecentSearches,
  RECENT_SEARCHES_MAX,
  withRecentSearch,
} from '@/lib/site-search';

describe('the header search phrase', () => {
  it('turns Arabic letters and any digits into what the catalog and the blog store', () => {
    expect(normalizeSearchPhrase('  كال   آف ديوتي ٦ ')).toBe('کال آف دیوتی 6');
    expect(normalizeSearchPhrase('فیفا ۲۶')).toBe('فیفا 26');
    expect(normalizeSearchPhrase('می‌خواهم')).toBe('می‌خواهم');
  });

  it('is cut at 100 characters, as the catalog cuts it', () => {
    expect(normalizeSearchPhrase('ب'.repeat(150))).toHaveLength(100);
  });

  it('searches from two letters or digits on', () => {
    expect(isSearchable('ف')).toBe(false);
    expect(isSearchable(' - ')).toBe(false);
    expect(isSearchable('فی')).toBe(true);
    expect(isSearchable('26')).toBe(true);
  });
});

describe('recent searches', () => {
  it('keep the newest first, once each, six at most', () => {
    let recent: string[] = [];
    for (const phrase of ['فیفا', 'گاد', 'هالو', 'فیفا', 'الدن', 'ماریو', 'زلدا', 'مورتال'])
      recent = withRecentSearch(recent, phrase);
    expect(recent).toEqual(['مورتال', 'زلدا', 'ماریو', 'الدن', 'فیفا', 'هالو']);
    expect(recent).toHaveLength(RECENT_SEARCHES_MAX);
  });

  it('never keep a phrase too short to search', () => {
    expect(withRecentSearch(['فیفا'], 'ف')).toEqual(['فیفا']);
  });

  it('read back what was stored and ignore anything else', () => {
    expect(parseRecentSearches(JSON.stringify(['فیفا', 'گاد']))).toEqual(['فیفا', 'گاد']);
    expect(parseRecentSearches('{"not":"a list"}')).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify(['فیفا', 3, null, 'x']))).toEqual(['فیفا']);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});
