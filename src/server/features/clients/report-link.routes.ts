import { Hono } from "hono";
import type { AppContext } from "../../context";
import { contentSecurityPolicyHeader } from "../../http/content-security-policy";
import type { HonoEnv } from "../../http/hono-env";
import { renderLinkProblemPage, renderReportPage } from "./report-link-page";
import { openReportLink } from "./report-links.service";

// /r/<token>: the client's online report, signed out (docs/decisions/045-clients-and-report-links.md).
// Outside /api, so the request log never writes its path (and log-redaction.ts hides the token
// if it ever did); never cached, never indexed, never sending the address on as a referrer.
export function reportLinkRoutes(ctx: Pick<AppContext, "db" | "env">) {
  return new Hono<HonoEnv>().get("/:token", async (c) => {
    const opened = await openReportLink(ctx, c.req.param("token"));
    const page =
      opened.status === "open" ? renderReportPage(opened.data, opened.expiresAt) : renderLinkProblemPage(opened.status);
    c.header(contentSecurityPolicyHeader, page.policy);
    c.header("Cache-Control", "private, no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    return c.html(page.html, opened.status === "open" ? 200 : opened.status === "gone" ? 410 : 404);
  });
}
