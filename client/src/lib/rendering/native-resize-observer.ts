// react-slick imports `resize-observer-polyfill`; every browser the site supports has the native
// ResizeObserver, so the build hands it this instead of the polyfill (see vite.config.ts).
export default globalThis.ResizeObserver;
