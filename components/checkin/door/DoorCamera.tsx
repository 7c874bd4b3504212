'use client';

import { useEffect, useRef, useState } from 'react';
import type QrScanner from 'qr-scanner';
import styles from './Door.module.css';

export type CameraState = 'starting' | 'on' | 'unavailable';
/** Which decoder reads the frames: the browser's BarcodeDetector, or qr-scanner's own (a worker). */
export type DecoderKind = 'native' | 'library';

/**
 * Downloads the scanner and its decoder while the network is there: a door that goes offline
 * before its camera is turned on must still be able to read badges.
 */
export function preloadScanner() {
  // Making the decoder once loads its chunk (the worker's code) too; the page makes its own later.
  void import('qr-scanner')
    .then(async ({ default: Scanner }) => {
      const engine = await Scanner.createQrEngine();
      if (engine instanceof Worker) engine.terminate();
    })
    .catch(() => undefined);
}

async function decoderKind(): Promise<DecoderKind> {
  const Detector = (globalThis as { BarcodeDetector?: { getSupportedFormats?: () => Promise<string[]> } }).BarcodeDetector;
  try {
    return Detector?.getSupportedFormats && (await Detector.getSupportedFormats()).includes('qr_code') ? 'native' : 'library';
  } catch {
    return 'library';
  }
}

/**
 * The camera, scanning continuously. `qr-scanner` (loaded when the page first starts
 * the camera) asks for the rear camera, reads frames with the browser's `BarcodeDetector` where
 * it decodes QR codes (Android's and ChromeOS's Chrome, Safari on macOS) and otherwise with its
 * own decoder in a Web Worker it builds from a chunk of this site (no file from elsewhere, no
 * wasm), and hands each code read to `onCode`; the page decides what to do with repeats.
 */
export function DoorCamera({ onCode, label, starting, unavailable }: { onCode: (code: string) => void; label: string; starting: string; unavailable: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  const [state, setState] = useState<CameraState>('starting');
  const [decoder, setDecoder] = useState<DecoderKind | null>(null);

  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    let scanner: QrScanner | null = null;
    let stopped = false;
    void (async () => {
      try {
        const [{ default: Scanner }, kind] = await Promise.all([import('qr-scanner'), decoderKind()]);
        if (stopped || !video.current) return;
        setDecoder(kind);
        scanner = new Scanner(video.current, (result) => latest.current(result.data), { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 10 });
        await scanner.start();
        if (!stopped) setState('on');
      } catch {
        if (!stopped) setState('unavailable');
      }
    })();
    return () => {
      stopped = true;
      scanner?.destroy();
    };
  }, []);

  return (
    <div className={styles.camera} data-camera={state} data-decoder={decoder ?? undefined}>
      <video ref={video} className={styles.video} muted playsInline aria-label={label} />
      {state !== 'on' ? <p className={styles.cameraNote}>{state === 'starting' ? starting : unavailable}</p> : null}
    </div>
  );
}
