// Types of server/shared-cache/cache-handler.mjs for the TypeScript that imports it.
export default class ShopCacheHandler {
  constructor(context?: { serverDistDir?: string });
}
