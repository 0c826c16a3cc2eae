import { describe, expect, it } from "vitest";
import {
  clientCadencesOf,
  clientLimitOf,
  describeClientLimit,
  describeClientSchedule,
  dueClientPeriod,
  nextClientSendDay,
  usesClients,
} from "./client-rules";

// 08:00 in São Paulo is 11:00 UTC.
const at = (day: string) => new Date(`${day}T11:00:00Z`);

describe("a client's schedule", () => {
  it("sends weekly on its weekday only, the last whole Monday-to-Sunday week", () => {
    // 2026-11-25 is a Wednesday.
    const wednesdays = { cadence: "weekly" as const, weekday: 3, monthDay: null };
    expect(dueClientPeriod(wednesdays, at("2026-11-25"))).toEqual({ cadence: "weekly", from: "2026-11-16", to: "2026-11-22" });
    expect(dueClientPeriod(wednesdays, at("2026-11-24"))).toBeNull();
    // A Monday sends the week that ended the day before.
    expect(dueClientPeriod({ ...wednesdays, weekday: 1 }, at("2026-11-23"))).toEqual({
      cadence: "weekly",
      from: "2026-11-16",
      to: "2026-11-22",
    });
  });

  it("sends monthly on its day of the month only, the last calendar month", () => {
    const fifths = { cadence: "monthly" as const, weekday: null, monthDay: 5 };
    expect(dueClientPeriod(fifths, at("2026-03-05"))).toEqual({ cadence: "monthly", from: "2026-02-01", to: "2026-02-28" });
    expect(dueClientPeriod(fifths, at("2026-01-05"))).toEqual({ cadence: "monthly", from: "2025-12-01", to: "2025-12-31" });
    expect(dueClientPeriod(fifths, at("2026-03-04"))).toBeNull();
    expect(dueClientPeriod(fifths, at("2026-03-15"))).toBeNull();
  });

  it("reads the day in São Paulo: 01:00 UTC on the 5th is still the 4th there", () => {
    expect(dueClientPeriod({ cadence: "monthly", weekday: null, monthDay: 5 }, new Date("2026-03-05T01:00:00Z"))).toBeNull();
    expect(dueClientPeriod({ cadence: "monthly", weekday: null, monthDay: 4 }, new Date("2026-03-05T01:00:00Z"))).not.toBeNull();
  });

  it("names its next day and says itself in words", () => {
    expect(nextClientSendDay({ cadence: "monthly", weekday: null, monthDay: 5 }, at("2026-03-06"))).toBe("2026-04-05");
    expect(nextClientSendDay({ cadence: "weekly", weekday: 3, monthDay: null }, at("2026-11-25"))).toBe("2026-11-25");
    expect(describeClientSchedule({ cadence: "weekly", weekday: 3, monthDay: null })).toBe("Toda quarta-feira");
    expect(describeClientSchedule({ cadence: "weekly", weekday: 6, monthDay: null })).toBe("Todo sábado");
    expect(describeClientSchedule({ cadence: "monthly", weekday: null, monthDay: 5 })).toBe("Todo dia 5");
  });

  it("is weekly only from the plan whose e-mail report is weekly", () => {
    expect(clientCadencesOf("basic")).toEqual(["monthly"]);
    expect(clientCadencesOf("advanced")).toEqual(["weekly", "monthly"]);
    expect(clientCadencesOf("sparks_pro")).toEqual(["weekly", "monthly"]);
  });
});

describe("clients per plan", () => {
  it("are as many as the accounts the plan connects on every network", () => {
    expect([clientLimitOf("basic"), clientLimitOf("advanced"), clientLimitOf("sparks_pro")]).toEqual([2, 6, 10]);
    expect(describeClientLimit("basic")).toBe(
      "Seu plano Inteligram Start permite até 2 clientes. Faça upgrade para o Inteligram Go para ter até 6.",
    );
    expect(describeClientLimit("sparks_pro")).toBe("Seu plano Inteligram Pro permite até 10 clientes.");
  });
});

describe("whether a workspace shows the word", () => {
  it("is no for one brand (one account per network), yes with a second account on a network or with a client", () => {
    expect(usesClients(0, [{ platform: "instagram" }, { platform: "tiktok" }])).toBe(false);
    expect(usesClients(0, [{ platform: "instagram" }, { platform: "instagram" }])).toBe(true);
    expect(usesClients(1, [])).toBe(true);
  });
});
