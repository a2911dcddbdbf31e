import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One toast at a time; a dismissed toast is removed after 1,000,000 ms. */
const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Default auto-close. */
export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  open: boolean;
}

interface ToastState {
  toasts: ToastMessage[];
  nextId: number;
}

const initialState: ToastState = { toasts: [], nextId: 1 };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Omit<ToastMessage, 'id' | 'open'>>) {
        const toast: ToastMessage = { ...action.payload, id: state.nextId, open: true };
        state.nextId += 1;
        state.toasts = [toast, ...state.toasts].slice(0, TOAST_LIMIT);
      },
      prepare(toast: { title: string; description?: string; variant?: 'default' | 'destructive' }) {
        return { payload: { variant: 'default' as const, ...toast } };
      },
    },
    toastDismissed(state, action: PayloadAction<number>) {
      const toast = state.toasts.find((t) => t.id === action.payload);
      if (toast) toast.open = false;
    },
    /** Closes every open toast (what they said no longer holds, e.g. after signing in). */
    allToastsDismissed(state) {
      for (const toast of state.toasts) toast.open = false;
    },
    toastRemoved(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
});

export const { toastAdded, toastDismissed, allToastsDismissed, toastRemoved } = toastSlice.actions;
