import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** The `extensions.code`s of a GraphQL failure. */
export function errorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => String(e.extensions?.code ?? ""));
}

export const isNotFound = (error: unknown) => errorCodes(error).includes("NOT_FOUND");

/** The session must confirm it's the account's owner (password or passkey) before this change to how it signs in. */
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
  return undefined;
}
