/**
 * The server's own requests to other sites, guarded (SSRF): only origins on an allow-list (from
 * the configuration, never from content), a time limit for the whole exchange, a size cap read as
 * the body arrives, a content type that must match, and redirects followed only within the same
 * origin. Whoever calls must treat the answer as untrusted bytes.
 */
export interface OutboundLimits {
  /** Origins (`https://i.ytimg.com`) that may be asked; anything else is refused unasked. */
  allowedOrigins: readonly string[];
  /** What the answer's content type must match, e.g. /^image\//. */
  contentType: RegExp;
  maxBytes: number;
  timeoutMs: number;
}

/** Why an outbound request gave nothing; `retry` says whether trying later may help. */
export class OutboundError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = "OutboundError";
  }
}

const MAX_REDIRECTS = 3;

/** An origin as the allow-list compares it, or null for anything that is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** GETs `url` within the limits; answers its body and content type, or throws OutboundError. */
export async function fetchGuarded(url: string, limits: OutboundLimits): Promise<{ body: Buffer; contentType: string }> {
  const origin = originOf(url);
  if (!origin || !limits.allowedOrigins.includes(origin)) throw new OutboundError(`${origin ?? "that address"} is not an allowed host`, false);
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    let current = url;
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(current, { redirect: "manual", signal, headers: { accept: "*/*" } });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = new URL(location, current).toString();
        if (originOf(next) !== origin) throw new OutboundError(`redirected to another host (${originOf(next) ?? "not a web address"})`, false);
        if (redirects >= MAX_REDIRECTS) throw new OutboundError("too many redirects", false);
        current = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        // Not found, gone or refused will not change by asking again; busy or broken servers may.
        throw new OutboundError(`answered ${response.status}`, response.status === 429 || response.status >= 500);
      }
      const contentType = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
      if (!limits.contentType.test(contentType)) {
        await response.body?.cancel();
        throw new OutboundError(`answered ${contentType || "no content type"}, not what was asked for`, false);
      }
      return { body: await readCapped(response, limits.maxBytes), contentType };
    }
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (signal.aborted) throw new OutboundError(`no answer within ${limits.timeoutMs / 1000} s`, true);
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new OutboundError(`could not be reached${cause ? ` (${cause})` : ""}`, true);
  }
}

/** The body, refused as soon as it passes `maxBytes` (a declared length over it is refused unread). */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new OutboundError(`answered more than ${Math.round(maxBytes / 1024)} KB`, false);
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
