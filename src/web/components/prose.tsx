import type * as React from "react";
import { cn } from "~/lib/cn";

/** Long-form text (legal pages, blog posts, about): headings, paragraphs, lists and links styled in place. */
export function Prose({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "max-w-3xl text-base leading-7 text-foreground",
        "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight",
        "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold",
        "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
        "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
        "[&_strong]:font-semibold [&_table]:mt-4 [&_table]:w-full [&_table]:text-left [&_table]:text-sm",
        "[&_td]:border-b [&_td]:p-3 [&_td]:align-top [&_th]:border-b [&_th]:p-3 [&_th]:font-semibold",
        className,
      )}
      {...props}
    />
  );
}
