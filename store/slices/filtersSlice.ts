import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FacetItem, FacetKey } from '@/services/types/commerce';

export type AvailableFilters = Record<FacetKey, FacetItem[]>;

export type FiltersState = { availableFilters: AvailableFilters; openedFilter: FacetKey | null };

export const initialFiltersState: FiltersState = {
  availableFilters: {
    publishers: [],
    developers: [],
    gameplays: [],
    genres: [],
    themes: [],
    playerPerspectives: [],
    pegis: [],
    esrbs: [],
    variants: [],
  },
  openedFilter: null,
};

const filtersSlice = createSlice({
  name: 'filters',
  initialState: initialFiltersState,
  reducers: {
    setAvailableFilters(state, action: PayloadAction<Partial<AvailableFilters>>) {
      Object.assign(state.availableFilters, action.payload);
    },
    setOpenedFilter(state, action: PayloadAction<FacetKey | null>) {
      state.openedFilter = action.payload;
    },
  },
});

export const { setAvailableFilters, setOpenedFilter } = filtersSlice.actions;
export default filtersSlice.reducer;
