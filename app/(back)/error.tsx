'use client';
// This group's pages fail inside its layout: components/shell/ErrorScreen.tsx.
export { ErrorScreen as default } from '@/components/shell/ErrorScreen';
