import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server/src/core/free-port";
import { startVideoSite } from "../server/src/test/video-site";
import { E2E_ADMIN } from "./admin";
import { startMailbox } from "./mailbox";
import { E2E_VIDEO } from "./stand-in-video";

const ROOT = path.join(__dirname, "..");

/**
 * Starts the built site (`npm run build` first) as a real process with its own embedded database,
 * demo content and data folder; the tests read its address from E2E_BASE_URL. It fetches video
 * thumbnails from a local stand-in for YouTube and Vimeo (this machine has no internet), which
 * knows E2E_VIDEO only: the demo plays' videos fail to fetch and show placeholders.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const entry = path.join(ROOT, "server", "dist", "index.js");
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(ROOT, "client", "dist", "index.html"))) {
    throw new Error("The site is not built: run `npm run build` before the browser tests");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-e2e-"));
  fs.chmodSync(dataDir, 0o755);
  // The site's emails (messages, password reset links) go to a real SMTP server the specs can read.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-e2e-mail-"));
  const mailbox = await startMailbox(mailDir);
  const port = await freePort();
  // The second folder backups are copied to: backups.spec.ts unplugs it to see a backup fail.
  const backupCopyDir = path.join(dataDir, "backup-copies");
  fs.mkdirSync(backupCopyDir);
  const videoSite = await startVideoSite();
  videoSite.videos.set(E2E_VIDEO.id, { title: E2E_VIDEO.title });
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: mailbox.env.SMTP_URL,
      SOCIETY_EMAIL: mailbox.env.SOCIETY_EMAIL,
      ...videoSite.env,
      // One address makes every request here: the per-address render budget is not what is tested.
      RENDERS_PER_MINUTE: "1000000",
      // Nor the box office's per-address limits: the booking specs hold and book one after another from here.
      LIVE_HOLDS_PER_ADDRESS: "0",
      TICKETS_PER_ADDRESS: "0",
      BACKUP_COPY_DIR: backupCopyDir,
      SEAT_PLANS_PER_MINUTE: "1000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;

  // A first start seeds the demo content (images made on the spot): slow on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited during start-up with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Nothing else would stop it (no teardown runs after a failed set-up): it would hold the run's output open.
      child.kill("SIGTERM");
      await mailbox.close();
      throw new Error("the site did not become healthy within 180 s");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_BACKUP_COPY_DIR = backupCopyDir;
  // The site's data folder: database.ts reaches its database through it.
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await mailbox.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
    await videoSite.close();
  };
}
