import { clsx, type ClassValue } from 'clsx';

/** Joins class names, dropping the false, null and undefined ones. */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
