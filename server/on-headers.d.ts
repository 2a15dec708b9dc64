// on-headers' API (the package ships no types).
declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';
  /** Calls `listener` once, as `res` is about to write its head, with the head's headers and status on `res`. */
  export default function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
}
