import { GraphQLError, type ExecutionResult, type GraphQLSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import type { IncomingMessage, Server } from "node:http";
import { WebSocketServer } from "ws";
import type { AuthUser } from "../auth";
import type { Context, ContextFactory } from "../context";
import { AppError } from "../errors";
import { MAX_WEBSOCKET_MESSAGE_BYTES } from "./limits";
import { checkDocument, type GraphQLRules } from "./rules";

export const SIGN_IN_ENDED = "Your sign-in is no longer valid (signed out everywhere, role changed or account closed): sign in and subscribe again";

export interface WebSocketOptions {
  schema: GraphQLSchema;
  rules: GraphQLRules;
  createContext: ContextFactory;
  /** The account a token stands for now, or null: re-asked before each event of a signed-in subscription. */
  authenticate(authorization: string | undefined): Promise<AuthUser | null>;
  /** The client's own address, as req.ip is for HTTP. */
  clientAddress(request: IncomingMessage): string | undefined;
}

/**
 * Ends a signed-in subscription, before it delivers anything more, once its token no longer stands
 * for the same account with the same role (token versions change on logout everywhere, role change
 * and deletion; expiry is checked by the token itself).
 */
async function* followAccount<T>(source: AsyncIterable<T>, user: AuthUser, authorization: string | undefined, authenticate: WebSocketOptions["authenticate"]): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const now = await authenticate(authorization);
      if (now?.id !== user.id || now.role !== user.role) throw new AppError("UNAUTHENTICATED", SIGN_IN_ENDED);
      yield next.value;
    }
  } finally {
    await iterator.return?.();
  }
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
  // Thrown errors that graphql-ws wrapped itself carry no path: format what was thrown, as Apollo does.
  const format = (error: GraphQLError) => rules.formatError(error.toJSON(), !error.path && error.originalError ? error.originalError : error);

  const wsServer = new WebSocketServer({ server: httpServer, path, maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES });
  return useServer(
    {
      schema,
      onSubscribe: (_ctx, _id, payload) => {
        const document = checkDocument(schema, rules, payload.query);
        if (Array.isArray(document)) return document;
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      context: (ctx) => createContext({ authorization: authorizationOf(ctx.connectionParams), clientAddress: options.clientAddress(ctx.extra.request) }),
      onOperation: (ctx, _id, _payload, args, result) => {
        const user = (args.contextValue as Context).user;
        if (!user || !isAsyncIterable(result)) return undefined;
        return followAccount(result, user, authorizationOf(ctx.connectionParams), authenticate) as AsyncGenerator<ExecutionResult>;
      },
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: result.errors.map(format) } : undefined),
      onError: (_ctx, _id, _payload, errors) => errors.map(format),
    },
    wsServer,
  );
}
