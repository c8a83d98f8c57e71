import { tokenStore } from "../../lib/token-store";

/**
 * Fetches a file only editors may have (a CSV of subscribers or orders) with the editor's token and
 * saves it under `filename`; answers the HTTP status of a refusal, or null once saved. A plain link
 * would not send the token.
 */
export async function downloadFile(url: string, filename: string): Promise<number | null> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${tokenStore.get() ?? ""}` } });
  if (!response.ok) return response.status;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = filename;
  link.click();
  URL.revokeObjectURL(link.href);
  return null;
}
