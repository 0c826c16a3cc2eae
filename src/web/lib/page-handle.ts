// A route's `handle` (React Router): what the app's layouts read from the matched routes.

/** A page's title block (components/page-intro.tsx), known without data; `wide` for tables. */
export type PageIntroText = { title: string; description?: string; wide?: boolean };

/**
 * `intro`: a signed-in page's title and lead paragraph. routes/require-auth.tsx shows them while
 * the session is being read, so the prerendered frame paints the page's heading (often its
 * largest text, docs/decisions/021) in the place the page puts it.
 */
export type PageHandle = { intro?: PageIntroText };
