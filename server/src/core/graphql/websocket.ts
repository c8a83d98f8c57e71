import { createSourceEventStream, execute, getOperationAST, GraphQLError, Kind, subscribe, type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import type { IncomingMessage, Server } from "node:http";
import { WebSocketServer } from "ws";
import type { AuthUser } from "../auth";
import type { Context, ContextFactory } from "../context";
import { AppError } from "../errors";
import { MAX_WEBSOCKET_MESSAGE_BYTES } from "./limits";
import { checkDocument, type GraphQLRules } from "./rules";

export const SIGN_IN_ENDED = "Your sign-in is no longer valid (signed out, role changed, token revoked or account closed): sign in and subscribe again";

export interface WebSocketOptions {
  schema: GraphQLSchema;
  rules: GraphQLRules;
  createContext: ContextFactory;
  /** The account a token stands for now, or null: re-asked before each event of a signed-in subscription. */
  authenticate(authorization: string | undefined): Promise<AuthUser | null>;
  /** The client's own address, as req.ip is for HTTP. */
  clientAddress(request: IncomingMessage): string | undefined;
  /** Subscription fields whose answers anonymous watchers share (see `sharedSubscribe`). */
  sharedSubscriptions?: string[];
}

/** Operations one socket may have open at once: each holds a listener and memory until it ends. */
export const MAX_OPERATIONS_PER_SOCKET = 100;

/**
 * Ends a signed-in subscription, before it delivers anything more, once its token no longer stands
 * for the same account with the same role (token versions change on logout everywhere, role change
 * and deletion; a device signed out or an API token revoked is refused by the same check). A plain iterator, not an async generator:
 * a generator waits for its next event before it can be ended, keeping a cancelled subscription
 * (and the look-up it would then make) alive.
 */
function followAccount<T>(source: AsyncIterable<T>, stillSignedIn: () => Promise<boolean>): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const follower: AsyncIterableIterator<T> = {
    async next() {
      const next = await iterator.next();
      if (next.done || (await stillSignedIn())) return next;
      await iterator.return?.();
      throw new AppError("UNAUTHENTICATED", SIGN_IN_ENDED);
    },
    async return(value?: unknown) {
      await iterator.return?.();
      return { done: true, value: value as T };
    },
    [Symbol.asyncIterator]: () => follower,
  };
  return follower;
}

/**
 * One account check per socket at a time: every subscription on a socket hears an event at the
 * same moment, and they share the look-up instead of making one each.
 */
function sharedCheck(user: AuthUser, authorization: string | undefined, authenticate: WebSocketOptions["authenticate"]): () => Promise<boolean> {
  let pending: Promise<boolean> | undefined;
  return () =>
    (pending ??= authenticate(authorization)
      .then((now) => now?.id === user.id && now.role === user.role)
      .finally(() => (pending = undefined)));
}

/** Distinct requests whose answers one event keeps at once; more are each answered on their own. */
const MAX_SHARED_ANSWERS = 16;

/**
 * `subscribe` for graphql-ws, with one answer per event for every anonymous watcher asking the same
 * (operation, variables and text) of the `shared` subscription fields: an on-sale rush's hundreds
 * of watchers of one performance would otherwise each run the same selection over the same
 * announcement. Those fields' answers must not depend on who asks beyond being signed in (no
 * address, user agent or other context read): a signed-in watcher's answer is always its own.
 * `textOf` gives each document's text, as sent.
 */
function sharedSubscribe(shared: ReadonlySet<string>, textOf: (document: DocumentNode) => string | undefined) {
  const answers = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
  return async (args: ExecutionArgs) => {
    const key = sharedKey(args, shared, textOf(args.document));
    if (key === undefined) return subscribe(args);
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source;
    return mapEvents(source, (payload) => {
      const run = () => execute({ ...args, rootValue: payload });
      if (typeof payload !== "object" || payload === null) return run();
      let byRequest = answers.get(payload);
      if (!byRequest) answers.set(payload, (byRequest = new Map()));
      let answer = byRequest.get(key);
      if (answer) return answer;
      if (byRequest.size >= MAX_SHARED_ANSWERS) return run();
      const kept = byRequest;
      byRequest.set(key, (answer = Promise.resolve(run())));
      // Kept while the watchers hearing the event together are answered, no longer: one reading it
      // later runs it again, so a watcher that stops reading cannot keep answers alive.
      const forget = () => setImmediate(() => kept.delete(key));
      answer.then(forget, forget);
      return answer;
    });
  };
}

