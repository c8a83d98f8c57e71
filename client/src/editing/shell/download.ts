import { RefusedRequest } from "../../lib/errors";
import { tokenStore } from "../../lib/token-store";

/**
 * Fetches a file only editors may have (a CSV of subscribers or orders, a backup) with the editor's
 * token and saves it under the server's name for it, else `filename`; throws RefusedRequest when the
 * server refuses (so a FRESH_PROOF_REQUIRED can be confirmed and tried again). A plain link would
 * not send the token.
 */
export async function saveFile(url: string, filename: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${tokenStore.get() ?? ""}` } });
  if (!response.ok) throw await RefusedRequest.of(response, `The download was refused (${response.status})`);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  // The server's name for the file, when it gives one.
  link.download = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? filename;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** saveFile for callers that only say a refusal's HTTP status: that status, or null once saved. */
export async function downloadFile(url: string, filename: string): Promise<number | null> {
  try {
    await saveFile(url, filename);
    return null;
  } catch (error) {
    if (error instanceof RefusedRequest) return error.status;
    throw error;
  }
}
