/**
 * RFC 8058 one-click unsubscribe: the https link a mail client POSTs `List-Unsubscribe=One-Click`
 * to, without the person signing in (no mailto: the link alone is what providers such as Gmail
 * and Yahoo require of bulk senders).
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
