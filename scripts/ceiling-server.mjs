// The bench's ceiling: a bare Node http server, in its own process as the site is, answering every
// request at once with the bytes and headers it is sent over IPC. Replies with its port.
import http from "node:http";

process.once("message", ({ headers, body }) => {
  const bytes = Buffer.from(body, "base64");
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(200, headers);
    res.end(bytes);
  });
  server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
});
