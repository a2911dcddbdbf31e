import { type PipeTransform } from '@nestjs/common';
import { fieldErrors } from '@shop/contracts';
import type { z } from 'zod';
import { ValidationException } from './api-error';

/** Validates a body, query or params with a shared contracts schema; 400 names each bad field. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new ValidationException(fieldErrors(result.error.issues));
    return result.data;
  }
}
