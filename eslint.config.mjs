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
);
