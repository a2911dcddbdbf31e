import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { REDIS } from '../common/redis.module';

export const ADMIN_COOKIE = 'sb_admin';

interface StoredSession {
  createdAt: number;
  ip: string;
}

export interface AdminSessionInfo {
  idleExpiresAt: Date;
}

/**
 * Operator sessions live in Redis (any API instance accepts them). The cookie holds a random
 * token; Redis keeps only its SHA-256, so a leaked Redis dump holds no usable cookie. Sessions
 * expire when idle and after an absolute maximum.
 */
@Injectable()
export class AdminSessionService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  private key(token: string): string {
    return `${this.config.REDIS_PREFIX}:admin:session:${createHash('sha256').update(token).digest('hex')}`;
  }

  private get idleSeconds(): number {
    return this.config.ADMIN_SESSION_IDLE_MINUTES * 60;
  }

  async create(ip: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const session: StoredSession = { createdAt: Date.now(), ip };
    await this.redis.set(this.key(token), JSON.stringify(session), 'EX', this.idleSeconds);
    return token;
  }

  /** The live session for a token, sliding its idle expiry; null when unknown or expired. */
  async touch(token: string | undefined): Promise<AdminSessionInfo | null> {
    if (!token || token.length > 100) return null;
    const key = this.key(token);
    const raw = await this.redis.get(key);
    if (!raw) return null;
    const session = JSON.parse(raw) as StoredSession;
    if (Date.now() - session.createdAt > this.config.ADMIN_SESSION_MAX_HOURS * 3600_000) {
      await this.redis.del(key);
      return null;
    }
    await this.redis.expire(key, this.idleSeconds);
    return { idleExpiresAt: new Date(Date.now() + this.idleSeconds * 1000) };
  }

  async destroy(token: string | undefined): Promise<void> {
    if (token) await this.redis.del(this.key(token));
  }

  tokenOf(request: FastifyRequest): string | undefined {
    const raw = request.cookies[ADMIN_COOKIE];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  }

  /** For routes that are public but give the operator more (e.g. test orders in production). */
  async isAdmin(request: FastifyRequest): Promise<boolean> {
    return (await this.touch(this.tokenOf(request))) !== null;
  }
}
