/**
 * What tickets cost, written once: the server prices an order by it (ticketLines) and the booking
 * page totals what is held by it, so the two never differ.
 */

/** A ticket type's prices: a restricted-view seat costs `restrictedPricePence` where one is set. */
export interface PricedType {
  name: string;
  pricePence: number;
  restrictedPricePence?: number | null;
}

/** The price of one ticket of `type` on a seat with a restricted view or not. */
export const ticketPrice = (type: PricedType, restricted: boolean): number => (restricted ? (type.restrictedPricePence ?? type.pricePence) : type.pricePence);

/** One ticket type's share of what is held: how many, how many of them on restricted-view seats, and their price together. */
export interface HeldLine {
  name: string;
  count: number;
  restricted: number;
  pricePence: number;
}

/**
 * What `counts` of each type cost on the seats held (`restricted`: each held seat's view, in plan
 * order; none for unreserved tickets). Seats go to the tickets in order, the types in the
 * performance's order, as the booking page sends them and the server gives them out.
 */
export function heldPrices(types: PricedType[], counts: number[], restricted: boolean[] = []): { lines: HeldLine[]; totalPence: number } {
  let seat = 0;
  const lines: HeldLine[] = [];
  types.forEach((type, i) => {
    const count = counts[i] ?? 0;
    if (count <= 0) return;
    const line: HeldLine = { name: type.name, count, restricted: 0, pricePence: 0 };
    for (let n = 0; n < count; n++, seat++) {
      const onRestricted = restricted[seat] ?? false;
      if (onRestricted) line.restricted += 1;
      line.pricePence += ticketPrice(type, onRestricted);
    }
    lines.push(line);
  });
  return { lines, totalPence: lines.reduce((sum, line) => sum + line.pricePence, 0) };
}
