import { AuthProvider } from "../features/accounts/auth";
import { SiteNavigation } from "../features/site/site-navigation";
import { PageIsland } from "./page-island";

/** The header's navigation with the stored login: the ADMIN tab, the account and Logout. */
export default function SiteNavigationIsland() {
  return (
    <PageIsland>
      <AuthProvider>
        <SiteNavigation />
      </AuthProvider>
    </PageIsland>
  );
}
