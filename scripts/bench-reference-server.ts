// The reference write of `npm run bench:cold` (scripts/bench-cold.ts), in a process of its own: the
// least a durable write of the company data must do, with no framework (node:http and pg), so the
// product's write loops are measured against a floor taken on the same machine in the same run.
// PUT /reference/company with the session cookie and the company's JSON:
//   1. the session read by its token (the signed cookie's token; the signature is not checked),
//   2. one upsert of the workspace's row in bench_reference_profiles (the profiles table's
//      columns, constraints and indexes, without its triggers: bench-cold.ts makes it),
//   3. one read of the changed row, sent back as JSON.
// Each statement a prepared one, on a pool of 20 connections as the product's; DATABASE_URL and
// REFERENCE_COOKIE_NAME from the environment; prints `{"url": …}` once listening, stops on SIGTERM.
import http from "node:http";
import pg from "pg";

const connectionString = process.env.DATABASE_URL;
const cookieName = process.env.REFERENCE_COOKIE_NAME;
if (!connectionString || !cookieName) throw new Error("DATABASE_URL and REFERENCE_COOKIE_NAME are required");
const pool = new pg.Pool({ connectionString, max: 20 });

const sessionStatement = {
  name: "reference_session",
  text: `select coalesce(s.active_workspace_id, (select m.workspace_id from workspace_members m where m.user_id = s.user_id limit 1)) as workspace_id
    from sessions s where s.token = $1 and s.expires_at > now()`,
};
const upsertStatement = {
  name: "reference_upsert",
  text: `insert into bench_reference_profiles (workspace_id, account_type, company_name, owner_name, legal_document, email, phone, instagram_handle)
    values ($1, $2, $3, $4, $5, $6, $7, $8)
    on conflict (workspace_id) do update set
      account_type = excluded.account_type, company_name = excluded.company_name, owner_name = excluded.owner_name,
      legal_document = excluded.legal_document, email = excluded.email, phone = excluded.phone,
      instagram_handle = excluded.instagram_handle, updated_at = now()`,
};
const readStatement = {
  name: "reference_read",
  text: `select workspace_id, account_type, company_name, owner_name, legal_document, email, phone, instagram_handle, updated_at
    from bench_reference_profiles where workspace_id = $1`,
};

/** The session token in the signed cookie (`name=token.signature`, URL-encoded). */
function sessionToken(header: string | undefined): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== cookieName) continue;
    const signed = decodeURIComponent(value.join("="));
    const dot = signed.lastIndexOf(".");
    return dot > 0 ? signed.slice(0, dot) : undefined;
  }
  return undefined;
}

type Company = {
  accountType: "business" | "personal";
  name: string;
  legalDocument?: string;
  email?: string;
  phone?: string;
  instagramHandle?: string;
};

function answer(response: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  response.end(text);
}

async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
  if (request.method !== "PUT" || request.url !== "/reference/company") return answer(response, 404, { error: "not found" });
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const company = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Company;
  const token = sessionToken(request.headers.cookie);
  if (!token) return answer(response, 401, { error: "no session" });
  const session = await pool.query<{ workspace_id: string | null }>({ ...sessionStatement, values: [token] });
  const workspaceId = session.rows[0]?.workspace_id;
  if (!workspaceId) return answer(response, 401, { error: "no session" });
  const business = company.accountType === "business";
  await pool.query({
    ...upsertStatement,
    values: [
      workspaceId,
      company.accountType,
      business ? company.name : null,
      business ? null : company.name,
      company.legalDocument ?? null,
      company.email ?? null,
      company.phone ?? null,
      company.instagramHandle ?? null,
    ],
  });
  const { rows } = await pool.query({ ...readStatement, values: [workspaceId] });
  return answer(response, 200, rows[0]);
}

const server = http.createServer((request, response) => {
  handle(request, response).catch((error: unknown) => answer(response, 500, { error: (error as Error).message }));
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});
process.once("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
