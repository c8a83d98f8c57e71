// React's server renderer (react-dom/static.node) keeps the request it is working on in an
// AsyncLocalStorage from `async_hooks`. On Node 20 the first AsyncLocalStorage.run turns async
// hooks on for the whole process, for good: from the first rendered page on, every promise and
// socket write of the server's (GraphQL, the database, cache hits) paid for them, about four times
// a promise's cost. React needs the request only during its own synchronous work
// (`run(request, performWork, request)`; in between it keeps it in a variable of its own), so the
// server build hands it this instead (see vite.config.ts): the store is set for exactly the call.
export class AsyncLocalStorage<T> {
  private store: T | undefined;

  getStore(): T | undefined {
    return this.store;
  }

  run<A extends unknown[], R>(store: T, callback: (...args: A) => R, ...args: A): R {
    const previous = this.store;
    this.store = store;
    try {
      return callback(...args);
    } finally {
      this.store = previous;
    }
  }
}

export default { AsyncLocalStorage };
