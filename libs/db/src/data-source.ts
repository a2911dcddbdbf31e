import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export interface DbOptions {
  url: string;
  poolSize?: number;
  /** Name shown in pg_stat_activity, to tell api, worker and migrate apart. */
  applicationName?: string;
}

export function dataSourceOptions({
  url,
  poolSize = 10,
  applicationName = 'storybook',
}: DbOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    // Schema changes only ever go through migrations.
    synchronize: false,
    migrationsRun: false,
    poolSize,
    applicationName,
    extra: { application_name: applicationName },
  };
}

export function createDataSource(options: DbOptions): DataSource {
  return new DataSource(dataSourceOptions(options));
}
