import { extractText, getDocumentProxy } from "unpdf";

/** A PDF read back as its text (whitespace runs as one space) and its page count. */
export async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, " "), totalPages };
}
