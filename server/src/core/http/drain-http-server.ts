import type { ApolloServerPlugin } from "@apollo/server";
import type { Server } from "node:http";

/**
 * Drains the HTTP server when Apollo stops: no new connections, requests in flight answered, idle
 * keep-alive connections closed, and after `graceMs` whatever is left cut off. Node's own
 * connection tracking does this; Apollo's drain plugin adds a listener to every request and
 * answer for it, which cost a cache hit a fifth of its time.
 */
export function drainHttpServer(httpServer: Server, { graceMs = 10_000, pollMs = 50 } = {}): ApolloServerPlugin {
  return {
    async serverWillStart() {
      return {
        async drainServer() {
          const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
          // close() ends the connections idle now; those busy become idle once answered.
          const idle = setInterval(() => httpServer.closeIdleConnections(), pollMs);
          const cutOff = setTimeout(() => httpServer.closeAllConnections(), graceMs);
          try {
            await closed;
          } finally {
            clearInterval(idle);
            clearTimeout(cutOff);
          }
        },
      };
    },
  };
}
