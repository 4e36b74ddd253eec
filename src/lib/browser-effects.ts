/** Browser side effects of a new code, kept apart so tests can observe them. */

export const NEW_CODE_SOUND = '/sounds/new-code.wav';

/** Plays the new-code sound; a browser that blocks autoplay just stays silent. */
export function playNewCodeSound(src: string = NEW_CODE_SOUND): void {
  if (typeof Audio === 'undefined') return;
  try {
    void new Audio(src).play()?.catch(() => undefined);
  } catch {
    // jsdom and locked-down browsers have no media playback; the code is still on screen.
  }
}

/** Copies text to the clipboard; false when the browser refuses (no permission, no focus). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    return false;
  }
  return false;
}
