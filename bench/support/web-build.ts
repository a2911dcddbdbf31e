import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { developmentMarkersIn } from '../../web/build-markers';

export const WEB_DIST = join(__dirname, '..', '..', 'web', 'dist');

/**
 * The benches measure the build `make start` serves (`npm run build`): it must be there and be a
 * production build (a web/dist left by an older development build would skew every figure).
 */
export function assertProductionWebBuild(): void {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error("web/dist is missing: run 'npm run build' first");
  const assets = join(WEB_DIST, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const found = developmentMarkersIn(readFileSync(join(assets, file), 'utf8'));
    if (found.length)
      throw new Error(
        `web/dist/assets/${file} holds development code (${found.join(', ')}): run 'npm run build'`,
      );
  }
}
