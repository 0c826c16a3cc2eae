import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names and lets later Tailwind utilities override earlier ones (`px-2` then `px-4` -> `px-4`).
 *
 * A small stand-in for tailwind-merge (8.5 KB gzip, a seventh of the landing page's JS budget):
 * it knows the utility groups our components combine, and keeps any class it does not
 * recognise, as clsx would. `cn.test.ts` checks it against tailwind-merge.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeTailwindClasses(clsx(inputs));
}

// [pattern, group]: the first match names the class's group; "" = never merged. "$1" is
// replaced by the first capture, so `px-2` is group "px" and `rounded-t-md` group "roundedt".
// Order matters where prefixes overlap: text-sm is a size, text-center an alignment, text-x a colour.
const rules: [RegExp, string][] = [
  [/^(block|inline(-block|-flex|-grid)?|flex|grid|contents|table|hidden)$/, "display"],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^text-(xs|sm|base|lg|\d?xl|\[[\d.]+\w*\])(\/.+)?$/, "text-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-(ellipsis|clip)$/, ""],
  [/^text-/, "text-color"],
  [/^font-(sans|serif|mono)$/, "font-family"],
  [/^font-/, "font-weight"],
  [/^bg-(linear|radial|conic|none|\[(url|linear|radial|conic))/, "bg-image"],
  [/^bg-(clip|origin|blend|fixed|local|scroll|cover|contain|auto|repeat|no-repeat|center|top|bottom|left|right)/, ""],
  [/^bg-/, "bg"],
  [/^border(-[xytrblse])?(-(\d+|px|\[[\d.]+px\]))?$/, "borderw$1"],
  [/^border-(solid|dashed|dotted|double|hidden|none|collapse|separate|[xytrblse]-)/, ""],
  [/^border-/, "border-color"],
  [/^ring(-\d+|-\[[\d.]+px\])?$/, "ring-w"],
  [/^ring-offset-(\d+|\[[\d.]+px\])$/, "ring-offset-w"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^ring-inset$/, ""],
  [/^ring-/, "ring-color"],
  [/^shadow(-(\d?xs|sm|md|lg|\d?xl|none|inner|\[.+\]))?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^outline(-(none|hidden|solid|dashed|dotted|double))?$/, "outline-style"],
  [/^outline-(\d|offset|\[)/, ""],
  [/^outline-/, "outline-color"],
  [/^rounded(-[trblse]{1,2})?(-|$)/, "rounded$1"],
  [/^flex-(row|col)/, "flex-direction"],
  [/^flex-(wrap|nowrap)/, "flex-wrap"],
  [/^-?top-/, "insett"],
  [/^-?right-/, "insetr"],
  [/^-?bottom-/, "insetb"],
  [/^-?left-/, "insetl"],
  [
    /^-?([pm][xytrblse]?|gap(-[xy])?|size|[wh]|m(in|ax)-[wh]|inset(-[xy])?|z|opacity|leading|tracking|whitespace|overflow(-[xy])?|items|justify(-items|-self)?|self|grid-cols|col-(start|span)|flex|grow|shrink|cursor|transition|line-clamp|scroll-m[xytrblse]?)(-|$)/,
    "$1",
  ],
];

/**
 * Remembered, as tailwind-merge does: a page renders the same lists (every button, card and badge)
 * at every render, and the same classes in many lists, so each is worked out once. Both maps are
 * bounded: past their size the oldest entry goes.
 */
const merged = new Map<string, string>();
export const mergedListsKept = 500;
/** Per class: the keys it takes ("scope:group"), then those of the groups that override it; null when not recognised. */
const classKeys = new Map<string, readonly string[] | null>();
export const classesKept = 2000;

function remember<V>(map: Map<string, V>, size: number, key: string, value: V): V {
  if (map.size >= size) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}

export function mergeTailwindClasses(classList: string): string {
  return merged.get(classList) ?? remember(merged, mergedListsKept, classList, merge(classList));
}

function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/).filter(Boolean);
  // From the last class to the first: the last class of a group wins.
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index] as string;
    const keys = classKeys.has(className)
      ? classKeys.get(className)
      : remember(classKeys, classesKept, className, keysOf(className));
    if (!keys) {
      kept.push(className);
      continue;
    }
    if (keys.some((key) => taken.has(key))) continue;
    taken.add(keys[0] as string);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}

function keysOf(className: string): readonly string[] | null {
  const colon = lastTopLevelColon(className);
  const utility = className.slice(colon + 1);
  const group = groupOf(utility.replace(/^!|!$/g, ""));
  if (!group) return null;
  // Variants in any order are the same scope (`md:hover:` = `hover:md:`).
  const scope = `${colon < 0 ? "" : className.slice(0, colon).split(":").sort().join(":")}${/^!|!$/.test(utility) ? "!" : ""}:`;
  return [group, ...parentGroups(group)].map((candidate) => scope + candidate);
}

function groupOf(utility: string): string | undefined {
  for (const [pattern, group] of rules) {
    const match = utility.match(pattern);
    if (match) return group.replace("$1", (match[1] ?? "").replace(/-/g, ""));
  }
  return undefined;
}

/**
 * Groups whose later class overrides this one too: `p` over `px` and `pt`, `px` over `pl`,
 * `rounded` and `roundedt` over `roundedtl`, `size` over `w`, a font size over `leading`.
 */
function parentGroups(group: string): string[] {
  if (group === "w" || group === "h") return ["size"];
  if (group === "leading") return ["text-size"];
  const match = group.match(/^(-?[pm]|gap|rounded|borderw|inset|overflow|scroll-m)([xytrblse]{1,2})$/);
  if (!match) return [];
  const [, family = "", side = ""] = match;
  if (side.length === 2) return [family, family + side[0], family + side[1]];
  if ("tb".includes(side)) return [family, `${family}y`];
  if ("lrse".includes(side)) return [family, `${family}x`];
  return [family];
}

function lastTopLevelColon(className: string): number {
  let depth = 0;
  let position = -1;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) position = index;
  }
  return position;
}
