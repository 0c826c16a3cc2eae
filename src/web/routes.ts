// React Router reads this file with its own loader, which knows none of vite's aliases: the import is relative.
import { signedInPages } from "../core/routing/signed-in-pages";
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// docs/product/screens.md: every screen. All but the account screens share the site layout (header, main, footer).
// The routes that read the API sit inside routes/app-data-layout.tsx (TanStack Query, toaster);
// the public pages stay outside it to keep their JavaScript small (decision 007).
export default [
  layout("routes/app-data-layout.tsx", { id: "auth-data-layout" }, [
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    route("esqueci-senha", "routes/esqueci-senha.tsx"),
    route("redefinir-senha", "routes/redefinir-senha.tsx"),
  ]),

  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("plans", "routes/plans.tsx"),

    layout("routes/app-data-layout.tsx", [
      route("auth/callback", "routes/auth-callback.tsx"),
      // docs/product/screens.md: signed-in only; a signed-out visit goes to /login and returns afterwards.
      layout("routes/require-auth.tsx", [
        // The signed-in pages, from their table (docs/architecture.md, "Where to add a page").
        ...signedInPages.map((page) => route(page.path.slice(1), `routes/${page.route}.tsx`)),
        // The steps around them, whose HTML carries no answers.
        route("onboarding", "routes/onboarding.tsx"),
        route("onboarding/success", "routes/onboarding-success.tsx"),
        route("auth/facebook/callback", "routes/facebook-callback.tsx"),
        // /auth/instagram/callback and /auth/tiktok/callback (the networks' logins).
        route("auth/:network/callback", "routes/network-callback.tsx"),
        route("admin/change-password", "routes/admin-change-password.tsx"),
      ]),
      // A team invitation's link: public (the preview is read signed out too), accepted signed in.
      route("convite/:token", "routes/convite.tsx"),
    ]),

    route("sobre", "routes/sobre.tsx"),
    route("demo", "routes/demo.tsx"),
    route("contato", "routes/contato.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("carreiras", "routes/carreiras.tsx"),
    route("integracoes", "routes/integracoes.tsx"),
    route("api-docs", "routes/api-docs.tsx"),
    route("privacidade", "routes/privacidade.tsx"),
    route("termos", "routes/termos.tsx"),
    route("cookies", "routes/cookies.tsx"),

    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
