import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type StyleState = {
  bodyScrollable: boolean;
  lastScrollPosition: number;
  headerUnderMain: boolean;
  progressLoading: boolean;
};

export const initialStyleState: StyleState = {
  bodyScrollable: true,
  lastScrollPosition: 0,
  headerUnderMain: false,
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
    setHeaderUnderMain(state, action: PayloadAction<boolean>) {
      state.headerUnderMain = action.payload;
    },
    setProgressLoading(state, action: PayloadAction<boolean>) {
      state.progressLoading = action.payload;
    },
  },
});

export const { setBodyScrollable, setLastScrollPosition, setHeaderUnderMain, setProgressLoading } = styleSlice.actions;
export default styleSlice.reducer;
