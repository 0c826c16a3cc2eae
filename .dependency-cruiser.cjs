// Import rules for src/ (docs/decisions/026-feature-order.md), checked by `npm run lint:deps`.
// A failing import names the rule it breaks; each rule's comment says what to do instead.

/**
 * Server features, lowest first. A feature imports only features in lower layers; features of
 * one layer do not import each other. A lower feature that must react to a higher one's event
 * defines a hook (src/server/hook.ts) that the higher one's handler is registered on at start-up
 * (src/server/app/register-hooks.ts).
 */
const layers = [
  { name: "platform", features: ["mail"] },
  { name: "site", features: ["contact", "health", "mailbox"] },
  { name: "auth", features: ["auth", "account"] },
  { name: "team", features: ["team"] },
  { name: "billing", features: ["billing"] },
  { name: "accounts & collection", features: ["social-accounts"] },
  { name: "onboarding", features: ["onboarding"] },
  { name: "analytics", features: ["analytics"] },
  // The dashboard shows the history's figures (its growth trend reads the follower days).
  { name: "dashboard", features: ["dashboard"] },
  { name: "competitors", features: ["competitors"] },
  { name: "insights", features: ["insights"] },
  { name: "alerts, reports & search", features: ["alerts", "reports", "search"] },
  // A client's report is the reports' documents of each of its accounts (docs/decisions/045).
  { name: "clients", features: ["clients"] },
  // Answering from Inteligram reads the comments, the accounts' connections and the alerts' mail (docs/decisions/048-replies.md).
  { name: "replies", features: ["replies"] },
  { name: "public-api", features: ["public-api"] },
  { name: "lifecycle", features: ["lifecycle"] },
];

const order = layers
  .map((layer, index) =>
    index === 0
      ? "platform (src/server outside features, and features/mail)"
      : layer.features.join(", ") === layer.name
        ? layer.name
        : `${layer.name} (${layer.features.join(", ")})`,
  )
  .join(" < ");
const folders = (list) => `^src/server/features/(${list.join("|")})/`;
// Test files and their harness (src/server/test) start the whole app, so they sit above every layer.
const testFile = "\\.test\\.tsx?$";
const testCode = `${testFile}|^src/server/test/`;
// The composition root, where the features are wired together: the top of the server.
const compositionRoot = "^src/server/app/";

const featureOrder = layers.map((layer, index) => {
  const higherAndPeers = layers.slice(index).flatMap((l) => l.features);
  return {
    name: `feature-order: ${layer.name}`,
    comment:
      `A feature of the ${layer.name} layer (${layer.features.join(", ")}) imports only features below it, never ` +
      `a feature above it or another feature of its own layer. Order: ${order}. To react to a higher ` +
      "feature's event, define a hook (src/server/hook.ts) and register the higher feature's handler in " +
      "src/server/app/register-hooks.ts; move a shared type or a job's message (name and payload) down.",
    severity: "error",
    from: { path: folders(layer.features), pathNot: testFile },
    to: { path: folders(higherAndPeers), pathNot: "^src/server/features/$1/" },
  };
});

/**
 * The web's order, lowest first (docs/decisions/043-web-order.md, src/web/README.md "Order"): UI
 * primitives and libraries (components/ui, lib) < the site's shared components (components) <
 * features (features/<f>; none imports another) < routes (routes/, root.tsx, routes.ts and
 * draw-first-screen.tsx, which renders routes for the server). What two features share moves
 * down to components or lib. Tests follow the same order.
 */
const webOrder =
  "components/ui and lib < components < features (no feature imports another) < routes, root.tsx, routes.ts, draw-first-screen.tsx";
const webTop = "^src/web/(routes/|root\\.tsx$|routes\\.ts$|entry\\.server\\.tsx$|draw-first-screen\\.tsx$)";

