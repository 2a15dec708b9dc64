// An address that matches no route: the Persian not-found page in the shop's usual frame.
import { NotFoundContent } from '@/components/shell/NotFoundContent';
import { PageChrome } from '@/components/shell/PageChrome';

export default function NotFound() {
  return (
    <PageChrome header="main" footer bottomNav>
      <NotFoundContent />
    </PageChrome>
  );
}
