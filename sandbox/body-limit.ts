// The body limit of every host: Hono's bodyLimit, answering in the host's own error shape. The unread rest of a
// refused body makes the connection unusable, so the client is told not to reuse it.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function limitBody(maxSize: number, tooLarge: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Connection', 'close');
      return tooLarge(c);
    },
  });
}
