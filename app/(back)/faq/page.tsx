import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CmsPageContent } from '@/components/content/CmsPageContent';
import { readCmsDescription, readCmsPage } from '@/services/cached/cms';

// Rendered per request (the CMS is not there at build time); the reads themselves are cached for 5 minutes.
export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return { description: await readCmsDescription('faq', 'پاسخ پرسش‌های پرتکرار درباره‌ی ظرفیت‌ها، تحویل، گارانتی و پرداخت در گیمینو.') };
}

export default async function Page() {
  await connection();
  return <CmsPageContent page={await readCmsPage('faq')} title="سوالات متداول" />;
}
