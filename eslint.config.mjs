// Lint for both workspaces: TypeScript's recommended rules plus React hooks rules for the client.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "client/src/gql/**", "test-results/**", "playwright-report/**", "data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-unsafe-function-type": "off",
    },
  },
  {
    files: ["server/**/*.{ts,js}", "scripts/**/*.mjs", "e2e/**/*.ts", "**/*.cjs", "*.mjs"],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests read JSON answers loosely typed; their assertions are what check the shapes.
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The shared rules (packages/common) sit under both sides: the server and the client import them
  // (as @theatre/common/<file>), they import neither, nor anything outside their own folder.
  {
    files: ["packages/common/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ regex: "^(\\.\\./){2,}|^@theatre/", message: "packages/common is below both sides: it imports neither the server nor the client (nor anything outside packages/common)." }],
      }],
    },
  },
  {
    files: ["packages/common/jest.config.js"],
    languageOptions: { globals: globals.node },
  },
  // Server floors (README, Layout): index.ts → app → features → core → config. core knows no feature and
  // not the app; a feature reaches another only through its public face, the files named
  // *.entity, *.types, *.inputs, *.service, *.events (and *.fixtures, test data).
  {
    files: ["server/src/core/**/*.ts", "server/src/config.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ regex: "^(\\.\\./)+(features|app|index)(/|$)", message: "core/ is infrastructure: it imports no feature and not the app layer (server/src/app composes them)." }],
      }],
    },
  },
  {
    files: ["server/src/features/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { regex: "^(\\.\\./)+(app|index)(/|$)", message: "A feature never imports the app layer; the app layer composes features." },
          {
            regex: "^\\.\\./(?!\\.\\.)[^/]+/(?![^/]+\\.(entity|types|inputs|service|events|fixtures)$)",
            message: "Another feature's internals: import only its public face (*.entity, *.types, *.inputs, *.service, *.events, *.fixtures).",
          },
        ],
      }],
    },
  },
  // Client floors (app → features → lib, components, gql): a feature never imports app/ and reaches another feature only through its public face below.
  {
    files: ["client/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { regex: "^(\\.\\./)+app(/|$)", message: "A feature never imports client/src/app/; app composes features (shared code lives in lib/ or components/)." },
          {
            regex: `^\\.\\./(?:\\.\\./features/)?(?!(?:${[
              "[\\w-]+/[\\w-]+\\.(?:graphql|fragments)", // any feature's GraphQL documents and fragments
              "accounts/(?:auth|require-sign-in)", // the auth context and hooks, the sign-in guards
              "plays/(?:play-row|play-buttons|performance-list|performance-words)", // a play's listing, shown on the home page; its performances, on a venue's page; their words, in the editor
              "messages/message-form", // the audition form on a play's page
              "newsletter/newsletter-signup", // the newsletter's sign-up form on Combinations and Get involved
              "site/static-page", // the frame of a page of words
              "plays/play-view|blogs/blog-view|pages/page-views", // the public pages' views (data in, page out), which previews draw too
            ].join("|")})$)[\\w-]+/`,
            message: "Another feature's internals: import only its public face (*.graphql, *.fragments, accounts/auth, accounts/require-sign-in, plays/play-row, plays/play-buttons, plays/performance-list, plays/performance-words, messages/message-form, newsletter/newsletter-signup, site/static-page, plays/play-view, blogs/blog-view, pages/page-views).",
          },
        ],
      }],
    },
  },
  {
    files: ["client/src/lib/**/*.{ts,tsx}", "client/src/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ regex: "^(\\.\\./)+(app|features)(/|$)", message: "lib/ and components/ are shared: they import no feature and not client/src/app/." }],
      }],
    },
  },
);
