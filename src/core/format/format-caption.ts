const MAX_CAPTION_CHARS = 100;

/**
 * Post caption for the dashboard (docs/product/screens.md): the first line, cut at 100 characters plus '...', or
 * 'Sem descrição' when there is no text. The first line with text is used, so a caption that opens
 * with a blank line still shows its words. Characters are counted by code point, so an emoji is
 * never split into half a surrogate pair.
 */
export function formatCaption(caption: string | null | undefined): string {
  const firstLine = caption
    ?.split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== "");
  if (!firstLine) return "Sem descrição";
  const chars = Array.from(firstLine);
  if (chars.length <= MAX_CAPTION_CHARS) return firstLine;
  return `${chars.slice(0, MAX_CAPTION_CHARS).join("")}...`;
}
