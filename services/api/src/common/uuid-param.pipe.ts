import { NotFoundException, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id in the path that is not a UUID names nothing: answer the same 404 as for an unknown or
 * someone else's record, so the answer reveals nothing.
 */
export class UuidOr404Pipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): string {
    if (typeof value !== 'string' || !UUID.test(value))
      throw new NotFoundException(this.notFoundMessage);
    return value.toLowerCase();
  }
}
