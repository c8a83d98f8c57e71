// GraphQL over HTTP as the measuring scripts send it: POST /graphql on kept-alive connections
// shared as a reverse proxy's pool to the app would share them (a request waiting for a free
// connection waits in its latency too).
import http from "node:http";

/**
 * `graphql(url, query, variables, token)`: the answer's data, or its first error as `{ code,
 * message, seats }` (code NETWORK when no answer came; seats: SEAT_TAKEN's), over `connections`
 * kept-alive connections. A kept-alive connection the site closed as idle just as a request went
 * out on it is reset before the site reads the request: sent again once on a new connection, as
 * Node's documentation advises (a browser would too).
 */
export function graphqlClient(connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const graphql = (url, query, variables, token, retried = false) => {
    const body = JSON.stringify({ query, variables });
    return new Promise((resolve) => {
      const request = http.request(`${url}/graphql`, {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk)).on("end", () => {
          try {
            const { data, errors } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
            resolve(errors ? { error: { code: errors[0].extensions?.code, message: errors[0].message, seats: errors[0].extensions?.seats } } : { data });
          } catch {
            resolve({ error: { code: "NETWORK", message: `a ${response.statusCode} answer that is not GraphQL's` } });
          }
        });
      });
      request.on("error", (error) => {
        if (error.code === "ECONNRESET" && request.reusedSocket && !retried) resolve(graphql(url, query, variables, token, true));
        else resolve({ error: { code: "NETWORK", message: error.message } });
      });
      request.end(body);
    });
  };
  return graphql;
}
