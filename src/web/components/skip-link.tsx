/** First focusable element of every page: jumps keyboard users past the header to `main#conteudo`. */
export function SkipLink() {
  return (
    <a
      href="#conteudo"
      className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground outline-none focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2"
    >
      Pular para o conteúdo
    </a>
  );
}

export const mainContentId = "conteudo";
