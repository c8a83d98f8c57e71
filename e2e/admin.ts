/** The admin account global-setup.ts gives the site. */
export const E2E_ADMIN = { email: "admin@e2e.example", password: "e2e admin password" };
