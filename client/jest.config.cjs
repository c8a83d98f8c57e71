/** Component tests: jsdom, React Testing Library, TypeScript through ts-jest. */
module.exports = {
  testEnvironment: "<rootDir>/src/test/jsdom-environment.cjs",
  setupFilesAfterEnv: ["<rootDir>/src/test/setup.ts"],
  testMatch: ["<rootDir>/src/**/*.test.tsx", "<rootDir>/src/**/*.test.ts"],
  // The shared rules (packages/common) from their source, as Vite bundles them.
  moduleNameMapper: { "\\.css$": "<rootDir>/src/test/style-stub.cjs", "^@theatre/common/(.*)$": "<rootDir>/../packages/common/src/$1" },
  transform: {
    "^.+\\.tsx?$": ["ts-jest", { tsconfig: { jsx: "react-jsx", module: "commonjs", esModuleInterop: true, isolatedModules: true }, diagnostics: false }],
  },
};
