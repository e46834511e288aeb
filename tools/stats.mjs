// The measuring scripts' one statistic (audit, profile:hydration, measure:*).

/** The middle value (the upper one of an even count), as Lighthouse CI's `median` takes it. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
