import { sortAccounts, type NamedAccount } from "@core/social/account-label";
import { assignableRoles, canBeLimited, roleDescriptions, roleLabels, type AssignableRole } from "@core/team/roles";
import { AccountLabel } from "~/components/account-label";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import type { AccessChoice } from "./team-api";
import { teamMessages as text } from "./team-messages";

type Account = NamedAccount & { id: string };

/**
 * The role and the accounts an owner or admin gives a person (docs/decisions/030): native
 * select, radios and checkboxes, so the keyboard and screen readers work as everywhere. An
 * admin sees every account: the choice of accounts is closed for them.
 */
export function AccessFields({
  idPrefix,
  value,
  onChange,
  accounts,
  error,
}: {
  idPrefix: string;
  value: AccessChoice;
  onChange: (value: AccessChoice) => void;
  accounts: readonly Account[];
  error?: string | null;
}) {
  // The one order of accounts, each named with its network (docs/decisions/033-account-labels.md).
  const shown = sortAccounts(accounts);
  const limitable = canBeLimited(value.role);
  const limited = limitable && value.accountIds !== null;
  const chosen = new Set(value.accountIds ?? []);
  const setRole = (role: AssignableRole) => onChange({ role, accountIds: canBeLimited(role) ? value.accountIds : null });
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange({ ...value, accountIds: accounts.filter((account) => next.has(account.id)).map((account) => account.id) });
  };
  const errorId = `${idPrefix}-access-error`;

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-role`}>{text.roleLabel}</Label>
        <NativeSelect
          id={`${idPrefix}-role`}
          value={value.role}
          aria-describedby={`${idPrefix}-role-hint`}
          onChange={(event) => setRole(event.target.value as AssignableRole)}
        >
          {assignableRoles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </NativeSelect>
        <p id={`${idPrefix}-role-hint`} className="text-sm text-muted-foreground">
          {roleDescriptions[value.role]}
        </p>
      </div>
      <fieldset className="grid gap-2" disabled={!limitable} aria-describedby={error ? errorId : undefined}>
        <legend className="mb-1 text-sm font-medium">{text.accessLegend}</legend>
        {limitable ? null : <p className="text-sm text-muted-foreground">{text.accessAdminNote}</p>}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${idPrefix}-access`}
            className="size-4 accent-primary"
            checked={!limited}
            onChange={() => onChange({ ...value, accountIds: null })}
          />
          {text.accessAll}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${idPrefix}-access`}
            className="size-4 accent-primary"
            checked={limited}
            onChange={() => onChange({ ...value, accountIds: value.accountIds ?? [] })}
          />
          {text.accessSome}
        </label>
        {limited ? (
          accounts.length === 0 ? (
            <p className="ml-6 text-sm text-muted-foreground">{text.accessNoAccounts}</p>
          ) : (
            <ul className="ml-6 grid gap-1.5" aria-label={text.accessSome}>
              {shown.map((account) => (
                <li key={account.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={chosen.has(account.id)}
                      onChange={(event) => toggle(account.id, event.target.checked)}
                    />
                    <AccountLabel account={account} />
                  </label>
                </li>
              ))}
            </ul>
          )
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

/** The choice is complete: limited to at least one account, or to none of them (all). */
export function accessError(value: AccessChoice): string | null {
  return value.accountIds !== null && canBeLimited(value.role) && value.accountIds.length === 0 ? text.accessPickOne : null;
}
