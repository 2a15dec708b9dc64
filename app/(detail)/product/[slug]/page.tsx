import { PageHeading } from '@/components/ui/PageHeading';

export default async function Page({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return <PageHeading><bdi dir="ltr">{decodeURIComponent(slug)}</bdi></PageHeading>;
}
