// Types of placeholder-art.mjs for the TypeScript pipeline.
export interface PlaceholderDrawing {
  /** Motif words, e.g. 'campus tree sun'; the first ground motif is drawn large. */
  drawing: string;
  /** Palette hue in degrees. */
  hue: number;
  /** 'dawn' paints a dark, warm sky (the heroes); the default is daylight. */
  mood?: 'dawn' | 'day';
}

export const MOTIFS: readonly string[];

export function drawPlaceholder(
  key: string,
  drawing: PlaceholderDrawing,
  width: number,
  height: number,
): string;
