// A company's games, its two renders (lib/render-routes.ts): each state of each tab kept per address, or rendered per request.
import { catalogTwinPages } from '../../products/catalog-pages';

export const { KeptPage, keptMetadata, keptStaticParams, PerRequestPage, perRequestMetadata } =
  catalogTwinPages('company');
