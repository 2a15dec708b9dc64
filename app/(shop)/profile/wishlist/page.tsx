// /profile/wishlist: the games the shopper keeps an eye on. Read in the browser behind the login.
import { RequireLogin } from '@/components/account/RequireLogin';
import { HeaderOverride } from '@/components/shared/HeaderOverride';
import { WISHLIST_TITLE } from '@/components/wishlist/WishlistHeading';
import { WishlistPage } from '@/components/wishlist/WishlistPage';
import { WishlistPageSkeleton } from '@/components/wishlist/WishlistSkeleton';

export default function Page() {
  return (
    <>
      <HeaderOverride backUrl="/profile" title={WISHLIST_TITLE} />
      <RequireLogin fallback={<WishlistPageSkeleton />}>
        <WishlistPage />
      </RequireLogin>
    </>
  );
}
