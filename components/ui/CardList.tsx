import type { ReactNode } from 'react';

export interface CardListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** The list's layout, e.g. its grid. */
  className: string;
  /** Each card's box. */
  itemClassName: string;
  /** Each card's data-testid. */
  testId?: string;
  /** An ordered list (<ol>): steps, programmes in grade order. */
  ordered?: boolean;
  /** A card's content. */
  children: (item: T, index: number) => ReactNode;
}

/** A list of cards: one <li> box per item, laid out by the list's classes. */
export function CardList<T>({
  items,
  itemKey,
  className,
  itemClassName,
  testId,
  ordered = false,
  children,
}: CardListProps<T>) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={itemKey(item)} data-testid={testId} className={itemClassName}>
          {children(item, index)}
        </li>
      ))}
    </List>
  );
}
