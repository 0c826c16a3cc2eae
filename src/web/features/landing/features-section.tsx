/** Anchor target of the header's "Recursos" link (/#features). */
export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 border-t">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Recursos</p>
        <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Tudo o que você precisa para entender seu público
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          Acompanhe seguidores, engajamento e o desempenho de cada publicação, compare períodos e descubra o que
          funciona melhor para a sua marca.
        </p>
      </div>
    </section>
  );
}
