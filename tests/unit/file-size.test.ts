import { formatFileSize } from '@/lib/file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [850, '850 B'],
    [1024, '1 KB'],
    [9876, '10 KB'],
    [319_488, '312 KB'],
    [4_404_019, '4.2 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
