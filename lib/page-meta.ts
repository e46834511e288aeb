// Metadata of the pages whose title and description live in content/pages.ts.
import { pageMeta, type PageKey } from '@/content/pages';
import { pageMetadata } from './metadata';

export function staticPageMetadata(key: Exclude<PageKey, 'notFound'>, path: string) {
  return pageMetadata({ ...pageMeta[key], path });
}
