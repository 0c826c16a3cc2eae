import type { SVGProps } from "react";

/**
 * The Lucide icons of what the landing page loads first (header, logo, hero), drawn from their
 * path data. Lucide's component runtime (~1.6 KB gzip) then stays off the public pages' first
 * load, which the landing page's 120 KB JS budget needs (docs/decisions/007). Everywhere else,
 * use Lucide's components.
 */
function lucidePaths(name: string, paths: string[]) {
  return function ShellIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name} ${className ?? ""}`.trimEnd()}
        aria-hidden="true"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

// Path data from lucide-react 1.75 (ISC licence): menu, x, log-out, chart-no-axes-combined,
// arrow-right, trending-up.
export const MenuIcon = lucidePaths("menu", ["M4 5h16", "M4 12h16", "M4 19h16"]);
export const CloseIcon = lucidePaths("x", ["M18 6 6 18", "m6 6 12 12"]);
export const LogOutIcon = lucidePaths("log-out", ["m16 17 5-5-5-5", "M21 12H9", "M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4"]);
export const BrandMarkIcon = lucidePaths("chart-no-axes-combined", [
  "M12 16v5",
  "M16 14.639V21",
  "M20 10.656V21",
  "m22 3-8.646 8.646a.5.5 0 0 1-.708 0L9.354 8.354a.5.5 0 0 0-.707 0L2 15",
  "M4 18.463V21",
  "M8 14.656V21",
]);
export const ArrowRightIcon = lucidePaths("arrow-right", ["M5 12h14", "m12 5 7 7-7 7"]);
export const TrendingUpIcon = lucidePaths("trending-up", ["M16 7h6v6", "m22 7-8.5 8.5-5-5L2 17"]);
