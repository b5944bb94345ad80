import { readFileSync } from 'node:fs';

/** Whether a process with this id runs (a zombie, ended but not yet reaped by its parent, does not). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: it runs, as another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    // "pid (comm) state …": comm may hold spaces and parentheses, so the state follows the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/**
 * Calls `onGone` once, within `everyMs` of the process `pid` ending. The timer alone does not keep this process
 * alive. Returns a function that stops watching.
 */
export function watchProcess(pid: number, onGone: () => void, everyMs = 3000): () => void {
  const timer = setInterval(() => {
    if (processAlive(pid)) return;
    clearInterval(timer);
    onGone();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
