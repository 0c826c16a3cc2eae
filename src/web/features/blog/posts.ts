// The blog's posts: metadata here, the text in post-bodies.ts. Both are read at build time by
// the routes' loaders, so the pages carry the text in their HTML, not in their JavaScript.
// react-router.config.ts reads this file too (prerender list, sitemap): no path aliases here.

export const blogCategories = ["Métricas", "Conteúdo", "Concorrência", "Relatórios"] as const;
export type BlogCategory = (typeof blogCategories)[number];

export type BlogPostMeta = {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  /** ISO date of publication. */
  publishedOn: string;
  author: string;
};

const author = "Equipe Inteligram";

// Newest first.
export const blogPosts: readonly BlogPostMeta[] = [
  {
    slug: "relatorio-mensal-instagram",
    title: "Relatório mensal de Instagram: o que mostrar para o cliente ou a diretoria",
    excerpt: "Uma estrutura simples de relatório que responde o que aconteceu, por que aconteceu e o que fazer no próximo mês.",
    category: "Relatórios",
    publishedOn: "2026-11-10",
    author,
  },
  {
    slug: "analise-de-concorrentes-instagram",
    title: "Como analisar concorrentes no Instagram (sem copiar ninguém)",
    excerpt: "Quem comparar, quais números olhar e como transformar o que você observa em testes no seu próprio perfil.",
    category: "Concorrência",
    publishedOn: "2026-11-03",
    author,
  },
  {
    slug: "hashtags-quantas-usar",
    title: "Hashtags: quantas usar e como medir se estão funcionando",
    excerpt: "Quantidade, variedade e relevância: o que observar nas suas hashtags e como testar se elas ajudam o seu alcance.",
    category: "Métricas",
    publishedOn: "2026-10-27",
    author,
  },
  {
    slug: "reels-carrossel-ou-foto",
    title: "Reels, carrossel ou foto: como saber qual formato funciona para o seu perfil",
    excerpt: "Compare os formatos com os seus próprios números, sem cair nas armadilhas de amostras pequenas e posts virais.",
    category: "Conteúdo",
    publishedOn: "2026-10-20",
    author,
  },
  {
    slug: "melhor-horario-para-postar",
    title: "Melhor horário para postar no Instagram: descubra o seu com dados",
    excerpt:
      "Listas prontas ignoram o seu público. Veja como encontrar o seu horário de pico a partir do histórico de publicações.",
    category: "Conteúdo",
    publishedOn: "2026-10-13",
    author,
  },
  {
    slug: "taxa-de-engajamento-instagram",
    title: "Taxa de engajamento no Instagram: como calcular e interpretar",
    excerpt: "A fórmula, um exemplo passo a passo e os cuidados para comparar o seu perfil com o histórico e com outros perfis.",
    category: "Métricas",
    publishedOn: "2026-10-06",
    author,
  },
];

export function findBlogPost(slug: string): BlogPostMeta | undefined {
  return blogPosts.find((post) => post.slug === slug);
}
