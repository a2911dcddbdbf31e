import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import {
  type AdminOrder,
  orderIdParamSchema,
  PRINT_FILE_KINDS,
  type PrintStatusResponse,
  setPrintStatusSchema,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZodPipe } from '../common/zod.pipe';
import { PrintService } from './print.service';

type IdParam = z.output<typeof orderIdParamSchema>;
const fileParamSchema = orderIdParamSchema.extend({
  kind: z.enum(PRINT_FILE_KINDS, { error: 'File not found' }),
});

/** Print fulfilment for the operator. Admin-only: the global guard needs a session. */
@Controller('orders')
export class PrintController {
  constructor(private readonly print: PrintService) {}

  /** Sends a paid order to print: 202 at once with the order (printStatus SUBMITTING). */
  @Post(':id/print')
  @HttpCode(202)
  submit(@Param(new ZodPipe(orderIdParamSchema)) { id }: IdParam): Promise<AdminOrder> {
    return this.print.submit(id);
  }

  /** The print status now: asks the print service and applies what it says. */
  @Get(':id/print-status')
  status(@Param(new ZodPipe(orderIdParamSchema)) { id }: IdParam): Promise<PrintStatusResponse> {
    return this.print.statusNow(id);
  }

  /** Manual provider: the operator reports the status (and tracking) by hand. */
  @Put(':id/print-status')
  setStatus(
    @Param(new ZodPipe(orderIdParamSchema)) { id }: IdParam,
    @Body(new ZodPipe(setPrintStatusSchema)) body: z.output<typeof setPrintStatusSchema>,
  ): Promise<PrintStatusResponse> {
    return this.print.setManualStatus(id, body);
  }

  /** The interior or cover PDF of the order's print job, as a download. */
  @Get(':id/print-files/:kind')
  async file(
    @Param(new ZodPipe(fileParamSchema)) { id, kind }: z.output<typeof fileParamSchema>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.print.file(id, kind);
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="book-${id.slice(0, 8)}-${kind}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  }
}
