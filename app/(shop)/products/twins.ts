// The catalog's two renders (lib/render-routes.ts): each state kept per address, or rendered per request.
import { catalogTwinPages } from './catalog-pages';

export const { KeptPage, keptMetadata, keptStaticParams, PerRequestPage, perRequestMetadata } = catalogTwinPages(null);
