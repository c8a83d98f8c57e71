// Lint for both workspaces: TypeScript's recommended rules plus React hooks rules for the client.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Client: what a feature offers the others (and the editing area), as paths under client/src/features/.
const FEATURE_FACES = [
  "[\\w-]+/[\\w-]+\\.(?:graphql|fragments)", // any feature's GraphQL documents and fragments
  "accounts/(?:auth|require-sign-in|confirm-its-you)", // the auth context and hooks, the sign-in guards, "Confirm it's you" before a change to how an account signs in
  "plays/(?:play-row|play-buttons|performance-list|performance-words)", // a play's listing, shown on the home page; its performances, on a venue's page; their words, in the editor
  "messages/message-form", // the audition form on a play's page
  "newsletter/newsletter-signup", // the newsletter's sign-up form on Combinations and Get involved
  "site/static-page", // the frame of a page of words
  "plays/play-view|blogs/blog-view|pages/page-views", // the public pages' views (data in, page out), which previews draw too
  "venues/venue-access", // a venue's access information, on the booking and tickets pages
  "box-office/live-availability", // tickets left kept live, on the performances of play pages and What's on
];
const NOT_A_FEATURE_FACE = `(?!(?:${FEATURE_FACES.join("|")})$)`;
const FEATURE_FACES_MESSAGE =
  "Another feature's internals: import only its public face (*.graphql, *.fragments, accounts/auth, accounts/require-sign-in, accounts/confirm-its-you, plays/play-row, plays/play-buttons, plays/performance-list, plays/performance-words, messages/message-form, newsletter/newsletter-signup, site/static-page, plays/play-view, blogs/blog-view, pages/page-views, venues/venue-access, box-office/live-availability).";
// The public site never reaches the editing area: visitors never download it (app/routes.tsx loads it lazily).
const NO_EDITING = { regex: "^(?:\\.\\.?/)+editing(?:/|$)", message: "Public code (features, lib, components, entry files) never imports client/src/editing/: the editing area is its own lazily loaded chunk." };
// The kinds of thing edited, one folder each under client/src/editing/ (shell/ is shared by all of them).
const EDITING_KINDS = ["plays", "blogs", "pages", "heroes", "people", "venues", "settings", "accounts", "inbox", "newsletter", "box-office", "backups"];
// The only files of a kind another kind may import (paths under client/src/editing/, without extension).
const EDITING_FACES = [
  "people/people\\.graphql", // the play editor's person picker suggests and creates people
  "venues/venues\\.graphql", // the play editor offers the venues
  "newsletter/newsletter-panel", // the Combinations page editor shows the newsletter's panel
];
// What every file of the editing area obeys: no app/, no feature's internals, admin-area.tsx imported by app/ alone.
const EDITING_FLOOR = [
  { regex: "^(?:\\.\\./)+app(?:/|$)", message: "The editing area never imports client/src/app/; app composes it." },
  { regex: "^(?:\\.\\./)+(?:admin|door)-area$", message: "editing/admin-area.tsx composes the editing area (door-area.tsx the door app); nothing in it imports them." },
  { regex: `^(?:\\.\\./)+features/${NOT_A_FEATURE_FACE}[\\w-]+/`, message: FEATURE_FACES_MESSAGE },
];

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
    // The door app's service worker: plain JavaScript, served as it is (client/public).
    files: ["client/public/**/*.js"],
    languageOptions: { globals: globals.serviceworker },
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
  // Client floors (README, Layout): app → editing → features → lib, components, gql. A feature never imports app/
  // nor the editing area, and reaches another feature only through its public face (FEATURE_FACES).
  {
    files: ["client/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { regex: "^(\\.\\./)+app(/|$)", message: "A feature never imports client/src/app/; app composes features (shared code lives in lib/ or components/)." },
          NO_EDITING,
          { regex: `^\\.\\./(?:\\.\\./features/)?${NOT_A_FEATURE_FACE}[\\w-]+/`, message: FEATURE_FACES_MESSAGE },
        ],
      }],
    },
  },
  // The editing area (client/src/editing): admin-area.tsx composes it; shell/ is what every editor shares and
  // imports no kind; each kind (EDITING_KINDS) imports the shell and reaches another kind only through
  // EDITING_FACES. All of it reaches features only through their public faces, and never app/.
  {
    files: ["client/src/editing/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: EDITING_FLOOR }],
    },
  },
  {
    files: ["client/src/editing/shell/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          ...EDITING_FLOOR,
          { regex: `^(?:\\.\\./)+(?:editing/)?(?:${EDITING_KINDS.join("|")})/`, message: "The shell is what every editor shares: it imports no kind of editor (the kinds import the shell)." },
        ],
      }],
    },
  },
  {
    files: EDITING_KINDS.map((kind) => `client/src/editing/${kind}/**/*.{ts,tsx}`),
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          ...EDITING_FLOOR,
          {
            regex: `^(?:\\.\\./)+(?:editing/)?(?!(?:${EDITING_FACES.join("|")})$)(?:${EDITING_KINDS.join("|")})/`,
            message: `A kind of editor imports the shell, never another kind, except through its listed public file (${EDITING_FACES.map((face) => face.replaceAll("\\", "")).join(", ")}).`,
          },
        ],
      }],
    },
  },
  {
    files: ["client/src/app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ regex: "^\\.\\./editing/(?!admin-area$|door-area$)", message: "app/ opens the editing area only through editing/admin-area (and the door app through editing/door-area), loaded lazily, so visitors never download it." }],
      }],
    },
  },
  {
    files: ["client/src/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_EDITING] }] },
  },
  // Islands are parts of public pages: they compose features and lib, never app/ nor the editing area.
  {
    files: ["client/src/islands/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ regex: "^(\\.\\./)+app(/|$)", message: "An island imports features and lib, never client/src/app/ (which composes the single-page app)." }, NO_EDITING],
      }],
    },
  },
  {
    files: ["client/src/lib/**/*.{ts,tsx}", "client/src/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ regex: "^(\\.\\./)+(app|features)(/|$)", message: "lib/ and components/ are shared: they import no feature and not client/src/app/." }, NO_EDITING],
      }],
    },
  },
);
