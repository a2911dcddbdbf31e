import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ADMIN_TEXTS } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminSessionService } from './admin-sessions.service';
import { IS_PUBLIC } from './public.decorator';

/**
 * Global guard: every route needs an operator session unless marked @Public(). (Requests from
 * another site never get here: every state-changing `/api` call passes the same-site gate first.)
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: AdminSessionService,
  ) {}

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
    return true;
  }
}
