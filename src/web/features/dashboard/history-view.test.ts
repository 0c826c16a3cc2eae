import { describe, expect, it } from "vitest";
import type { HeatmapCell } from "@core/instagram/history";
import {
  chooseAxisFormatter,
  describeHeatmapCell,
  findBestSlot,
  heatLevel,
  summarizeHeatmap,
} from "./history-view";

function emptyGrid(): HeatmapCell[][] {
  return Array.from({ length: 7 }, (_, weekday) =>
    Array.from({ length: 24 }, (_, hour) => ({ weekday, hour, posts: 0, meanEngagement: 0 })),
  );
}

describe("heatmap", () => {
  it("names the best slot, the earliest in the week on a tie", () => {
    const grid = emptyGrid();
    grid[4]![19] = { weekday: 4, hour: 19, posts: 2, meanEngagement: 500 };
    grid[1]![8] = { weekday: 1, hour: 8, posts: 1, meanEngagement: 500 };
    grid[0]![10] = { weekday: 0, hour: 10, posts: 3, meanEngagement: 120 };
    expect(findBestSlot(grid)).toMatchObject({ weekday: 1, hour: 8 });
    expect(summarizeHeatmap(grid)).toBe(
      "Melhor horário: segunda-feira às 8h (horário de Brasília), com média de 500 interações por post em 1 post.",
    );
  });
  it("says so when no post has a time", () => {
    expect(findBestSlot(emptyGrid())).toBeNull();
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

describe("chooseAxisFormatter", () => {
  it("abbreviates a wide range", () => {
    expect(chooseAxisFormatter([1_000, 250_000])(250_000)).toBe("250K");
  });
  it("writes close values in full, so the ticks do not repeat", () => {
    expect(chooseAxisFormatter([942_812, 943_100])(942_900)).toBe("942.900");
  });
  it("abbreviates when there is nothing to compare", () => {
    expect(chooseAxisFormatter([])(2_500)).toBe("2,5K");
  });
});
