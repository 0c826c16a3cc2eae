// Character codes of the separators in "YYYY-MM-DDTHH:MM:SS".
const DASH = 45;
const COLON = 58;
const DOT = 46;
const PLUS = 43;
const ZERO = 48;

function readDigits(text: string, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i++) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Epoch milliseconds of a post timestamp, NaN when it is not a date.
 *
 * Scrapers write ISO 8601 in UTC ("2024-05-01T18:30:00.000Z") and the Graph API with an offset
 * ("2024-05-01T18:30:00+0000"). Those are read digit by digit, about five times faster than
 * Date.parse, which matters at 10,000 posts (issue 7's 20 ms budget); anything else, or any field
 * out of range, goes to Date.parse so the answer never differs from it.
 */
export function parseTimestamp(text: string): number {
  const length = text.length;
  if (length < 20 || text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH || text.charCodeAt(13) !== COLON) {
    return Date.parse(text);
  }
  const year = readDigits(text, 0, 4);
  const month = readDigits(text, 5, 2);
  const day = readDigits(text, 8, 2);
  const hour = readDigits(text, 11, 2);
  const minute = readDigits(text, 14, 2);
  const second = readDigits(text, 17, 2);
  if (
    text[10] !== "T" ||
    text.charCodeAt(16) !== COLON ||
    year < 1970 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59
  ) {
    return Date.parse(text);
  }
  let at = 19;
  let millis = 0;
  if (text.charCodeAt(at) === DOT) {
    let digits = 0;
    at++;
    while (at < length) {
      const digit = text.charCodeAt(at) - ZERO;
      if (digit < 0 || digit > 9) break;
      // Date.parse keeps milliseconds and drops finer digits.
      if (digits < 3) millis = millis * 10 + digit;
      digits++;
      at++;
    }
    if (digits === 0) return Date.parse(text);
    for (; digits < 3; digits++) millis *= 10;
  }
  let offsetMinutes: number;
  const rest = length - at;
  if (rest === 1 && text[at] === "Z") {
    offsetMinutes = 0;
  } else if (rest === 6 || rest === 5) {
    const sign = text.charCodeAt(at) === PLUS ? 1 : text.charCodeAt(at) === DASH ? -1 : 0;
    const offsetHour = readDigits(text, at + 1, 2);
    const hasColon = rest === 6;
    if (hasColon && text.charCodeAt(at + 3) !== COLON) return Date.parse(text);
    const offsetMinute = readDigits(text, at + (hasColon ? 4 : 3), 2);
    if (sign === 0 || offsetHour < 0 || offsetHour > 23 || offsetMinute < 0 || offsetMinute > 59) return Date.parse(text);
    offsetMinutes = sign * (offsetHour * 60 + offsetMinute);
  } else {
    return Date.parse(text);
  }
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
}
