import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { LoadError } from "../components/ui/load-error";
import { Loading } from "../components/ui/spinner";
import { useMarkContentLoaded } from "./content-loaded";
import { isNotFound } from "./errors";
import { useNotFoundRedirect } from "./use-not-found";
import { usePageTitle } from "./use-page-title";

type ItemPage<TItem> = { item: TItem; fallback?: undefined } | { item?: undefined; fallback: ReactNode };

/**
 * A page about one item (a play, a blog, a product): its query, the page's title, the content-loaded
 * mark, the 404 route for an item the API does not know, and what shows while it loads or if loading
 * failed. The page renders `fallback` until there is an `item`.
 */
export function useItemPage<TData, TVariables extends OperationVariables, TItem>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pick: (data: TData) => TItem | null | undefined,
  { what, title }: { what: string; title: (item: TItem | undefined) => string | undefined },
): ItemPage<TItem> {
  const { data, loading, error, refetch } = useQuery(query as TypedDocumentNode<TData, OperationVariables>, { variables });
  const item = data ? (pick(data as TData) ?? undefined) : undefined;
  usePageTitle(title(item));
  useMarkContentLoaded(!loading);
  useNotFoundRedirect(error);
  if (loading) return { fallback: <Loading what={`the ${what}`} /> };
  if (error || !item) return { fallback: isNotFound(error) ? null : <LoadError what={`this ${what}`} onRetry={() => void refetch()} /> };
  return { item };
}
