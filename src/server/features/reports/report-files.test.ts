import { describe, expect, it } from "vitest";
import { printable } from "./report-document";
import { detectLogoType } from "./settings.service";
import { csvLines, toSheetDate } from "./spreadsheet";

const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

describe("report files", () => {
  it("recognises a logo by its bytes, never by a name", () => {
    expect(detectLogoType(png)).toBe("image/png");
    expect(detectLogoType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0xff, 0xd9]))).toBe("image/jpeg");
    // A JPEG cut short (no end marker), a PNG signature without its header, a GIF, text.
    expect(detectLogoType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBeNull();
    expect(detectLogoType(png.subarray(0, 12))).toBeNull();
    expect(detectLogoType(Buffer.from("GIF89a......................"))).toBeNull();
    expect(detectLogoType(Buffer.from("logo.png"))).toBeNull();
  });

  it("keeps what the embedded font draws in captions: accents yes, emoji no", () => {
    expect(printable("Promoção de verão ☀️🔥\ncom açaí")).toBe("Promoção de verão com açaí");
  });

  it("writes instants as São Paulo wall-clock times (Excel has no time zones)", () => {
    expect(toSheetDate("2026-11-24T02:30:00Z").toISOString()).toBe("2026-11-23T23:30:00.000Z");
  });

  it("writes CSV for a Brazilian Excel: semicolons, decimal commas, percent in percent, quoted text", async () => {
    const lines: string[] = [];
    for await (const line of csvLines({
      name: "Publicações",
      columns: [
        { header: "Publicado em", key: "at", width: 10, numFmt: "dd/mm/yyyy hh:mm" },
        { header: "Legenda", key: "caption", width: 10 },
        { header: "Taxa de engajamento", key: "rate", width: 10, numFmt: "0.00%" },
      ],
      rows: [[toSheetDate("2026-11-24T15:05:00Z"), 'Diga "oi"; tchau', 0.0345]],
    })) {
      lines.push(line);
    }
    expect(lines).toEqual(["\uFEFFPublicado em;Legenda;Taxa de engajamento\r\n", '24/11/2026 12:05;"Diga ""oi""; tchau";3,45\r\n']);
  });
});
