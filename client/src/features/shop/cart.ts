import { useCallback, useSyncExternalStore } from "react";

/** Local storage keys of the shop (specification section 9). */
export const CART_KEY = "cart";
export const COUNTRY_KEY = "country";
/** The most of one product a cart can hold: the specification's default stock. */
export const DEFAULT_STOCK = 1111;

export interface CartItem {
  id: string;
  name: string;
  price: number;
  qty: number;
}

export function readCart(): CartItem[] {
  try {
    const items = JSON.parse(localStorage.getItem(CART_KEY) ?? "[]") as CartItem[];
    return Array.isArray(items) ? items.filter((i) => i && typeof i.id === "string" && i.qty > 0) : [];
  } catch {
    return [];
  }
}

/** Adding a product already in the cart raises its quantity (up to the stock). */
export function addItem(cart: CartItem[], product: { id: string; name: string; price: number }, stock = DEFAULT_STOCK): CartItem[] {
  const existing = cart.find((i) => i.id === product.id);
  if (existing) return cart.map((i) => (i.id === product.id ? { ...i, qty: Math.min(i.qty + 1, stock) } : i));
  return [...cart, { ...product, qty: 1 }];
}

export function setQuantity(cart: CartItem[], id: string, qty: number, stock = DEFAULT_STOCK): CartItem[] {
  if (!Number.isFinite(qty) || qty < 1) return cart.filter((i) => i.id !== id);
  return cart.map((i) => (i.id === id ? { ...i, qty: Math.min(Math.floor(qty), stock) } : i));
}

export const subtotal = (item: CartItem) => Math.round(item.price * item.qty * 100) / 100;
/** The charge: what the whole cart costs. */
export const total = (cart: CartItem[]) => Math.round(cart.reduce((sum, i) => sum + subtotal(i), 0) * 100) / 100;

const listeners = new Set<() => void>();
let snapshot = typeof localStorage === "undefined" ? [] : readCart();

function write(cart: CartItem[]): void {
  localStorage.setItem(CART_KEY, JSON.stringify(cart));
  snapshot = cart;
  listeners.forEach((l) => l());
}

const EMPTY_CART: CartItem[] = [];

/** The cart, kept in local storage so it survives a reload, shared by every component. */
export function useCart() {
  const cart = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    // A server-rendered page shows an empty cart, then the browser's own once hydrated.
    () => EMPTY_CART,
  );
  return {
    cart,
    charge: total(cart),
    stock: DEFAULT_STOCK,
    add: useCallback((product: { id: string; name: string; price: number }) => write(addItem(readCart(), product)), []),
    setQty: useCallback((id: string, qty: number) => write(setQuantity(readCart(), id, qty)), []),
    remove: useCallback((id: string) => write(readCart().filter((i) => i.id !== id)), []),
  };
}
