import { createHash } from 'node:crypto';
import {
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type PipeTransform,
  type Type,
} from '@nestjs/common';
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
  /** The application's validation pipe: a 304 is answered only for a query it accepts. */
  validation: PipeTransform;
  /** Finds an EtagPart provider in any module. */
  resolve: <T>(token: Type<T>) => T;
}

/**
 * Catalogue answers are labelled W/"r<revision>[-<part>]-<hash of path and query>". The revision is
 * read before the handler runs, so the content is always at least as new as its label (a newer label
 * on older content would let a cache keep the old content under the new revision). A request whose
 * If-None-Match holds the label is answered 304 without running the handler, once its query passes the
 * validation the handler's argument gets (the route names its query DTO: RevisionEtagOptions.query); a
 * refusal (400) goes without an ETag (apiNoStoreByDefault). Express's own freshness check (res.send)
 * turns the empty 200 into the 304. Path parameters are plain strings the handlers check themselves.
 */
export class RevisionEtagInterceptor implements NestInterceptor {
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
        if (notModified && options.query)
          await this.dependencies.validation.transform(request.query, { type: 'query', metatype: options.query });
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
}

/** The path and its parameters sorted by name (each name's values keep their order: it may matter). */
function addressHash(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1));
  query.sort();
  return createHash('sha1').update(`${path}?${query.toString()}`).digest('base64url').slice(0, 16);
}
