'use client';
// A failure of a layout itself (a group's own error.tsx catches its pages): components/shell/ErrorScreen.tsx.
export { ErrorScreen as default } from '@/components/shell/ErrorScreen';
