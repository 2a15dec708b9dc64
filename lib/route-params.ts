// Route segments as the values they name.

/** A [slug] or [post] segment as a slug: decoded once, and kept as is when it is not valid percent-encoding. */
export function slugFromParam(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}
