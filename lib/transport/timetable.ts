// How the transport pages write a stop: its clock times in the page's language and its stops
// grouped by area for the find-a-stop list.
import type { TransportStop } from './transport';

/** '07:05' as the page's language writes a time of day ('7:05 am' in en-IN). */
export function clockText(time: string, intl: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(intl, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

export interface StopArea {
  area: string;
  stops: TransportStop[];
}

/**
 * The stops grouped by their area, the areas and the stops in each in the alphabetical order of
 * the page's language: the list a parent scans for the part of the city they live in.
 */
export function stopsByArea(stops: readonly TransportStop[], intl: string): StopArea[] {
  const collator = new Intl.Collator(intl);
  const areas = new Map<string, TransportStop[]>();
  for (const stop of stops) areas.set(stop.area, [...(areas.get(stop.area) ?? []), stop]);
  return [...areas]
    .map(([area, inArea]) => ({
      area,
      stops: inArea.sort((a, b) => collator.compare(a.name, b.name)),
    }))
    .sort((a, b) => collator.compare(a.area, b.area));
}
