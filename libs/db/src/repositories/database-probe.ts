import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Whether Postgres answers (the health and readiness checks). */
@Injectable()
export class DatabaseProbe {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Resolves once the database answered a trivial query; rejects when it could not. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
