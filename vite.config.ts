import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The Hono API server in development (scripts/dev.mjs starts it).
const apiServer = "http://localhost:3001";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Static files copied as-is to build/client (favicon); everything web lives under src/web.
  publicDir: "src/web/public",
  resolve: {
    // Mirrors tsconfig.json "paths".
    alias: {
      "~": fileURLToPath(new URL("./src/web", import.meta.url)),
      "@core": fileURLToPath(new URL("./src/core", import.meta.url)),
    },
  },
  // Route modules are not Vite entries, so without this list the first page load finds these
  // dependencies late and the dev server reloads the page ("504 Outdated Optimize Dep").
  optimizeDeps: {
    include: [
      "@tanstack/react-query",
      "class-variance-authority",
      "clsx",
      "lucide-react",
      "radix-ui",
      "sonner",
      "tailwind-merge",
    ],
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      // Anchored patterns: a plain "/api" prefix would also swallow the /api-docs page.
      "^/api(?:[/?]|$)": { target: apiServer, changeOrigin: false },
      "^/dev(?:[/?]|$)": { target: apiServer, changeOrigin: false },
    },
  },
});
