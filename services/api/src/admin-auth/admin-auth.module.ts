import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AdminAuthController } from './admin-auth.controller';
import { AdminGuard } from './admin.guard';
import { AdminSessionService } from './admin-sessions.service';
import { LoginRateLimiter } from './login-rate-limiter';

@Global()
@Module({
  controllers: [AdminAuthController],
  providers: [AdminSessionService, LoginRateLimiter, { provide: APP_GUARD, useClass: AdminGuard }],
  exports: [AdminSessionService],
})
export class AdminAuthModule {}
