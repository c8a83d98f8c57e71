import { createContext, useContext, type ReactNode } from "react";
import { useLocation } from "react-router";

const PostedForm = createContext<{ posted: unknown; firstKey: string | null }>({ posted: undefined, firstKey: null });

/**
 * The state of a plain form (posted without JavaScript) that the server answered with this page:
 * a step to show, errors. It belongs to the first location only: once the visitor moves on, and
 * when they come back, the page starts afresh.
 */
export function PostedFormProvider({ posted, firstKey, children }: { posted: unknown; firstKey: string | null; children: ReactNode }) {
  return <PostedForm.Provider value={{ posted, firstKey }}>{children}</PostedForm.Provider>;
}

/** The posted form's state while on the page that answered it; undefined otherwise. */
export function usePostedForm<T>(): T | undefined {
  const { posted, firstKey } = useContext(PostedForm);
  const { key } = useLocation();
  return posted !== undefined && key === firstKey ? (posted as T) : undefined;
}
