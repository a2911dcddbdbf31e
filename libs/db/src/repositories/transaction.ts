import type { EntityManager } from 'typeorm';

/**
 * One open database transaction, handed from a repository's `transaction()` to the other
 * repositories' methods that join it. Code outside libs/db passes it along without looking
 * inside (it never imports typeorm itself).
 */
export type DbTransaction = EntityManager;
