// Commenters' usernames and texts are third parties' personal data (docs/product/features.md
// "Comments and search"): in "Meus dados", and gone with the data-deletion callback and account
// deletion.
import { useTestServer, waitFor } from "../../test/server";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { comments, socialMediaProfiles } from "../../db/schema/index";
import { clearComments, insertComments } from "../../test/comments";
import { collectedUser, testPassword } from "../../test/users";
import { commentsSpreadsheetName } from "./export-spreadsheets";

const t = useTestServer();

const commentsOf = (column: "workspaceId" | "socialProfileId", id: string) =>
  t.server.context.db.select().from(comments).where(eq(comments[column], id));

describe("comments and the LGPD", { timeout: 240_000 }, () => {
  it("puts the workspace's comments in the data export: a readable sheet and the table's JSON, without the search vector", async () => {
    const user = await collectedUser(t.server, "marca_comentarios_exportados");
    const db = t.server.context.db;
    await clearComments(db, user.accountId);
    const [asked] = await insertComments(db, user, [
      { text: "Qual o valor?", username: "ana.compra", hoursAgo: 30, repliedHoursAgo: 29 },
    ]);
    await insertComments(db, user, [
      {
        text: "Oi Ana! R$ 89,90",
        hoursAgo: 29,
        replyTo: asked!.commentId,
        fromAccount: true,
        username: "marca_comentarios_exportados",
      },
      { text: "Comentário apagado no Instagram", username: "bia.sumiu", hoursAgo: 10, deleted: true },
    ]);

    expect((await user.client.post("/api/lifecycle/exports", {})).status).toBe(202);
    const downloadUrl = await waitFor(async () => {
      const body = (await (await user.client.request("/api/lifecycle/exports/latest")).json()) as {
        export: { downloadUrl: string | null } | null;
      };
      return body.export?.downloadUrl ?? undefined;
    }, 120_000);
    const files = unzipSync(new Uint8Array(await (await user.client.request(downloadUrl)).arrayBuffer()));

    const rows = JSON.parse(strFromU8(files["espaco-de-trabalho/comments.json"]!)) as Record<string, unknown>[];
    expect(rows.map((row) => row.username).sort()).toEqual(["ana.compra", "bia.sumiu", "marca_comentarios_exportados"]);
    expect(rows[0]).not.toHaveProperty("search");
    expect(strFromU8(files["LEIA-ME.txt"]!)).toContain("planilhas/comentarios.xlsx");

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(files[commentsSpreadsheetName]!.slice().buffer);
    const sheet = workbook.getWorksheet("Comentários")!;
    expect(sheet.rowCount).toBe(4);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      "Conta",
      "Rede",
      "Publicação",
      "Autor",
      "Comentário",
      "Data",
      "Curtidas",
      "Resposta a outro comentário",
      "Da própria conta",
      "Pergunta",
      "Sentimento",
      "Respondido pela conta em",
      "Apagado no Instagram em",
    ]);
    // Oldest first: Ana's question, the account's reply, the comment deleted on Instagram.
    const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(cells(2).slice(0, 5)).toEqual([
      "@marca_comentarios_exportados",
      "Instagram",
      asked!.permalink,
      "ana.compra",
      "Qual o valor?",
    ]);
    expect(cells(2).slice(7, 11)).toEqual(["Não", "Não", "Sim", "Neutro"]);
    expect(cells(3).slice(7, 9)).toEqual(["Sim", "Sim"]);
    expect(cells(4)[4]).toBe("Comentário apagado no Instagram");
    expect(cells(4)[12]).toBeInstanceOf(Date);
  });

  it("deletes an Instagram user's comments with their account on Meta's data-deletion callback", async () => {
    const user = await collectedUser(t.server, "marca_apagada_pela_meta");
    const db = t.server.context.db;
    await insertComments(db, user, [{ text: "Qual o valor?", username: "ana", hoursAgo: 30 }]);
    await db
      .update(socialMediaProfiles)
      .set({ platformUserId: "17841400000000001" })
      .where(eq(socialMediaProfiles.id, user.accountId));
    const body = Buffer.from(JSON.stringify({ user_id: "17841400000000001", algorithm: "HMAC-SHA256" })).toString("base64url");
    const signed = `${createHmac("sha256", t.server.context.env.AUTH_SECRET).update(body).digest("base64url")}.${body}`;
    const response = await t.server.app.request("/api/webhooks/instagram/data-deletion", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ signed_request: signed }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await commentsOf("socialProfileId", user.accountId)).toEqual([]);
    expect(await commentsOf("workspaceId", user.workspaceId)).toEqual([]);
  });

  it("deletes the workspace's comments when its owner deletes their account", async () => {
    const user = await collectedUser(t.server, "marca_que_saiu");
    const other = await collectedUser(t.server, "marca_que_fica");
    await insertComments(t.server.context.db, user, [{ text: "Amei!", username: "ana", hoursAgo: 5 }]);
    await insertComments(t.server.context.db, other, [{ text: "Amei também!", username: "bia", hoursAgo: 5 }]);
    const deleted = await user.client.post("/api/lifecycle/account/delete", { email: user.email, password: testPassword });
    expect(deleted.status).toBe(200);
    expect(await commentsOf("workspaceId", user.workspaceId)).toEqual([]);
    // Another workspace's comments stay.
    expect((await commentsOf("workspaceId", other.workspaceId)).map((row) => row.text)).toContain("Amei também!");
  });
});
