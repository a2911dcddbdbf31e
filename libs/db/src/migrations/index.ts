import { InitialSchema1763700000000 } from './1763700000000-initial-schema';

/** In order. Listed as classes (not globs) so source (tests) and dist (production) load the same set. */
export const MIGRATIONS = [InitialSchema1763700000000];
