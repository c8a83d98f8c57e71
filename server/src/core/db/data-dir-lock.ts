import fs from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`DATA_DIR ${dataDir} is in use by another running instance (pid ${pid}). Stop it first, or give this instance its own DATA_DIR or a DATABASE_URL.`);
    this.name = "DataDirInUseError";
  }
}

/**
 * Claims the data folder for this process with a pid file, so a second instance started on the
 * same folder stops with a clear message instead of sharing (and corrupting) its database.
 * A pid file left by a process that is no longer alive is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "instance.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(file, "utf8").trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not claim ${dataDir}: another instance is starting on it at the same moment`);
}

/** True while a process with this pid exists (EPERM: it exists but belongs to another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
