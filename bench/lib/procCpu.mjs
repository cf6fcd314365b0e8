/**
 * CPU time a process and its descendants (the workers of API_PROCESSES > 1)
 * have used, from Linux's /proc: user + system, in milliseconds. Divided by
 * the requests served in the same window it gives the API's CPU per request,
 * a figure that neighbours on a shared machine move far less than
 * throughput (they take cores away; they do not make our code do more work).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond;

function clockTicks() {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** pid → { ppid, ticks } for every process readable now. */
function processes() {
  const found = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime + stime, and cutime + cstime: the CPU of children that have exited and been waited for
      // (a PostgreSQL backend whose connection closed), so the sum never goes backwards.
      const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
      found.set(Number(name), { ppid: Number(fields[1]), ticks: utime + stime + cutime + cstime });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Milliseconds of CPU used so far by `pid` and every process below it; null where /proc is not there. */
/** The soft descriptor limit of this process, which its children inherit (a bench needs one per connection). */
export function openFileLimit() {
  const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((text) => text.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}

export function treeCpuMs(pid) {
  if (!pid) return null;
  let all;
  try {
    all = processes();
  } catch {
    return null;
  }
  if (!all.has(pid)) return null;
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, { ppid }] of all) {
      if (!tree.has(child) && tree.has(ppid)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const member of tree) ticks += all.get(member).ticks;
  return (ticks * 1000) / clockTicks();
}
