// Reading a request's Accept-Encoding, for the responses the shop's server compresses or sends compressed itself.

/**
 * Whether Accept-Encoding lists one of `codings` (compared without case) with a weight above 0; an entry without
 * `q=` weighs 1, and a weight that is not a number refuses. Node joins a repeated header with commas; an array
 * is joined the same way.
 */
export function acceptsCoding(acceptEncoding: string | string[] | undefined, codings: readonly string[]): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return header.split(',').some((entry) => {
    const [coding, ...parameters] = entry.trim().toLowerCase().split(';');
    if (!codings.includes(coding.trim())) return false;
    const weight = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}
