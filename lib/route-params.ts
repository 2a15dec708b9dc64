// Route segments as the values they name.

/** A [slug] or [post] segment as a slug: decoded once, and kept as is when it is not valid percent-encoding. */
export function slugFromParam(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/** A positive whole-number id from a segment or a query value (an order, an order item), or null. */
export function idFromParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
