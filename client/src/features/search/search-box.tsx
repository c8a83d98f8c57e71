import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { SEARCH_MAX_CHARACTERS } from "@theatre/common/search-query";
import { searchHref } from "./search-href";
import "./search.css";

/**
 * The header's search box, on every page. A plain GET form to /search, so it works before the
 * page's code has arrived (or without it); once it runs, the search opens inside the page. It sits
 * on a line of its own on a phone and beside the navigation on wider screens, in the page's first
 * stylesheet (search.css comes with the layout, not with a page's chunk), so nothing moves on load.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("q") as HTMLInputElement;
    void navigate(searchHref(field.value));
    // The search page shows the words in its own field.
    field.value = "";
  };
  return (
    <form role="search" aria-label="Site search" method="get" action="/search" className="site-search" onSubmit={onSubmit}>
      <label className="site-search-field">
        <span className="visually-hidden">Search</span>
        <input type="search" name="q" placeholder="Search plays, blogs and people" maxLength={SEARCH_MAX_CHARACTERS} enterKeyHint="search" autoComplete="off" />
      </label>
      <button type="submit">Search</button>
    </form>
  );
}
