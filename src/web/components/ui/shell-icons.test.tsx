import { ArrowRight, ChartNoAxesCombined, LogOut, Menu, TrendingUp, X } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArrowRightIcon, BrandMarkIcon, CloseIcon, LogOutIcon, MenuIcon, TrendingUpIcon } from "./shell-icons";

const pairs: [string, ComponentType<SVGProps<SVGSVGElement>>, ComponentType<SVGProps<SVGSVGElement>>][] = [
  ["menu", MenuIcon, Menu],
  ["x", CloseIcon, X],
  ["log-out", LogOutIcon, LogOut],
  ["chart-no-axes-combined", BrandMarkIcon, ChartNoAxesCombined],
  ["arrow-right", ArrowRightIcon, ArrowRight],
  ["trending-up", TrendingUpIcon, TrendingUp],
];

describe("shell icons", () => {
  it.each(pairs)("draws %s exactly as the installed Lucide does", (_name, Ours, Lucide) => {
    // Same markup, attribute for attribute: a Lucide upgrade that redraws an icon fails here.
    expect(renderToStaticMarkup(<Ours className="size-4" />)).toBe(renderToStaticMarkup(<Lucide className="size-4" />));
  });
});
