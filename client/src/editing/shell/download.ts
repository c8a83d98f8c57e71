import { tokenStore } from "../../lib/token-store";

/**
 * Fetches a file only editors may have (a CSV of subscribers or orders) with the editor's token and
 * saves it under the server's name for it, else `filename`; answers the HTTP status of a refusal,
 * or null once saved. A plain link would not send the token.
 */
export async function downloadFile(url: string, filename: string): Promise<number | null> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${tokenStore.get() ?? ""}` } });
  if (!response.ok) return response.status;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  // The server's name for the file, when it gives one.
  link.download = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? filename;
  link.click();
  URL.revokeObjectURL(link.href);
  return null;
}
