import { Link } from "react-router";
import { BrandMarkIcon } from "~/components/ui/shell-icons";
import { cn } from "~/lib/cn";

/** The brand mark linking home. The icon is decorative; the visible name is the link text. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-linear-to-br from-primary to-brand-pink text-primary-foreground"
      >
        <BrandMarkIcon className="size-4.5" />
      </span>
      Inteligram
    </Link>
  );
}
