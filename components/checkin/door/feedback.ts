/**
 * What a verdict sounds and feels like, for door staff looking at the queue rather than the
 * screen: one high beep (admitted), two middle ones (already inside), a long low one (refused),
 * with a matching vibration where the phone has one. Web Audio, made on the spot: no sound file.
 */
const TONES: Record<'admitted' | 'already' | 'refused', { notes: [number, number, number][]; vibrate: number[] }> = {
  // [frequency Hz, start s, length s]
  admitted: { notes: [[1320, 0, 0.12]], vibrate: [80] },
  already: { notes: [[660, 0, 0.1], [660, 0.16, 0.1]], vibrate: [60, 60, 60] },
  refused: { notes: [[220, 0, 0.45]], vibrate: [300] },
};

let audio: AudioContext | null = null;

export function signal(result: keyof typeof TONES) {
  const tone = TONES[result];
  try {
    navigator.vibrate?.(tone.vibrate);
  } catch {
    // No vibration here: the sound and the colour say it.
  }
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const [frequency, at, length] of tone.notes) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = result === 'refused' ? 'square' : 'sine';
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + at);
      gain.gain.exponentialRampToValueAtTime(0.3, start + at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + at + length);
      osc.connect(gain).connect(audio.destination);
      osc.start(start + at);
      osc.stop(start + at + length + 0.02);
    }
  } catch {
    // No audio (muted policy, old browser): the verdict is on screen.
  }
}
