import { isScrollLocked, lockScroll } from '@/components/ui/scroll-lock';

describe('lockScroll', () => {
  afterEach(() => {
    document.documentElement.style.overflow = '';
  });

  it('blocks scrolling and restores the earlier inline style on release', () => {
    document.documentElement.style.overflow = 'auto';
    const release = lockScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(isScrollLocked()).toBe(true);
    release();
    expect(document.documentElement.style.overflow).toBe('auto');
    expect(isScrollLocked()).toBe(false);
  });

  it('keeps the page locked until the last of nested locks is released, once each', () => {
    const outer = lockScroll();
    const inner = lockScroll();
    inner();
    inner();
    expect(document.documentElement.style.overflow).toBe('hidden');
    outer();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
