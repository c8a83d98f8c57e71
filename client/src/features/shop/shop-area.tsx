import { Route, Routes } from "react-router";
import { ProductPage, ShopHome, ShopPage } from "./shop-pages";

/** The shop module: its own chunk, beside the theatre's pages. */
export default function ShopArea() {
  return (
    <Routes>
      <Route index element={<ShopHome />} />
      <Route path=":country" element={<ShopPage />} />
      <Route path=":country/:slug" element={<ProductPage />} />
    </Routes>
  );
}
