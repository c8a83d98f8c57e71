/** Pence as people read a price: '£12.50', '£8' for whole pounds, 'Free' for nothing. */
export function formatPence(pence: number): string {
  if (pence === 0) return "Free";
  const pounds = Math.floor(Math.abs(pence) / 100);
  const rest = Math.abs(pence) % 100;
  const sign = pence < 0 ? "-" : "";
  return `${sign}£${pounds.toLocaleString("en-GB")}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}