const webOrderRules = [
  {
    name: "web-feature-imports-no-feature",
    comment:
      `A web feature imports no other feature. Order: ${webOrder}. Move what two features share ` +
      "down: a component into src/web/components, anything else (an API call, a hook, a formatter) into src/web/lib.",
    severity: "error",
    from: { path: "^src/web/features/([^/]+)/" },
    to: { path: "^src/web/features/", pathNot: "^src/web/features/$1/" },
  },
  {
    name: "web-feature-below-routes",
    comment: `A web feature imports no route: routes compose features. Order: ${webOrder}.`,
    severity: "error",
    from: { path: "^src/web/features/" },
    to: { path: webTop },
  },
  {
    name: "web-shared-imports-no-feature",
    comment:
      `src/web/components and src/web/lib sit below every feature and route and import none. Order: ${webOrder}. ` +
      "Move the piece they need down beside them, or compose it in a route.",
    severity: "error",
    from: { path: "^src/web/(components|lib)/" },
    to: { path: `^src/web/features/|${webTop}` },
  },
  {
    name: "web-lib-imports-no-component",
    comment: `src/web/lib and src/web/components/ui are the bottom: they import no site component (src/web/components outside ui). Order: ${webOrder}.`,
    severity: "error",
    from: { path: "^src/web/(lib|components/ui)/" },
    to: { path: "^src/web/components/", pathNot: "^src/web/components/ui/" },
  },
];

module.exports = {
  forbidden: [
    ...webOrderRules,
    {
      name: "no-circular",
      comment:
        "No import circles anywhere in src/, type-only imports included. Move the shared part down " +
        "(a type into its own file, a job's message beside the job) or turn the upward call into a hook.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...featureOrder,
    {
      name: "feature-listed-in-order",
      comment:
        "Every folder of src/server/features has a layer: add a new one to `layers` in " +
        ".dependency-cruiser.cjs (and to docs/decisions/026-feature-order.md), above all it imports.",
      severity: "error",
      from: { path: "^src/server/features/", pathNot: `${folders(layers.flatMap((layer) => layer.features))}|${testFile}` },
      to: {},
    },
    {
      name: "platform-imports-no-feature",
      comment:
        "Platform code (everything in src/server outside features, app and test: db, jobs, http, integrations, " +
        "crypto, spreadsheets, env, logger, context, hook) sits below every feature and imports none. What it " +
        "needs from features is handed in by the composition root (src/server/app): createHttpApp takes the " +
        "routes to mount, JobQueue.start the job definitions.",
      severity: "error",
      from: { path: "^src/server/", pathNot: `^src/server/features/|${compositionRoot}|${testCode}` },
      to: { path: "^src/server/features/" },
    },
    {
      name: "composition-root-on-top",
      comment:
        "src/server/app is the composition root (main, bootstrap, create-app, job-registry, register-hooks): it " +
        "imports every feature, and only its own files and tests import it. Tests may: a *.test.ts and the test " +
        "harness (src/server/test) start whole servers through app/bootstrap.ts or app/create-app.ts. A feature or " +
        "the platform that needs something from the root takes it as an argument, or that thing moves down.",
      severity: "error",
      from: { path: "^src/", pathNot: `${compositionRoot}|${testCode}` },
      to: { path: compositionRoot },
    },
    {
      name: "test-harness-for-tests-only",
      comment: "The test harness (src/server/test) and test files are imported by tests only, never by application code.",
      severity: "error",
      from: { path: "^src/", pathNot: testCode },
      to: { path: testCode },
    },
    {
      name: "core-is-pure",
      comment: "src/core imports nothing from web or server and no Node module (also an ESLint rule).",
      severity: "error",
      from: { path: "^src/core/" },
      to: { path: "^src/(web|server)/" },
    },
    {
      name: "core-uses-no-node-builtin",
      comment: "src/core has no I/O: no Node built-in module (also an ESLint rule).",
      severity: "error",
      from: { path: "^src/core/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "server-reaches-web-through-one-module",
      comment:
        "The server imports one module of the web app: src/web/draw-first-screen.tsx, which draws a signed-in " +
        "page's first screen into its HTML (docs/decisions/042-signed-in-pages-table.md). What else the server " +
        "knows of a page (its address, the answers its HTML embeds) is in the pages' table, " +
        "src/core/routing/signed-in-pages.ts; share anything else through src/core. Tests may read the web app's files.",
      severity: "error",
      from: { path: "^src/server/", pathNot: testCode },
      to: { path: "^src/web/", pathNot: "^src/web/draw-first-screen\\.tsx$" },
    },
    {
      name: "web-imports-no-server",
      comment: "src/web never imports src/server; share through src/core (also an ESLint rule).",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports count: an upward type is a layering smell too (decision 026).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
