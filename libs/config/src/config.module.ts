import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CONFIG } from './load-config';
import { type Config } from './schema';

/** Makes the validated configuration injectable as `@Inject(CONFIG)`. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: Config): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: CONFIG, useValue: config }],
      exports: [CONFIG],
    };
  }
}
