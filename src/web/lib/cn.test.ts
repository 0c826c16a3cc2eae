import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { badgeVariants } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { classesKept, cn, mergedListsKept, mergeTailwindClasses } from "./cn";

// tailwind-merge stays a dev-only reference: our light merge must agree with it on every
// combination the components produce, so swapping it out changed no rendered class.
const cases: string[][] = [
  // Button variants with the overrides used across the app.
  [buttonVariants({ variant: "ghost" }), "gap-2 px-2"],
  [buttonVariants({ size: "lg" }), "mt-8"],
  [buttonVariants({ variant: "outline", size: "sm" }), "w-full justify-start"],
  [buttonVariants({ variant: "outline" }), "mt-2 justify-start"],
  [buttonVariants({ size: "icon" }), "lg:hidden"],
  [buttonVariants({ variant: "link" }), "h-auto p-0 text-base"],
  [buttonVariants({}), "w-full bg-white text-primary hover:bg-white/90"],
  [buttonVariants({ variant: "secondary", size: "lg" }), "px-8 text-lg"],
  // Badge with the hero's bigger padding and text.
  [badgeVariants({ variant: "secondary" }), "mb-5 px-3 py-1 text-sm"],
  [badgeVariants({ variant: "success" }), "ml-auto"],
  [badgeVariants({}), "absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1"],
  // Header and footer links.
  [
    "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-[current=page]:text-foreground",
    "py-2.5 text-base",
  ],
  // Cards, page intro, avatar, skeleton and friends.
  ["flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm", "gap-4 border-primary py-8 shadow-lg"],
  ["mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16", "max-w-3xl pb-0 lg:pb-0"],
  ["relative flex size-8 shrink-0 overflow-hidden rounded-full", "size-7"],
  ["flex size-full items-center justify-center rounded-full bg-secondary text-sm font-medium", "text-xs"],
  ["animate-pulse rounded-md bg-muted", "h-10 w-48"],
  ["animate-pulse rounded-md bg-muted", "h-6 w-2/3 rounded-full"],
  ["px-2 py-1.5 text-sm font-medium data-[inset]:pl-8", "truncate font-normal text-muted-foreground"],
  ["text-sm text-muted-foreground", "text-base text-foreground"],
  ["font-semibold leading-tight", "text-xl"],
  ["flex items-center px-6", "flex-col items-stretch gap-3"],
  // Generic conflicts.
  ["p-4", "px-2"],
  ["px-2", "p-4"],
  ["py-2 pt-4", "py-1"],
  ["m-2 mx-4", "-mx-1"],
  ["w-4 h-4", "size-6"],
  ["size-6", "w-4"],
  ["rounded-md", "rounded-t-none"],
  ["rounded-t-lg", "rounded-none"],
  ["border border-input", "border-2 border-destructive/40"],
  ["border-b", "border-0"],
  ["border-transparent", "border-t-primary"],
  ["bg-primary text-primary-foreground", "bg-linear-to-r from-primary to-brand-pink"],
  ["bg-primary/15", "bg-transparent"],
  ["shadow-xs", "shadow-none"],
  ["ring-[3px] ring-ring/60", "ring-2 ring-destructive"],
  ["ring-offset-2 ring-offset-background", "ring-offset-0"],
  ["outline-none", "outline-hidden"],
  ["text-sm leading-none", "text-lg"],
  ["text-left", "text-center sm:text-left"],
  ["text-balance", "text-pretty"],
  ["inline-flex", "hidden lg:flex"],
  ["flex flex-col", "flex-row sm:flex-col"],
  ["flex-1", "flex-none"],
  ["grid grid-cols-2", "grid-cols-3 gap-x-4 gap-2"],
  ["gap-x-4", "gap-2"],
  ["items-start justify-between", "items-center justify-end"],
  ["overflow-x-auto", "overflow-hidden"],
  ["absolute top-0 left-0", "relative inset-0"],
  ["z-10", "z-50"],
  ["opacity-50", "opacity-100"],
  ["font-medium", "font-bold"],
  ["tracking-tight", "tracking-wide"],
  ["whitespace-nowrap", "whitespace-normal"],
  ["transition-colors", "transition-none"],
  ["cursor-pointer", "cursor-not-allowed"],
  ["hover:bg-accent focus:bg-accent", "hover:bg-muted"],
  ["md:hover:px-2", "hover:md:px-4"],
  ["[&_svg]:size-4", "[&_svg]:size-5"],
  ["data-[state=open]:bg-accent", "data-[state=open]:bg-muted"],
  ["px-4!", "px-2"],
  ["sr-only", "focus:not-sr-only"],
  ["scroll-mt-16", "scroll-mt-20"],
  ["rounded-tl-md rounded-t-lg", "rounded-t-none"],
  ["top-0 -left-2 right-4", "inset-x-4"],
  ["text-muted-foreground", "text-success-soft-foreground"],
  ["bg-success-soft", "bg-warning-soft"],
  ["bg-primary", "bg-clip-text"],
  ["bg-primary", "bg-linear-to-r"],
  ["border-t", "border-b-2 border-border"],
  ["shadow-sm", "shadow-primary/20"],
  ["font-sans font-medium", "font-mono"],
  ["text-sm", "text-lg/7"],
  ["leading-tight", "text-2xl"],
  ["min-h-4 max-w-xs", "min-h-0 max-w-none"],
  ["self-start col-start-2", "self-center col-start-1"],
  ["whitespace-nowrap", "text-wrap"],
  // Classes the light merge does not know are kept, like clsx would.
  ["underline-offset-4 backdrop-blur", "translate-y-0.5"],
];

describe("cn", () => {
  it.each(cases.map((parts) => [parts.join(" | "), parts] as const))("agrees with tailwind-merge: %s", (_label, parts) => {
    expect(cn(...parts)).toBe(twMerge(...parts));
  });

  it("accepts clsx inputs: falsy values, arrays and objects", () => {
    expect(cn("px-2", false, null, undefined, ["py-1", { "px-4": true, hidden: false }])).toBe("py-1 px-4");
  });

  it("keeps every class it does not recognise, in order", () => {
    expect(mergeTailwindClasses("foo bar foo-2 baz")).toBe("foo bar foo-2 baz");
  });

  it("collapses extra whitespace", () => {
    expect(mergeTailwindClasses("  px-2   py-1 ")).toBe("px-2 py-1");
  });

  it("answers a list it has merged before the same way, also once more lists and classes than it keeps came between", () => {
    const lists = cases.map((parts) => parts.join(" "));
    const first = lists.map(mergeTailwindClasses);
    expect(lists.map(mergeTailwindClasses)).toEqual(first);
    // More other lists, and classes, than are kept: every list and class above has left the maps.
    for (let index = 0; index < Math.max(2 * mergedListsKept, classesKept); index++) {
      expect(mergeTailwindClasses(`px-${index} p-${index + 1}`)).toBe(`p-${index + 1}`);
    }
    expect(lists.map(mergeTailwindClasses)).toEqual(lists.map((list) => twMerge(list)));
  });
});
