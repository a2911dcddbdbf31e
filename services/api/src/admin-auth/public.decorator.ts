import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'storybook:isPublic';

/**
 * Opts a route out of the admin guard. Every route is admin-only unless it says otherwise,
 * so a new endpoint is safe by default (and the route-walk test lists every public one).
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);
