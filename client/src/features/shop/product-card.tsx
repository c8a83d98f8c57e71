import { Link } from "react-router";
import type { ShopProductFieldsFragment } from "../../gql/graphql";
import { useCart } from "./cart";
import { WatchControls } from "./watch-controls";

/** A product with its price, live stock, watch controls and Add to cart. */
export function ProductCard({ product, headingLevel = 2 }: { product: ShopProductFieldsFragment; headingLevel?: 1 | 2 }) {
  const { add } = useCart();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <article className="product card">
      {product.image && <img src={product.image} alt={product.name} loading="lazy" />}
      <Heading>
        {headingLevel === 1 ? product.name : <Link to={`/products/${product.country}/${product.slug}`}>{product.name}</Link>}
      </Heading>
      <p className="meta">{product.category}{product.group ? ` · ${product.group.name}` : ""}</p>
      <p className="price">£{product.rrpPrice.toFixed(2)}</p>
      <p className="stock" aria-live="polite">{product.hasStockSomewhere ? `In stock: ${product.stockTotal}` : "Out of stock"}</p>
      <button type="button" disabled={!product.hasStockSomewhere} onClick={() => add({ id: product.id, name: product.name, price: product.rrpPrice })}>
        Add to cart<span className="visually-hidden"> ({product.name})</span>
      </button>
      <WatchControls product={product} />
    </article>
  );
}
