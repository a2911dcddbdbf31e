import type { RenderPool } from '../render/pool';
import {
  PICTURE_PX,
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
    const size = req.size ?? 'print';
    const { svg } = composeSvg(req, PICTURE_PX[size]);
    const image = await this.pool.render({ op: 'svg', svg, size });
    return { ...image, provider: 'builtin', size };
  }
}
