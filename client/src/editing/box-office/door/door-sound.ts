import type { Tone } from "./door-scan";

/** Each outcome's tone: one high beep to admit, two middle ones to stop and look, one low buzz to refuse. */
const TONES: Record<Tone, { hz: number; ms: number; repeat: number; buzz: number[] }> = {
  good: { hz: 880, ms: 150, repeat: 1, buzz: [80] },
  warn: { hz: 520, ms: 140, repeat: 2, buzz: [120, 80, 120] },
  bad: { hz: 200, ms: 450, repeat: 1, buzz: [400] },
};

let audio: AudioContext | undefined;

/**
 * Makes the sound (and, on phones, the buzz) of an outcome, so the door hears what the screen
 * says without looking. The browser lets a page make sound only after a tap: `unlockSound` runs
 * in the tap that starts the camera or checks a code.
 */
export function playTone(tone: Tone): void {
  const { hz, ms, repeat, buzz } = TONES[tone];
  navigator.vibrate?.(buzz);
  if (!audio) return;
  const start = audio.currentTime;
  for (let i = 0; i < repeat; i++) {
    const at = start + (i * ms * 1.6) / 1000;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = tone === "bad" ? "square" : "sine";
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(0.2, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + ms / 1000);
  }
}

/** Allows sound from now on: call in a tap's handler. */
export function unlockSound(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    // No Web Audio here: the screen and the buzz still say it.
  }
}
