import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema, type ParseOptions, type ValidationRule } from "graphql";
import type { Logger } from "../logger";
import { createFormatError } from "./format-error";
import { GRAPHQL_LIMITS, limitRules } from "./limits";

/**
 * What every GraphQL transport applies (Apollo over HTTP POST and GET, graphql-ws over the
 * WebSocket): the parser's token limit, the limit rules, and one error formatting.
 */
export interface GraphQLRules {
  parseOptions: ParseOptions;
  validationRules: ValidationRule[];
  /** Apollo's `formatError`: what a caller may learn of an error. */
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
}

const SUGGESTION = " Did you mean ";

/** "Did you mean…" would map the schema for an attacker; cut at the phrase (no regex on caller text). */
function hideSuggestion(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const at = formatted.message.indexOf(SUGGESTION);
  return at < 0 ? formatted : { ...formatted, message: `${formatted.message.slice(0, at)} [Suggestion hidden]` };
}

export function graphqlRules({ production, logger }: { production: boolean; logger: Logger }): GraphQLRules {
  const format = createFormatError(logger);
  return {
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    validationRules: limitRules(),
    formatError: (formatted, error) => (production ? hideSuggestion(format(formatted, error)) : format(formatted, error)),
  };
}

const withCode = (error: GraphQLError, code: string) =>
  new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { ...error.extensions, code } });

/**
 * Parses and validates a document as Apollo does for HTTP, with the same rules and the same error
 * codes (`GRAPHQL_PARSE_FAILED`, `GRAPHQL_VALIDATION_FAILED`), for transports Apollo does not serve.
 */
export function checkDocument(schema: GraphQLSchema, rules: GraphQLRules, query: unknown): DocumentNode | GraphQLError[] {
  if (typeof query !== "string" || query === "") {
    return [new GraphQLError("GraphQL operations must contain a non-empty `query`", { extensions: { code: "BAD_REQUEST" } })];
  }
  let document: DocumentNode;
  try {
    document = parse(query, rules.parseOptions);
  } catch (error) {
    if (error instanceof GraphQLError) return [withCode(error, "GRAPHQL_PARSE_FAILED")];
    throw error;
  }
  const errors = validate(schema, document, [...specifiedRules, ...rules.validationRules]);
  return errors.length > 0 ? errors.map((error) => withCode(error, "GRAPHQL_VALIDATION_FAILED")) : document;
}
