import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { Link, Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { useItemPage } from "../../lib/use-item-page";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { Pagination } from "../../components/ui/pagination";
import { Loading } from "../../components/ui/spinner";
import { useNotFoundWhen } from "../../lib/use-not-found";
import { usePageTitle } from "../../lib/use-page-title";
import { COUNTRY_KEY } from "./cart";
import { CartPanel } from "./cart-panel";
import { useLiveStock } from "./live-stock";
import { ProductCard } from "./product-card";
import { ProductQuery, ProductsQuery } from "./shop.graphql";

/** `/products`: the country chosen last time (kept under `country`), else the UK. */
export function ShopHome() {
  return <Navigate to={`/products/${localStorage.getItem(COUNTRY_KEY) ?? "uk"}`} replace />;
}

/** A country's products, 12 a page, with live stock and the cart. */
export function ShopPage() {
  const { country = "uk" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { data, loading, error, refetch } = useQuery(ProductsQuery, { variables: { country, page } });
  usePageTitle(`Shop (${country.toUpperCase()})`);
  useMarkContentLoaded(!loading);
  // A country the shop has no products in shows nothing real; only a real one is remembered.
  const known = data?.countries.includes(country);
  useNotFoundWhen(known === false);
  useEffect(() => {
    if (known) localStorage.setItem(COUNTRY_KEY, country);
  }, [known, country]);
  useLiveStock(data?.products.items.map((p) => p.id) ?? []);

  return (
    <section className="page shop">
      <h1>Shop</h1>
      {data && (
        <div className="field inline">
          <label htmlFor="country">Country</label>
          <select id="country" value={country} onChange={(e) => void navigate(`/products/${e.target.value}`)}>
            {[...new Set([...data.countries, country])].map((c) => <option key={c} value={c}>{c.toUpperCase()}</option>)}
          </select>
        </div>
      )}
      {loading && <Loading what="the shop" />}
      {error && <LoadError what="the shop" onRetry={() => void refetch()} />}
      {data && (
        <div className="with-sidebar">
          <div className="main-column">
            {data.products.items.length === 0 && <p>There are no products for this country yet.</p>}
            <div className="cards product-grid">
              {data.products.items.map((product) => <ProductCard key={product.id} product={product} />)}
            </div>
            <Pagination page={data.products.page} pages={data.products.pages} hrefFor={(n) => `/products/${country}?page=${n}`} label="Shop pages" />
          </div>
          <aside className="sidebar"><CartPanel /></aside>
        </div>
      )}
    </section>
  );
}

/** One product. */
export function ProductPage() {
  const { country = "uk", slug = "" } = useParams();
  const { item: product, fallback } = useItemPage(ProductQuery, { country, slug }, (data) => data.product, { what: "product", title: (product) => product?.name ?? "Shop" });
  useLiveStock(product ? [product.id] : []);
  if (!product) return fallback;
  return (
    <section className="page shop">
      <p><Link to={`/products/${country}`}>All products</Link></p>
      <div className="with-sidebar">
        <div className="main-column"><ProductCard product={product} headingLevel={1} /></div>
        <aside className="sidebar"><CartPanel /></aside>
      </div>
    </section>
  );
}
