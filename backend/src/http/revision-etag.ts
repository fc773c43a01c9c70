import { createHash } from 'node:crypto';
import {
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type PipeTransform,
  type Type,
} from '@nestjs/common';
import { PARAMTYPES_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, type Observable, of, switchMap } from 'rxjs';
import { labelRevision, REVISION_ETAG, type RevisionEtagOptions } from '../common/cache-policy.js';

/**
 * Reads the catalogue revision for requests that have already arrived: every call made in one turn of
 * the event loop shares one read, which starts after all of them (setImmediate), never one already
 * under way. A read that began before a request arrived could predate a commit the request should see.
 */
export class RevisionReader {
  private next?: Promise<string>;

  constructor(private readonly readRevision: () => Promise<string>) {}

  read(): Promise<string> {
    this.next ??= new Promise<void>((started) => setImmediate(started)).then(() => {
      this.next = undefined;
      return this.readRevision();
    });
    return this.next;
  }
}

export interface RevisionEtagDependencies {
  reflector: Reflector;
  revision: RevisionReader;
  /** The application's validation pipe: a 304 is answered only for a request it accepts. */
  validation: PipeTransform;
  /** Finds an EtagPart provider in any module. */
  resolve: <T>(token: Type<T>) => T;
}

/**
 * Catalogue answers are labelled W/"r<revision>[-<part>]-<hash of path and query>". The revision is
 * read before the handler runs, so the content is always at least as new as its label (a newer label
 * on older content would let a cache keep the old content under the new revision). A request whose
 * If-None-Match holds the label is answered 304 without running the handler, once its query and path
 * pass the same validation the handler's arguments would; a refusal (400, 404) goes without an ETag
 * (apiNoStoreByDefault). Express's own freshness check (res.send) turns the empty 200 into the 304.
 */
export class RevisionEtagInterceptor implements NestInterceptor {
  private readonly validatedArguments = new WeakMap<object, ValidatedArgument[]>();

  constructor(private readonly dependencies: RevisionEtagDependencies) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = this.dependencies.reflector.get<RevisionEtagOptions | undefined>(
      REVISION_ETAG,
      context.getHandler(),
    );
    if (!options || context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    return from(this.etagOf(request, options)).pipe(
      switchMap(async (etag) => {
        response.setHeader('ETag', etag);
        const conditional = request.headers['if-none-match'];
        const notModified = !!conditional && conditional.trim() !== '*' && request.fresh;
        if (notModified) await this.validate(context, request);
        return notModified;
      }),
      switchMap((notModified) => (notModified ? of(undefined) : next.handle())),
    );
  }

  private async etagOf(request: Request, { alsoKeyedBy }: RevisionEtagOptions): Promise<string> {
    const [revision, part] = await Promise.all([
      this.dependencies.revision.read(),
      alsoKeyedBy && this.dependencies.resolve(alsoKeyedBy).etagPart(),
    ]);
    labelRevision(request, revision);
    return `W/"r${revision}${part ? `-${part}` : ''}-${addressHash(request.originalUrl)}"`;
  }

  /** Runs the validation pipe (and any argument's own pipes) over the route's query and path arguments. */
  private async validate(context: ExecutionContext, request: Request): Promise<void> {
    for (const { type, data, metatype, pipes } of this.argumentsOf(context)) {
      const source = type === 'query' ? request.query : request.params;
      let value: unknown = data ? source[data] : source;
      for (const pipe of [this.dependencies.validation, ...pipes])
        value = await pipe.transform(value, { type, data, metatype });
    }
  }

  private argumentsOf(context: ExecutionContext): ValidatedArgument[] {
    const handler = context.getHandler();
    let found = this.validatedArguments.get(handler);
    if (!found) {
      const declared: Record<string, { index: number; data?: string; pipes?: unknown[] }> =
        Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ?? {};
      const types: unknown[] =
        Reflect.getMetadata(PARAMTYPES_METADATA, context.getClass().prototype, handler.name) ?? [];
      found = Object.entries(declared).flatMap(([key, { index, data, pipes = [] }]): ValidatedArgument[] => {
        const kind = Number(key.split(':')[0]);
        const type = kind === RouteParamtypes.QUERY ? 'query' : kind === RouteParamtypes.PARAM ? 'param' : undefined;
        if (!type) return [];
        const instances = pipes.filter(
          (pipe): pipe is PipeTransform => typeof (pipe as PipeTransform)?.transform === 'function',
        );
        return [{ type, data, metatype: types[index] as Type<unknown> | undefined, pipes: instances }];
      });
      this.validatedArguments.set(handler, found);
    }
    return found;
  }
}

interface ValidatedArgument {
  type: 'query' | 'param';
  data?: string;
  metatype?: Type<unknown>;
  pipes: PipeTransform[];
}

/** The path and its parameters sorted by name (each name's values keep their order: it may matter). */
function addressHash(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1));
  query.sort();
  return createHash('sha1').update(`${path}?${query.toString()}`).digest('base64url').slice(0, 16);
}
