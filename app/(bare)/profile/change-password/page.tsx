import { PageHeading } from '@/components/ui/PageHeading';

export default function Page() {
  return <PageHeading>تغییر رمز عبور</PageHeading>;
}
