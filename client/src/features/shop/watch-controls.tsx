import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useAuth } from "../accounts/auth";
import { Dialog } from "../../components/ui/dialog";
import { serverMessage } from "../../lib/errors";
import { SetMaxPriceMutation, WatchToggleMutation } from "./shop.graphql";

type Notice = { title: string; text: string } | null;

/**
 * Alert Me / Watching, and the maximum alert price (view, then edit): members only; others are
 * asked to log in. Section 8's messages say what happened.
 */
export function WatchControls({ product }: { product: { id: string; name: string; watching: boolean; maxPrice?: number | null } }) {
  const { signedIn } = useAuth();
  const [toggle, { loading: toggling }] = useMutation(WatchToggleMutation, { refetchQueries: ["Products", "Product"] });
  const [setPrice, { loading: saving }] = useMutation(SetMaxPriceMutation, { refetchQueries: ["Products", "Product"] });
  const [editing, setEditing] = useState(false);
  const [price, setDraft] = useState(product.maxPrice ? String(product.maxPrice) : "");
  const [notice, setNotice] = useState<Notice>(null);
  const priceId = useId();

  if (!signedIn) return <p className="watch-login"><Link to="/admin-edit-tool/login">Log in</Link> to be alerted when it is back in stock.</p>;

  const watch = async () => {
    try {
      const { data } = await toggle({ variables: { input: { watch: !product.watching, productId: product.id } } });
      setNotice(data!.watchToggle.watching
        ? { title: "Watching", text: "We'll let you know when it's in stock" }
        : { title: "Unwatching", text: "You'll no longer receive alerts for this product" });
    } catch (error) {
      setNotice({ title: "Oh oo!", text: serverMessage(error) ?? "That didn't work; please try again." });
    }
  };
  const valid = /^\d+(\.\d{1,2})?$/.test(price.trim()) && Number(price) >= 1;
  const savePrice = async () => {
    try {
      await setPrice({ variables: { input: { maxPrice: Number(price), productId: product.id } } });
      setEditing(false);
      setNotice({ title: "Updated maximum price!", text: `We'll alert you at £${Number(price).toFixed(2)} or less.` });
    } catch (error) {
      setNotice({ title: "Oh oo!", text: serverMessage(error) ?? "That didn't work; please try again." });
    }
  };

  return (
    <div className="watch">
      <button type="button" aria-pressed={product.watching} disabled={toggling} onClick={() => void watch()} className={product.watching ? "primary" : undefined}>
        {product.watching ? "Watching" : "Alert Me"}<span className="visually-hidden"> ({product.name})</span>
      </button>
      {editing ? (
        <form className="max-price" onSubmit={(e) => { e.preventDefault(); if (valid) void savePrice(); }}>
          <label htmlFor={priceId}>Maximum price (£)</label>
          <input id={priceId} inputMode="decimal" value={price} onChange={(e) => setDraft(e.target.value)} aria-invalid={!valid} aria-describedby={`${priceId}-error`} />
          {!valid && <p id={`${priceId}-error`} className="field-error">Give a price of at least £1</p>}
          <button type="submit" disabled={!valid || saving}>Save</button>
          <button type="button" onClick={() => setEditing(false)}>Cancel</button>
        </form>
      ) : (
        <p className="max-price">
          Maximum price: {product.maxPrice ? `£${product.maxPrice.toFixed(2)}` : "any"}{" "}
          <button type="button" onClick={() => setEditing(true)}>Edit<span className="visually-hidden"> maximum price for {product.name}</span></button>
        </p>
      )}
      {notice && (
        <Dialog title={notice.title} onClose={() => setNotice(null)}>
          <p>{notice.text}</p>
        </Dialog>
      )}
    </div>
  );
}
