import { inlineStylesheet } from "./content-security-policy";

// The sandbox's own pages (checkout, payment update, development controls) play a provider's part
// locally: server-rendered, independent of the web app, one stylesheet (allowed by its hash).
export const sandboxPageStylesheet = inlineStylesheet(`
body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:520px;margin:0 auto;padding:32px 16px}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 12px;font-size:14px;font-weight:600}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px;margin-top:16px}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;font-size:16px}
input:focus,button:focus,a:focus,summary:focus{outline:3px solid #7c3aed;outline-offset:2px}
button{width:100%;margin-top:16px;padding:12px;border:0;border-radius:8px;background:#6d28d9;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.secondary{background:#0f766e}
.error{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;border-radius:8px;padding:12px;margin-top:16px}
.ok{background:#f0fdf4;border:1px solid #bbf7d0;color:#166534;border-radius:8px;padding:12px;margin-top:16px}
.muted{color:#475569;font-size:14px}
.row{display:flex;gap:12px}.row>div{flex:1}
code{display:block;word-break:break-all;background:#f1f5f9;padding:12px;border-radius:8px;font-size:13px}
`);
