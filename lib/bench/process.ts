import { execSync, spawn } from 'node:child_process';

/** Runs a command in its own process group, sampling the group's total RSS; returns time and peak memory. */
export function runMeasured(command: string, env: NodeJS.ProcessEnv = process.env): Promise<{ seconds: number; peakMB: number; code: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('bash', ['-c', command], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    let peakKB = 0;
    const sample = setInterval(() => {
      try {
        const out = execSync(`ps -o rss= -g ${child.pid}`, { encoding: 'utf8' });
        peakKB = Math.max(peakKB, out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0));
      } catch {
        // the group ended between samples
      }
    }, 250);
    child.on('close', (code) => {
      clearInterval(sample);
      resolve({ seconds: (performance.now() - started) / 1000, peakMB: Math.round(peakKB / 1024), code: code ?? 1 });
    });
  });
}

/** Total size of a folder in bytes. */
export function folderBytes(dir: string): number {
  return Number(execSync(`du -sb ${JSON.stringify(dir)} | cut -f1`, { encoding: 'utf8' }).trim());
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
