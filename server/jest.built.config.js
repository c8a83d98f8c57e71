/**
 * Server tests that need the built site (client/dist, with its server bundle): *.built.test.ts,
 * e.g. the production topology behind nginx. `npm test` runs them after `npm run build`; by hand:
 * `npm run build && cd server && npx jest -c jest.built.config.js`.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const base = require("./jest.config.js");

module.exports = { ...base, testMatch: ["**/*.built.test.ts"], testPathIgnorePatterns: ["/node_modules/"] };
