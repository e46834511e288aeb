// The key combinations the disclosure pages block (save, print, view source, and the
// developer tools), with Ctrl on Windows/Linux or Cmd on macOS.

export interface ShortcutKeys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** Ctrl/Cmd + S, P or U (with or without Shift). */
const MODIFIER_KEYS = new Set(['s', 'p', 'u']);
/** Ctrl/Cmd + Shift + I or J. */
const MODIFIER_SHIFT_KEYS = new Set(['i', 'j']);

export function isBlockedShortcut({ key, ctrlKey, metaKey, shiftKey }: ShortcutKeys): boolean {
  if (!ctrlKey && !metaKey) return false;
  const letter = key.toLowerCase();
  if (MODIFIER_KEYS.has(letter)) return true;
  return shiftKey && MODIFIER_SHIFT_KEYS.has(letter);
}

/** Elements whose context menu, dragging and selection are blocked: frames, objects, the viewer. */
export const COPY_GUARDED_SELECTOR = 'iframe, object, embed, [data-copy-guard]';
