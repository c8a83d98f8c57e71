import path from "node:path";

/** Every setting the server reads from the environment, checked once at start-up. */
export interface Config {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  /** Unset: the server starts an embedded PostgreSQL under `dataDir/postgres`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Stored images, served at /images: `dataDir/uploads`. */
  uploadsDir: string;
  /** Where `npm run backup` writes archives (BACKUP_DIR): `dataDir/backups` unless set. */
  backupDir: string;
  /** Encrypts archives when set (BACKUP_PASSPHRASE); a restore then asks for it. */
  backupPassphrase: string | undefined;
  /** A second folder each backup the site makes is copied to (BACKUP_COPY_DIR), such as a mounted disk; unset: none. */
  backupCopyDir: string | undefined;
  /** Nightly archives kept, one a day (BACKUP_KEEP_DAILY, 7) and one a week besides (BACKUP_KEEP_WEEKLY, 4). */
  backupKeepDaily: number;
  backupKeepWeekly: number;
  /** The largest archive the Backups screen accepts for a restore (BACKUP_UPLOAD_MAX_MB, 1024 MB). */
  backupUploadMaxBytes: number;
  /** Unset: generated once and kept in `dataDir` (see core/secrets.ts). */
  jwtSecret: string | undefined;
  /** How long a login token lasts. */
  tokenTtlSeconds: number;
  /** An admin account to create or promote at start-up (ADMIN_EMAIL + ADMIN_PASSWORD). */
  admin: { email: string; password: string; username: string } | undefined;
  publicUrl: string;
  /** The society's name, in page titles and emails. */
  siteName: string;
  /** Mail server for messages (smtp:// or smtps://); unset: messages are stored, not emailed. */
  smtpUrl: string | undefined;
  /** Sender address of the emails. */
  smtpFrom: string;
  /** Where director submissions go (and auditions for a play without its own address). */
  societyEmail: string | undefined;
  /** The society's postal address until an admin saves the Site settings; unset: none shown. */
  societyAddress: string | undefined;
  /** The wait before a failed email is tried again; it doubles after each failure, up to an hour. */
  messageRetrySeconds: number;
  /** Redis for sharing events between instances; unset: events stay in this process. */
  redisUrl: string | undefined;
  /** Origins whose pages may call the API from a browser (CORS); none by default. */
  corsOrigins: string[];
  /** How many proxies in front to trust for the client's address (rate limits); 0: none. */
  trustProxy: number;
  /** Searches one client address may make a minute (answers from the read cache aside). */
  searchesPerMinute: number;
  /** Seat plans one client address may read a minute, venues' and performances' (SEAT_PLANS_PER_MINUTE). */
  seatPlansPerMinute: number;
  /** Pages the server renders for one client address a minute (pages from the read cache aside). */
  rendersPerMinute: number;
  /** Ticket holds one client address may ask for a minute (HOLDS_PER_MINUTE). */
  holdsPerMinute: number;
  /** Ticket holds one client address may have at once (LIVE_HOLDS_PER_ADDRESS; 0: no limit). */
  liveHoldsPerAddress: number;
  /** Tickets one client address's live orders may have of one performance (TICKETS_PER_ADDRESS, default ten times LIVE_HOLDS_PER_ADDRESS; 0: no limit). */
  ticketsPerAddress: number;
  /** Orders whose tickets one email address may be sent an hour (ORDERS_PER_EMAIL, default half HOLDS_PER_MINUTE; 0: no limit). */
  ordersPerEmail: number;
  /** What the log says at start about settings that took a value from others (a limit lifted with the hold limits). */
  notices: string[];
  /** Calls sending door scans one account may make a minute (DOOR_SYNCS_PER_MINUTE). */
  doorSyncsPerMinute: number;
  /** Answer repeated anonymous reads from memory, dropped on every write. */
  readCache: boolean;
  seedDemo: boolean;
  logLevel: LogLevel;
  /** `pretty`: readable lines for a person at a terminal; `json`: one JSON object a line. */
  logFormat: LogFormat;
  /** The built client that the server serves; absent in API-only runs. */
  clientDist: string;
  /** Where the server (never a visitor's browser) fetches video thumbnails and titles. */
  videoSources: VideoSourceConfig;
  /** Online payment (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); unset: performances cannot be paid online. */
  stripe: StripeConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: another address for Stripe's API (a stand-in); unset: Stripe's own. */
  apiUrl: string | undefined;
}

export interface VideoSourceConfig {
  youtubeOembed: string;
  vimeoOembed: string;
  /** The only origins thumbnails are fetched from. */
  thumbnailOrigins: string[];
}

