// What the shopper is told about an add to the cart made without a connection (components/shared/cart/pending-adds.ts).
export const QUEUED_MESSAGE = 'بدون اینترنت: این کالا پس از وصل شدن به سبد خرید اضافه می‌شود.';
export const SENT_MESSAGE = 'کالاهایی که بدون اینترنت افزودید به سبد خرید اضافه شد.';
