/**
 * Resolves when the element with `id` comes within `margin` of the viewport, for content
 * whose code can wait until the visitor gets there. Resolves at once, with `false`, when
 * there is nothing to wait for: no document (prerendering renders everything), no
 * prerendered content under that id (a client-side navigation is rendering the page), or
 * no IntersectionObserver.
 */
export function whenNearViewport(id: string, margin = "200px 0px"): Promise<boolean> {
  if (typeof document === "undefined" || typeof IntersectionObserver === "undefined") return Promise.resolve(false);
  const element = document.getElementById(id);
  if (!element?.firstElementChild) return Promise.resolve(false);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
