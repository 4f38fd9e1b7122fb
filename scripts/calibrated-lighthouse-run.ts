// One Lighthouse run of a phone, its CPU slowdown calibrated to the machine as it was during
// that run. Lighthouse measures the machine's benchmark index at the start of every run and
// reports it; its simulated throttling gathers the page unthrottled and applies the slowdown
// only when the trace is audited. So the run is gathered first (`-G`), the slowdown is derived
// from the index the run itself measured (scripts/cpu-slowdown.ts), and the same artifacts
// are audited with it (`-A`): the report's index and slowdown always belong together.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calibratedSlowdown } from './cpu-slowdown';

export interface RunOptions {
  chromePath: string;
  chromeFlags: string;
}

interface Artifacts {
  BenchmarkIndex: number;
  settings: { throttling: { cpuSlowdownMultiplier: number } };
}

const lighthouse = path.resolve('node_modules/.bin/lighthouse');

function runLighthouse(args: string[], chromePath: string): Promise<void> {
  const run = spawn(lighthouse, [...args, '--quiet'], {
    env: { ...process.env, CHROME_PATH: chromePath },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    run.on('error', reject);
    run.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${args[0]} exited with ${code}`)),
    );
  });
}

/** The run's report (Lighthouse's JSON), with its slowdown calibrated to its own index. */
export async function calibratedRun(url: string, options: RunOptions): Promise<string> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-lighthouse-run-'));
  try {
    const chrome = `--chrome-flags=${options.chromeFlags}`;
    await runLighthouse([url, chrome, `--gather-mode=${directory}`], options.chromePath);
    const artifactsPath = path.join(directory, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(artifactsPath, 'utf8')) as Artifacts;
    const slowdown = calibratedSlowdown(artifacts.BenchmarkIndex);
    // Lighthouse audits saved artifacts only with the settings they were gathered with; the
    // slowdown was not in effect while gathering (simulated throttling), so it is recorded
    // as the one the run is audited with.
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
    fs.writeFileSync(artifactsPath, JSON.stringify(artifacts));
    const report = path.join(directory, 'report.json');
    await runLighthouse(
      [
        url,
        chrome,
        `--audit-mode=${directory}`,
        `--throttling.cpuSlowdownMultiplier=${slowdown}`,
        '--output=json',
        `--output-path=${report}`,
      ],
      options.chromePath,
    );
    return fs.readFileSync(report, 'utf8');
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
