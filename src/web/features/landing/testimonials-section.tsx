type Testimonial = { quote: string; name: string; role: string };

// Illustrative personas for launch; replace them with customers' own words, with their
// written consent, before publishing (CONAR and the consumer code forbid invented
// endorsements). They only describe what the product does.
const testimonials: Testimonial[] = [
  {
    quote:
      "Eu montava planilha toda segunda-feira para entender o que tinha funcionado. Agora abro o dashboard, vejo o horário de pico e os posts que mais engajaram, e fecho a pauta da semana bem mais rápido.",
    name: "Camila Rocha",
    role: "Fundadora de uma marca de cosméticos, Belo Horizonte",
  },
  {
    quote:
      "Os indicadores deixaram claro que meus Reels seguram a audiência melhor que os carrosséis. Mudei a proporção dos formatos com base nisso, e não no achismo.",
    name: "Rafael Nunes",
    role: "Criador de conteúdo de gastronomia, Recife",
  },
  {
    quote:
      "Acompanhar os concorrentes lado a lado virou parte da nossa reunião mensal. O relatório em PDF vai direto para a diretoria, sem ninguém copiar número de print.",
    name: "Juliana Martins",
    role: "Gerente de marketing de uma rede de móveis, Curitiba",
  },
  {
    quote:
      "Atendo vários clientes e precisava dos mesmos números para todos. Com os relatórios automáticos e a exportação em Excel, a equipe parou de copiar dados à mão.",
    name: "Thiago Almeida",
    role: "Sócio de uma agência de marketing digital, São Paulo",
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="border-t">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Depoimentos</p>
        <h2 id="testimonials-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Quem usa dados para decidir o que publicar
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
                <blockquote className="flex-1 text-pretty">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="text-muted-foreground">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
