import { tokenStore } from "../../../lib/token-store";

/** The number in a stored photo's name (photo3.jpg → 3). */
export const photoIndex = (path: string) => Number(/photo(\d+)\.jpg$/.exec(path)?.[1] ?? -1);

export interface UploadResult {
  url: string;
}

/** Why an admin call failed: the server's message, else the raw body, else the status code. */
export class CallFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function failure(response: { status: number; text: string }): Promise<CallFailed> {
  try {
    const body = JSON.parse(response.text) as { message?: string };
    return new CallFailed(body.message ?? response.text, response.status);
  } catch {
    return new CallFailed(response.text || `Error code: ${response.status}`, response.status);
  }
}

/**
 * Uploads one file as the multipart field `myfile` with the stored token, reporting progress
 * (0 to 1). XMLHttpRequest, because fetch cannot report upload progress.
 */
export function uploadFile(url: string, file: Blob, filename: string, onProgress: (fraction: number) => void, fields: Record<string, string> = {}): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    const token = tokenStore.get();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = async () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as UploadResult);
      else reject(await failure({ status: request.status, text: request.responseText }));
    };
    request.onerror = () => reject(new CallFailed("The upload did not reach the server; check your connection", 0));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("myfile", file, filename);
    request.send(form);
  });
}

/** DELETE with the stored token and extra headers; throws CallFailed. */
export async function deleteWithToken(url: string, headers: Record<string, string>): Promise<void> {
  const token = tokenStore.get();
  const response = await fetch(url, { method: "DELETE", headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) throw await failure({ status: response.status, text: await response.text() });
}
