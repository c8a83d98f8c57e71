// CPU time spent by the site, its embedded PostgreSQL and this script over a stretch of a
// benchmark, from /proc (Linux). On a shared machine the wall-clock rates move with the other
// jobs; the CPU each request costs is what a change to the code moves.
import fs from "node:fs";

const TICKS_A_SECOND = 100;

/** [pid, ppid, comm, user+system seconds, reaped children's seconds] of every readable process. */
function processes() {
  const list = [];
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // The command may hold spaces and parentheses: the fields after its last ")" are fixed.
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const fields = stat.slice(close + 2).split(" ");
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]) / TICKS_A_SECOND);
    list.push({ pid: Number(name), ppid: Number(fields[1]), comm, own: utime + stime, reaped: cutime + cstime });
  }
  return list;
}

/** Seconds of CPU so far: the site's own, and its PostgreSQL's (the postmaster, its live backends and those that ended). */
function sample(sitePid) {
  const all = processes();
  const site = all.find((p) => p.pid === sitePid);
  const postmasters = new Set(all.filter((p) => p.ppid === sitePid && p.comm === "postgres").map((p) => p.pid));
  const postgres = all.filter((p) => postmasters.has(p.pid) || postmasters.has(p.ppid)).reduce((sum, p) => sum + p.own + (postmasters.has(p.pid) ? p.reaped : 0), 0);
  const own = process.cpuUsage();
  return { site: site?.own ?? NaN, postgres, script: (own.user + own.system) / 1e6, at: performance.now() };
}

/** Starts measuring; `stop()` answers the seconds each part spent since, and the wall-clock seconds. */
export function cpuMeter(sitePid) {
  const start = sample(sitePid);
  return {
    stop() {
      const end = sample(sitePid);
      return { site: end.site - start.site, postgres: end.postgres - start.postgres, script: end.script - start.script, wall: (end.at - start.at) / 1000 };
    },
  };
}

/** "site 12.3 s (2.1 ms a request), PostgreSQL 8.0 s, this script 3.1 s, over 70.2 s". */
export function describeCpu(cpu, requests, each = "a hold request") {
  return `site ${cpu.site.toFixed(1)} s (${((cpu.site / requests) * 1000).toFixed(2)} ms ${each}), PostgreSQL ${cpu.postgres.toFixed(1)} s (${((cpu.postgres / requests) * 1000).toFixed(2)} ms), this script ${cpu.script.toFixed(1)} s, over ${cpu.wall.toFixed(1)} s`;
}
