import { PageHeading } from '@/components/ui/PageHeading';

export default async function Page({ params }: { params: Promise<{ post: string }> }) {
  const { post } = await params;
  return <PageHeading>{decodeURIComponent(post)}</PageHeading>;
}
