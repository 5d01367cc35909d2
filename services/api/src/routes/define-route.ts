import type { CallContract } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { admin, signedIn, verifiedAuthor } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<C extends CallContract> {
  readonly params: Parsed<C['params']>;
  readonly query: Parsed<C['query']>;
  readonly body: Parsed<C['body']>;
  readonly request: Request;
  readonly response: Response;
}

/**
 * Serves one call of the table: checks access first (a kids profile is kept to the calls meant for it) (a visitor learns nothing about a resource), then parses
 * params, query and body with the call's contract, then answers with the handler's result and the call's status.
 */
export function addRoute<C extends CallContract>(
  router: Router,
  call: C,
  handler: (input: RouteInput<C>) => Promise<z.input<C['response']>>,
): void {
  router[call.method](call.path, async (request: Request, response: Response) => {
    if (call.access === 'user') signedIn(request);
    if (call.access === 'author') verifiedAuthor(request);
    if (call.access === 'admin') admin(request);
    // The session's profile, never an id the client sends: a child cannot step out of it by asking.
    const grownUps = call.grownUpsOnly === true || call.access === 'author' || call.access === 'admin';
    if (grownUps && request.ctx.profile?.kids) throw reject('INVALID_STATE_TRANSITION', 'profile');
    const input = {
      params: call.params ? parseInput(call.params, request.params) : undefined,
      query: call.query ? parseInput(call.query, request.query) : undefined,
      body: call.body ? parseInput(call.body, request.body ?? {}) : undefined,
      request,
      response,
    } as RouteInput<C>;
    const result = await handler(input);
    response.status(call.status ?? 200).json(result);
  });
}
