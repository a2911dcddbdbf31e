import { type PipeTransform } from '@nestjs/common';
import { controlCharacterErrors, fieldErrors } from '@shop/contracts';
import { safeParse, type core, type output } from 'zod';
import { ValidationException } from './api-error';

/**
 * Validates a body, query or params with a shared contracts schema (either zod build: the
 * contracts use zod/mini for what the browser loads first); 400 names each bad field. Every text
 * field first passes the one rule on control characters (NUL and the like are refused).
 */
export class ZodPipe<S extends core.$ZodType> implements PipeTransform<unknown, output<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown): output<S> {
    const controls = controlCharacterErrors(value);
    if (controls.length > 0) throw new ValidationException(controls);
    const result = safeParse(this.schema, value ?? {});
    if (!result.success) throw new ValidationException(fieldErrors(result.error.issues));
    return result.data;
  }
}
