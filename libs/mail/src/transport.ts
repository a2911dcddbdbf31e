import type { Config } from '@shop/config';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailConfig = Pick<Config, 'SMTP_URL' | 'SMTP_TIMEOUT_MS' | 'MAIL_FROM' | 'PUBLIC_URL'>;

/** The SMTP transport of SMTP_URL, or null when none is configured (messages are then held). */
export function createMailTransport(config: MailConfig): Transporter | null {
  if (!config.SMTP_URL) return null;
  return nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: config.SMTP_TIMEOUT_MS,
    greetingTimeout: config.SMTP_TIMEOUT_MS,
    socketTimeout: config.SMTP_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/** A stable Message-ID per outbox message, so a resend after a lost reply is recognisable. */
export function messageIdFor(outboxId: string, publicUrl: string): string {
  return `<${outboxId}@${new URL(publicUrl).hostname || 'storybook.local'}>`;
}

/** Why a message was not sent, for the outbox. */
export const HELD_REASONS = {
  noSmtp: 'Not sent: no SMTP server is configured (SMTP_URL is empty).',
  noOperator: 'Not sent: OPERATOR_EMAIL is empty.',
} as const;
