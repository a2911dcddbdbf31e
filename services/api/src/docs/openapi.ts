import { RequestMethod } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { type core, toJSONSchema } from 'zod';
import { IS_PUBLIC } from '../admin-auth/public.decorator';
import { ADMIN_COOKIE } from '../admin-auth/admin-sessions.service';
import { ZodPipe } from '../common/zod.pipe';
import { UuidOr404Pipe } from '../common/uuid-param.pipe';
import { responseOf } from './responses';

type JsonSchema = Record<string, unknown>;

/** A Fastify route path as OpenAPI writes it: `:id` → `{id}`, a trailing `*` → `{path}`. */
export function toOpenApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

/** A zod contract as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a client must send it. */
function schemaOf(schema: core.$ZodType): JsonSchema {
  const json = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

interface Operation {
  method: string;
  path: string;
  operation: Record<string, unknown>;
}

const METHODS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

const joinPath = (...parts: string[]): string =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

const zodOf = (pipes: unknown[] | undefined): core.$ZodType | undefined =>
  pipes?.find((p): p is ZodPipe<core.$ZodType> => p instanceof ZodPipe)?.schema;

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/** The operations one controller method serves, read from Nest's metadata and its zod pipes. */
function operationsOf(controller: object, methodName: string, globalPrefix: string): Operation[] {
  const type = controller.constructor;
  const handler = (controller as Record<string, unknown>)[methodName];
  if (typeof handler !== 'function') return [];
  const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
  const methodPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
  if (requestMethod === undefined || methodPaths === undefined) return [];
  const method = METHODS[requestMethod];
  if (!method) return [];
  const controllerPaths = [Reflect.getMetadata(PATH_METADATA, type) as string | string[]].flat();
  const isPublic =
    Reflect.getMetadata(IS_PUBLIC, handler) === true ||
    Reflect.getMetadata(IS_PUBLIC, type) === true;
  const status =
    (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
    (method === 'post' ? 201 : 200);
  const args = Object.entries(
    (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, methodName) ?? {}) as Record<string, RouteArg>,
  ).map(([key, arg]) => ({ kind: Number(key.split(':')[0]), ...arg }));

  const parameters: Record<string, unknown>[] = [];
  let requestBody: Record<string, unknown> | undefined;
  let validated = false;
  for (const arg of args) {
    const schema = zodOf(arg.pipes);
    if (schema) validated = true;
    if (arg.kind === RouteParamtypes.BODY) {
      requestBody = {
        required: true,
        content: { 'application/json': { schema: schema ? schemaOf(schema) : {} } },
      };
    } else if (arg.kind === RouteParamtypes.QUERY) {
      if (typeof arg.data === 'string') {
        parameters.push({
          name: arg.data,
          in: 'query',
          required: false,
          schema: schema ? schemaOf(schema) : { type: 'string' },
        });
      } else if (schema) {
        const json = schemaOf(schema);
        const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
        const required = new Set((json.required ?? []) as string[]);
        for (const [name, property] of Object.entries(properties))
          parameters.push({ name, in: 'query', required: required.has(name), schema: property });
      }
    } else if (arg.kind === RouteParamtypes.PARAM && arg.data === undefined && schema) {
      // `@Param(new ZodPipe(schema))`: every property of the object schema is one path parameter.
      const properties = (schemaOf(schema).properties ?? {}) as Record<string, JsonSchema>;
      for (const [name, property] of Object.entries(properties))
        parameters.push({ name, in: 'path', required: true, schema: property });
    } else if (arg.kind === RouteParamtypes.PARAM && typeof arg.data === 'string') {
      const uuid = arg.pipes?.some((p) => p instanceof UuidOr404Pipe);
      parameters.push({
        name: arg.data === '*' ? 'path' : arg.data,
        in: 'path',
        required: true,
        schema: schema
          ? schemaOf(schema)
          : uuid
            ? { type: 'string', format: 'uuid' }
            : { type: 'string' },
      });
    }
  }

  const body = status === 204 ? undefined : responseOf(type, methodName);
  const responses: Record<string, unknown> = {
    [String(status)]: {
      description: status === 204 ? 'No content' : 'Success',
      ...(body
        ? {
            content: Object.fromEntries(
              Object.entries(body.content).map(([media, schema]) => [media, { schema: schema() }]),
            ),
          }
        : {}),
    },
  };
  if (validated) responses['400'] = errorResponse('A field is invalid: `details` names each one');
  if (!isPublic) responses['401'] = errorResponse('No operator session');
  if (parameters.some((p) => p.in === 'path')) responses['404'] = errorResponse('Not found');

  return controllerPaths.flatMap((controllerPath) =>
    [methodPaths].flat().map((methodPath) => {
      const path = toOpenApiPath(joinPath(globalPrefix, controllerPath ?? '', methodPath));
      const tag = type.name.replace(/Controller$/, '');
      return {
        method,
        path,
        operation: {
          operationId: `${tag}_${methodName}`,
          tags: [tag],
          ...(parameters.length ? { parameters } : {}),
          ...(requestBody ? { requestBody } : {}),
          responses,
          security: isPublic ? [] : [{ adminSession: [] }],
        },
      };
    }),
  );
}

/** Lists a class's own and inherited method names (what Nest's MetadataScanner walks). */
function methodNamesOf(instance: object): string[] {
  const names = new Set<string>();
  for (let proto = Object.getPrototypeOf(instance); proto && proto !== Object.prototype;) {
    for (const name of Object.getOwnPropertyNames(proto))
      if (name !== 'constructor') names.add(name);
    proto = Object.getPrototypeOf(proto);
  }
  return [...names];
}

/**
 * The OpenAPI 3.1 document of every route the controllers declare: paths, methods, path and
 * query parameters and request bodies come from the same zod contracts the routes validate with
 * (their ZodPipes), so the description cannot drift from what the API accepts; success answers
 * from the contracts each handler's return type is checked against (responses.ts).
 */
export function buildOpenApiDocument(
  controllers: object[],
  info: { title: string; version: string; serverUrl: string; globalPrefix: string },
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const controller of controllers)
    for (const name of methodNamesOf(controller))
      for (const { method, path, operation } of operationsOf(controller, name, info.globalPrefix))
        (paths[path] ??= {})[method] = operation;
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description:
        'The Storybook shop API. Public routes identify the browser by its signed visitor cookie ' +
        '(sb_visitor, set on the first request); operator routes need the admin session cookie.',
    },
    servers: [{ url: info.serverUrl }],
    paths: sorted,
    components: {
      securitySchemes: {
        adminSession: { type: 'apiKey', in: 'cookie', name: ADMIN_COOKIE },
      },
      schemas: {
        ApiError: {
          type: 'object',
          required: ['statusCode', 'error', 'message'],
          properties: {
            statusCode: { type: 'integer' },
            error: { type: 'string' },
            message: { type: 'string' },
            details: {
              type: 'array',
              items: {
                type: 'object',
                required: ['field', 'message'],
                properties: { field: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}
