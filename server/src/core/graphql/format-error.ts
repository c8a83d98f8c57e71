import { unwrapResolverError } from "@apollo/server/errors";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { toClientError } from "../client-error";
import { isConnectionError } from "../db/connection-errors";
import type { Logger } from "../logger";

/**
 * GraphQL's side of the one error policy in client-error.ts: known errors keep their code (and
 * field list), parse and validation errors stay as GraphQL reports them, anything else is logged
 * and hidden.
 */
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    // Errors wrapped without a path (Apollo's failed context creation, graphql-ws's thrown
    // subscription errors) are judged by what was thrown; a database outage may arrive from
    // another realm (jest), so the classifier is asked too.
    const inner = unwrapped instanceof GraphQLError ? unwrapped.originalError : undefined;
    const original = inner !== undefined && inner !== null && (!(inner instanceof GraphQLError) || isConnectionError(inner)) ? inner : unwrapped;
    if (original instanceof GraphQLError) return formatted;
    const { body } = toClientError(original, logger);
    return {
      message: body.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: body.code,
        ...(body.errors ? { fields: body.errors } : {}),
        ...(body.retryAfterSeconds !== undefined ? { retryAfterSeconds: body.retryAfterSeconds } : {}),
        ...body.details,
      },
    };
  };
}
