/** Whether an Accept-Encoding header accepts gzip (named or `*`, with a quality above 0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(",").some((part) => {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (coding !== "gzip" && coding !== "*") return false;
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
