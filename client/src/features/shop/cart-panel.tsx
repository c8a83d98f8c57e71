import { useId } from "react";
import { useCart } from "./cart";

const pounds = (n: number) => `£${n.toFixed(2)}`;

/** The cart: lines with quantity and subtotal, changes and removal, and the total. */
export function CartPanel() {
  const { cart, charge, stock, setQty, remove } = useCart();
  const id = useId();
  return (
    <section className="sidebar-box cart" aria-labelledby={id}>
      <h2 id={id}>Your cart</h2>
      {cart.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <>
          <ul className="cart-lines">
            {cart.map((item) => (
              <li key={item.id}>
                <span className="cart-name">{item.name}</span>
                <label>
                  <span className="visually-hidden">Quantity of {item.name}</span>
                  <input type="number" min={1} max={stock} value={item.qty} onChange={(e) => setQty(item.id, Number(e.target.value))} />
                </label>
                <span className="cart-subtotal">{pounds(item.price * item.qty)}</span>
                <button type="button" onClick={() => remove(item.id)}>Remove<span className="visually-hidden"> {item.name}</span></button>
              </li>
            ))}
          </ul>
          <p className="cart-total">Total: <strong>{pounds(charge)}</strong></p>
        </>
      )}
    </section>
  );
}
