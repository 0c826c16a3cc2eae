// The V8 flags the production server runs with (docs/decisions/031): package.json's start
// script passes the same ones to `node`, and the benchmarks that start the server in a process
// of its own pass these.
// --max-semi-space-size: V8 sizes the young generation from the machine's memory (two 64 MB
// semi-spaces on a 24 GiB machine), which is most of an idle server's RSS.
export const productionServerFlags = ["--max-semi-space-size=16"];
