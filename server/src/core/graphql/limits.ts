import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { ValidationRule } from "graphql";

/**
 * Limits on what one GraphQL request may ask for (documented in the README), the same over HTTP
 * and the WebSocket (see rules.ts). Introspection stays on for integrators, under the same limits.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxTokens: 3000,
  maxDirectives: 20,
  maxCost: 5000,
} as const;

/** The largest WebSocket message accepted (ws's default is 100 MiB); a query is a few KB. */
export const MAX_WEBSOCKET_MESSAGE_BYTES = 256 * 1024;

/**
 * graphql-armor's depth, alias, directive and cost checks as plain validation rules, which graphql-js
 * runs for any transport. Tokens are limited by graphql-js's own parser (rules.ts); field
 * suggestions are hidden by the shared error formatting, not by armor's Apollo-only plugin.
 */
export function limitRules(): ValidationRule[] {
  return new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    blockFieldSuggestion: { enabled: false },
  }).protect().validationRules as ValidationRule[];
}
