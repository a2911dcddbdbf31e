import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ADMIN_TEXTS } from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import type { FastifyRequest } from 'fastify';
import { AdminSessionService } from './admin-sessions.service';
import { IS_PUBLIC } from './public.decorator';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global guard: every route needs an operator session unless marked @Public().
 * State-changing admin calls must also come from the shop's own pages: the SameSite=Strict
 * cookie already stays home, and Origin / Sec-Fetch-Site are checked as a second lock.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  private readonly origin: string;

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: AdminSessionService,
    @Inject(CONFIG) config: Config,
  ) {
    this.origin = new URL(config.PUBLIC_URL).origin;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!(await this.sessions.touch(this.sessions.tokenOf(request)))) {
      throw new UnauthorizedException(ADMIN_TEXTS.signInRequired);
    }
    if (!SAFE_METHODS.has(request.method) && this.isCrossSite(request)) {
      throw new ForbiddenException(ADMIN_TEXTS.crossSite);
    }
    return true;
  }

  private isCrossSite(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') return true;
    const origin = request.headers.origin;
    if (origin && origin !== this.origin) {
      // Same host reached by another name (e.g. 127.0.0.1 vs localhost in development).
      return origin !== `${request.protocol}://${request.headers.host}`;
    }
    return false;
  }
}
