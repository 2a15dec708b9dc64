import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ColorScheme } from '@/lib/color-scheme';

// The spec's style state without headerUnderMain, which nothing in the shop reads, with the shopper's look.

export type StyleState = {
  bodyScrollable: boolean;
  lastScrollPosition: number;
  progressLoading: boolean;
  /** Light or dark as the shopper chose it (its cookie, lib/color-scheme.ts); null follows the device. */
  colorScheme: ColorScheme | null;
};

export const initialStyleState: StyleState = {
  bodyScrollable: true,
  lastScrollPosition: 0,
  progressLoading: false,
  colorScheme: null,
};

const styleSlice = createSlice({
  name: 'style',
  initialState: initialStyleState,
  reducers: {
    setBodyScrollable(state, action: PayloadAction<boolean>) {
      state.bodyScrollable = action.payload;
    },
    setLastScrollPosition(state, action: PayloadAction<number>) {
      state.lastScrollPosition = action.payload;
    },
    setProgressLoading(state, action: PayloadAction<boolean>) {
      state.progressLoading = action.payload;
    },
    setColorScheme(state, action: PayloadAction<ColorScheme | null>) {
      state.colorScheme = action.payload;
    },
  },
});

export const { setBodyScrollable, setLastScrollPosition, setProgressLoading, setColorScheme } = styleSlice.actions;
export default styleSlice.reducer;
