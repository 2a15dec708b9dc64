import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CmsPageContent, cmsPageMetadata } from '@/components/content/CmsPageContent';

// Rendered per request (the CMS is not there at build time); the reads themselves are cached for 5 minutes.
export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return cmsPageMetadata('faq', 'پاسخ پرسش‌های پرتکرار درباره‌ی ظرفیت‌ها، تحویل، گارانتی و پرداخت در گیمینو.');
}

export default async function Page() {
  await connection();
  return <CmsPageContent name="faq" title="سوالات متداول" />;
}
