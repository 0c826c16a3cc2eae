import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "../../env";
import { confirmationEmail } from "../../features/mail/templates";
import { createSmtpMail } from "./smtp";

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

describe("SMTP mail adapter", () => {
  it("delivers the confirmation e-mail with its link to a real SMTP server", async () => {
    const mail = createSmtpMail({ url: `smtp://127.0.0.1:${port}`, from: "Inteligram <contato@inteligram.com.br>" });
    const link = "http://localhost:3000/api/auth/verify-email?token=abc.def.ghi&callbackURL=%2Fauth%2Fcallback";
    await mail.send({ to: "joana@exemplo.com.br", ...confirmationEmail("Joana", link) });
    await mail.close();

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe("contato@inteligram.com.br");
    expect(message!.to).toEqual(["joana@exemplo.com.br"]);
    const body = decodeQuotedPrintable(message!.raw);
    expect(body).toContain("Subject: Confirme sua conta no Inteligram");
    expect(body).toContain("Content-Type: text/plain");
    expect(body).toContain("Content-Type: text/html");
    expect(body).toContain(link);
    expect(body).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
    // Without DKIM_* the message goes unsigned (the provider may sign it instead).
    expect(message!.raw).not.toMatch(/^DKIM-Signature:/im);
  });

  it("signs every message with the DKIM key of DKIM_DOMAIN and DKIM_SELECTOR, the key given with \\n escapes", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    // One line, as a deployment's secret store often holds it.
    const env = loadEnv({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "inteligram-dkim-")),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      DKIM_DOMAIN: "inteligram.com.br",
      DKIM_SELECTOR: "mail2026",
      DKIM_PRIVATE_KEY: pem.trim().replace(/\n/g, "\\n"),
    });
    const mail = createSmtpMail({ url: env.SMTP_URL!, from: env.MAIL_FROM, dkim: env.dkim });
    await mail.send({ to: "joana@exemplo.com.br", ...confirmationEmail("Joana", "http://localhost:3000/confirmar") });
    await mail.close();

    expect(received).toHaveLength(1);
    const signature = /^DKIM-Signature: ([\s\S]*?)\r\n(?![ \t])/im.exec(received[0]!.raw)?.[1]?.replace(/\r\n[ \t]+/g, " ");
    expect(signature, "DKIM-Signature header").toBeDefined();
    expect(signature).toMatch(/\bd=inteligram\.com\.br;/);
    expect(signature).toMatch(/\bs=mail2026;/);
    expect(signature).toMatch(/\ba=rsa-sha256;/);
  });
});

// nodemailer sends the parts quoted-printable: undo soft line breaks and =XX escapes.
function decodeQuotedPrintable(raw: string) {
  const bytes = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
