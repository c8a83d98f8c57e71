// jsdom lacks some web globals that Node has and react-router / Apollo use (Request, TextEncoder,
// fetch...): copy Node's into the test window.
const JsdomEnvironment = require("jest-environment-jsdom").default;

class Environment extends JsdomEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of ["TextEncoder", "TextDecoder", "Request", "Response", "Headers", "fetch", "ReadableStream", "AbortController", "AbortSignal", "structuredClone"]) {
      if (typeof this.global[name] === "undefined" && typeof globalThis[name] !== "undefined") this.global[name] = globalThis[name];
    }
  }
}
module.exports = Environment;
