// The header's search as a query of the shopper api, injected by the search dialog's own chunk: one entry per
// phrase, and the one the shopper typed past is aborted through the signal RTK Query hands the read.
import { UNREACHABLE, shopperApi } from '@/store/api/shopperApi';
import { searchEverything, type SearchResults } from './search-requests';

export const searchApi = shopperApi.injectEndpoints({
  endpoints: (build) => ({
    siteSearch: build.query<SearchResults, string>({
      queryFn: async (phrase, { signal }) => {
        const results = await searchEverything(phrase, signal);
        // One group is enough to show; only when neither service answered has the search failed.
        return results.games === null && results.posts === null ? { error: UNREACHABLE } : { data: results };
      },
    }),
  }),
});

export const { useSiteSearchQuery } = searchApi;
