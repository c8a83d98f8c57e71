import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadConfig } from "./config";
import { PostgresAccessError } from "./core/db/embedded-postgres";
import { DataDirInUseError } from "./core/db/data-dir-lock";
import { freePort } from "./core/free-port";
import { checkPortFree, describeStartupError } from "./startup-error";
import { spawnServer } from "./test/server-process";

const errno = (code: string, fields: Record<string, unknown>) => Object.assign(new Error(`${code}: something`), { code, ...fields });

describe("describeStartupError: one plain sentence for each known cause", () => {
  const oneLine = (text: string) => {
    expect(text).not.toContain("\n");
    expect(text).toMatch(/^[A-Z].*[.]$/);
    return text;
  };

  test("a bad setting names every problem and where to fix it", () => {
    let error: unknown;
    try {
      loadConfig({ JWT_SECRET: "short", TOKEN_TTL_HOURS: "0" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(oneLine(describeStartupError(error))).toBe(
      'The configuration is invalid: JWT_SECRET must be at least 32 characters long (leave it unset to generate one); TOKEN_TTL_HOURS must be a whole number of hours from 1 to 2160 (got "0"); fix them in the environment or in .env.',
    );
  });

  test("a port in use, a port that needs privileges, a host that is not this machine's", () => {
    expect(oneLine(describeStartupError(errno("EADDRINUSE", { syscall: "listen", address: "0.0.0.0", port: 4000 }))))
      .toBe("Port 4000 is already in use on 0.0.0.0 (another program, or this site already running): stop that program, or set PORT to a free port.");
    expect(oneLine(describeStartupError(errno("EACCES", { syscall: "listen", address: "0.0.0.0", port: 80 })))).toMatch(/^This user \(.+\) may not listen on port 80: .*set PORT to 1024 or above/);
    expect(oneLine(describeStartupError(errno("EADDRNOTAVAIL", { syscall: "listen", address: "10.9.9.9", port: 4000 })))).toMatch(/^HOST 10\.9\.9\.9 is not an address of this machine/);
  });

  test("a folder or program the site may not use", () => {
    expect(oneLine(describeStartupError(errno("EACCES", { syscall: "mkdir", path: "/srv/site/data" }), { dataDir: "/srv/site/data" })))
      .toMatch(/^The site, running as .+, is not allowed to create the folder \/srv\/site\/data: give that user its DATA_DIR \(\/srv\/site\/data\), or set DATA_DIR to a folder it can write\.$/);
    expect(oneLine(describeStartupError(errno("EACCES", { syscall: "spawn /x/bin/initdb", path: "/x/bin/initdb" }))))
      .toMatch(/^The site, running as .+, is not allowed to run \/x\/bin\/initdb: /);
    expect(oneLine(describeStartupError(errno("EROFS", { syscall: "open", path: "/ro/data/secrets.json" }), { dataDir: "/ro/data" }))).toContain("(the file system is read-only)");
  });

  test("messages that are already plain sentences pass through on one line", () => {
    const access = new PostgresAccessError('PostgreSQL refuses to run as root, so it runs as the OS user "postgres", who cannot pass through /root to reach it: install the acl package (apt-get install acl), or run the site as a user other than root.');
    expect(describeStartupError(access)).toBe(access.message);
    const inUse = new DataDirInUseError("/srv/data", 1234);
    expect(oneLine(describeStartupError(inUse))).toBe(inUse.message);
  });

  test("a database it cannot reach or log in to, without the password", () => {
    const databaseUrl = "postgres://theatre:secret@db.example:6543/theatre";
    const refused = Object.assign(new AggregateError([errno("ECONNREFUSED", {})], ""), { code: "ECONNREFUSED" });
    const text = oneLine(describeStartupError(refused, { databaseUrl }));
    expect(text).toBe("Cannot reach the database at db.example:6543/theatre (DATABASE_URL) (ECONNREFUSED): check that PostgreSQL is running there and that DATABASE_URL is right.");
    expect(text).not.toContain("secret");
    const login = Object.assign(new Error('password authentication failed for user "theatre"'), { code: "28P01" });
    expect(oneLine(describeStartupError(login, { databaseUrl }))).toMatch(/^The database at db\.example:6543\/theatre \(DATABASE_URL\) refused the login .*check the user name and password in DATABASE_URL\.$/);
    const missing = Object.assign(new Error('database "theatre" does not exist'), { code: "3D000" });
    expect(oneLine(describeStartupError({ driverError: missing, message: "x" }, { databaseUrl }))).toMatch(/^The database named in DATABASE_URL does not exist/);
  });

  test("the embedded PostgreSQL's own complaint, and anything else by its message", () => {
    const failed = new Error("Embedded PostgreSQL did not start:\n2026-11-23 LOG:  starting\n2026-11-23 FATAL:  could not create lock file \"/x/.s.PGSQL\"\nmore");
    expect(oneLine(describeStartupError(failed))).toBe('The embedded PostgreSQL did not start: it said "could not create lock file "/x/.s.PGSQL""; the log line below has its whole output.');
    expect(oneLine(describeStartupError(new Error("Something odd\nhappened")))).toBe("Start-up failed: Something odd happened.");
    expect(oneLine(describeStartupError("a string"))).toBe("Start-up failed: a string.");
  });

  test("checkPortFree fails with the listen error on a taken port and passes on a free one", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      await expect(checkPortFree({ port, host: "127.0.0.1" })).rejects.toMatchObject({ code: "EADDRINUSE", syscall: "listen", port });
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    await expect(checkPortFree({ port, host: "127.0.0.1" })).resolves.toBeUndefined();
    await expect(checkPortFree({ port: 0, host: "127.0.0.1" })).resolves.toBeUndefined();
  });
});

describe("the server process stops with a plain sentence as the first line on stderr", () => {
  jest.setTimeout(60_000);
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-startup-error-"));
    fs.chmodSync(dataDir, 0o755);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const firstLine = (text: string) => text.split("\n")[0];

  test("the port is already in use", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const server = await spawnServer({ DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(firstLine(server.stderr())).toBe(`Port ${port} is already in use on 127.0.0.1 (another program, or this site already running): stop that program, or set PORT to a free port.`);
      // The JSON log line still follows, on stdout.
      expect(server.output()).toMatch(/"level":60.*EADDRINUSE/);
      // It stopped before starting the database.
      expect(fs.existsSync(path.join(dataDir, "postgres"))).toBe(false);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  test("the database in DATABASE_URL cannot be reached", async () => {
    const closed = await freePort();
    const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: `postgres://theatre:secret@127.0.0.1:${closed}/theatre` });
    expect(await server.exited).toBe(1);
    expect(firstLine(server.stderr())).toBe(`Cannot reach the database at 127.0.0.1:${closed}/theatre (DATABASE_URL) (ECONNREFUSED): check that PostgreSQL is running there and that DATABASE_URL is right.`);
  });

  test("a bad setting", async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, TOKEN_TTL_HOURS: "0" });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe('The configuration is invalid: TOKEN_TTL_HOURS must be a whole number of hours from 1 to 2160 (got "0"); fix it in the environment or in .env.\n');
  });
});
