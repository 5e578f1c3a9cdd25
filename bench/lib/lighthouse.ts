/**
 * Lighthouse with Debian's Chromium, as the benches run it: mobile defaults (Moto G Power
 * emulation, simulated slow 4G, 4x CPU throttling), one JSON report per run, and the figures read
 * back. Shared by bench/lighthouse-menu.ts and bench/lighthouse-public.ts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/server-process.ts';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type TCategory = (typeof CATEGORIES)[number];

export type TLighthouseRun = {
  scores: Partial<Record<TCategory, number>>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** The audits below a perfect score in the categories asked for, to say what to fix. */
  failing: string[];
};

export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

type TReport = {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue: number; score: number | null; title: string }>;
};

async function lighthouseOnce(url: string, outDir: string, n: number, categories: readonly TCategory[]): Promise<TLighthouseRun> {
  const output = join(outDir, `lighthouse-${n}-${Date.now()}.json`);
  await run(
    process.execPath,
    [
      join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      `--only-categories=${categories.join(',')}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as TReport;
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const scores: TLighthouseRun['scores'] = {};
  const failing = new Set<string>();
  for (const category of categories) {
    const entry = report.categories[category]!;
    scores[category] = Math.round(entry.score * 100);
    for (const ref of entry.auditRefs) {
      const result = report.audits[ref.id];
      if (ref.weight > 0 && result && result.score !== null && result.score < 1) failing.add(`${category}: ${ref.id}`);
    }
  }
  return {
    scores,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    failing: [...failing],
  };
}

/** One run; Lighthouse now and then fails to record a trace (NO_NAVSTART), and such a run is simply run again. */
export function lighthouse(url: string, outDir: string, n: number, categories: readonly TCategory[] = ['performance']): Promise<TLighthouseRun> {
  return lighthouseOnce(url, outDir, n, categories).catch(() => lighthouseOnce(url, outDir, n, categories));
}

export const median = (numbers: number[]) => numbers.toSorted((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

/** The median of each figure over several runs (each figure on its own, as Lighthouse's own docs advise). */
export function medianRun(runs: TLighthouseRun[]): TLighthouseRun {
  const scores: TLighthouseRun['scores'] = {};
  for (const category of CATEGORIES) {
    const values = runs.map((r) => r.scores[category]).filter((v): v is number => v !== undefined);
    if (values.length) scores[category] = median(values);
  }
  const pick = (key: 'fcp' | 'lcp' | 'tbt' | 'cls' | 'si') => median(runs.map((r) => r[key]));
  return {
    scores,
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    si: pick('si'),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

export function tableRow(label: string, r: TLighthouseRun) {
  return {
    run: label,
    ...Object.fromEntries(Object.entries(r.scores).map(([category, score]) => [category, score])),
    'FCP s': (r.fcp / 1000).toFixed(2),
    'LCP s': (r.lcp / 1000).toFixed(2),
    'TBT ms': Math.round(r.tbt),
    CLS: r.cls.toFixed(3),
    'SI s': (r.si / 1000).toFixed(2),
  };
}

/**
 * Builds the web app into a temporary directory of its own, so a build run meanwhile in
 * apps/web/dist cannot pull the files from under the server.
 */
export async function buildWebApp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'menudelite-lighthouse-dist-'));
  const { build } = await import('vite');
  const web = join(ROOT, 'apps/web');
  await build({ root: web, configFile: join(web, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return outDir;
}
