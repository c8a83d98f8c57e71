import { useEffect, useRef, useState } from "react";
import { unlockSound } from "./door-sound";

/** How often a frame is read, and how long the same code is ignored once read (it stays in front of the camera). */
const FRAME_MS = 250;
const SAME_CODE_MS = 4000;

type CameraState = { kind: "off" } | { kind: "starting" } | { kind: "on" } | { kind: "failed"; message: string };

/** Why the camera did not start, in the door's words. */
function cameraProblem(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === "NotAllowedError") return "The camera is not allowed: allow it for this site in the browser's settings, or type the code below.";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "No camera was found: type the code below, or find the booking by surname.";
  return "The camera could not start: type the code below, or find the booking by surname.";
}

/**
 * The phone's camera, reading tickets' QR codes: the browser's Barcode Detection API where it has
 * one, else ZXing in WebAssembly (qr-reader.ts, loaded only then). Each code read is handed to
 * `onCode` once, until another is read or it has been out of sight a few seconds.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: "off" });
  const stream = useRef<MediaStream | null>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState({ kind: "off" });
  };

  const start = async () => {
    unlockSound();
    setState({ kind: "starting" });
    try {
      const [{ createQrReader }, media] = await Promise.all([import("./qr-reader"), navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false })]);
      stream.current = media;
      video.current!.srcObject = media;
      await video.current!.play();
      setState({ kind: "on" });
      const read = await createQrReader();
      let last = { code: "", at: 0 };
      const tick = async () => {
        if (!stream.current || !video.current) return;
        try {
          const code = await read(video.current);
          const now = Date.now();
          if (code && (code !== last.code || now - last.at > SAME_CODE_MS)) latest.current(code);
          if (code) last = { code, at: now };
        } catch {
          // A frame that could not be read: the next one may be.
        }
        setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    } catch (error) {
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
      setState({ kind: "failed", message: cameraProblem(error) });
    }
  };

  // The camera goes off with the page.
  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  const on = state.kind === "on" || state.kind === "starting";
  return (
    <section className="door-camera" aria-labelledby="door-camera-heading">
      <h2 id="door-camera-heading" className="visually-hidden">Camera</h2>
      <video ref={video} className="door-video" muted playsInline hidden={!on} aria-label="The camera's view: hold a ticket's QR code in front of it" />
      {on ? (
        <button type="button" onClick={stop}>Stop camera</button>
      ) : (
        <button type="button" className="primary door-big-button" onClick={() => void start()}>Scan with camera</button>
      )}
      {state.kind === "starting" && <p role="status">Starting the camera…</p>}
      {state.kind === "failed" && <p role="alert">{state.message}</p>}
    </section>
  );
}
