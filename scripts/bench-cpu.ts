import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * The PostgreSQL server's CPU, read from /proc: the benches that run a server on this machine
 * (bench-kit's cpuMeter, bench-upstream-against's blocks) charge a statement's server side to it.
 * No database client here, so a bench that drives another tree's upstream can use it too.
 */

/** Nanoseconds a process has run on a CPU (/proc/<pid>/schedstat's first field: finer than stat's ticks). */
function runNs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ', 1)[0]);
  } catch {
    return 0; // gone between the listing and the read
  }
}

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => parentOf(pid) === parent);
}

/** The postmaster of a backend (`pg_backend_pid()`), when the server runs on this machine. */
export function postmasterOf(backendPid: number): number | null {
  const postmaster = parentOf(backendPid);
  return postmaster && existsSync(`/proc/${backendPid}/schedstat`) ? postmaster : null;
}

/**
 * ms of CPU every process under the postmaster has used so far: its backends and helpers (WAL
 * writer, checkpointer, autovacuum). Listed anew at every read: a pool opens backends as the
 * concurrency asks for them.
 */
export function serverCpuMs(postmaster: number): number {
  return childrenOf(postmaster).reduce((t, pid) => t + runNs(pid), 0) / 1e6;
}
