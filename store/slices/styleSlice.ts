import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// The spec's style state without headerUnderMain, which nothing in the shop reads.

export type StyleState = {
  bodyScrollable: boolean;
  lastScrollPosition: number;
  progressLoading: boolean;
};

export const initialStyleState: StyleState = {
  bodyScrollable: true,
  lastScrollPosition: 0,
  progressLoading: false,
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
  },
});

export const { setBodyScrollable, setLastScrollPosition, setProgressLoading } = styleSlice.actions;
export default styleSlice.reducer;