/** The real sites: YouTube's and Vimeo's oEmbed endpoints and their image hosts. */
export const VIDEO_SOURCE_DEFAULTS: VideoSourceConfig = {
  youtubeOembed: "https://www.youtube.com/oembed",
  vimeoOembed: "https://vimeo.com/api/oembed.json",
  thumbnailOrigins: ["https://i.ytimg.com", "https://i.vimeocdn.com"],
};

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const LOG_FORMATS = ["json", "pretty"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const TRUE = ["1", "true", "yes", "on"];
const FALSE = ["0", "false", "no", "off"];

/**
 * Reads and checks the environment; throws one ConfigError naming every bad value. Where standard
 * output is a terminal a person reads the log, so it is readable lines unless LOG_FORMAT says.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, stdoutIsTerminal = process.stdout.isTTY === true): Config {
  const problems: string[] = [];
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v === "" ? undefined : v;
  };

  const nodeEnvRaw = value("NODE_ENV") ?? "development";
  if (!["development", "production", "test"].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`);
  }

  const portRaw = value("PORT") ?? "4000";
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${portRaw}")`);
  }

  const databaseUrl = value("DATABASE_URL");
  if (databaseUrl !== undefined && !isUrl(databaseUrl, ["postgres:", "postgresql:"])) {
    problems.push("DATABASE_URL must be a postgres:// or postgresql:// URL");
  }

  const jwtSecret = value("JWT_SECRET");
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push("JWT_SECRET must be at least 32 characters long (leave it unset to generate one)");
  }

  const ttlRaw = value("TOKEN_TTL_HOURS") ?? "168";
  const ttlHours = Number(ttlRaw);
  if (!/^\d+$/.test(ttlRaw) || ttlHours < 1 || ttlHours > 24 * 90) {
    problems.push(`TOKEN_TTL_HOURS must be a whole number of hours from 1 to 2160 (got "${ttlRaw}")`);
  }

  const adminEmail = value("ADMIN_EMAIL");
  const adminPassword = env.ADMIN_PASSWORD;
  const adminUsername = value("ADMIN_USERNAME") ?? "admin";
  if ((adminEmail === undefined) !== (adminPassword === undefined || adminPassword === "")) {
    problems.push("ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither");
  }
  if (adminEmail !== undefined && !/^[^\s@]+@[^\s@]+$/.test(adminEmail)) problems.push("ADMIN_EMAIL must be an email address");
  if (adminPassword && adminPassword.length < 8) problems.push("ADMIN_PASSWORD must be at least 8 characters long");
  if (!/^\p{L}+$/u.test(adminUsername)) problems.push("ADMIN_USERNAME must contain letters only");

  const publicUrl = (value("PUBLIC_URL") ?? `http://localhost:${portRaw}`).replace(/\/+$/, "");
  if (!isUrl(publicUrl, ["http:", "https:"])) {
    problems.push(`PUBLIC_URL must be an http:// or https:// URL (got "${publicUrl}")`);
  }

  const smtpUrl = value("SMTP_URL");
  if (smtpUrl !== undefined && !isUrl(smtpUrl, ["smtp:", "smtps:"])) problems.push("SMTP_URL must be an smtp:// or smtps:// URL");
  const societyEmail = value("SOCIETY_EMAIL");
  if (societyEmail !== undefined && !/^[^\s@]+@[^\s@]+$/.test(societyEmail)) problems.push("SOCIETY_EMAIL must be an email address");
  if (smtpUrl !== undefined && societyEmail === undefined) problems.push("SOCIETY_EMAIL is needed with SMTP_URL: director submissions are sent there");
  const retryRaw = value("MESSAGE_RETRY_SECONDS") ?? "30";
  if (!/^\d+$/.test(retryRaw) || Number(retryRaw) < 1 || Number(retryRaw) > 3600) problems.push(`MESSAGE_RETRY_SECONDS must be a whole number of seconds from 1 to 3600 (got "${retryRaw}")`);
  const siteName = value("SITE_NAME") ?? "Fen Street Players";
  const redisUrl = value("REDIS_URL");
  const trustRaw = value("TRUST_PROXY") ?? "0";
  const perMinute = (name: string, fallback: string) => {
    const raw = value(name) ?? fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1_000_000) problems.push(`${name} must be a whole number from 1 to 1000000 (got "${raw}")`);
    return Number(raw);
  };
  const searchesPerMinute = perMinute("SEARCHES_PER_MINUTE", "120");
  const seatPlansPerMinute = perMinute("SEAT_PLANS_PER_MINUTE", "120");
  const rendersPerMinute = perMinute("RENDERS_PER_MINUTE", "600");
  const holdsPerMinute = perMinute("HOLDS_PER_MINUTE", "20");
  const doorSyncsPerMinute = perMinute("DOOR_SYNCS_PER_MINUTE", "120");
  const orFewer = (name: string, fallback: string) => {
    const raw = value(name) ?? fallback;
    if (!/^\d+$/.test(raw) || Number(raw) > 1_000_000) problems.push(`${name} must be a whole number from 0 (no limit) to 1000000 (got "${raw}")`);
    return Number(raw);
  };
  const liveHoldsPerAddress = orFewer("LIVE_HOLDS_PER_ADDRESS", "2");
  // The limits that follow from the hold limits lift with them (benchmarks, tests, a box-office
  // machine behind one address) unless set themselves; the log says so at start.
  const ticketsPerAddress = orFewer("TICKETS_PER_ADDRESS", String(Math.min(10 * liveHoldsPerAddress, 1_000_000)));
  const ordersPerEmail = orFewer("ORDERS_PER_EMAIL", String(Math.max(1, Math.floor(holdsPerMinute / 2))));
  const notices: string[] = [];
  if (value("TICKETS_PER_ADDRESS") === undefined && ticketsPerAddress !== 20) notices.push(`TICKETS_PER_ADDRESS follows LIVE_HOLDS_PER_ADDRESS: ${ticketsPerAddress || "no limit"} (20 by default); set it to keep a limit`);
  if (value("ORDERS_PER_EMAIL") === undefined && ordersPerEmail !== 10) notices.push(`ORDERS_PER_EMAIL follows HOLDS_PER_MINUTE: ${ordersPerEmail} orders an hour (10 by default); set it to keep a limit`);
  const cacheRaw = (value("READ_CACHE") ?? "true").toLowerCase();
  if (![...TRUE, ...FALSE].includes(cacheRaw)) problems.push(`READ_CACHE must be true or false (got "${cacheRaw}")`);
  if (!/^\d+$/.test(trustRaw) || Number(trustRaw) > 10) problems.push(`TRUST_PROXY must be the number of proxies in front, 0 to 10 (got "${trustRaw}")`);
  const corsOrigins = (value("CORS_ORIGINS") ?? "").split(",").map((o) => o.trim().replace(/\/+$/, "")).filter(Boolean);
  for (const origin of corsOrigins) if (!isUrl(origin, ["http:", "https:"])) problems.push(`CORS_ORIGINS must be a comma-separated list of http(s) origins (got "${origin}")`);
  if (redisUrl !== undefined && !isUrl(redisUrl, ["redis:", "rediss:"])) problems.push("REDIS_URL must be a redis:// or rediss:// URL");
  let publicHost = "localhost";
  try {
    publicHost = new URL(publicUrl).hostname;
  } catch {
    // reported with PUBLIC_URL
  }
  const smtpFrom = value("SMTP_FROM") ?? `"${siteName}" <no-reply@${publicHost}>`;

  const seedRaw = value("SEED_DEMO");
  let seedDemo = databaseUrl === undefined;
  if (seedRaw !== undefined) {
    if (TRUE.includes(seedRaw.toLowerCase())) seedDemo = true;
    else if (FALSE.includes(seedRaw.toLowerCase())) seedDemo = false;
    else problems.push(`SEED_DEMO must be true or false (got "${seedRaw}")`);
  }

  const logLevel = (value("LOG_LEVEL") ?? (nodeEnvRaw === "test" ? "warn" : "info")) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${logLevel}")`);
  }
  const logFormat = (value("LOG_FORMAT") ?? (stdoutIsTerminal ? "pretty" : "json")) as LogFormat;
  if (!LOG_FORMATS.includes(logFormat)) problems.push(`LOG_FORMAT must be json or pretty (got "${logFormat}")`);

  const youtubeOembed = value("VIDEO_YOUTUBE_OEMBED_URL") ?? VIDEO_SOURCE_DEFAULTS.youtubeOembed;
  const vimeoOembed = value("VIDEO_VIMEO_OEMBED_URL") ?? VIDEO_SOURCE_DEFAULTS.vimeoOembed;
  for (const [name, url] of [["VIDEO_YOUTUBE_OEMBED_URL", youtubeOembed], ["VIDEO_VIMEO_OEMBED_URL", vimeoOembed]]) {
    if (!isUrl(url, ["http:", "https:"])) problems.push(`${name} must be an http:// or https:// URL (got "${url}")`);
  }
  const thumbnailOriginsRaw = value("VIDEO_THUMBNAIL_ORIGINS");
  const thumbnailOrigins = thumbnailOriginsRaw === undefined ? VIDEO_SOURCE_DEFAULTS.thumbnailOrigins : thumbnailOriginsRaw.split(",").map((o) => o.trim()).filter(Boolean);
  for (const origin of thumbnailOrigins) if (!isUrl(origin, ["http:", "https:"])) problems.push(`VIDEO_THUMBNAIL_ORIGINS must be a comma-separated list of http(s) origins (got "${origin}")`);

  const stripe = stripeConfig(value("STRIPE_SECRET_KEY"), value("STRIPE_WEBHOOK_SECRET"), value("STRIPE_API_URL"), problems);

  const backupPassphrase = env.BACKUP_PASSPHRASE || undefined;
  if (backupPassphrase !== undefined && backupPassphrase.length < 12) problems.push("BACKUP_PASSPHRASE must be at least 12 characters long (leave it unset for unencrypted backups)");

  const count = (name: string, fallback: string, min: number, max: number, what: string) => {
    const raw = value(name) ?? fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) problems.push(`${name} must be a whole number from ${min} to ${max} (${what}; got "${raw}")`);
    return Number(raw);
  };
  const backupKeepDaily = count("BACKUP_KEEP_DAILY", "7", 1, 366, "nightly backups kept, one a day");
  const backupKeepWeekly = count("BACKUP_KEEP_WEEKLY", "4", 0, 520, "nightly backups kept, one a week");
  const backupUploadMaxMb = count("BACKUP_UPLOAD_MAX_MB", "1024", 1, 1_048_576, "megabytes");
  const backupCopyDir = value("BACKUP_COPY_DIR");

  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = path.resolve(value("DATA_DIR") ?? "data");

  return {
    nodeEnv: nodeEnvRaw as Config["nodeEnv"],
    host: value("HOST") ?? "0.0.0.0",
    port,
    databaseUrl,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    backupDir: path.resolve(value("BACKUP_DIR") ?? path.join(dataDir, "backups")),
    backupPassphrase,
    backupCopyDir: backupCopyDir === undefined ? undefined : path.resolve(backupCopyDir),
    backupKeepDaily,
    backupKeepWeekly,
    backupUploadMaxBytes: backupUploadMaxMb * 1024 * 1024,
    jwtSecret,
    tokenTtlSeconds: ttlHours * 3600,
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword, username: adminUsername } : undefined,
    publicUrl,
    siteName,
    smtpUrl,
    smtpFrom,
    societyEmail,
    societyAddress: value("SOCIETY_ADDRESS"),
    messageRetrySeconds: Number(retryRaw),
    redisUrl,
    corsOrigins,
    trustProxy: Number(trustRaw),
    searchesPerMinute,
    seatPlansPerMinute,
    holdsPerMinute,
    liveHoldsPerAddress,
    ticketsPerAddress,
    ordersPerEmail,
    notices,
    doorSyncsPerMinute,
    rendersPerMinute,
    readCache: TRUE.includes(cacheRaw),
    seedDemo,
    logLevel,
    logFormat,
    clientDist: path.resolve(value("CLIENT_DIST") ?? path.join(__dirname, "..", "..", "client", "dist")),
    videoSources: { youtubeOembed, vimeoOembed, thumbnailOrigins: thumbnailOrigins.map((origin) => new URL(origin).origin) },
    stripe,
  };
}

/** Stripe's settings, checked; the problems never quote a key (they end up in logs). */
function stripeConfig(secretKey: string | undefined, webhookSecret: string | undefined, apiUrl: string | undefined, problems: string[]): StripeConfig | undefined {
  if ((secretKey === undefined) !== (webhookSecret === undefined)) {
    problems.push("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both (online payment) or neither");
  }
  if (secretKey !== undefined && !/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    problems.push("STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key), from the dashboard's API keys page");
  }
  if (webhookSecret !== undefined && !/^whsec_\w+$/.test(webhookSecret)) {
    problems.push("STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…), from the dashboard's Webhooks page");
  }
  if (apiUrl !== undefined && !isUrl(apiUrl, ["http:", "https:"])) problems.push(`STRIPE_API_URL must be an http:// or https:// URL (got "${apiUrl}")`);
  else if (apiUrl !== undefined && new URL(apiUrl).pathname !== "/") problems.push(`STRIPE_API_URL is an address without a path: Stripe's paths (/v1/…) are added to it (got "${apiUrl}")`);
  if (apiUrl !== undefined && secretKey === undefined) problems.push("STRIPE_API_URL is only read with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  return secretKey && webhookSecret ? { secretKey, webhookSecret, apiUrl } : undefined;
}

function isUrl(text: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
