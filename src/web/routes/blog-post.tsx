import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, useParams } from "react-router";
import { Prose } from "~/components/prose";
import { Button } from "~/components/ui/button";
import { NewsletterForm } from "~/features/blog/newsletter-form";
import { estimateReadingMinutes, type PostBlock, postBodies } from "~/features/blog/post-bodies";
import { blogPosts, findBlogPost } from "~/features/blog/posts";
import { formatPublishedOn } from "~/features/blog/published-on";
import { pageMeta } from "~/lib/meta";
import { blogPostPath } from "~/lib/public-pages";
import { absoluteUrl } from "~/lib/site-url";
import type { Route } from "./+types/blog-post";

// Runs at build time for every post (react-router.config.ts prerenders each /blog/<slug>).
export function loader({ params }: Route.LoaderArgs) {
  const post = findBlogPost(params.slug);
  const body = post ? postBodies[post.slug] : undefined;
  if (!post || !body) throw data(null, { status: 404 });
  return {
    post,
    body,
    readingMinutes: estimateReadingMinutes(body),
    related: blogPosts.filter((other) => other.slug !== post.slug && other.category === post.category),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [...pageMeta("Artigo não encontrado"), { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  const path = blogPostPath(post.slug);
  return [
    ...pageMeta(post.title, post.excerpt, { path, type: "article" }),
    { property: "article:published_time", content: post.publishedOn },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedOn,
        inLanguage: "pt-BR",
        author: { "@type": "Organization", name: post.author },
        publisher: { "@type": "Organization", name: "Inteligram" },
        mainEntityOfPage: absoluteUrl(path),
      },
    },
  ];
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { post, body, readingMinutes, related } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <Link
        to="/blog"
        className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Voltar ao blog
      </Link>
      <article className="mt-8">
        <header>
          <p className="text-sm font-medium text-primary">{post.category}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{post.excerpt}</p>
          <p className="mt-4 text-sm text-muted-foreground">
            {post.author} · <time dateTime={post.publishedOn}>{formatPublishedOn(post.publishedOn)}</time> · {readingMinutes} min
            de leitura
          </p>
        </header>
        <Prose className="mt-10">
          {body.map((block, index) => (
            <PostBlockView key={index} block={block} />
          ))}
        </Prose>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="relacionados" className="mt-16 border-t pt-10">
          <h2 id="relacionados" className="text-xl font-semibold">
            Leia também
          </h2>
          <ul className="mt-4 space-y-3">
            {related.map((other) => (
              <li key={other.slug}>
                <Link
                  to={blogPostPath(other.slug)}
                  className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mt-16">
        <NewsletterForm />
      </div>
    </div>
  );
}

function PostBlockView({ block }: { block: PostBlock }) {
  switch (block.type) {
    case "h2":
      return <h2>{block.text}</h2>;
    case "p":
      return <p>{block.text}</p>;
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
  }
}

// Every post is prerendered, so an unknown slug (an old or mistyped link) arrives through the
// SPA fallback, where the loader's data is missing: it is a missing post, whatever the error.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { slug = "" } = useParams();
  const notFound = (isRouteErrorResponse(error) && error.status === 404) || !findBlogPost(slug);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-start gap-6 px-4 py-24">
      <h1 className="text-3xl font-bold tracking-tight">
        {notFound ? "Artigo não encontrado" : "Não foi possível abrir o artigo"}
      </h1>
      <p className="text-muted-foreground">
        {notFound ? "Este endereço não corresponde a nenhum artigo do blog." : "Tente novamente em instantes."}
      </p>
      <Button asChild>
        <Link to="/blog">Ver todos os artigos</Link>
      </Button>
    </div>
  );
}
