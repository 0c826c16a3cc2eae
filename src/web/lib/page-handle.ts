import type { ReactElement } from "react";

// A route's `handle` (React Router): what the app's layouts read from the matched routes.

/** A page's title block (components/page-intro.tsx), known without data; `wide` for tables. */
export type PageIntroText = { title: string; description?: string; wide?: boolean };

export type PageHandle = {
  /**
   * A signed-in page's title and lead paragraph. routes/require-auth.tsx shows them while the
   * session is being read, so the prerendered frame paints the page's heading (often its largest
   * text, docs/decisions/021) in the place the page puts it.
   */
  intro?: PageIntroText;
  /**
   * A signed-in page whose first screen is not its component's whole first render (the
   * dashboard: only what is above the fold): what the server draws into its HTML instead, from
   * the page's answers (src/web/draw-first-screen.tsx); undefined draws nothing (the frame's
   * placeholder stays).
   */
  firstScreen?: () => ReactElement | undefined;
};
