import type { NamedAccount } from "@core/social/account-label";
import { cn } from "~/lib/cn";
import { NetworkIcon } from "./network-icon";

/**
 * An account as a person reads it: "@loja", then its network's icon and name (docs/decisions/033).
 * The icon is hidden from screen readers, which read "@loja Instagram". In a native option or
 * any other text, use formatAccountLabel (@core/social/account-label) instead.
 */
export function AccountLabel({ account, className }: { account: NamedAccount; className?: string }) {
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-x-1.5", className)}>
      <span className="break-all">@{account.username}</span>{" "}
      <NetworkIcon platform={account.platform} className="text-muted-foreground" />
    </span>
  );
}
