import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { mergeSlotProps } from "./slot";

describe("mergeSlotProps", () => {
  it("joins class names, the slot's first", () => {
    expect(mergeSlotProps({ className: "btn" }, { className: "mt-2" }).className).toBe("btn mt-2");
  });

  it("lets the child's plain props win and keeps the slot's others", () => {
    expect(mergeSlotProps({ "data-slot": "button", title: "a" }, { title: "b", href: "/x" })).toEqual({
      "data-slot": "button",
      title: "b",
      href: "/x",
    });
  });

  it("merges styles", () => {
    expect(mergeSlotProps({ style: { color: "red", margin: 0 } }, { style: { color: "blue" } }).style).toEqual({
      color: "blue",
      margin: 0,
    });
  });

  it("calls both handlers, the child's first, and returns the child's result", () => {
    const calls: string[] = [];
    const merged = mergeSlotProps(
      { onClick: () => calls.push("slot") },
      { onClick: () => (calls.push("child"), "child result") },
    );
    expect((merged.onClick as (event: string) => unknown)("event")).toBe("child result");
    expect(calls).toEqual(["child", "slot"]);
  });

  it("keeps a handler that only one side has", () => {
    const onClick = vi.fn();
    expect(mergeSlotProps({ onClick }, {}).onClick).toBe(onClick);
    expect(mergeSlotProps({}, { onClick }).onClick).toBe(onClick);
  });

  it("sets both refs", () => {
    const objectRef = createRef<unknown>();
    const callbackRef = vi.fn();
    const merged = mergeSlotProps({ ref: objectRef }, { ref: callbackRef });
    (merged.ref as (node: unknown) => void)("node");
    expect(objectRef.current).toBe("node");
    expect(callbackRef).toHaveBeenCalledWith("node");
  });
});
