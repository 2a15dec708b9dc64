import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationStatus = 'success' | 'error';

export type NotificationState = { status: NotificationStatus | null; message: string; isVisible: boolean };

export const initialNotificationState: NotificationState = { status: null, message: '', isVisible: false };

const notificationSlice = createSlice({
  name: 'notification',
  initialState: initialNotificationState,
  reducers: {
    showNotification(_state, action: PayloadAction<{ status: NotificationStatus; message: string }>) {
      return { ...action.payload, isVisible: true };
    },
    /** Starts the exit: the text stays until clearNotification, 0.5 s later. */
    hideNotification(state) {
      state.isVisible = false;
    },
    clearNotification() {
      return initialNotificationState;
    },
  },
});

export const { showNotification, hideNotification, clearNotification } = notificationSlice.actions;
export default notificationSlice.reducer;
