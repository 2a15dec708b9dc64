import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A page's override of the header's back link and title; null means "use the route's default". */
export type HeaderState = { backUrl: string | null; title: string | null };

export const initialHeaderState: HeaderState = { backUrl: null, title: null };

const headerSlice = createSlice({
  name: 'header',
  initialState: initialHeaderState,
  reducers: {
    setHeaderOverride(_state, action: PayloadAction<{ backUrl?: string | null; title?: string | null }>) {
      return { backUrl: action.payload.backUrl ?? null, title: action.payload.title ?? null };
    },
    resetHeaderOverride() {
      return initialHeaderState;
    },
  },
});

export const { setHeaderOverride, resetHeaderOverride } = headerSlice.actions;
export default headerSlice.reducer;
