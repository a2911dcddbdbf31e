import type { Provider } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { createMailTransport } from '@shop/mail';

/** The SMTP transport (nodemailer), or null when SMTP_URL is empty: messages are then held. */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export const mailTransportProvider: Provider = {
  provide: MAIL_TRANSPORT,
  inject: [CONFIG],
  useFactory: (config: Config) => createMailTransport(config),
};
