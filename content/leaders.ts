// The home page carousel's timing and the labels of its controls. The leaders and their messages
// are the leaders collection's (content/leaders/).

/** The carousel moves to the next message after this many milliseconds. */
export const LEADERS_CAROUSEL_INTERVAL_MS = 8000;

/** Labels of the carousel's controls, read by screen readers ('{…}' are filled in). */
export const leadersCarouselLabels = {
  /** Names each slide (WAI-ARIA carousel pattern). */
  slide: '{n} of {total}',
  previous: 'Previous message',
  next: 'Next message',
  /** Names the group of dots. */
  dots: 'Choose a message',
  dot: 'Message {n}: {name}',
  stopRotation: 'Stop automatic slide show',
  startRotation: 'Start automatic slide show',
} satisfies Record<string, string>;
