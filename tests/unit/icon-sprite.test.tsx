import { render } from '@testing-library/react';
import { DrawnIcon, type IconDrawing, IconSymbols } from '@/components/icon-sprite';

const circle: IconDrawing = {
  id: 'icon-circle',
  frame: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor' },
  shapes: <circle cx="12" cy="12" r="10" />,
};
const line: IconDrawing = {
  id: 'icon-line',
  frame: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor' },
  shapes: <path d="M4 12h16" />,
};

describe('icon sprite: a repeated icon is drawn once per page', () => {
  it('draws each drawing once as a symbol, however often it is listed', () => {
    const { container } = render(<IconSymbols drawings={[circle, line, circle, circle]} />);
    const symbols = [...container.querySelectorAll('symbol')];
    expect(symbols.map((symbol) => symbol.id)).toEqual(['icon-circle', 'icon-line']);
    expect(symbols[0]?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(symbols[0]?.querySelectorAll('circle')).toHaveLength(1);
    // The sheet of symbols is never shown itself.
    expect(container.querySelector('svg')).toHaveClass('hidden');
  });

  it('a shared copy points at its symbol and carries no shapes of its own', () => {
    const { container } = render(<DrawnIcon drawing={circle} shared className="h-4 w-4" />);
    const svg = container.querySelector('svg')!;
    expect(svg.querySelector('use')?.getAttribute('href')).toBe('#icon-circle');
    expect(svg.querySelector('circle')).toBeNull();
    expect(svg.getAttribute('viewBox')).toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('h-4', 'w-4');
  });

  it('an icon in place draws its shapes in its own frame', () => {
    const { container } = render(<DrawnIcon drawing={line} focusable="false" />);
    const svg = container.querySelector('svg')!;
    expect(svg.querySelector('use')).toBeNull();
    expect(svg.querySelector('path')?.getAttribute('d')).toBe('M4 12h16');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
