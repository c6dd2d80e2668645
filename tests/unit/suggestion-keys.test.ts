import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { handleSuggestionKeys } from '../../src/client/components/ui/suggestion-list.tsx';

function press(key: string, active: number, count = 3) {
  let next = active;
  const chooseActive = vi.fn();
  const event = { key, preventDefault: vi.fn() } as unknown as KeyboardEvent;
  const used = handleSuggestionKeys(event, {
    count,
    active,
    setActive: (update) => {
      next = typeof update === 'function' ? update(next) : update;
    },
    chooseActive,
  });
  return {
    used,
    next,
    chooseActive,
    prevented: (event.preventDefault as ReturnType<typeof vi.fn>).mock.calls.length > 0,
  };
}

describe('suggestion list keys', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(press('ArrowDown', -1).next).toBe(0);
    expect(press('ArrowDown', 2).next).toBe(0);
    expect(press('ArrowUp', 0).next).toBe(2);
    expect(press('ArrowUp', -1).next).toBe(2);
  });

  it('chooses the active option on Enter, and leaves Enter alone when none is active', () => {
    const chosen = press('Enter', 1);
    expect(chosen.chooseActive).toHaveBeenCalledWith(1);
    expect(chosen.prevented).toBe(true);
    const none = press('Enter', -1);
    expect(none).toMatchObject({ used: false, prevented: false });
    expect(none.chooseActive).not.toHaveBeenCalled();
  });

  it('ignores other keys and empty lists', () => {
    expect(press('Escape', 0).used).toBe(false);
    expect(press('ArrowDown', -1, 0)).toMatchObject({ used: false, next: -1 });
  });
});
