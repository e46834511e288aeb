import { Fragment, type ReactNode } from 'react';

export interface FilledTemplateProps {
  /** A label from content with '{name}' placeholders, e.g. 'about {title}'. */
  template: string;
  /** What each placeholder shows: text, or an element (a title marked with its own `lang`). */
  values: Record<string, ReactNode>;
}

/** A content label with its placeholders filled by text or elements; unknown ones stay as written. */
export function FilledTemplate({ template, values }: FilledTemplateProps) {
  const parts = template.split(/\{(\w+)\}/);
  return parts.map((part, index) => {
    if (index % 2 === 0) return part;
    return <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>;
  });
}
