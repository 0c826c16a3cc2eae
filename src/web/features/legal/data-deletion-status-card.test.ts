import { formatDateTime } from "@core/format/format-date";
import { describe, expect, it } from "vitest";
import { describeDeletion } from "./data-deletion-status-card";

describe("describeDeletion", () => {
  const completedAt = "2026-11-22T13:05:00.000Z";
  const request = (accountsDeleted: number) => ({
    code: "0123456789abcdef",
    status: "completed" as const,
    completedAt,
    accountsDeleted,
  });

  it("says when it was done and how many accounts went", () => {
    expect(describeDeletion(request(1))).toBe(
      `Concluído em ${formatDateTime(completedAt)}. 1 conta do Instagram foi apagada, com os dados analíticos, o histórico e os tokens de acesso.`,
    );
    expect(describeDeletion(request(2))).toContain("2 contas do Instagram foram apagadas");
  });

  it("says there was nothing to delete when no account of that profile was connected", () => {
    expect(describeDeletion(request(0))).toContain("não havia dados a apagar");
  });
});
