import { render } from '@testing-library/react';
import { PostContent } from '@/components/blog/PostContent';
import { posts } from '@/lib/blog/posts';

describe('PostContent', () => {
  it('renders one paragraph per line with <strong> for **bold**', () => {
    const post = posts()[0]!;
    const { container } = render(<PostContent content={post.content} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(post.content.split('\n').length);
    const strong = [...container.querySelectorAll('strong')].map((el) => el.textContent);
    const markers = [...post.content.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]);
    expect(strong).toEqual(markers);
    expect(container.textContent).not.toContain('*');
  });

  it('shows markup in the content as text, never as HTML', () => {
    const { container } = render(
      <PostContent content={'a < b\n**<img src=x onerror="alert(1)">** & more'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(container.querySelectorAll('p')[0]?.textContent).toBe('a < b');
  });
});
