import { platformLabels, type Platform } from "@core/social/platform-names";
import { cn } from "~/lib/cn";

// The networks' marks, drawn in currentColor (no brand files to load). The drawing is hidden from
// screen readers; the network's name is read instead (visible, or only to screen readers).
const paths: Record<Platform, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
    </>
  ),
  tiktok: (
    <path
      fill="currentColor"
      d="M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 0 1-2.59 2.5 2.6 2.6 0 0 1-2.6-2.6 2.6 2.6 0 0 1 3.38-2.48V9.66a5.73 5.73 0 0 0-.78-.05A5.69 5.69 0 0 0 4.17 15.3 5.69 5.69 0 0 0 9.86 21a5.69 5.69 0 0 0 5.69-5.69V9.01a7.35 7.35 0 0 0 4.3 1.38V7.3a4.3 4.3 0 0 1-3.25-1.48Z"
    />
  ),
};

/** A network's icon with its name: shown beside it, or (`labelHidden`) read only by screen readers. */
export function NetworkIcon({
  platform,
  labelHidden = false,
  className,
}: {
  platform: Platform;
  labelHidden?: boolean;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)} data-platform={platform}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 shrink-0">
        {paths[platform]}
      </svg>
      <span className={labelHidden ? "sr-only" : undefined}>{platformLabels[platform]}</span>
    </span>
  );
}
