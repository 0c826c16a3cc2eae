import { Button } from "~/components/ui/button";
import { openCookiePreferences } from "~/lib/cookie-consent";

/** Reopens the cookie banner's choices (also in the footer). */
export function CookiePreferencesButton() {
  return (
    <Button variant="outline" className="mt-4" onClick={openCookiePreferences}>
      Preferências de cookies
    </Button>
  );
}
