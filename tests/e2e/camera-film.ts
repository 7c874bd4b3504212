import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { chromium, type Browser } from '@playwright/test';

/**
 * The door page's fake camera: Chromium plays a .y4m file as the camera
 * (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=…`), made during the run
 * by Debian's ffmpeg from the badges' QR codes (drawn by `qrcode`, the library the badge PDF uses,
 * at error correction M): nothing large is committed. Debian's chromium-headless-shell (the
 * suite's browser) plays it like the full chromium; neither has BarcodeDetector on Linux, so the
 * door reads frames with qr-scanner's own decoder, the path every browser without it takes.
 */

// The door scans the centre of the picture (qr-scanner's scan region: two thirds of the shorter
// side, as a phone is held): the badge fills most of it, as one held up to a phone does.
const FRAME = { width: 640, height: 480, fps: 5 };
/** The badge's side in the picture (quiet zone included): inside that centre square (320 px). */
const QR_SIDE = 300;

/** One part of the camera's film: a badge's QR code for `seconds`, or a white wall (null). */
export interface Shot {
  code: string | null;
  seconds: number;
}

let made = 0;

/** A .y4m of the shots in order (the camera plays it in a loop), in a temporary folder. */
export async function cameraFilm(shots: Shot[]): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekitaldi-door-camera-'));
  const inputs: string[] = [];
  const filters: string[] = [];
  for (const [i, shot] of shots.entries()) {
    if (shot.code) {
      const png = path.join(dir, `badge-${i}.png`);
      await QRCode.toFile(png, shot.code, { errorCorrectionLevel: 'M', width: 300, margin: 4 });
      inputs.push('-loop', '1', '-t', String(shot.seconds), '-i', png);
    } else {
      inputs.push('-f', 'lavfi', '-t', String(shot.seconds), '-i', `color=white:s=${FRAME.width}x${FRAME.height}:r=${FRAME.fps}`);
    }
    filters.push(`[${i}:v]scale=${QR_SIDE}:${QR_SIDE},pad=${FRAME.width}:${FRAME.height}:(ow-iw)/2:(oh-ih)/2:white,fps=${FRAME.fps},setsar=1[v${i}]`);
  }
  const file = path.join(dir, `camera-${process.pid}-${made++}.y4m`);
  const graph = `${filters.join(';')};${shots.map((_, i) => `[v${i}]`).join('')}concat=n=${shots.length}:v=1:a=0,format=yuv420p[out]`;
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...inputs, '-filter_complex', graph, '-map', '[out]', '-r', String(FRAME.fps), file]);
  return file;
}

/** A browser whose camera plays `film` (permission granted: the door page asks for it on load). */
export async function cameraBrowser(film: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${film}`,
    ],
  });
}
