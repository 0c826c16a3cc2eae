import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "dist/", ".react-router/", "node_modules/", ".data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through src/server/env.ts.",
        },
        {
          selector: "MemberExpression[object.name='c'][property.name='var']",
          message: "Use c.get(name): hono's c.var builds an object of every variable of the request on each read.",
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The one reader of process.env on the server, and build/dev scripts and tool configs.
    files: ["src/server/env.ts", "scripts/**", "*.config.ts", "e2e/**"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // core is pure: no I/O, no env, no imports from web or server (ARCHITECTURE.md).
    files: ["src/core/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["node:*", "**/server/**", "**/web/**", "~/*"] }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: ["**/server/**", "node:*"],
          paths: [
            {
              name: "@hookform/resolvers/zod",
              importNames: ["zodResolver"],
              message: "Import zodResolver from ~/lib/form-validation: it sets zod's pt-BR messages.",
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 032: a browser's first Intl formatter is a long task (tens of ms; more on a phone).
    // Numbers and dates go through core's pt-BR formatters, which do without it.
    files: ["src/web/**/*.{ts,tsx}", "src/core/**/*.ts"],
    ignores: [
      "**/*.test.{ts,tsx}",
      "src/core/format/pt-br-number.ts",
      "src/core/format/format-date.ts",
      "src/core/social/sao-paulo-time.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through src/server/env.ts.",
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]",
          message:
            "Use ptBrNumberFormat / formatPtBrNumber (@core/format/pt-br-number) or formatDate/formatDateTime: a browser's first Intl formatter is a long task.",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]",
          message:
            "Use formatPtBrNumber (@core/format/pt-br-number) or formatDate/formatDateTime: a browser's first Intl formatter is a long task.",
        },
      ],
    },
  },
  {
    files: ["src/web/lib/form-validation.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**", "node:*"] }] },
  },
);
