import { Route, Routes } from "react-router";
import { AuthProvider } from "../features/accounts/auth";
import ShopArea from "../features/shop/shop-area";
import { PageIsland } from "./page-island";

/** The shop's pages: stock kept live, the cart, and a member's watches. */
export default function ShopIsland() {
  return (
    <PageIsland>
      <AuthProvider>
        <Routes>
          <Route path="products/*" element={<ShopArea />} />
        </Routes>
      </AuthProvider>
    </PageIsland>
  );
}
