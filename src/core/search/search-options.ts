// Zod-free, so that the /busca page can offer the search's options without loading zod
// (search-responses.ts adds the schemas; decision 032).

/** What a search looks in: captions, comments or both. */
export const searchKinds = ["all", "posts", "comments"] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Whose captions: the workspace's own accounts, its competitors', or both. Comments are the own accounts'. */
export const searchScopes = ["own", "competitors", "all"] as const;
export type SearchScope = (typeof searchScopes)[number];

export const searchSorts = ["relevance", "date", "likes"] as const;
export type SearchSort = (typeof searchSorts)[number];

export const searchKindLabels: Readonly<Record<SearchKind, string>> = {
  all: "Posts e comentários",
  posts: "Só legendas de posts",
  comments: "Só comentários",
};

export const searchScopeLabels: Readonly<Record<SearchScope, string>> = {
  own: "Minhas contas",
  competitors: "Concorrentes (legendas)",
  all: "Minhas contas e concorrentes",
};

export const searchSortLabels: Readonly<Record<SearchSort, string>> = {
  relevance: "Mais relevantes",
  date: "Mais recentes",
  likes: "Mais curtidos",
};

/** Results per page, and how far the pages go: past that, filters narrow better than paging. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE = 50;
