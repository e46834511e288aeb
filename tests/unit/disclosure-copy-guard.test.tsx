import { render } from '@testing-library/react';
import { CopyGuard } from '@/components/disclosure/CopyGuard';
import { isBlockedShortcut } from '@/components/disclosure/copy-guard';

const keys = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {}) => ({
  key,
  ctrlKey: !!mods.ctrl,
  metaKey: !!mods.meta,
  shiftKey: !!mods.shift,
});

describe('isBlockedShortcut: the disclosure pages block these keys', () => {
  it.each(['ctrl', 'meta'] as const)('blocks save, print and view source with %s', (mod) => {
    for (const key of ['s', 'p', 'u', 'S', 'P', 'U']) {
      expect(isBlockedShortcut(keys(key, { [mod]: true }))).toBe(true);
    }
  });

  it.each(['ctrl', 'meta'] as const)('blocks the developer tools with %s + Shift', (mod) => {
    for (const key of ['I', 'J', 'i', 'j']) {
      expect(isBlockedShortcut(keys(key, { [mod]: true, shift: true }))).toBe(true);
    }
  });

  it('lets everything else through', () => {
    expect(isBlockedShortcut(keys('s'))).toBe(false);
    expect(isBlockedShortcut(keys('S', { shift: true }))).toBe(false);
    expect(isBlockedShortcut(keys('i', { ctrl: true }))).toBe(false); // Ctrl+I without Shift
    expect(isBlockedShortcut(keys('j', { meta: true }))).toBe(false);
    expect(isBlockedShortcut(keys('c', { ctrl: true }))).toBe(false);
    expect(isBlockedShortcut(keys('f', { ctrl: true }))).toBe(false);
    expect(isBlockedShortcut(keys('I', { shift: true }))).toBe(false);
  });
});

describe('CopyGuard', () => {
  const dispatch = (target: EventTarget, event: Event) => {
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const key = (init: KeyboardEventInit) =>
    new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  const plain = (type: string) => new Event(type, { bubbles: true, cancelable: true });

  it('blocks the shortcuts everywhere and the mouse on frames, objects and the viewer', () => {
    const { container, unmount } = render(
      <>
        <CopyGuard />
        <iframe title="doc" />
        <object aria-label="doc" />
        <div data-copy-guard>
          <span>viewer</span>
        </div>
        <p>text</p>
      </>,
    );
    const [iframe, object, viewerChild, paragraph] = [
      container.querySelector('iframe')!,
      container.querySelector('object')!,
      container.querySelector('span')!,
      container.querySelector('p')!,
    ];

    expect(dispatch(paragraph, key({ key: 's', ctrlKey: true }))).toBe(true);
    expect(dispatch(document.body, key({ key: 'I', metaKey: true, shiftKey: true }))).toBe(true);
    expect(dispatch(paragraph, key({ key: 'c', ctrlKey: true }))).toBe(false);

    for (const target of [iframe, object, viewerChild]) {
      for (const type of ['contextmenu', 'dragstart', 'selectstart']) {
        expect(dispatch(target, plain(type))).toBe(true);
      }
    }
    // Selection starts on a text node inside the viewer.
    expect(dispatch(viewerChild.firstChild!, plain('selectstart'))).toBe(true);
    // Ordinary page text stays selectable and right-clickable.
    expect(dispatch(paragraph, plain('contextmenu'))).toBe(false);
    expect(dispatch(paragraph, plain('selectstart'))).toBe(false);

    // Leaving the disclosure pages removes every block.
    unmount();
    expect(dispatch(document.body, key({ key: 's', ctrlKey: true }))).toBe(false);
    const frame = document.body.appendChild(document.createElement('iframe'));
    expect(dispatch(frame, plain('contextmenu'))).toBe(false);
    frame.remove();
  });
});
