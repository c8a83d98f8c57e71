import { useEffect } from "react";
import { useNavigate } from "react-router";
import { isNotFound } from "./errors";

/** A page whose item the API does not know goes to the 404 route (specification section 4). */
export function useNotFoundRedirect(error: unknown): void {
  useNotFoundWhen(isNotFound(error));
}

/**
 * A page that would show nothing real (a made-up venue, subject, country or page number) goes to
 * the 404 route as well, as the server answers such an address with the not-found page.
 */
export function useNotFoundWhen(nothingReal: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (nothingReal) void navigate("/404", { replace: true });
  }, [nothingReal, navigate]);
}
