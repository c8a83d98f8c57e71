import path from "node:path";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  test("defaults: port 4000, embedded database under ./data with demo content", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, databaseUrl: undefined, seedDemo: true, dataDir: path.resolve("data"), publicUrl: "http://localhost:4000", logLevel: "info", messageRetrySeconds: 30, searchesPerMinute: 120, rendersPerMinute: 600, doorSyncsPerMinute: 120 });
  });

  test("per-address budgets a minute are whole numbers from 1 to 1,000,000", () => {
    expect(loadConfig({ SEARCHES_PER_MINUTE: "30", RENDERS_PER_MINUTE: "1000000", DOOR_SYNCS_PER_MINUTE: "600", SEAT_PLANS_PER_MINUTE: "45" })).toMatchObject({ searchesPerMinute: 30, rendersPerMinute: 1_000_000, doorSyncsPerMinute: 600, seatPlansPerMinute: 45 });
    for (const bad of ["0", "1.5", "many", "1000001"]) {
      expect(() => loadConfig({ RENDERS_PER_MINUTE: bad })).toThrow(`RENDERS_PER_MINUTE must be a whole number from 1 to 1000000 (got "${bad}")`);
      expect(() => loadConfig({ SEARCHES_PER_MINUTE: bad })).toThrow(/SEARCHES_PER_MINUTE must be a whole number/);
    }
  });

  test("the box office's limits per address and per email follow the hold limits unless set themselves", () => {
    expect(loadConfig({})).toMatchObject({ holdsPerMinute: 20, liveHoldsPerAddress: 2, ticketsPerAddress: 20, ordersPerEmail: 10 });
    // Lifted for a benchmark or a test: the limits that follow lift too.
    expect(loadConfig({ HOLDS_PER_MINUTE: "1000000", LIVE_HOLDS_PER_ADDRESS: "0" })).toMatchObject({ ticketsPerAddress: 0, ordersPerEmail: 500_000 });
    expect(loadConfig({ HOLDS_PER_MINUTE: "1", LIVE_HOLDS_PER_ADDRESS: "5" })).toMatchObject({ ticketsPerAddress: 50, ordersPerEmail: 1 });
    expect(loadConfig({ LIVE_HOLDS_PER_ADDRESS: "0", TICKETS_PER_ADDRESS: "8", ORDERS_PER_EMAIL: "0" })).toMatchObject({ ticketsPerAddress: 8, ordersPerEmail: 0, notices: [] });
    // A limit lifted by following another is said in the log at start.
    expect(loadConfig({}).notices).toEqual([]);
    expect(loadConfig({ HOLDS_PER_MINUTE: "1000000", LIVE_HOLDS_PER_ADDRESS: "0" }).notices).toEqual([
      "TICKETS_PER_ADDRESS follows LIVE_HOLDS_PER_ADDRESS: no limit (20 by default); set it to keep a limit",
      "ORDERS_PER_EMAIL follows HOLDS_PER_MINUTE: 500000 orders an hour (10 by default); set it to keep a limit",
    ]);
    expect(() => loadConfig({ ORDERS_PER_EMAIL: "ten" })).toThrow(`ORDERS_PER_EMAIL must be a whole number from 0 (no limit) to 1000000 (got "ten")`);
  });

  test("an external database does not get demo content unless asked", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/theatre" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/theatre", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  test("video thumbnails come from YouTube's and Vimeo's real addresses unless set (tests point them at a stand-in)", () => {
    expect(loadConfig({}).videoSources).toEqual({
      youtubeOembed: "https://www.youtube.com/oembed",
      vimeoOembed: "https://vimeo.com/api/oembed.json",
      thumbnailOrigins: ["https://i.ytimg.com", "https://i.vimeocdn.com"],
    });
    const local = loadConfig({ VIDEO_YOUTUBE_OEMBED_URL: "http://127.0.0.1:8080/oembed", VIDEO_VIMEO_OEMBED_URL: "http://127.0.0.1:8080/vimeo", VIDEO_THUMBNAIL_ORIGINS: "http://127.0.0.1:8080/, https://img.example" });
    expect(local.videoSources).toEqual({ youtubeOembed: "http://127.0.0.1:8080/oembed", vimeoOembed: "http://127.0.0.1:8080/vimeo", thumbnailOrigins: ["http://127.0.0.1:8080", "https://img.example"] });
    expect(() => loadConfig({ VIDEO_YOUTUBE_OEMBED_URL: "file:///etc/passwd" })).toThrow(/VIDEO_YOUTUBE_OEMBED_URL/);
    expect(() => loadConfig({ VIDEO_THUMBNAIL_ORIGINS: "i.ytimg.com" })).toThrow(/VIDEO_THUMBNAIL_ORIGINS/);
  });

  test("the log is readable lines on a terminal and JSON elsewhere, unless LOG_FORMAT says which", () => {
    expect(loadConfig({}, true).logFormat).toBe("pretty");
    expect(loadConfig({}, false).logFormat).toBe("json");
    expect(loadConfig({ LOG_FORMAT: "json" }, true).logFormat).toBe("json");
    expect(loadConfig({ LOG_FORMAT: "pretty" }, false).logFormat).toBe("pretty");
    expect(() => loadConfig({ LOG_FORMAT: "colourful" })).toThrow('LOG_FORMAT must be json or pretty (got "colourful")');
  });

  test("Stripe: both keys or neither, each in its form, STRIPE_API_URL only with them; the problems never quote a key", () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    const keys = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_def456" };
    expect(loadConfig(keys).stripe).toEqual({ secretKey: "sk_test_abc123", webhookSecret: "whsec_def456", apiUrl: undefined });
    expect(loadConfig({ ...keys, STRIPE_SECRET_KEY: "rk_live_abc", STRIPE_API_URL: "http://127.0.0.1:12111" }).stripe).toEqual({ secretKey: "rk_live_abc", webhookSecret: "whsec_def456", apiUrl: "http://127.0.0.1:12111" });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both (online payment) or neither");
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "whsec_def456" })).toThrow(/go together/);
    expect(() => loadConfig({ STRIPE_API_URL: "http://127.0.0.1:12111" })).toThrow("STRIPE_API_URL is only read with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    expect(() => loadConfig({ ...keys, STRIPE_API_URL: "127.0.0.1:12111" })).toThrow(/STRIPE_API_URL must be an http/);
    expect(() => loadConfig({ ...keys, STRIPE_API_URL: "http://127.0.0.1:12111/v1" })).toThrow(/STRIPE_API_URL is an address without a path/);
    for (const [name, wrong] of [["STRIPE_SECRET_KEY", "pk_test_publishable999"], ["STRIPE_WEBHOOK_SECRET", "sk_test_swapped999"]]) {
      let error: unknown;
      try {
        loadConfig({ ...keys, [name]: wrong });
      } catch (e) {
        error = e;
      }
      expect((error as ConfigError).problems).toEqual([expect.stringContaining(`${name} must be`)]);
      expect((error as ConfigError).message).not.toContain("999");
    }
  });

  test("every bad value is named in one error", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", JWT_SECRET: "short", PUBLIC_URL: "ftp://x", SEED_DEMO: "maybe", LOG_LEVEL: "loud", LOG_FORMAT: "loud", MESSAGE_RETRY_SECONDS: "0" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    for (const name of ["PORT", "DATABASE_URL", "JWT_SECRET", "PUBLIC_URL", "SEED_DEMO", "LOG_LEVEL", "LOG_FORMAT", "MESSAGE_RETRY_SECONDS"]) expect(problems).toContain(name);
  });
});
