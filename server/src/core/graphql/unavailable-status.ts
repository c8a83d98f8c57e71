import { HeaderMap, type ApolloServerPlugin } from "@apollo/server";
import { isConnectionError } from "../db/connection-errors";
import { databaseUnavailable, HTTP_STATUS } from "../errors";

const CODE = "SERVICE_UNAVAILABLE";

/**
 * GraphQL answers 200 when resolvers fail. A response whose every error says the database is
 * unavailable answers 503 with Retry-After instead, as REST does, so clients and proxies see an
 * outage to retry rather than a result to show or keep.
 */
export function unavailableStatus(): ApolloServerPlugin {
  return {
    // Apollo answers a failed context creation without the hooks below; it takes that answer's
    // status and headers from `extensions.http`, which its wrapping GraphQLError copies from here.
    async contextCreationDidFail({ error }) {
      if (!isConnectionError(error)) return;
      const { code, retryAfterSeconds } = databaseUnavailable();
      Object.assign(error, { extensions: { http: { status: HTTP_STATUS[code], headers: new HeaderMap([["retry-after", String(retryAfterSeconds)]]) } } });
    },
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== "single") return;
          const errors = response.body.singleResult.errors ?? [];
          if (errors.length === 0 || !errors.every((e) => e.extensions?.code === CODE)) return;
          response.http.status = HTTP_STATUS[CODE];
          const seconds = errors[0].extensions?.retryAfterSeconds;
          if (seconds !== undefined) response.http.headers.set("retry-after", String(seconds));
        },
      };
    },
  };
}
