import { ApolloArmor } from "@escape.tech/graphql-armor";

/**
 * Limits on what one GraphQL request may ask for (documented in the README). Introspection stays
 * on for integrators, under the same limits. Field suggestions ("did you mean…") are hidden in
 * production, where they would map the schema for an attacker.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxTokens: 3000,
  maxDirectives: 20,
  maxCost: 5000,
} as const;

export function graphqlArmor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    // Tokens are limited by graphql-js's own parser (parseOptions in http/app.ts): armor's check
    // runs inside a plugin hook, where Apollo answers its error with 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
