'use client';
// A Redux store with one slice, provided to the page: the cost of the store the shop ships on every page.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';

const visits = createSlice({
  name: 'visits',
  initialState: { count: 0 },
  reducers: { visited: (state) => void (state.count += 1) },
});

export function BareProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => configureStore({ reducer: { visits: visits.reducer } }));
  return <Provider store={store}>{children}</Provider>;
}
