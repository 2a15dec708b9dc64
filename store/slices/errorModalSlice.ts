import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ERROR_MODAL_CLOSE_TEXT, ERROR_MODAL_DEFAULT_TITLE, ERROR_MODAL_HOME_TEXT } from '@/lib/constants';

export type ErrorModalState = {
  title: string;
  message: string;
  isVisible: boolean;
  /** Where the button leads; null means the button only closes the modal. */
  closeErrorLink: string | null;
  /** The button's text, already resolved: 'بستن' without a link, otherwise the given text or 'صفحه اصلی'. */
  closeButtonText: string;
};

export type OpenErrorModalPayload = {
  message: string;
  title?: string;
  closeErrorLink?: string | null;
  closeButtonText?: string;
};

export const initialErrorModalState: ErrorModalState = {
  title: ERROR_MODAL_DEFAULT_TITLE,
  message: '',
  isVisible: false,
  closeErrorLink: null,
  closeButtonText: ERROR_MODAL_CLOSE_TEXT,
};

const errorModalSlice = createSlice({
  name: 'errorModal',
  initialState: initialErrorModalState,
  reducers: {
    openErrorModal(_state, action: PayloadAction<OpenErrorModalPayload>) {
      const { message, title, closeErrorLink, closeButtonText } = action.payload;
      const link = closeErrorLink || null;
      return {
        title: title || ERROR_MODAL_DEFAULT_TITLE,
        message,
        isVisible: true,
        closeErrorLink: link,
        closeButtonText: link ? closeButtonText || ERROR_MODAL_HOME_TEXT : ERROR_MODAL_CLOSE_TEXT,
      };
    },
    closeErrorModal() {
      return initialErrorModalState;
    },
  },
});

export const { openErrorModal, closeErrorModal } = errorModalSlice.actions;
export default errorModalSlice.reducer;
