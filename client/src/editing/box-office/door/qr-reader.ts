// The site's own copy of ZXing's WebAssembly (zxing-wasm would fetch it from a CDN): bundled with
// the build, kept by the door app's service worker, so the reader works with no connection.
import zxingWasm from "zxing-wasm/reader/zxing_reader.wasm?url";

/** Reads the QR code in the video's current frame, if any: its text. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own Barcode Detection API, when it reads QR codes (Android, Chrome OS, Safari…). */
async function nativeDetector(): Promise<DetectorClass | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    return (await Native.getSupportedFormats()).includes("qr_code") ? Native : null;
  } catch {
    return null;
  }
}

let zxing: Promise<typeof import("zxing-wasm/reader")> | undefined;

/** ZXing in WebAssembly, loaded and compiled once (its code is a chunk of its own, fetched only where the browser has no detector). */
function loadZxing(): Promise<typeof import("zxing-wasm/reader")> {
  zxing ??= import("zxing-wasm/reader").then(async (module) => {
    await module.prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? zxingWasm : prefix + path) }, fireImmediately: true });
    return module;
  });
  zxing.catch(() => (zxing = undefined));
  return zxing;
}

/** Gets the reader ready while there is a connection (the door app opens online, then may lose it). */
export async function prepareQrReader(): Promise<void> {
  if (!(await nativeDetector())) await loadZxing();
}

/** A reader of QR codes from the camera's video: the browser's detector where it has one, else ZXing. */
export async function createQrReader(): Promise<QrReader> {
  const Native = await nativeDetector();
  if (Native) {
    const detector = new Native({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { readBarcodes } = await loadZxing();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  return async (video) => {
    if (!video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const [found] = await readBarcodes(context.getImageData(0, 0, canvas.width, canvas.height), { formats: ["QRCode"], maxNumberOfSymbols: 1 });
    return found?.isValid ? found.text : null;
  };
}
