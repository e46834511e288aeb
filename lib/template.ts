// Fills '{name}' placeholders in a label from content/, e.g. '{n} of {total}'. Labels travel to
// client components as plain strings (functions cannot cross the server/client boundary).

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
