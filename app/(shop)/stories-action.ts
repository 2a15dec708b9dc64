'use server';
// The stories' slides for the viewer, asked for when a cover is first touched (components/home/stories): the home
// page carries the covers only. Public data from the render cache's read, open to anyone like the page itself.
import { readHighlights } from '@/services/cached/cms';
import { cmsMediaUrl } from '@/services/cms';
import { toStories, type Story } from '@/services/views/stories';

export async function loadStories(): Promise<Story[]> {
  return toStories(await readHighlights(), cmsMediaUrl);
}
