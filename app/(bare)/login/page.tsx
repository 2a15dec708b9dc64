import { PageHeading } from '@/components/ui/PageHeading';

export default function Page() {
  return <PageHeading>ورود یا ثبت نام</PageHeading>;
}
