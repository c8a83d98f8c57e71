import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** A REST call's refusal with the server's `{ message, code }`, so it reads here as a GraphQL failure does. */
export class RefusedRequest extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = "RefusedRequest";
  }

  /** Reads a refused response's body; `fallback` when it says nothing. */
  static async of(response: Response, fallback: string): Promise<RefusedRequest> {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    return new RefusedRequest(response.status, body.code, body.message ?? fallback);
  }
}

/** The `extensions.code`s of a GraphQL failure (or a REST refusal's code). */
export function errorCodes(error: unknown): string[] {
  if (error instanceof RefusedRequest) return error.code ? [error.code] : [];
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => String(e.extensions?.code ?? ""));
}

export const isNotFound = (error: unknown) => errorCodes(error).includes("NOT_FOUND");

/** The session must confirm it's the account's owner (password, code or passkey) before this (FRESH_PROOF_REQUIRED). */
export const needsFreshProof = (error: unknown) => errorCodes(error).includes("FRESH_PROOF_REQUIRED");

/** Someone else saved first (a stale version); a taken slug is a field error instead. */
export const isVersionConflict = (error: unknown) => errorCodes(error).includes("CONFLICT") && !fieldErrors(error).slug;

/** Field errors sent by the server (BAD_USER_INPUT), as { field: message }. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors.flatMap((e) => (e.extensions?.fields as { path: string; message: string }[] | undefined) ?? []);
  return Object.fromEntries(fields.map((f) => [f.path, f.message]));
}

/** The server's own message for a failure, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message;
  if (error instanceof RefusedRequest) return error.message;
  return undefined;
}
