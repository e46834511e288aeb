// The plus-code package (Google's reference implementation) ships no types: what lib/geo.ts calls.

declare module 'open-location-code' {
  export class OpenLocationCode {
    /** The full plus code of a place: '7JFQV8FQ+47'. */
    encode(latitude: number, longitude: number, codeLength?: number): string;
    isValid(code: string): boolean;
    isFull(code: string): boolean;
  }
}
