import { describe, expect, it } from "vitest";
import { formatAxisTicks } from "@core/format/format-number";
import type { HeatmapCell } from "@core/social/history";
import {
  colourScaleMax,
  describeHeatmapCell,
  findBestHour,
  findBestSlot,
  findBestWeekday,
  followersAxis,
  heatLevel,
  summarizeHeatmap,
} from "./history-view";

function emptyGrid(): HeatmapCell[][] {
  return Array.from({ length: 7 }, (_, weekday) =>
    Array.from({ length: 24 }, (_, hour) => ({ weekday, hour, posts: 0, meanEngagement: 0 })),
  );
}

describe("heatmap", () => {
  it("names the best day and hour only from enough posts, the earliest on a tie", () => {
    const grid = emptyGrid();
    // A single great post on Monday 8h is not a best slot.
    grid[1]![8] = { weekday: 1, hour: 8, posts: 1, meanEngagement: 5000 };
    grid[4]![19] = { weekday: 4, hour: 19, posts: 3, meanEngagement: 500 };
    grid[2]![19] = { weekday: 2, hour: 19, posts: 1, meanEngagement: 100 };
    grid[0]![10] = { weekday: 0, hour: 10, posts: 3, meanEngagement: 500 };
    expect(findBestSlot(grid)).toMatchObject({ weekday: 0, hour: 10 });
    expect(findBestWeekday(grid)).toEqual({ key: 0, posts: 3, meanEngagement: 500 });
    // 19h: (3 x 500 + 100) / 4 = 400, below 10h's 500.
    expect(findBestHour(grid)).toEqual({ key: 10, posts: 3, meanEngagement: 500 });
    expect(summarizeHeatmap(grid)).toBe(
      "Melhor dia: domingo (média de 500 interações por post em 3 posts). " +
        "Melhor horário: 10h, horário de Brasília (média de 500 interações por post em 3 posts). " +
        "Melhor combinação (★): domingo às 10h (média de 500 interações por post em 3 posts).",
    );
    // The colours scale to the starred slot: one lucky post does not make it look pale.
    expect(colourScaleMax(grid)).toBe(500);
    expect(heatLevel(grid[0]![10]!, colourScaleMax(grid))).toBe(4);
    expect(heatLevel(grid[1]![8]!, colourScaleMax(grid))).toBe(4);
  });
  it("says 'Dados insuficientes' when no day or hour has enough posts", () => {
    const grid = emptyGrid();
    grid[1]![8] = { weekday: 1, hour: 8, posts: 1, meanEngagement: 500 };
    grid[1]![9] = { weekday: 1, hour: 9, posts: 1, meanEngagement: 100 };
    expect(findBestSlot(grid)).toBeNull();
    expect(findBestWeekday(grid)).toBeNull();
    expect(summarizeHeatmap(grid)).toBe(
      "Melhor dia: Dados insuficientes (é preciso ter pelo menos 3 posts no mesmo dia da semana). " +
        "Melhor horário: Dados insuficientes (é preciso ter pelo menos 3 posts na mesma hora).",
    );
    grid[1]![10] = { weekday: 1, hour: 10, posts: 1, meanEngagement: 300 };
    expect(summarizeHeatmap(grid)).toBe(
      "Melhor dia: segunda-feira (média de 300 interações por post em 3 posts). " +
        "Melhor horário: Dados insuficientes (é preciso ter pelo menos 3 posts na mesma hora).",
    );
  });
  it("says so when no post has a time", () => {
    expect(findBestSlot(emptyGrid())).toBeNull();
    expect(colourScaleMax(emptyGrid())).toBe(0);
    expect(summarizeHeatmap(emptyGrid())).toBe("Ainda não há posts com horário para montar o mapa.");
  });
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [1, 25, 1],
    [1, 26, 2],
    [1, 51, 3],
    [1, 76, 4],
    [1, 100, 4],
  ])("a cell with %s posts and mean %s of 100 is level %s", (posts, mean, level) => {
    expect(heatLevel({ weekday: 0, hour: 0, posts, meanEngagement: mean }, 100)).toBe(level);
  });
  it("describes a cell in words", () => {
    expect(describeHeatmapCell({ weekday: 6, hour: 21, posts: 1, meanEngagement: 1 })).toBe(
      "sábado às 21h: 1 post, média de 1 interação",
    );
    expect(describeHeatmapCell({ weekday: 0, hour: 0, posts: 0, meanEngagement: 0 })).toBe("domingo às 0h: sem posts");
  });
});

describe("followersAxis", () => {
  it("gives a large account with a change of a few followers round, distinct ticks around it", () => {
    const { domain, ticks } = followersAxis([941_243, 941_247]);
    expect(domain[0]).toBeLessThan(941_243);
    expect(domain[1]).toBeGreaterThan(941_247);
    // At least 1% of the audience, in round steps.
    expect(domain[1] - domain[0]).toBeGreaterThanOrEqual(9_412);
    expect(ticks.every((tick) => tick % 1_000 === 0)).toBe(true);
    expect(new Set(ticks.map(formatAxisTicks(ticks))).size).toBe(ticks.length);
  });

  it("labels every tick of a small account's axis differently (3.085 to 3.110 followers read '3,1K' on each)", () => {
    const { ticks } = followersAxis([3_085, 3_110]);
    const labels = ticks.map(formatAxisTicks(ticks));
    expect(new Set(labels).size).toBe(ticks.length);
  });

  it("covers a real change with room on both sides", () => {
    const { domain, ticks } = followersAxis([1_200, 1_850]);
    expect(domain[0]).toBeLessThanOrEqual(1_200);
    expect(domain[1]).toBeGreaterThanOrEqual(1_850);
    expect(ticks[0]).toBe(domain[0]);
    expect(ticks.at(-1)).toBe(domain[1]);
  });

  it("never goes below zero for a small account", () => {
    const { domain } = followersAxis([3, 5]);
    expect(domain[0]).toBe(0);
    expect(domain[1]).toBeGreaterThanOrEqual(5);
  });
});
