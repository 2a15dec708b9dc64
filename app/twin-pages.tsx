// The two renders of a page kind that lib/render-routes.ts plans: the one the render cache keeps per address and
// the one rendered per request with nothing kept. Both read their address the same way and differ only in where
// it comes from (the kept path's segments, or the per-request path's segments and query) and in `kept`, so a kind
// describes itself once and its two page files re-export what this makes.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

type Params = Record<string, string>;
type SearchParams = Record<string, string | string[] | undefined>;

type KeptProps = { params: Promise<Params> };
type PerRequestProps = { params: Promise<Params>; searchParams: Promise<SearchParams> };

type TwinSpec<Address> = {
  /** The address from the kept path's segments. */
  keptAddress: (params: Params) => Address | null;
  /** The address from the per-request path's segments and query. */
  perRequestAddress: (params: Params, search: SearchParams) => Address | null;
  page: (address: Address, kept: boolean) => Promise<ReactNode> | ReactNode;
  metadata: (address: Address, kept: boolean) => Promise<Metadata> | Metadata;
  /** The kept addresses `npm run build` prerenders; none by default (each is rendered on its first request). */
  prerendered?: Params[];
};

export function twinPages<Address>(spec: TwinSpec<Address>) {
  const perRequest = async ({ params, searchParams }: PerRequestProps) => {
    // Read at request time: nothing of this render may be kept.
    await connection();
    return spec.perRequestAddress(await params, await searchParams);
  };
  // An address that is none (a segment no plan makes, a page number that is no number) is the Persian 404.
  const page = (address: Address | null, kept: boolean) => (address === null ? notFound() : spec.page(address, kept));
  const metadata = (address: Address | null, kept: boolean) => (address === null ? {} : spec.metadata(address, kept));
  return {
    KeptPage: async ({ params }: KeptProps) => page(spec.keptAddress(await params), true),
    keptMetadata: async ({ params }: KeptProps) => metadata(spec.keptAddress(await params), true),
    keptStaticParams: (): Params[] => spec.prerendered ?? [],
    PerRequestPage: async (props: PerRequestProps) => page(await perRequest(props), false),
    perRequestMetadata: async (props: PerRequestProps) => metadata(await perRequest(props), false),
  };
}
