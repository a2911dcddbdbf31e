import type { RenderPool } from '../render/pool';
import {
  PRINT_SIZE_PX,
  type IllustrationProvider,
  type IllustrationRequest,
  type IllustrationResult,
} from '../types';
import { composeSvg } from './scene';

/** The default illustrator: original vector scenes, offline, deterministic per story and page. */
export class BuiltinIllustrator implements IllustrationProvider {
  readonly name = 'builtin' as const;

  constructor(private readonly pool: RenderPool) {}

  async illustrate(req: IllustrationRequest): Promise<IllustrationResult> {
    const { svg } = composeSvg(req, PRINT_SIZE_PX);
    const image = await this.pool.render({ op: 'svg', svg });
    return { ...image, provider: 'builtin' };
  }
}
