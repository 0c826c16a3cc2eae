import { useState } from "react";
import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { NewsletterForm } from "~/features/blog/newsletter-form";
import { estimateReadingMinutes, postBodies } from "~/features/blog/post-bodies";
import { type BlogCategory, blogCategories, blogPosts } from "~/features/blog/posts";
import { formatPublishedOn } from "~/features/blog/published-on";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";
import { blogPostPath } from "~/lib/public-pages";
import type { Route } from "./+types/blog";

const title = "Blog";
const description = "Dicas, estudos e novidades sobre marketing e análise de dados no Instagram.";

export const meta: Route.MetaFunction = () => pageMeta(title, description, { path: "/blog" });

// Runs at build time (prerendering): the list travels in the page's HTML, not its JavaScript.
export function loader() {
  return {
    posts: blogPosts.map((post) => ({
      ...post,
      readingMinutes: estimateReadingMinutes(postBodies[post.slug] ?? []),
    })),
  };
}

const filterClass =
  "rounded-full border px-4 py-1.5 text-sm font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground";

export default function Page({ loaderData }: Route.ComponentProps) {
  const [category, setCategory] = useState<BlogCategory | null>(null);
  const posts = category ? loaderData.posts.filter((post) => post.category === category) : loaderData.posts;

  return (
    <PageIntro title={title} description={description}>
      <div role="group" aria-label="Filtrar artigos por categoria" className="mt-10 flex flex-wrap gap-2">
        <button type="button" aria-pressed={category === null} className={filterClass} onClick={() => setCategory(null)}>
          Todos
        </button>
        {blogCategories.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={category === name}
            className={filterClass}
            onClick={() => setCategory(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {posts.length === 1 ? "1 artigo" : `${posts.length} artigos`}
        {category ? ` em ${category}` : ""}
      </p>

      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="relative flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/60 hover:shadow-md">
              <p className="text-sm font-medium text-primary">{post.category}</p>
              <h2 className="mt-2 text-lg font-semibold">
                {/* The whole card is clickable; the link text stays the title. */}
                <Link to={blogPostPath(post.slug)} className="outline-none after:absolute after:inset-0">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-3 flex-1 text-sm text-muted-foreground">{post.excerpt}</p>
              <p className={cn("mt-4 text-xs text-muted-foreground")}>
                <time dateTime={post.publishedOn}>{formatPublishedOn(post.publishedOn)}</time> · {post.readingMinutes} min de
                leitura
              </p>
            </article>
          </li>
        ))}
      </ul>

      <div className="mt-16">
        <NewsletterForm />
      </div>
    </PageIntro>
  );
}
