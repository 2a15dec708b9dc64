import { PageHeading } from '@/components/ui/PageHeading';

export default function Page() {
  return <PageHeading>سوالات متداول کیف پول</PageHeading>;
}
