import {
  BadGatewayException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  ADMIN_ORDER_TEXTS,
  type AdminOrder,
  type PrintFileKind,
  type PrintStatusResponse,
  PRINT_TEXTS,
  printStatusLabel,
  type SetPrintStatus,
} from '@shop/contracts';
import {
  PRINT_PROVIDER,
  PrintOrders,
  type PrintProvider,
  PrintProviderError,
  PrintRuleError,
} from '@shop/print';
import { JobProducer, jobIds } from '@shop/queue';
import { FILE_STORAGE, type FileStorage, type StoredObject } from '@shop/storage';
import { toAdminOrderDto } from '../orders/order.mapper';
import { OrdersService } from '../orders/orders.service';

/** Print-rule refusals as API errors: 404 for a missing order, 409 with details otherwise. */
function toHttpError(err: unknown): unknown {
  if (!(err instanceof PrintRuleError)) return err;
  if (err.rule === 'not-found') return new NotFoundException(ADMIN_ORDER_TEXTS.orderNotFound);
  return new ConflictException({
    message: err.message,
    ...(err.details ? { details: err.details } : {}),
  });
}

async function rethrow<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw toHttpError(err);
  }
}

/** The operator's print actions: submit, the status now, manual reports, the files. */
@Injectable()
export class PrintService {
  constructor(
    private readonly printOrders: PrintOrders,
    private readonly orders: OrdersService,
    private readonly producer: JobProducer,
    @Inject(PRINT_PROVIDER) private readonly provider: PrintProvider,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Marks the order SUBMITTING and queues `print.submit`; answers at once. */
  async submit(orderId: string): Promise<AdminOrder> {
    const order = await rethrow(this.printOrders.requestSubmission(orderId));
    try {
      await this.producer.enqueue(
        'print.submit',
        { orderId },
        { jobId: jobIds.printSubmit(orderId, order.printSubmissions) },
      );
    } catch {
      // Redis is down: the order must not stay "sending" with no job; the operator may retry.
      await this.printOrders.recordSubmissionFailure(orderId, PRINT_TEXTS.providerUnavailable);
      throw new ServiceUnavailableException(PRINT_TEXTS.providerUnavailable);
    }
    return toAdminOrderDto(await this.orders.get(orderId));
  }

  private async response(orderId: string): Promise<PrintStatusResponse> {
    const order = toAdminOrderDto(await this.orders.get(orderId));
    return { status: order.printStatus, label: printStatusLabel(order.printStatus), order };
  }

  /** Asks the print service now and applies what it says (manual orders: as recorded). */
  async statusNow(orderId: string): Promise<PrintStatusResponse> {
    const order = await this.orders.get(orderId);
    if (order.printOrderId && order.printProvider === this.provider.name && this.provider.remote) {
      try {
        const job = await this.provider.status(order.printOrderId);
        if (job) await this.printOrders.apply(orderId, job);
      } catch (err) {
        if (err instanceof PrintProviderError)
          throw new BadGatewayException(`${PRINT_TEXTS.providerUnavailable} (${err.message})`);
        throw err;
      }
    }
    return this.response(orderId);
  }

  async setManualStatus(orderId: string, input: SetPrintStatus): Promise<PrintStatusResponse> {
    await rethrow(this.printOrders.setManualStatus(orderId, input));
    return this.response(orderId);
  }

  /** The interior or cover PDF handed to the printer for this order. */
  async file(orderId: string, kind: PrintFileKind): Promise<StoredObject> {
    const order = await this.orders.get(orderId);
    const key = kind === 'interior' ? order.printInteriorKey : order.printCoverKey;
    const file = key ? await this.storage.get(key) : null;
    if (!file) throw new NotFoundException(PRINT_TEXTS.filesNotBuilt);
    return file;
  }
}
