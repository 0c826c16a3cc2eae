import { Database } from "lucide-react";
import { useId } from "react";
import { formatAccountLabel } from "@core/social/account-label";
import { hasSeveralNetworks, platformLabels } from "@core/social/platform-names";
import { NetworkIcon } from "~/components/network-icon";
import { Badge } from "~/components/ui/badge";
import { dashboardMessages } from "./dashboard-messages";
import type { DashboardAccount } from "./dashboard-types";
import { formatDashboardTitle, formatGreeting } from "./dashboard-view";

type Props = {
  companyName: string | null;
  user: { name: string; email: string };
  accounts: DashboardAccount[];
  current: DashboardAccount;
  demo: boolean;
  switching: boolean;
  onSwitch: (accountId: string) => void;
};

/** The page's h1 ('Dashboard - empresa'), the greeting, the demo badge and the profile switcher. */
export function DashboardHeader({ companyName, user, accounts, current, demo, switching, onSwitch }: Props) {
  const switcherId = useId();
  // Each option names its network, the same username may be on two (docs/decisions/033-account-labels.md);
  // a native option holds no icon: the current account's icon sits beside the list.
  const mixed = hasSeveralNetworks(accounts);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{formatDashboardTitle(companyName)}</h1>
        <p className="text-lg text-muted-foreground">{formatGreeting(user)}</p>
        {demo ? (
          <Badge variant="warning" className="mt-1">
            <Database aria-hidden="true" />
            {dashboardMessages.demoBadge}
          </Badge>
        ) : null}
      </div>
      {/* docs/product/screens.md: the switcher only with 2 or more active profiles. */}
      {accounts.length >= 2 ? (
        <div className="grid gap-1.5 sm:min-w-64">
          <label htmlFor={switcherId} className="text-sm font-medium">
            {mixed ? "Perfil" : `Perfil do ${platformLabels[current.platform]}`}
          </label>
          <div className="flex items-center gap-2">
            <NetworkIcon platform={current.platform} labelHidden className="text-muted-foreground" />
            {/* While the switch is under way the list refuses changes but stays enabled: a disabled
                element loses the focus, and a keyboard user would be sent back to the page's start. */}
            <select
              id={switcherId}
              value={current.id}
              aria-disabled={switching || undefined}
              aria-busy={switching}
              onChange={(event) => {
                if (!switching) onSwitch(event.target.value);
              }}
              className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-disabled:opacity-50"
            >
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {formatAccountLabel(account)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
    </div>
  );
}
