// Targets a thumb can hit: every link, button and form control a page shows outside running text
// is at least 24 × 24 CSS px (WCAG 2.2, 2.5.8, without its spacing exception, which axe-core's
// target-size rule allows). A link inside a sentence is running text: its line decides its height.
import type { Page } from '@playwright/test';

/** The smallest side of a target, in CSS px. */
export const MIN_TARGET_PX = 24;

/**
 * Each visible target of the page under MIN_TARGET_PX on a side, outside running text and outside
 * `exclude` (parts checked on another page), as 'A 41×16 "Home"'.
 */
export function smallTargets(page: Page, exclude: readonly string[] = []): Promise<string[]> {
  return page.evaluate(
    ({ min, exclude }) => {
      const inline = (element: Element) => getComputedStyle(element).display === 'inline';
      /** An inline target with words of its block beside it: a link inside a sentence. */
      const inRunningText = (target: Element) => {
        if (!inline(target)) return false;
        let block = target.parentElement;
        while (block && inline(block)) block = block.parentElement;
        if (!block) return false;
        const texts = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode())
          if (!target.contains(text) && /[\p{L}\p{N}]/u.test(text.textContent ?? '')) return true;
        return false;
      };
      const targets = document.querySelectorAll(
        'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]',
      );
      return [...targets].flatMap((target) => {
        if (exclude.some((selector) => target.closest(selector))) return [];
        if (!target.checkVisibility({ visibilityProperty: true })) return [];
        const box = target.getBoundingClientRect();
        // Visually hidden (a skip link until it is focused): no target on screen.
        const { clip, clipPath } = getComputedStyle(target);
        if (box.width <= 1 || box.height <= 1) return [];
        if (clipPath === 'inset(50%)' || clip === 'rect(0px, 0px, 0px, 0px)') return [];
        // An inline target that wraps is one box per line, with the lines' gaps between them:
        // a square of the size fits only in one of its lines, so a line must hold it, whatever
        // font draws it and wherever the line breaks.
        const boxes = inline(target) ? [...target.getClientRects()] : [box];
        if (boxes.some(({ width, height }) => width >= min && height >= min)) return [];
        if (inRunningText(target)) return [];
        const name = (target.textContent || target.getAttribute('aria-label') || '').trim();
        return [
          `${target.tagName} ${Math.round(box.width)}×${Math.round(box.height)} "${name.slice(0, 40)}"`,
        ];
      });
    },
    { min: MIN_TARGET_PX, exclude: [...exclude] },
  );
}
