/** Server tests: real PostgreSQL (one embedded server per run, one database per test file). */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/src"],
  testMatch: ["**/*.test.ts"],
  // *.built.test.ts need the built client (client/dist): jest.built.config.js runs them after the build.
  testPathIgnorePatterns: ["/node_modules/", "\\.built\\.test\\.ts$"],
  moduleFileExtensions: ["ts", "js", "mjs", "cjs", "json"],
  // The shared rules (packages/common) from their source, as the type checker reads them: no build needed first.
  moduleNameMapper: { "^@theatre/common/(.*)$": "<rootDir>/../packages/common/src/$1" },
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tsconfig.json" }],
    // graphql-upload (with fs-capacitor), feed, ical.js and otplib's @scure/base and @noble/hashes are ESM only: compiled to CommonJS for jest.
    "^.+\\.m?js$": ["ts-jest", { tsconfig: { allowJs: true, module: "commonjs", target: "es2022", isolatedModules: true, esModuleInterop: true } }],
  },
  transformIgnorePatterns: ["/node_modules/(?!(graphql-upload|fs-capacitor|feed|ical\\.js|@scure/base|@noble/hashes)/)"],
  setupFiles: ["reflect-metadata"],
  globalSetup: "<rootDir>/src/test/global-setup.ts",
  globalTeardown: "<rootDir>/src/test/global-teardown.ts",
  testTimeout: 30000,
  maxWorkers: 2,
};
