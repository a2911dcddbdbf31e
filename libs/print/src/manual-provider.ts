import { PRINT_TEXTS } from '@shop/contracts';
import { randomBytes } from 'node:crypto';
import type { PrintJobSnapshot, PrintProvider, PrintSubmission } from './types';

/** Print job ids of books printed by hand. */
const MANUAL_PRINT_ID_PREFIX = 'manual-';

/**
 * No print service: the files are built and wait for the operator, who downloads them, sends
 * them to a printer by hand and reports the status (and tracking) in the admin.
 */
export class ManualPrintProvider implements PrintProvider {
  readonly name = 'manual' as const;
  readonly remote = false;

  submit(_s: PrintSubmission): Promise<PrintJobSnapshot> {
    return Promise.resolve({
      printJobId: `${MANUAL_PRINT_ID_PREFIX}${randomBytes(5).toString('hex')}`,
      status: 'READY_FOR_UPLOAD',
      message: PRINT_TEXTS.manualReady,
      changedAt: new Date(),
    });
  }

  /** The operator is the source of truth: nothing to ask. */
  status(): Promise<PrintJobSnapshot | null> {
    return Promise.resolve(null);
  }
}
