import { postBodyHtml, postBodyText, postParagraphs } from '@/lib/blog/post-body';
import { posts } from '@/lib/blog/posts';

describe('a post body in Markdown', () => {
  it('has one paragraph per line; blank lines and surrounding spaces are dropped', () => {
    expect(postParagraphs('One.\nTwo.\r\n\n  Three.  \n')).toEqual(['One.', 'Two.', 'Three.']);
    expect(postBodyHtml('One.\n\nTwo **2**.')).toBe('<p>One.</p><p>Two <strong>2</strong>.</p>');
  });

  it('renders **bold** as <strong>, and a line that looks like a list or a heading as text', () => {
    expect(postBodyHtml('**1. Plan.** Work. **2. Rest.** Sleep.')).toBe(
      '<p><strong>1. Plan.</strong> Work. <strong>2. Rest.</strong> Sleep.</p>',
    );
    expect(postBodyHtml('1. One\n# Two')).toBe('<p>1. One</p><p># Two</p>');
  });

  it('keeps markup in a post as text, never as HTML', () => {
    expect(postBodyHtml('x < y && **<b>not a tag</b>**')).toBe(
      '<p>x &lt; y &amp;&amp; <strong>&lt;b&gt;not a tag&lt;/b&gt;</strong></p>',
    );
    expect(postBodyHtml('<script>alert(1)</script>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('gives the words without markup, one space between paragraphs', () => {
    expect(postBodyText('We won **42 medals**.\n\nA `code` [link](/x).')).toBe(
      'We won 42 medals. A code link.',
    );
  });

  it('no real post shows a marker once rendered', () => {
    for (const post of posts()) {
      expect(postBodyText(post.content)).not.toMatch(/[*_`]/);
      expect(postBodyHtml(post.content)).not.toContain('*');
    }
  });
});
