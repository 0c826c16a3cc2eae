import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { Input } from "./input";

/** A password input with a show/hide toggle (a pressed-state button, so its name stays the same). */
export function PasswordInput({
  className,
  toggleLabel = "Mostrar senha",
  ...props
}: Omit<React.ComponentProps<"input">, "type"> & { toggleLabel?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? "text" : "password"} className={cn("pr-11", className)} />
      <button
        type="button"
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((current) => !current)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}
