import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import { isAdminListCall, listQueryParameters, type AdminCallContract } from './admin/simple-rest.ts';
import type { CallContract } from './call.ts';

const errorResponse = {
  description: 'Refused: `error` is `CODE: message`, the message in the request language',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['code', 'message', 'error'],
        properties: {
          code: { type: 'string' },
          message: { type: 'string' },
          error: { type: 'string' },
          field: { type: 'string' },
        },
      },
    },
  },
} as const;

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

/** The OpenAPI 3.1 document of the calls, generated from the same schemas the API validates with. */
export function openApiDocument(calls: readonly CallContract[], info: { title: string; version: string }) {
  const paths: ZodOpenApiPathsObject = {};
  for (const call of calls) {
    const path = `/api${openApiPath(call.path)}`;
    // An admin list reads `sort`, `range` and `filter` as JSON texts, and answers its total in Content-Range.
    const list = isAdminListCall(call) ? call.list : undefined;
    const mediaType = (call as AdminCallContract).produces ?? 'application/json';
    paths[path] = {
      ...paths[path],
      [call.method]: {
        summary: call.summary,
        tags: [call.path.split('/')[1] ?? 'api'],
        ...(call.access === 'public' ? {} : { security: [{ bearer: [] }, { cookie: [] }] }),
        requestParams: {
          ...(call.params ? { path: call.params } : {}),
          ...(call.query ? { query: call.query } : {}),
        },
        ...(list ? { parameters: listQueryParameters(list) } : {}),
        ...(call.body ? { requestBody: { content: { 'application/json': { schema: call.body } } } } : {}),
        responses: {
          [String(call.status ?? 200)]: {
            description: 'Done',
            content: { [mediaType]: { schema: call.response } },
            ...(list && mediaType === 'application/json'
              ? {
                  headers: {
                    'Content-Range': {
                      description: `\`${list.resource} <first>-<last>/<total>\`: the total after the filter`,
                      schema: { type: 'string' },
                    },
                  },
                }
              : {}),
          },
          '4XX': errorResponse,
        },
      },
    };
  }
  return createDocument({
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'token' },
      },
    },
  });
}
