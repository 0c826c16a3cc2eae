import { Link } from "react-router";
import { Button } from "~/components/ui/button";

export function CallToActionSection() {
  return (
    <section aria-labelledby="cta-title" className="border-t bg-primary text-primary-foreground">
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 md:py-20 lg:px-8">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Pronto para entender o seu Instagram?
        </h2>
        <p className="mt-4 max-w-2xl text-lg">
          Crie sua conta, escolha um plano e conecte seu perfil. Em poucos minutos você vê seus indicadores.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to="/signup">Começar Agora</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <Link to="/contato">Falar com a equipe</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
