/**
 * Whether an Accept-Encoding header accepts a content coding with a quality above 0: named
 * explicitly, or else through `*` (RFC 9110 §12.5.3).
 */
export function acceptsEncoding(acceptEncoding: string | undefined, coding: string): boolean {
  if (!acceptEncoding) return false;
  let wildcard: number | undefined;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const qualityParameter = parameters.find((parameter) => parameter.startsWith("q="));
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
    if (name === coding) return quality > 0;
    if (name === "*") wildcard = quality;
  }
  return wildcard !== undefined && wildcard > 0;
}
