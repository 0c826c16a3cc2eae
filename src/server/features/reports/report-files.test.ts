import { Writable } from "node:stream";
import { Document, Image, Page, renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { withRendererLog } from "./render-report";
import { printable } from "./report-document";
import { detectLogoType, logoMaxSide, logoTooManyPixelsMessage, normalizeLogo, unreadableLogoMessage } from "./settings.service";
import { csvLines, toSheetDate } from "../../spreadsheets/spreadsheet";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

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

  it("re-encodes a PNG: decoded in full, written anew as a PNG without its text chunks", async () => {
    const tagged = await sharp({ create: { width: 40, height: 20, channels: 4, background: "#ff000080" } })
      .png()
      .withMetadata({ exif: { IFD0: { Artist: "marca-oculta" } } })
      .toBuffer();
    expect(tagged.includes("marca-oculta")).toBe(true);
    const stored = await normalizeLogo(tagged);
    expect(stored.includes("marca-oculta")).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "png", width: 40, height: 20, hasAlpha: true });
  });

  it("re-encodes a JPEG as a PNG and scales an oversized image down to its longest side", async () => {
    const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#0ea5e9" } })
      .jpeg()
      .toBuffer();
    expect(await sharp(await normalizeLogo(jpeg)).metadata()).toMatchObject({ format: "png", width: 120, height: 90 });
    const tall = await sharp({ create: { width: 1000, height: 4000, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(await sharp(await normalizeLogo(tall)).metadata()).toMatchObject({ format: "png", width: 256, height: logoMaxSide });
  });

  it("refuses what does not decode, and an image with more pixels than a logo needs, with pt-BR messages", async () => {
    const junk = Buffer.concat([png.subarray(0, 16), Buffer.alloc(900 * 1024, 0x5a)]);
    expect(detectLogoType(junk)).toBe("image/png");
    await expect(normalizeLogo(junk)).rejects.toMatchObject({ code: "INVALID_INPUT", message: unreadableLogoMessage });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const cut = Buffer.concat([jpeg.subarray(0, jpeg.length / 2), Buffer.from([0xff, 0xd9])]);
    expect(detectLogoType(cut)).toBe("image/jpeg");
    await expect(normalizeLogo(cut)).rejects.toMatchObject({ code: "INVALID_INPUT", message: unreadableLogoMessage });
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    await expect(normalizeLogo(huge)).rejects.toMatchObject({ code: "INVALID_INPUT", message: logoTooManyPixelsMessage });
  });

  it("sends what the PDF renderer writes on the console to the logger as JSON lines, and only while it renders", async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split("\n").filter(Boolean));
        done();
      },
    });
    const log = createLogger({ LOG_LEVEL: "info", NODE_ENV: "development" }, { destination });
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      // An image react-pdf cannot read: it says so with console.warn and draws the page without it.
      const broken = createElement(
        Document,
        null,
        createElement(Page, null, createElement(Image, { src: { data: Buffer.from("não é imagem"), format: "png" } })),
      );
      const pdf = await withRendererLog(log, () => renderToBuffer(broken as Parameters<typeof renderToBuffer>[0]));
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      console.warn("depois do relatório");
    } finally {
      console.warn = original;
    }
    expect(lines.length).toBeGreaterThan(0);
    const entries = lines.map((line) => JSON.parse(line) as { level: number; component: string; source: string; msg: string });
    expect(entries.every((entry) => entry.component === "report-pdf" && entry.source === "react-pdf" && entry.level === 40)).toBe(
      true,
    );
    // Outside a render the console is the console's.
    expect(warnings).toEqual([["depois do relatório"]]);
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
    expect(lines).toEqual([
      "\uFEFFPublicado em;Legenda;Taxa de engajamento\r\n",
      '24/11/2026 12:05;"Diga ""oi""; tchau";3,45\r\n',
    ]);
  });
});
