import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs a command in its own process group, sampling the group's total RSS; returns wall time, peak memory
 * and CPU time (user + system of the command and every process it waited for, from bash's `times`). CPU
 * time varies much less than wall time when other jobs share the machine.
 */
export function runMeasured(
  command: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ seconds: number; cpuSeconds: number; peakMB: number; peakProcesses: string[]; code: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const timesFile = path.join(os.tmpdir(), `times-${process.pid}-${Date.now()}`);
    const wrapped = `${command}\nstatus=$?\ntimes > ${JSON.stringify(timesFile)}\nexit $status`;
    const child = spawn('bash', ['-c', wrapped], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    let peakKB = 0;
    // The group's largest processes at the peak, to tell which step holds the memory.
    let peakProcesses: string[] = [];
    // Read from /proc in this process: spawning `ps` four times a second cost the measured build CPU time.
    const sample = setInterval(() => {
      const rows = groupProcesses(child.pid!);
      const total = rows.reduce((sum, r) => sum + r.kb, 0);
      if (total > peakKB) {
        peakKB = total;
        peakProcesses = rows
          .sort((a, b) => b.kb - a.kb)
          .slice(0, 5)
          .map((r) => `${Math.round(r.kb / 1024)} MB ${commandLine(r.pid).slice(0, 90)}`);
      }
    }, 250);
    child.on('close', (code) => {
      clearInterval(sample);
      // `times` prints the shell's user/system line, then its children's: "0m1.5s 0m0.2s".
      const seconds = (t: string) => {
        const m = /(\d+)m([\d.]+)s/.exec(t);
        return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
      };
      const lines = fs.existsSync(timesFile) ? fs.readFileSync(timesFile, 'utf8').trim().split('\n') : [];
      fs.rmSync(timesFile, { force: true });
      const cpuSeconds = lines.flatMap((l) => l.trim().split(/\s+/)).reduce((sum, t) => sum + seconds(t), 0);
      resolve({
        seconds: (performance.now() - started) / 1000,
        cpuSeconds,
        peakMB: Math.round(peakKB / 1024),
        peakProcesses,
        code: code ?? 1,
      });
    });
  });
}

/**
 * The resident memory of every live process in a process group (Linux /proc). A child that has the same
 * command line as its parent is left out: that is a fork that has not yet run its new program (Node's spawn),
 * and it shares its parent's pages, so counting it would count the parent twice (a 2.3 GB `next build`
 * appeared twice in one sample).
 */
function groupProcesses(group: number): { pid: string; kb: number }[] {
  const rows: { pid: string; ppid: string; kb: number }[] = [];
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After "pid (comm) ": state, ppid, pgrp, ... rss (pages) is the 22nd field from there.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) rows.push({ pid, ppid: fields[1], kb: (Number(fields[21]) * PAGE_BYTES) / 1024 });
    } catch {
      // the process ended while being read
    }
  }
  const inGroup = new Set(rows.map((r) => r.pid));
  return rows.filter((r) => !(inGroup.has(r.ppid) && commandLine(r.pid) === commandLine(r.ppid)));
}
const PAGE_BYTES = 4096;
const commandLine = (pid: string) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '(ended)';
  }
};

/** Total size of a folder in bytes. */
export function folderBytes(dir: string): number {
  return Number(execSync(`du -sb ${JSON.stringify(dir)} | cut -f1`, { encoding: 'utf8' }).trim());
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
