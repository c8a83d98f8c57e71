import { useEffect } from "react";
import { useNavigate } from "react-router";
import { isNotFound } from "./errors";

/** A page whose item the API does not know goes to the 404 route (specification section 4). */
export function useNotFoundRedirect(error: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (isNotFound(error)) void navigate("/404", { replace: true });
  }, [error, navigate]);
}
