import { Camera } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { Button } from "~/components/ui/button";

/** What a page built on an account's numbers shows while no Instagram account is connected. */
export function ConnectAccountEmptyState({
  title,
  description,
  className,
  as: Heading = "h2",
}: {
  title: string;
  description: string;
  className?: string;
  as?: "h2" | "h3";
}) {
  return (
    <section
      aria-labelledby="connect-account-title"
      className={cn("grid justify-items-start gap-3 rounded-xl border border-dashed p-6", className)}
    >
      <Heading id="connect-account-title" className="flex items-center gap-2 text-lg font-semibold">
        <Camera aria-hidden="true" className="size-5 text-primary" />
        {title}
      </Heading>
      <p className="text-sm text-muted-foreground">{description}</p>
      <Button asChild size="sm">
        <Link to="/social-media-setup">Conectar meu Instagram</Link>
      </Button>
    </section>
  );
}
