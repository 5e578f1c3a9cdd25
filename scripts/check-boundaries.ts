/**
 * Features never reach into each other's internals (ARCHITECTURE.md). A file under
 * `features/<a>/` may import from `features/<b>/` only through `features/<b>/public.ts`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOTS = ['apps/server/src/features', 'apps/web/src/features'];
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const problems: string[] = [];
for (const root of ROOTS) {
  let files: string[] = [];
  try {
    files = filesUnder(root);
  } catch {
    continue;
  }
  for (const file of files) {
    const parts = relative(root, file).split(sep);
    // features/index.ts is the registry of every feature: it may name them all.
    if (parts.length === 1) continue;
    const own = parts[0];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2]!;
      const target = relative(resolve(root), resolve(dirname(file), spec));
      if (target.startsWith('..')) continue;
      const [feature, ...rest] = target.split(sep);
      if (feature !== own && rest.join('/').replace(/\.tsx?$/, '') !== 'public') {
        problems.push(`${file}: imports ${spec} (inside feature "${feature}")`);
      }
    }
  }
}
if (problems.length) {
  console.error(`Cross-feature imports must go through <feature>/public.ts:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('feature boundaries: ok');
