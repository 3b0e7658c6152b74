// How fast the installed CLI starts, as an operator meets it: `sitewright generate "…"` offline
// from start to exit, and `sitewright serve` until /healthz first answers 200. Both spawn the real
// bin/sitewright, which runs the build in dist/ (npm run bench builds first). Linux only: the
// server's CPU is read from /proc while it runs. Run alone with `node --import tsx bench/start.ts`.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '../config/paths.ts';
import { makeTempDir } from '../test/helpers/config.ts';

const PROMPT = 'a family-run bicycle repair shop in Ghent, open Tuesday to Saturday';
const RUNS = 5;
const BIN = join(packageRoot, 'bin', 'sitewright');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Sample {
  wallMs: number;
  cpuMs: number;
}

interface Run {
  code: number | null;
  output: string;
  /** The shell's `times`: user and system time of the command it ran. */
  cpuMs: number;
}

/** `times` prints "0m4.710000s 0m0.420000s" for the children's user and system time, last. */
function childrenCpuMs(timesOutput: string): number {
  const lines = timesOutput.trim().split('\n');
  const seconds = [...lines[lines.length - 1].matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  if (seconds.length !== 2) throw new Error(`unexpected output of times: ${timesOutput}`);
  return (seconds[0] + seconds[1]) * 1000;
}

/** Runs the CLI to its exit under sh, whose `times` builtin reports the CPU the CLI used. */
function runCli(args: string[], cwd: string): Promise<Run> {
  const script = '"$@" >&2; code=$?; times; exit $code';
  const child = spawn('sh', ['-c', script, 'sh', process.execPath, BIN, ...args], { cwd, env: cliEnv(cwd) });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output: stderr, cpuMs: childrenCpuMs(stdout) }));
  });
}

/** Offline: no AI provider or image service is set up, and no variable of the caller's leaks in. */
function cliEnv(cwd: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: cwd, LOG_LEVEL: 'silent' };
}

/** An installed site to copy from: migrated, seeded, with an admin to act as. */
async function installedTemplate(): Promise<string> {
  const dir = makeTempDir('sitewright-bench-start-');
  const install = await runCli(['install', '--yes', '--json'], dir);
  if (install.code !== 0) throw new Error(`sitewright install failed:\n${install.output}`);
  return dir;
}

async function generateSamples(template: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dir = makeTempDir('sitewright-bench-generate-');
    cpSync(template, dir, { recursive: true });
    const started = performance.now();
    const result = await runCli(['generate', PROMPT], dir);
    const wallMs = performance.now() - started;
    if (result.code !== 0) throw new Error(`sitewright generate failed:\n${result.output}`);
    samples.push({ wallMs, cpuMs: result.cpuMs });
  }
  return samples;
}

const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** User and system time of a running process (fields 14 and 15 of /proc/<pid>/stat, after the name). */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
}

async function firstOk(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer 200 in time`);
}

async function serveSample(dir: string, port: number): Promise<Sample> {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, 'serve', '--port', String(port)], { cwd: dir, env: cliEnv(dir), stdio: 'ignore' });
  try {
    await firstOk(`http://127.0.0.1:${port}/healthz`, Date.now() + 60_000);
    return { wallMs: performance.now() - started, cpuMs: processCpuMs(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function serveSamples(template: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let run = 0; run < RUNS; run++) samples.push(await serveSample(template, 3950 + run));
  return samples;
}

function row(samples: Sample[]): Record<string, number> {
  return {
    'median wall ms': Math.round(median(samples.map((s) => s.wallMs))),
    'median CPU ms': Math.round(median(samples.map((s) => s.cpuMs))),
    'min wall ms': Math.round(Math.min(...samples.map((s) => s.wallMs))),
    'max wall ms': Math.round(Math.max(...samples.map((s) => s.wallMs))),
  };
}

export async function benchStart(): Promise<void> {
  const template = await installedTemplate();
  const generate = await generateSamples(template);
  const serve = await serveSamples(template);
  console.log(
    `\nCLI start: bin/sitewright on an installed SQLite site, median of ${RUNS}; generate "${PROMPT}" (goals: generate under 3,000 ms wall, serve under 1,500 ms CPU to its first 200)`,
  );
  console.table({
    'generate, offline, new data dir, to exit': row(generate),
    'serve, to the first 200 from /healthz': row(serve),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchStart();
