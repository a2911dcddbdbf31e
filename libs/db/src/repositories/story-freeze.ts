import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAID_OR_LATER_STATUSES } from '@shop/contracts';
import type { DataSource } from 'typeorm';

/**
 * A story is frozen once it has an order that is paid or later (PAID_OR_LATER_STATUSES of the
 * order state machine), or a test order: its text, title, pages (the pictures' text) and
 * companion are then what gets printed.
 */

/**
 * SQL condition "the story whose id is `storyId` has a freezing order"; `storyId` is a column
 * expression (e.g. `"stories"."id"`). Conditional UPDATEs of a story's writing add
 * `NOT (...)` so a change racing a payment can never land after it.
 */
export function storyOrderedSql(storyId: string): string {
  const statuses = PAID_OR_LATER_STATUSES.map((s) => `'${s}'`).join(', ');
  return `EXISTS (SELECT 1 FROM "orders" "frz" WHERE "frz"."storyId" = ${storyId} AND ("frz"."status" IN (${statuses}) OR "frz"."isTest"))`;
}

/** The one question every path that changes a story's writing asks first. */
@Injectable()
export class StoryFreeze {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async isFrozen(storyId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 WHERE ${storyOrderedSql('$1::uuid')}`,
      [storyId],
    );
    return rows.length > 0;
  }

  /** Which of these stories are frozen. */
  async frozenAmong(storyIds: readonly string[]): Promise<Set<string>> {
    if (!storyIds.length) return new Set();
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT "s"."id" FROM "stories" "s" WHERE "s"."id" = ANY($1::uuid[]) AND ${storyOrderedSql('"s"."id"')}`,
      [storyIds],
    );
    return new Set(rows.map((r) => r.id));
  }
}
