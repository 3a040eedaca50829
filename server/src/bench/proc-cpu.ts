import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type pg from 'pg';

/** Clock ticks per second of /proc's CPU times. */
export const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** A process's /proc/<pid>/stat fields after its command (null when it is not on this machine). */
function statFields(pid: string | number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The PostgreSQL server's postmaster, when the server runs on this machine (its CPU is read from /proc). */
export async function postmasterPidOf(client: pg.Client, host: string): Promise<number | null> {
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) return null;
  const backendPid = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
  const f = statFields(backendPid);
  return f ? Number(f[1]) : null;
}

/**
 * CPU seconds the PostgreSQL server has used so far: its live processes plus what the postmaster has
 * reaped from exited backends (cutime/cstime). Null when the server is not on this machine.
 */
export function serverCpuSeconds(postmasterPid: number | null): number | null {
  if (!postmasterPid) return null;
  const pm = statFields(postmasterPid);
  if (!pm) return null;
  // After the command: [0] state, [1] ppid, … [11] utime, [12] stime, [13] cutime, [14] cstime.
  let total = Number(pm[11]) + Number(pm[12]) + Number(pm[13]) + Number(pm[14]);
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const f = statFields(pid);
    if (f && Number(f[1]) === postmasterPid) total += Number(f[11]) + Number(f[12]);
  }
  return total / CLK_TCK;
}

/**
 * Runs pgbench with these arguments, asynchronously (a sampler may run meanwhile), and reports its own
 * CPU seconds: it runs under sh, whose `times` prints the shell's user/system, then its children's.
 */
export function pgbenchWithCpu(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stdout: string; stderr: string; clientCpuSeconds: number }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', 'pgbench "$@"; s=$?; times >&2; exit $s', 'sh', ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (status) => {
      const times = [...stderr.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
      resolve({ status, stdout, stderr, clientCpuSeconds: times.length >= 4 ? times[2] + times[3] : Number.NaN });
    });
  });
}
