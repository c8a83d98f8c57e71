/** Server tests: real PostgreSQL (one embedded server per run, one database per test file). */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/src"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tsconfig.json" }] },
  setupFiles: ["reflect-metadata"],
  globalSetup: "<rootDir>/src/test/global-setup.ts",
  globalTeardown: "<rootDir>/src/test/global-teardown.ts",
  testTimeout: 30000,
  maxWorkers: 2,
};
