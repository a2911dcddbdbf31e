import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { verifyPassword } from '@shop/auth';
import {
  ADMIN_TEXTS,
  adminLoginSchema,
  type AdminLoginInput,
  type AdminSession,
} from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClientIp } from '../common/visitor';
import { ZodPipe } from '../common/zod.pipe';
import { ADMIN_COOKIE, AdminSessionService } from './admin-sessions.service';
import { LoginRateLimiter } from './login-rate-limiter';
import { Public } from './public.decorator';

@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly sessions: AdminSessionService,
    private readonly limiter: LoginRateLimiter,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new ZodPipe(adminLoginSchema)) { password }: AdminLoginInput,
    @ClientIp() ip: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSession> {
    if (!this.config.ADMIN_PASSWORD_HASH)
      throw new ServiceUnavailableException(ADMIN_TEXTS.notConfigured);
    // Only failures count: an operator signing in on several devices is never locked out.
    await this.limiter.assertNotSpent(ip);
    if (!(await verifyPassword(password, this.config.ADMIN_PASSWORD_HASH))) {
      await this.limiter.consume(ip);
      throw new UnauthorizedException(ADMIN_TEXTS.invalidPassword);
    }
    await this.limiter.reset(ip);
    // Rotate: whatever session this browser had is ended, a new token is issued.
    await this.sessions.destroy(this.sessions.tokenOf(request));
    const token = await this.sessions.create(ip);
    void reply.setCookie(ADMIN_COOKIE, token, {
      signed: true,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.PUBLIC_URL.startsWith('https:'),
      path: '/',
    });
    const session = await this.sessions.touch(token);
    return { authenticated: true, idleExpiresAt: session!.idleExpiresAt.toISOString() };
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.destroy(this.sessions.tokenOf(request));
    void reply.clearCookie(ADMIN_COOKIE, { path: '/' });
  }

  /** 200 while signed in, 401 otherwise: the admin pages ask this before showing anything. */
  @Get('session')
  async session(@Req() request: FastifyRequest): Promise<AdminSession> {
    const session = await this.sessions.touch(this.sessions.tokenOf(request));
    return { authenticated: true, idleExpiresAt: session!.idleExpiresAt.toISOString() };
  }
}
