// A request body read as text up to a bound, for the endpoints anyone may post to (app/api/vitals,
// app/api/contract-mismatch): a body over the bound is given up as soon as it passes it, with or without a length.

/** The body as text, or null once it runs past `limit` bytes (a body may come without a length). */
export async function boundedText(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