/** What anonymous watchers asking the same share an answer under; undefined when the answer is the watcher's own. */
function sharedKey(args: ExecutionArgs, shared: ReadonlySet<string>, text: string | undefined): string | undefined {
  if ((args.contextValue as Context).user || text === undefined) return undefined;
  const operation = getOperationAST(args.document, args.operationName);
  if (!operation?.selectionSet.selections.every((field) => field.kind === Kind.FIELD && shared.has(field.name.value))) return undefined;
  try {
    return `${args.operationName ?? ""}\n${JSON.stringify(args.variableValues ?? {})}\n${text}`;
  } catch {
    // Variables too deep to write out: answered on their own.
    return undefined;
  }
}

/** Each event of `source` mapped to an answer; a plain iterator, as `followAccount` is, so ending it does not wait for an event. */
function mapEvents(source: AsyncIterable<unknown>, answer: (payload: unknown) => ExecutionResult | Promise<ExecutionResult>): AsyncIterableIterator<ExecutionResult> {
  const iterator = source[Symbol.asyncIterator]();
  const mapped: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const next = await iterator.next();
      return next.done ? { done: true, value: undefined } : { done: false, value: await answer(next.value) };
    },
    async return() {
      await iterator.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => mapped,
  };
  return mapped;
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> => typeof (value as AsyncIterable<unknown>)?.[Symbol.asyncIterator] === "function";

/**
 * GraphQL over graphql-ws at `path` on the HTTP server: queries, mutations and subscriptions under
 * the same rules as HTTP (rules.ts), messages at most MAX_WEBSOCKET_MESSAGE_BYTES (larger ones
 * close the socket with 1009).
 */
export function serveGraphqlWebSocket(httpServer: Server, path: string, options: WebSocketOptions) {
  const { schema, rules, createContext, authenticate } = options;
  const authorizationOf = (params: Record<string, unknown> | undefined) => (typeof params?.authorization === "string" ? params.authorization : undefined);
  const format = (error: GraphQLError) => rules.formatError(error.toJSON(), error);

  const checks = new WeakMap<object, () => Promise<boolean>>();
  const texts = new WeakMap<DocumentNode, string>();

  const wsServer = new WebSocketServer({ server: httpServer, path, maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES });
  return useServer(
    {
      schema,
      onSubscribe: (ctx, _id, payload) => {
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_SOCKET) {
          return [new GraphQLError(`At most ${MAX_OPERATIONS_PER_SOCKET} operations may be open on one connection`, { extensions: { code: "RATE_LIMITED" } })];
        }
        const document = checkDocument(schema, rules, payload.query);
        if (Array.isArray(document)) return document;
        texts.set(document, payload.query);
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      subscribe: sharedSubscribe(new Set(options.sharedSubscriptions ?? []), (document) => texts.get(document)),
      context: (ctx) => createContext({ authorization: authorizationOf(ctx.connectionParams), clientAddress: options.clientAddress(ctx.extra.request), userAgent: ctx.extra.request.headers["user-agent"] }),
      onOperation: (ctx, _id, _payload, args, result) => {
        const user = (args.contextValue as Context).user;
        if (!user || !isAsyncIterable(result)) return undefined;
        let check = checks.get(ctx);
        if (!check) checks.set(ctx, (check = sharedCheck(user, authorizationOf(ctx.connectionParams), authenticate)));
        return followAccount(result, check) as AsyncIterableIterator<ExecutionResult>;
      },
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: result.errors.map(format) } : undefined),
      onError: (_ctx, _id, _payload, errors) => errors.map(format),
    },
    wsServer,
  );
}
