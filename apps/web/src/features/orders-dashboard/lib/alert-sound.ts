/*
 * The new-order chime, synthesised with Web Audio (two short tones): no sound file to download.
 * Browsers keep audio suspended until the page has been clicked, so the dashboard calls
 * `unlockAlertSound()` on the first click anywhere in it.
 */
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Constructor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Constructor) return null;
  context = new Constructor();
  return context;
}

export function unlockAlertSound(): void {
  const audio = audioContext();
  if (audio?.state === 'suspended') void audio.resume();
}

function tone(audio: AudioContext, frequency: number, startsIn: number, seconds: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  const start = audio.currentTime + startsIn;
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  // A quick fade in and out avoids the click of a hard start and stop.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds + 0.05);
}

export function playAlertSound(): void {
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') void audio.resume();
  tone(audio, 880, 0, 0.18);
  tone(audio, 1320, 0.2, 0.28);
}
