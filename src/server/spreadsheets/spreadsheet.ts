import { PassThrough, Readable, type Writable } from "node:stream";

// Excel and CSV writers (docs/product/features.md "Reports and exports"): pt-BR headers, real number, date
// and percent cells, frozen header row and filters. Rows stream: each is committed as soon as it
// is written, so 100,000 rows never sit in memory as a workbook (scripts/bench-reports.ts).

export type SheetColumn = {
  header: string;
  key: string;
  width: number;
  /** Excel number format: '#,##0', '0.00%', 'dd/mm/yyyy', 'dd/mm/yyyy hh:mm'. */
  numFmt?: string;
};
export type SheetCell = string | number | Date | null;
export type Sheet = { name: string; columns: SheetColumn[]; rows: Iterable<SheetCell[]> | AsyncIterable<SheetCell[]> };

function columnLetter(index: number) {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const cellKind = (value: SheetCell) => (value === null ? "null" : value instanceof Date ? "date" : typeof value);

// exceljs (~34 MB once loaded) is loaded by the first export, not by every server at start
// (docs/decisions/031).
const importExcel = () => import("exceljs").then((module) => module.default);
let excel: ReturnType<typeof importExcel> | undefined;
const loadExcel = () => (excel ??= importExcel());

/** Writes the sheets as one .xlsx into `stream`, row by row. */
export async function writeXlsx(stream: Writable, sheets: Sheet[]) {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = "Inteligram";
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: "frozen", ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column) => ({
      header: column.header,
      key: column.key,
      width: column.width,
      style: column.numFmt ? { numFmt: column.numFmt } : {},
    }));
    worksheet.autoFilter = `A1:${columnLetter(sheet.columns.length - 1)}1`;
    const header = worksheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    // exceljs gives every new cell a fresh copy of its column's style and looks a style up by
    // that object (a WeakMap), so each cell serialised its style again to find its id: a
    // third of a large export's time. A cell gets one shared object per column and kind of
    // value instead (the id also depends on the kind when the column has no number format),
    // so the lookup hits; the file is the same.
    const shared = sheet.columns.map(
      (column) => new Map<string, { numFmt?: string }>([["", column.numFmt ? { numFmt: column.numFmt } : {}]]),
    );
    for await (const cells of sheet.rows) {
      const row = worksheet.addRow(cells);
      for (let index = 0; index < cells.length && index < shared.length; index++) {
        const kind = cellKind(cells[index]!);
        const styles = shared[index]!;
        let style = styles.get(kind);
        if (!style) styles.set(kind, (style = { ...styles.get("")! }));
        row.getCell(index + 1).style = style;
      }
      row.commit();
    }
    worksheet.commit();
  }
  await workbook.commit();
}

const csvNumber = new Intl.NumberFormat("pt-BR", { useGrouping: false, maximumFractionDigits: 6 });
const pad = (n: number) => String(n).padStart(2, "0");

function csvCell(value: SheetCell, column: SheetColumn): string {
  if (value === null) return "";
  if (value instanceof Date) {
    // Dates are São Paulo wall-clock times stored as UTC fields (see toSheetDate).
    const day = `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
    return column.numFmt?.includes("hh") ? `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : day;
  }
  if (typeof value === "number") return csvNumber.format(column.numFmt?.includes("%") ? value * 100 : value);
  return /[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One sheet as CSV for a Brazilian Excel: ';' between fields, ',' decimals, a BOM for UTF-8. */
export async function* csvLines(sheet: Sheet): AsyncGenerator<string> {
  yield `\uFEFF${sheet.columns.map((column) => csvCell(column.header, column)).join(";")}\r\n`;
  for await (const cells of sheet.rows) yield `${cells.map((cell, index) => csvCell(cell, sheet.columns[index]!)).join(";")}\r\n`;
}

/** The xlsx as a web stream for a response; an error while writing ends it with that error. */
export function xlsxStream(sheets: Sheet[]): ReadableStream<Uint8Array> {
  const through = new PassThrough();
  writeXlsx(through, sheets).catch((error: unknown) => through.destroy(error as Error));
  return Readable.toWeb(through) as ReadableStream<Uint8Array>;
}

/** The xlsx in one buffer. */
export async function xlsxBuffer(sheets: Sheet[]): Promise<Buffer> {
  const through = new PassThrough();
  const chunks: Buffer[] = [];
  const read = new Promise<void>((resolve, reject) => {
    through.on("data", (chunk: Buffer) => chunks.push(chunk));
    through.on("end", resolve);
    through.on("error", reject);
  });
  // The writer ends the stream when the workbook is committed.
  await Promise.all([writeXlsx(through, sheets), read]);
  return Buffer.concat(chunks);
}

export function csvStream(sheet: Sheet): ReadableStream<Uint8Array> {
  async function* bytes() {
    for await (const line of csvLines(sheet)) yield Buffer.from(line, "utf8");
  }
  return Readable.toWeb(Readable.from(bytes())) as ReadableStream<Uint8Array>;
}

/**
 * Excel has no time zones: an instant is written as its São Paulo wall-clock time, so the cell
 * shows the hour the dashboard shows.
 */
const saoPauloParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

// São Paulo's offset from UTC by hour (time zones move by whole hours here): one Intl call per
// hour of data, not per row.
const offsetByHour = new Map<number, number>();

function saoPauloOffsetMs(epochMs: number) {
  const hour = Math.floor(epochMs / 3_600_000);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const at = hour * 3_600_000;
    const parts = saoPauloParts.formatToParts(new Date(at));
    const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
    offset = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - at;
    if (offsetByHour.size > 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

export function toSheetDate(instant: Date | string): Date {
  const epochMs = (typeof instant === "string" ? new Date(instant) : instant).getTime();
  return new Date(epochMs + saoPauloOffsetMs(epochMs));
}

/** A São Paulo day ('2026-11-24') as an Excel date cell. */
export const dayToSheetDate = (day: string) => new Date(`${day}T00:00:00Z`);
