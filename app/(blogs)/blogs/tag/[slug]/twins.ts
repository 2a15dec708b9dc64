// A blog tag's posts, their two renders (lib/render-routes.ts): kept per page, or rendered per request.
import { topicTwinPages } from '../../topic-list';

export const { KeptPage, keptMetadata, keptStaticParams, PerRequestPage, perRequestMetadata } = topicTwinPages('tag');
